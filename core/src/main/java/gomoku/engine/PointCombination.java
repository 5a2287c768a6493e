package gomoku.engine;

/**
 * A point's four line patterns for one colour, order-free: which direction holds which pattern does not change
 * what a stone there makes. With {@link Pattern#COUNT} patterns there are 2,380 combinations (multisets of four),
 * numbered in the order of their sorted patterns; the evaluation's learned values are kept per combination
 * ({@link EvalTables}), as Rapfi keeps its classical values per "pattern code".
 */
public final class PointCombination {
  /** Multisets of four among {@link Pattern#COUNT} patterns: C(14 + 3, 4). */
  public static final int COUNT = 2380;

  /** The combination of each 16-bit lines index (four patterns, four bits each); -1 for impossible ones. */
  private static final short[] OF = new short[1 << 16];

  /** The sorted patterns of each combination, four bits each (the lowest pattern in bits 0-3). */
  private static final int[] PATTERNS = new int[COUNT];

  static {
    int[] index = new int[1 << 16];
    int n = 0;
    for (int a = 0; a < Pattern.COUNT; a++) {
      for (int b = a; b < Pattern.COUNT; b++) {
        for (int c = b; c < Pattern.COUNT; c++) {
          for (int d = c; d < Pattern.COUNT; d++) {
            int sorted = a | b << 4 | c << 8 | d << 12;
            PATTERNS[n] = sorted;
            index[sorted] = n++;
          }
        }
      }
    }
    int[] p = new int[4];
    for (int lines = 0; lines < OF.length; lines++) {
      boolean valid = true;
      for (int i = 0; i < 4; i++) {
        p[i] = (lines >>> (4 * i)) & 15;
        valid &= p[i] < Pattern.COUNT;
      }
      if (!valid) {
        OF[lines] = -1;
        continue;
      }
      java.util.Arrays.sort(p);
      OF[lines] = (short) index[p[0] | p[1] << 4 | p[2] << 8 | p[3] << 12];
    }
  }

  private PointCombination() {}

  /** The combination of a point whose four lines hold {@code lines} (direction d's pattern at bits 4d); -1 if none. */
  public static int of(int lines) {
    return OF[lines & 0xffff];
  }

  /** The combination's {@code i}-th pattern (0..3, lowest first). */
  public static int pattern(int combination, int i) {
    return (PATTERNS[combination] >>> (4 * i)) & 15;
  }

  /** The 16-bit lines index of the combination with its patterns in sorted order (one of its orders). */
  static int sortedLines(int combination) {
    return PATTERNS[combination];
  }

  /** "F3 F2 B1 none": the combination's patterns, highest first (for tables people read). */
  public static String name(int combination) {
    StringBuilder sb = new StringBuilder();
    for (int i = 3; i >= 0; i--) {
      sb.append(Pattern.name(pattern(combination, i))).append(i > 0 ? " " : "");
    }
    return sb.toString();
  }
}
