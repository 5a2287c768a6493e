package gomoku.training;

/**
 * The Adam optimiser (Kingma and Ba, 2015) with its usual moments (0.9, 0.999), one step over all weights at a
 * time: what the evaluation's fitting tool (tools/EvalTraining.java) uses.
 */
public final class Adam {
  private final double rate;
  private final double[] m;
  private final double[] v;
  private int steps;

  public Adam(int weights, double rate) {
    this.rate = rate;
    this.m = new double[weights];
    this.v = new double[weights];
  }

  /** Moves {@code w} against the gradient {@code g}, bias-corrected by the number of steps taken so far. */
  public void step(double[] w, double[] g) {
    steps++;
    double mBias = 1 - Math.pow(0.9, steps);
    double vBias = 1 - Math.pow(0.999, steps);
    for (int i = 0; i < w.length; i++) {
      m[i] = 0.9 * m[i] + 0.1 * g[i];
      v[i] = 0.999 * v[i] + 0.001 * g[i] * g[i];
      w[i] -= rate * (m[i] / mBias) / (Math.sqrt(v[i] / vBias) + 1e-12);
    }
  }
}
