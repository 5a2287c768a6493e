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
  /** The principal variation as rules points ({@code y * size + x}). */
  public int[] pv = new int[0];
  /** True when the move comes from a proven threat sequence (VCF/VCT) rather than the main search. */
  public boolean threatWin;

  public int nodesPerSecond() {
    return millis <= 0 ? nodes * 1000 : (int) ((double) nodes * 1000 / millis);
  }
}
