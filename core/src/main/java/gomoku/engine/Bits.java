package gomoku.engine;

/**
 * Bit tricks for the board's bitsets that cost the same on the JVM and in the browser. GWT's emulation of
 * {@link Integer#numberOfTrailingZeros} walks the bits one at a time (up to 31 steps); the candidate and
 * threat scans call it for every point they visit.
 */
final class Bits {
  private Bits() {}

  /**
   * Where each power of two lands in the de Bruijn sequence 0x077CB531: its top five bits after a multiply
   * are unique per bit. The multiply is by a power of two, so JavaScript's double arithmetic computes it
   * exactly before the int conversion, and the browser gets the JVM's answer.
   */
  private static final int[] POSITION = {
    0, 1, 28, 2, 29, 14, 24, 3, 30, 22, 20, 15, 25, 17, 4, 8,
    31, 27, 13, 23, 21, 19, 16, 7, 26, 12, 18, 6, 11, 5, 10, 9
  };

  /** The index of the lowest set bit of a non-zero int (what {@code Integer.numberOfTrailingZeros} says). */
  static int lowest(int bits) {
    return POSITION[((bits & -bits) * 0x077CB531) >>> 27];
  }
}
