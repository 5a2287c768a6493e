package gomoku.engine;

import java.util.Arrays;

/**
 * The best line found below each ply (the triangular table): a node that raises alpha takes its move followed by
 * its child's line, so the root's line is the principal variation the search reports.
 */
final class PrincipalVariation {
  private final int[][] lines;
  private final int[] lengths;

  /** Room for lines from ply 0 to {@code maxPly}. */
  PrincipalVariation(int maxPly) {
    lines = new int[maxPly + 1][maxPly + 1];
    lengths = new int[maxPly + 1];
  }

  /** A node at this ply starts with no line. */
  void clear(int ply) {
    lengths[ply] = 0;
  }

  /** The line at this ply is only its move (a proven score from the table, whose line below is unknown). */
  void setSingle(int ply, int move) {
    lines[ply][0] = move;
    lengths[ply] = 1;
  }

  /** The move at this ply raised alpha: its line is the move, then the child's line. */
  void update(int ply, int move) {
    lines[ply][0] = move;
    int childLength = lengths[ply + 1];
    System.arraycopy(lines[ply + 1], 0, lines[ply], 1, childLength);
    lengths[ply] = childLength + 1;
  }

  /** The first move of the line at this ply, or -1 when it has none. */
  int first(int ply) {
    return lengths[ply] > 0 ? lines[ply][0] : -1;
  }

  /** A copy of the line at this ply. */
  int[] line(int ply) {
    return Arrays.copyOf(lines[ply], lengths[ply]);
  }
}
