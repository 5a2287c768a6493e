package gomoku.game;

import gomoku.rules.Stone;

/** A reviewed game in a few figures per player: accuracy, the marks' counts, and where the game turned. */
public final class ReviewSummary {
  /** By colour ({@link Stone#BLACK}, {@link Stone#WHITE}); index 0 unused. */
  public final int[] accuracy = new int[3];
  public final int[] blunders = new int[3];
  public final int[] mistakes = new int[3];
  public final int[] missedWins = new int[3];
  /** The move where the game turned: the loser's costliest error (any player's when nobody won), or 0. */
  public final int turningPoint;

  private ReviewSummary(int turningPoint) {
    this.turningPoint = turningPoint;
  }

  /**
   * Sums up {@code reviews} (index k-1 holds move k; null for a move not judged yet). {@code winner} is the colour
   * that won, or 0.
   */
  static ReviewSummary of(MoveReview[] reviews, int winner) {
    double[] sum = new double[3];
    int[] count = new int[3];
    int turning = 0;
    int worst = MoveReview.MISTAKE_LOSS - 1;
    int[] missed = new int[3];
    int[] blunder = new int[3];
    int[] mistake = new int[3];
    for (int k = 1; k <= reviews.length; k++) {
      MoveReview r = reviews[k - 1];
      if (r == null) {
        continue;
      }
      int colour = k % 2 == 1 ? Stone.BLACK : Stone.WHITE;
      sum[colour] += MoveReview.accuracy(r.loss());
      count[colour]++;
      missed[colour] += r.mark == MoveMark.MISSED_WIN ? 1 : 0;
      blunder[colour] += r.mark == MoveMark.BLUNDER ? 1 : 0;
      mistake[colour] += r.mark == MoveMark.MISTAKE ? 1 : 0;
      int cost = r.mark == MoveMark.MISSED_WIN ? 100 : r.loss();
      if (r.mark.isError() && (winner == 0 || colour != winner) && cost > worst) {
        worst = cost;
        turning = k;
      }
    }
    ReviewSummary s = new ReviewSummary(turning);
    for (int c = Stone.BLACK; c <= Stone.WHITE; c++) {
      s.accuracy[c] = count[c] == 0 ? -1 : (int) Math.round(sum[c] / count[c]);
      s.missedWins[c] = missed[c];
      s.blunders[c] = blunder[c];
      s.mistakes[c] = mistake[c];
    }
    return s;
  }
}
