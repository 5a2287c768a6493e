package gomoku.record;

import java.util.List;

/**
 * The 26 named renju openings: black's first stone in the centre, white's beside it ("direct", 1D to 13D) or
 * diagonally next to it ("indirect", 1I to 13I), black's third within the central 5×5. Every such start is one
 * of them turned or mirrored. They are numbered as the Renju International Federation numbers them; their names
 * are the texts {@code named.<code>}.
 *
 * <pre>
 *   direct: white ○ at h9           indirect: white ○ at i9
 *        h   i   j                       f   g   h   i   j
 *   10   1   2   3                  10   5   4   3   2   1
 *    9   ○   4   5                   9   8   7   6   ○
 *    8   ●   6   7                   8  10   9   ●
 *    7   8   9  10                   7  12  11
 *    6  11  12  13                   6  13
 *   or mirrored across column h       or mirrored across the line h8-i9
 * </pre>
 */
public final class RenjuOpenings {
  private RenjuOpenings() {}

  /** The third stone of openings 1 to 13, x to the right and y up from the centre, white at (0, 1). */
  private static final int[][] DIRECT = {{0, 2}, {1, 2}, {2, 2}, {1, 1}, {2, 1}, {1, 0}, {2, 0}, {0, -1}, {1, -1},
    {2, -1}, {0, -2}, {1, -2}, {2, -2}};

  /** The third stone of openings 1 to 13 with white at (1, 1). */
  private static final int[][] INDIRECT = {{2, 2}, {1, 2}, {0, 2}, {-1, 2}, {-2, 2}, {0, 1}, {-1, 1}, {-2, 1},
    {-1, 0}, {-2, 0}, {-1, -1}, {-2, -1}, {-2, -2}};

  /** The codes in the federation's order: 1D to 13D, then 1I to 13I. */
  public static final String[] CODES = new String[26];

  static {
    for (int i = 0; i < 13; i++) {
      CODES[i] = (i + 1) + "D";
      CODES[13 + i] = (i + 1) + "I";
    }
  }

  /**
   * The code ("4D") of the opening the first three moves of {@code line} make on a {@code size} board, under any
   * of the board's eight symmetries about its centre; null when they make none (or the line is shorter).
   */
  public static String of(int size, List<Integer> line) {
    if (line.size() < 3 || size < 5) {
      return null;
    }
    int cx = size / 2;
    int cy = size - 1 - size / 2;
    int[] first = xyUp(size, line.get(0));
    int[] white = xyUp(size, line.get(1));
    int[] third = xyUp(size, line.get(2));
    if (first == null || white == null || third == null || first[0] != cx || first[1] != cy) {
      return null;
    }
    int wx = white[0] - cx;
    int wy = white[1] - cy;
    int tx = third[0] - cx;
    int ty = third[1] - cy;
    for (int s = 0; s < 8; s++) {
      int[] w = turn(s, wx, wy);
      int[] t = turn(s, tx, ty);
      int[][] table = w[0] == 0 && w[1] == 1 ? DIRECT : w[0] == 1 && w[1] == 1 ? INDIRECT : null;
      if (table == null) {
        continue;
      }
      for (int i = 0; i < 13; i++) {
        if (table[i][0] == t[0] && table[i][1] == t[1]) {
          return CODES[table == DIRECT ? i : 13 + i];
        }
      }
    }
    return null;
  }

  /**
   * The three moves of opening {@code code} as diagrams show it: black at the centre, white above it (direct) or
   * above and to the right (indirect), the third stone on the right-hand side.
   *
   * @throws IllegalArgumentException for a code that is not one of {@link #CODES}, or a board under 5×5
   */
  public static int[] moves(String code, int size) {
    int index = -1;
    for (int i = 0; i < CODES.length; i++) {
      if (CODES[i].equals(code)) {
        index = i;
      }
    }
    if (index < 0 || size < 5) {
      throw new IllegalArgumentException("no renju opening " + code + " on a " + size + "×" + size + " board");
    }
    boolean direct = index < 13;
    int[] third = direct ? DIRECT[index] : INDIRECT[index - 13];
    int cx = size / 2;
    int cy = size - 1 - size / 2;
    return new int[] {point(size, cx, cy), point(size, cx + (direct ? 0 : 1), cy + 1),
      point(size, cx + third[0], cy + third[1])};
  }

  /** The point {@code s} of the eight symmetries makes of (x, y): four turns, each with or without a mirror. */
  public static int[] turn(int s, int x, int y) {
    int tx = x;
    int ty = y;
    for (int i = 0; i < s % 4; i++) {
      int keep = tx;
      tx = -ty;
      ty = keep;
    }
    return s >= 4 ? new int[] {-tx, ty} : new int[] {tx, ty};
  }

  /** Column and row of a rules point, rows counted upward from the bottom edge as the board's names count them. */
  private static int[] xyUp(int size, int point) {
    if (point < 0 || point >= size * size) {
      return null;
    }
    return new int[] {point % size, size - 1 - point / size};
  }

  private static int point(int size, int x, int yUp) {
    return (size - 1 - yUp) * size + x;
  }
}
