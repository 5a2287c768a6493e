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
   * The side to move's potential (the sum of its point scores) counts 7/4 against the opponent's 1: at the
   * horizon it plays next, so its threats come first. Tuned by matches of 100 games at 200 ms, each step
   * against the one before (docs/arena/eval-attack-weight.txt): 5/4 against 1: +61 -35 =4 (Elo +92, 95%: +26
   * to +166); 6/4 against 5/4: +56 -42 =2 (+49); 7/4 against 6/4: +53 -43 =4 (+35); 8/4 against 7/4: +46 -50
   * =4 (-14), so the gain stops here.
   */
  public static final int ATTACK_NUM = 7;
  public static final int ATTACK_DEN = 4;

  private Evaluation() {}

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
    int a = Math.abs(hundredths);
    String frac = String.valueOf(a % 100);
    return sign + (a / 100) + "." + (frac.length() < 2 ? "0" + frac : frac);
  }
}
