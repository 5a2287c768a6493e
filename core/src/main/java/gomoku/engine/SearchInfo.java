package gomoku.engine;

/** What a search reports after each completed iteration (and at its end). */
public final class SearchInfo {
  public int depth;
  /** The deepest ply any line reached, threat search included. */
  public int selectiveDepth;
  public int nodes;
  public int millis;
  /** Score from the side to move's view; see {@link Evaluation#describe}. */
  public int score;
  /** The search's own score for this iteration, before {@link #score}'s reporting (side to move's view). */
  public int rawScore;
  /** The principal variation as rules points ({@code y * size + x}). */
  public int[] pv = new int[0];
  /** The best root moves, best first (one unless the search ran with multi-PV), and their scores. */
  public int[] topMoves = new int[0];
  public int[] topScores = new int[0];
  /** True when the move comes from a proven threat sequence (VCF/VCT) rather than the main search. */
  public boolean threatWin;

  /** A copy that another thread can keep while the search goes on. */
  public SearchInfo copy() {
    SearchInfo c = new SearchInfo();
    c.depth = depth;
    c.selectiveDepth = selectiveDepth;
    c.nodes = nodes;
    c.millis = millis;
    c.score = score;
    c.rawScore = rawScore;
    c.pv = copyOf(pv);
    c.topMoves = copyOf(topMoves);
    c.topScores = copyOf(topScores);
    c.threatWin = threatWin;
    return c;
  }

  private static int[] copyOf(int[] a) {
    int[] c = new int[a.length];
    System.arraycopy(a, 0, c, 0, a.length);
    return c;
  }

  public int nodesPerSecond() {
    return millis <= 0 ? nodes * 1000 : (int) ((double) nodes * 1000 / millis);
  }
}
