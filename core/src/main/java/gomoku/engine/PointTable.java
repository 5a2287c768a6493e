package gomoku.engine;

/**
 * Everything the engine wants to know about "a stone of colour c here", indexed by the point's four line
 * patterns, four bits each ({@code p0 | p1 << 4 | p2 << 8 | p3 << 12}: exactly how {@link SearchBoard} packs
 * one colour's lines, so its index is a mask, not arithmetic; 65,536 entries, of which the 38,416 with
 * patterns below {@link Pattern#COUNT} are used): its {@link Threat} class, its {@link PointCombination}, and
 * whether, for renju black, it might be forbidden and needs the exact test. Built once; reading it is one array
 * access per colour per point. The hand-set point scores below weigh moves in the move order under every rule
 * (the evaluation itself is learned: {@link EvalTables}).
 */
final class PointTable {
  static final int SIZE = 1 << 16;

  /**
   * What each line pattern is worth to the side that could play it. A point's value is the sum over its four
   * lines plus a bonus for the combination (below). The kinds of open two and three (F2A, F2B, F3S) score as
   * their level: the order needs how strong a line is, not its exact shape.
   */
  static final int[] LINE_SCORE = {
    0, // NONE
    2, // B1
    5, // F1
    8, // B2
    20, // F2
    20, // F2A
    20, // F2B
    30, // B3
    90, // F3
    90, // F3S
    120, // B4
    700, // F4
    4000, // F5
    0, // OVERLINE
  };

  /** Bonus for the combinations that decide games, by {@link Threat} class: a 3-3 or a 4-3 wins, whatever the lines. */
  static final int[] THREAT_BONUS = {0, 0, 800, 0, 2000, 2500, 8000};

  /*
   * Bonuses for the lesser combinations: points where one stone makes a four, an open three or a closed three on
   * one line and, at once, an open two or closed three on another (or two open twos). None of them wins by itself,
   * but the stone works on two lines at once, and such stones are how 4-3s and 3-3s get built a few moves later.
   * Line scores added line by line valued these points no higher than the same lines made on separate points.
   * Diagrams as in {@link Pattern}: the row and the column through {@code *}.
   */

  /**
   * A four and, across, an open two or closed three: the opponent must block the four, and the other line has
   * grown meanwhile. {@code OXXX*.} across, {@code ..X*..} down.
   */
  static final int FOUR_PLUS_BONUS = 200;

  /**
   * An open three and, across, an open two or closed three: the opponent must answer the three, and the other
   * line has grown meanwhile. {@code .XX*..} across, {@code ..X*..} down.
   */
  static final int THREE_PLUS_BONUS = 160;

  /** A closed three and a two or another closed three: {@code OXX*..} across, {@code ..X*..} down. */
  static final int CLOSED_THREE_PLUS_BONUS = 60;

  /**
   * Two open twos (2-2): either can become an open three, so 3-3s follow. {@code ..X*..} across, {@code .X.*..}
   * down.
   */
  static final int TWO_TWO_BONUS = 60;

  /**
   * The point's facts in one int, so that classifying a point costs one memory read per colour: the threat
   * class in bits 0–3; in bit 4 "maybe forbidden" (for renju black a closer look is needed: an overline, two
   * fours, two open threes, or an open four; see {@link SearchBoard#isForbidden}); its {@link PointCombination}
   * from bit 5 up, which the small tables by combination ({@link #SCORE}, {@link EvalTables}) are read with.
   */
  static final int[] PACKED = new int[SIZE];

  /** The point score by combination: what the move order weighs (and the hand-set evaluation summed). */
  static final int[] SCORE = new int[PointCombination.COUNT];

  static {
    for (int i = 0; i < SIZE; i++) {
      int p0 = i & 15;
      int p1 = (i >>> 4) & 15;
      int p2 = (i >>> 8) & 15;
      int p3 = i >>> 12;
      if (p0 >= Pattern.COUNT || p1 >= Pattern.COUNT || p2 >= Pattern.COUNT || p3 >= Pattern.COUNT) {
        continue; // no line has such a pattern
      }
      int threat = Threat.of(p0, p1, p2, p3);
      int score = LINE_SCORE[p0] + LINE_SCORE[p1] + LINE_SCORE[p2] + LINE_SCORE[p3] + THREAT_BONUS[threat]
          + lesserCombinationBonus(threat, p0, p1, p2, p3);
      int fours = Threat.count(Pattern.F4, p0, p1, p2, p3) + Threat.count(Pattern.B4, p0, p1, p2, p3);
      boolean overline = Threat.count(Pattern.OVERLINE, p0, p1, p2, p3) > 0;
      boolean flexFour = Threat.count(Pattern.F4, p0, p1, p2, p3) > 0;
      boolean maybeForbidden = threat != Threat.FIVE
          && (overline || fours >= 2 || flexFour || Threat.count(Pattern.F3, p0, p1, p2, p3) >= 2);
      int combination = PointCombination.of(i);
      PACKED[i] = threat | (maybeForbidden ? 16 : 0) | combination << 5;
      SCORE[combination] = score;
    }
  }

  /**
   * The lesser-combination bonus of a point of class {@code threat} with these line patterns: 0 for the
   * classes that win by themselves (their {@link #THREAT_BONUS} is far larger) and for lone shapes.
   */
  static int lesserCombinationBonus(int threat, int p0, int p1, int p2, int p3) {
    int twos = Threat.count(Pattern.F2, p0, p1, p2, p3);
    int closedThrees = Threat.count(Pattern.B3, p0, p1, p2, p3);
    switch (threat) {
      case Threat.FOUR:
        return twos + closedThrees > 0 ? FOUR_PLUS_BONUS : 0;
      case Threat.THREE:
        return twos + closedThrees > 0 ? THREE_PLUS_BONUS : 0;
      case Threat.NONE:
        if (closedThrees > 0 && twos + closedThrees >= 2) {
          return CLOSED_THREE_PLUS_BONUS;
        }
        return twos >= 2 ? TWO_TWO_BONUS : 0;
      default:
        return 0;
    }
  }

  private PointTable() {}
}
