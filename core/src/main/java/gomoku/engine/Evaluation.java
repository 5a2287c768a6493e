package gomoku.engine;

/** Constants of the score scale: mate scores and the evaluation's bounds. */
public final class Evaluation {
  /** A five on the board now; a win in n plies scores {@code MATE - n}. */
  public static final int MATE = 30000;
  /** Any score beyond this is a forced win or loss. */
  public static final int MATE_BOUND = MATE - 1000;
  /** Static evaluations are kept inside ±this, well clear of mate scores. */
  public static final int EVAL_LIMIT = 20000;
  /** The side to move is worth a little: it plays next. */
  public static final int TEMPO = 20;
  /**
   * The hand-set evaluation (rules without learned tables, {@link EvalTables}) counts the side to move's point
   * scores 7/4 against the opponent's 1: it plays next.
   */
  public static final int ATTACK_NUM = 7;
  public static final int ATTACK_DEN = 4;

  /**
   * The scale of {@link #winChance}: a reported score of K gives the side to move 1 / (1 + e^-1), about 73%.
   * Fitted (maximum likelihood) to the results of self-play games: {@code tools/ScoreCalibration.java} refits it
   * whenever the evaluation changes its sums.
   */
  public static final int WIN_CHANCE_SCALE = 2050;

  private Evaluation() {}

  /**
   * The side to move's chance to win, in percent, as self-play games bear out a reported score: 100 or 0 for a
   * forced result, else 1 to 99 (the evaluation alone never proves anything).
   */
  public static int winChance(int score) {
    if (score > MATE_BOUND) {
      return 100;
    }
    if (score < -MATE_BOUND) {
      return 0;
    }
    if (score < 0) {
      return 100 - winChance(-score); // rounded alike, so the two sides' chances add up to 100
    }
    int percent = (int) Math.floor(100 / (1 + Math.exp(-score / (double) WIN_CHANCE_SCALE)) + 0.5);
    return Ints.min(99, percent);
  }

  public static boolean isMate(int score) {
    return score > MATE_BOUND || score < -MATE_BOUND;
  }

  /** A score as people read it: "+1.25" for an advantage, "win in 7" / "loss in 4" for forced results. */
  public static String describe(int score) {
    if (score > MATE_BOUND) {
      return "win in " + (MATE - score);
    }
    if (score < -MATE_BOUND) {
      return "loss in " + (MATE + score);
    }
    int hundredths = score;
    String sign = hundredths >= 0 ? "+" : "-";
    int a = Ints.abs(hundredths);
    String frac = String.valueOf(a % 100);
    return sign + (a / 100) + "." + (frac.length() < 2 ? "0" + frac : frac);
  }
}
