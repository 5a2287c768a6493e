package gomoku.game;

import gomoku.engine.Evaluation;
import gomoku.engine.SearchInfo;

/**
 * What "find a forced win" found in a position: a forced win for the side to move (its line), a forced loss (the
 * opponent's line after the best defence), a must-block (the few defences that do not lose by force), or nothing
 * within the time. It reads one multi-PV search of {@link #MOVES} moves: they are ranked by exact score, and the
 * search leaves out moves it has proven lost, so when fewer than that many hold, those are every defence there
 * is.
 *
 * <p>A look at the other side's threats ({@link #threat}) searches the position with the side to move passing: a win
 * there is what the other side threatens; anything else counts as no threat found.
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
  /** Whether this is the other side's threat: {@link #line} is its win were it to move now (WIN), or none (NONE). */
  public final boolean threat;
  /** The winning line (WIN, LOSS: from the best move on), as rules points. */
  public final int[] line;
  /** MUST_BLOCK: the moves that do not lose by force, best first. */
  public final int[] defences;
  /** WIN, LOSS: the plies to the five from the search's score (its line may stop short of it), else 0. */
  public final int plies;
  /** The moves to the position solved, and the time the search had. */
  public final java.util.List<Integer> position;
  public final int millis;

  private Solution(Kind kind, int sideToMove, int[] line, int[] defences, java.util.List<Integer> position,
      int millis, boolean threat, int plies) {
    this.kind = kind;
    this.plies = plies;
    this.sideToMove = sideToMove;
    this.threat = threat;
    this.line = line;
    this.defences = defences;
    this.position = position;
    this.millis = millis;
  }

  /**
   * The answer of one search: for {@code sideToMove} in {@code position}, or with {@code threat} for the other side
   * after {@code sideToMove} passes.
   */
  static Solution of(SearchInfo info, int bestMove, int sideToMove, java.util.List<Integer> position, int millis,
      boolean threat) {
    int[] line = info.pv.length > 0 && info.pv[0] == bestMove ? info.pv : new int[] {bestMove};
    java.util.List<Integer> copy = new java.util.ArrayList<>(position);
    if (threat) {
      boolean wins = info.score > Evaluation.MATE_BOUND;
      return new Solution(wins ? Kind.WIN : Kind.NONE, sideToMove, wins ? line : new int[0], new int[0], copy, millis,
          true, wins ? Evaluation.MATE - info.score : 0);
    }
    if (info.score > Evaluation.MATE_BOUND) {
      return new Solution(Kind.WIN, sideToMove, line, new int[0], copy, millis, false, Evaluation.MATE - info.score);
    }
    if (info.score < -Evaluation.MATE_BOUND) {
      return new Solution(Kind.LOSS, sideToMove, line, new int[0], copy, millis, false, Evaluation.MATE + info.score);
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
      return new Solution(Kind.MUST_BLOCK, sideToMove, new int[0], defences, copy, millis, false, 0);
    }
    return new Solution(Kind.NONE, sideToMove, new int[0], new int[0], copy, millis, false, 0);
  }

  /** The colour the line's first move is for: the side to move, or for a threat the other side. */
  public int lineColour() {
    return threat ? 3 - sideToMove : sideToMove;
  }

  /** The number of moves of the winner in the line (its last, the five, included). */
  public int winnerMoves() {
    int n = Math.max(plies, line.length);
    return kind == Kind.WIN ? (n + 1) / 2 : n / 2;
  }
}
