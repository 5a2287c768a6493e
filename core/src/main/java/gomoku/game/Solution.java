package gomoku.game;

import gomoku.engine.Evaluation;
import gomoku.engine.SearchInfo;

/**
 * What "find a forced win" found in a position: a forced win for the side to move (its line), a forced loss (the
 * opponent's line after the best defence), a must-block (the few defences that do not lose by force), or nothing
 * within the time. It reads one multi-PV search of {@link #MOVES} moves: they are ranked by exact score, and the
 * search leaves out moves it has proven lost, so when fewer than that many hold, those are every defence there
 * is.
 */
public final class Solution {
  /** How many moves the solver scores exactly: more than this holding means the position is no must-block. */
  public static final int MOVES = 8;

  public enum Kind {
    WIN,
    LOSS,
    MUST_BLOCK,
    NONE
  }

  public final Kind kind;
  /** The side to move when it was solved. */
  public final int sideToMove;
  /** The winning line (WIN, LOSS: from the best move on), as rules points. */
  public final int[] line;
  /** MUST_BLOCK: the moves that do not lose by force, best first. */
  public final int[] defences;
  /** The moves to the position solved, and the time the search had. */
  public final java.util.List<Integer> position;
  public final int millis;

  private Solution(Kind kind, int sideToMove, int[] line, int[] defences, java.util.List<Integer> position,
      int millis) {
    this.kind = kind;
    this.sideToMove = sideToMove;
    this.line = line;
    this.defences = defences;
    this.position = position;
    this.millis = millis;
  }

  static Solution of(SearchInfo info, int bestMove, int sideToMove, java.util.List<Integer> position, int millis) {
    int[] line = info.pv.length > 0 && info.pv[0] == bestMove ? info.pv : new int[] {bestMove};
    java.util.List<Integer> copy = new java.util.ArrayList<>(position);
    if (info.score > Evaluation.MATE_BOUND) {
      return new Solution(Kind.WIN, sideToMove, line, new int[0], copy, millis);
    }
    if (info.score < -Evaluation.MATE_BOUND) {
      return new Solution(Kind.LOSS, sideToMove, line, new int[0], copy, millis);
    }
    int holding = 0;
    while (holding < info.topScores.length && info.topScores[holding] >= -Evaluation.MATE_BOUND) {
      holding++;
    }
    if (holding < MOVES) {
      // Fewer moves hold than were asked for: the rest lose by force (the search ranks them lower, or leaves out the
      // moves that allow a win by fours and, against a three or a four, every move that does not answer it).
      int[] defences = new int[Math.max(1, holding)];
      System.arraycopy(info.topMoves.length > 0 ? info.topMoves : new int[] {bestMove}, 0, defences, 0,
          defences.length);
      return new Solution(Kind.MUST_BLOCK, sideToMove, new int[0], defences, copy, millis);
    }
    return new Solution(Kind.NONE, sideToMove, new int[0], new int[0], copy, millis);
  }

  /** The number of moves of the winner in the line (its last, the five, included). */
  public int winnerMoves() {
    return kind == Kind.WIN ? (line.length + 1) / 2 : line.length / 2;
  }
}
