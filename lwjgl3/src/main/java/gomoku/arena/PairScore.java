package gomoku.arena;

/**
 * A match score counted by opening pairs, and the sequential test engine programmers run on it (SPRT, as
 * Stockfish's and Rapfi's testing do).
 *
 * <p>The arena plays every opening twice, colours swapped. In Gomoku the opening often decides which colour
 * wins, so the two games of a pair are far from independent: a pair that each side wins with black says nothing
 * about who is stronger. Counting per pair (A's points 0, ½, 1, 1½ or 2: the "pentanomial" count) takes that
 * out of the variance, so the same games give a narrower interval than counting games one by one.
 *
 * <p>The test: H0 "A is {@code elo0} stronger", H1 "A is {@code elo1} stronger" (logistic Elo), error rates
 * 5% both ways. The log-likelihood ratio uses the usual normal approximation (the "GSPRT" of fishtest):
 * {@code LLR = N (s1 - s0) (2 mean - s0 - s1) / (2 variance)}, with N pairs, the mean and variance of a pair's
 * score (points / 2), and s0, s1 the scores the two hypotheses expect. The match stops when the LLR leaves
 * [ln(β/(1-α)), ln((1-β)/α)] = [-2.94, +2.94]. The approximation needs a fair number of pairs, so no decision is
 * taken before {@link #MIN_PAIRS}.
 */
public final class PairScore {
  /** Bound for accepting H1 (A is elo1 stronger) and, negated, for accepting H0. α = β = 0.05. */
  public static final double BOUND = Math.log(0.95 / 0.05);
  /** No decision before this many pairs: the normal approximation behind the LLR needs them. */
  public static final int MIN_PAIRS = 20;
  /** Added to each count so a count of zero does not make the variance zero (fishtest adds the same). */
  private static final double PRIOR = 1e-3;

  /** counts[k]: pairs in which A scored k half-points (k / 2 points: 0, ½, 1, 1½, 2). */
  private final int[] counts = new int[5];

  /** Adds one pair: A's points in its two games, in half-points (0 to 4). */
  public void add(int halfPoints) {
    if (halfPoints < 0 || halfPoints > 4) {
      throw new IllegalArgumentException("a pair gives 0 to 4 half-points, not " + halfPoints);
    }
    counts[halfPoints]++;
  }

  public int pairs() {
    return counts[0] + counts[1] + counts[2] + counts[3] + counts[4];
  }

  /** A's mean score per game, 0..1 (the mean of the pairs' scores, a pair's score being its points / 2). */
  public double mean() {
    double n = 0;
    double sum = 0;
    for (int k = 0; k < 5; k++) {
      double c = counts[k] + PRIOR;
      n += c;
      sum += c * k / 4.0;
    }
    return sum / n;
  }

  /** The variance of one pair's score (points / 2). */
  public double variance() {
    double mean = mean();
    double n = 0;
    double sum = 0;
    for (int k = 0; k < 5; k++) {
      double c = counts[k] + PRIOR;
      n += c;
      sum += c * (k / 4.0 - mean) * (k / 4.0 - mean);
    }
    return sum / n;
  }

  /** The log-likelihood ratio of "A is elo1 stronger" against "A is elo0 stronger" (logistic Elo). */
  public double llr(double elo0, double elo1) {
    double s0 = expectedScore(elo0);
    double s1 = expectedScore(elo1);
    return pairs() * (s1 - s0) * (2 * mean() - s0 - s1) / (2 * variance());
  }

  /** +1: accept H1 (A is at least about elo1 stronger); -1: accept H0; 0: play on. */
  public int decision(double elo0, double elo1) {
    if (pairs() < MIN_PAIRS) {
      return 0;
    }
    double llr = llr(elo0, elo1);
    return llr >= BOUND ? 1 : llr <= -BOUND ? -1 : 0;
  }

  /** The score a logistic Elo difference predicts. */
  static double expectedScore(double elo) {
    return 1 / (1 + Math.pow(10, -elo / 400));
  }

  /**
   * e.g. "pairs by A's points 0, ½, 1, 1½, 2: [3 10 60 20 7]: score 53.0%, Elo +21 (95%: +2 to +40)": the
   * counts, and the Elo difference with its interval from the variance of the pairs' scores.
   */
  public String summary() {
    int n = pairs();
    StringBuilder sb = new StringBuilder("pairs by A's points 0, ½, 1, 1½, 2: [");
    for (int k = 0; k < 5; k++) {
      sb.append(k == 0 ? "" : " ").append(counts[k]);
    }
    sb.append("]");
    if (n == 0) {
      return sb.toString();
    }
    double mean = mean();
    double margin = 1.96 * Math.sqrt(variance() / n);
    return sb + ": score " + Math.round(mean * 1000) / 10.0 + "%, Elo " + Score.elo(mean) + " (95%: "
        + Score.elo(mean - margin) + " to " + Score.elo(mean + margin) + ")";
  }
}
