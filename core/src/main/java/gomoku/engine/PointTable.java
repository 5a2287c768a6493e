package gomoku.engine;

/**
 * Everything the engine wants to know about "a stone of colour c here", indexed by the point's four line
 * patterns ({@code ((p0 * 11 + p1) * 11 + p2) * 11 + p3}, 14,641 entries): its {@link Threat} class, its score
 * for evaluation and move ordering, and whether, for renju black, it might be forbidden and needs the exact
 * test. Built once; reading it is one array access per colour per point.
 */
final class PointTable {
  static final int SIZE = Pattern.COUNT * Pattern.COUNT * Pattern.COUNT * Pattern.COUNT;

  /**
   * What each line pattern is worth to the side that could play it. A point's value is the sum over its four
   * lines plus a bonus for the combination (below); the evaluation is the sum over all empty points. F3 and
   * F2 were 110 and 26: 140 and 35 scored +39 -53 =8, 90 and 20 +53 -44 =3 in 100 games at 200 ms. B3 and
   * B4 moved either way lost a little (40/160: +45 -51 =4; 22/100: +46 -53 =1), so they stay
   * (docs/arena/eval-line-weights.txt).
   */
  static final int[] LINE_SCORE = {
    0, // NONE
    2, // B1
    5, // F1
    8, // B2
    20, // F2
    30, // B3
    90, // F3
    120, // B4
    700, // F4
    4000, // F5
    0, // OVERLINE
  };

  /**
   * Bonus for the combinations that decide games, by {@link Threat} class. The 3-3 and 4-3 bonuses were 500
   * and 1200; 800 and 2000 scored +54 -44 =2 in 100 games at 200 ms (docs/arena/eval-threat-bonus.txt).
   */
  static final int[] THREAT_BONUS = {0, 0, 800, 0, 2000, 2500, 8000};

  static final byte[] THREAT = new byte[SIZE];
  static final int[] SCORE = new int[SIZE];
  /** For renju black: the exact forbidden test is needed (overline, two fours, two threes, or a four on a line). */
  static final boolean[] MAYBE_FORBIDDEN = new boolean[SIZE];
  /**
   * The three facts above in one int, so that classifying a point costs one memory read per colour: the
   * threat class in bits 0–3, "maybe forbidden" in bit 4, the score from bit 5 up.
   */
  static final int[] PACKED = new int[SIZE];

  static {
    for (int i = 0; i < SIZE; i++) {
      int p3 = i % 11;
      int p2 = (i / 11) % 11;
      int p1 = (i / 121) % 11;
      int p0 = i / 1331;
      int threat = Threat.of(p0, p1, p2, p3);
      THREAT[i] = (byte) threat;
      SCORE[i] = LINE_SCORE[p0] + LINE_SCORE[p1] + LINE_SCORE[p2] + LINE_SCORE[p3] + THREAT_BONUS[threat];
      int fours = Threat.count(Pattern.F4, p0, p1, p2, p3) + Threat.count(Pattern.B4, p0, p1, p2, p3);
      boolean overline = Threat.count(Pattern.OVERLINE, p0, p1, p2, p3) > 0;
      boolean flexFour = Threat.count(Pattern.F4, p0, p1, p2, p3) > 0;
      MAYBE_FORBIDDEN[i] = threat != Threat.FIVE
          && (overline || fours >= 2 || flexFour || Threat.count(Pattern.F3, p0, p1, p2, p3) >= 2);
      PACKED[i] = threat | (MAYBE_FORBIDDEN[i] ? 16 : 0) | SCORE[i] << 5;
    }
  }

  private PointTable() {}

  static int index(int p0, int p1, int p2, int p3) {
    return ((p0 * 11 + p1) * 11 + p2) * 11 + p3;
  }
}
