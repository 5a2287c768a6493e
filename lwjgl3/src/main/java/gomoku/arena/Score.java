package gomoku.arena;

/** A match score as wins, losses and draws, with the Elo difference it implies and a 95% interval. */
public final class Score {
  private Score() {}

  /** e.g. "A vs B: +60 -30 =10 of 100, score 65.0%, Elo +108 (95%: +38 to +184)". */
  public static String summary(String a, String b, int w, int l, int d) {
    int n = w + l + d;
    if (n == 0) {
      return a + " vs " + b + ": no games";
    }
    double score = (w + 0.5 * d) / n;
    double var = (w * Math.pow(1 - score, 2) + l * Math.pow(score, 2) + d * Math.pow(0.5 - score, 2)) / n;
    double margin = 1.96 * Math.sqrt(var / n);
    return a + " vs " + b + ": +" + w + " -" + l + " =" + d + " of " + n + ", score " + round(100 * score) + "%, Elo "
        + elo(score) + " (95%: " + elo(score - margin) + " to " + elo(score + margin) + ")";
  }

  /** The Elo difference of a score (0..1), "+inf"/"-inf" at the ends. */
  public static String elo(double s) {
    if (s <= 0) {
      return "-inf";
    }
    if (s >= 1) {
      return "+inf";
    }
    long e = Math.round(-400 * Math.log10(1 / s - 1));
    return (e >= 0 ? "+" : "") + e;
  }

  private static String round(double v) {
    return String.valueOf(Math.round(v * 10) / 10.0);
  }
}
