package gomoku.engine;

/**
 * The board's running sums before each move (both colours' evaluation sums and their threat class counts), so that
 * an undo puts them back in one copy instead of adding up the neighbours' changes again.
 */
final class SumStack {
  private static final int SUMS = 4 + 2 * Threat.COUNT;
  private final int[] moverSums;
  private final int[] opponentSums;
  private final int[] counts;
  private final int[] stack;

  /** Room for {@code frames} moves; the arrays are the board's own, read and written in place. */
  SumStack(int frames, int[] moverSums, int[] opponentSums, int[] counts) {
    this.moverSums = moverSums;
    this.opponentSums = opponentSums;
    this.counts = counts;
    stack = new int[frames * SUMS];
  }

  void save(int frame) {
    int i = frame * SUMS;
    stack[i++] = moverSums[1];
    stack[i++] = opponentSums[1];
    stack[i++] = moverSums[2];
    stack[i++] = opponentSums[2];
    for (int t = 0; t < Threat.COUNT; t++) {
      stack[i++] = counts[8 + t];
      stack[i++] = counts[16 + t];
    }
  }

  void restore(int frame) {
    int i = frame * SUMS;
    moverSums[1] = stack[i++];
    opponentSums[1] = stack[i++];
    moverSums[2] = stack[i++];
    opponentSums[2] = stack[i++];
    for (int t = 0; t < Threat.COUNT; t++) {
      counts[8 + t] = stack[i++];
      counts[16 + t] = stack[i++];
    }
  }
}
