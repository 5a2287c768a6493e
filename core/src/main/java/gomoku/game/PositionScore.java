package gomoku.game;

import gomoku.engine.Evaluation;
import gomoku.engine.SearchInfo;

/**
 * What the engine found in one position of a reviewed game: its best move and line, its score and the second best
 * move's score (from the side to move's view), and how long it looked. A finished position (a five, a full board)
 * needs no search: its score is the result.
 */
public final class PositionScore {
  /** No second move was scored (a forced win found before the second, or a single legal move). */
  public static final int UNKNOWN = Integer.MIN_VALUE;

  public final int millis;
  public final int depth;
  /** The best move, or -1 in a finished position. */
  public final int best;
  public final int score;
  public final int secondScore;
  public final int[] line;
  /** A score the game itself reported (a computer's move), kept until the review looks again. */
  public final boolean provisional;

  PositionScore(int millis, int depth, int best, int score, int secondScore, int[] line, boolean provisional) {
    this.millis = millis;
    this.depth = depth;
    this.best = best;
    this.score = score;
    this.secondScore = secondScore;
    this.line = line;
    this.provisional = provisional;
  }

  /** A search's final report: multi-PV gives the second move's exact score. */
  static PositionScore of(SearchInfo info, int move, int millis, boolean provisional) {
    int second = info.topScores.length > 1 ? info.topScores[1] : UNKNOWN;
    int[] line = info.pv.length > 0 && info.pv[0] == move ? info.pv : new int[] {move};
    return new PositionScore(millis, info.depth, move, info.score, second, line, provisional);
  }

  /** A finished position: the side to move has lost (the last move made five) or it is a draw. */
  static PositionScore finished(boolean sideToMoveLost) {
    return new PositionScore(Integer.MAX_VALUE, 0, -1, sideToMoveLost ? -Evaluation.MATE : 0, UNKNOWN, new int[0],
        false);
  }

  public boolean isFinished() {
    return best < 0;
  }

  /** The side to move's win chance in percent (100 or 0 when forced). */
  public int chance() {
    return Evaluation.winChance(score);
  }

  public boolean isForcedWin() {
    return score > Evaluation.MATE_BOUND;
  }

  public boolean isForcedLoss() {
    return score < -Evaluation.MATE_BOUND;
  }
}
