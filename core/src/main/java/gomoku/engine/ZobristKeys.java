package gomoku.engine;

import gomoku.rules.Rule;

/**
 * The random keys of the board's hash: two 32-bit keys per colour and point (two ints, because {@code long} is slow
 * in the browser), seeded by the board's size and rule so that each board has its own.
 */
final class ZobristKeys {
  /** Keys a pass adds, so that the same stones with the other side to move hash apart. */
  static final int NULL_FIRST = 0x5BD1E995;

  static final int NULL_SECOND = 0x27D4EB2F;
  /** first[colour][point] and second[colour][point]; index 0 (empty) unused. */
  final int[][] first = new int[3][];

  final int[][] second = new int[3][];

  ZobristKeys(int size, Rule rule, int points) {
    int s = 0x9E3779B9 ^ size * 31 ^ rule.ordinal();
    for (int c = 1; c <= 2; c++) {
      first[c] = new int[points];
      second[c] = new int[points];
    }
    for (int c = 1; c <= 2; c++) {
      for (int i = 0; i < points; i++) {
        s = xorshift(s);
        first[c][i] = s;
        s = xorshift(s);
        second[c][i] = s;
      }
    }
  }

  /** Marsaglia's xorshift: only shifts and xors, so the browser computes the same ints as the JVM. */
  private static int xorshift(int s) {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return s;
  }
}
