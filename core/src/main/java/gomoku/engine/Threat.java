package gomoku.engine;

/**
 * What one stone on an empty point makes for one colour, over all four lines at once: the classes that decide
 * Gomoku games, strongest last. Computed from the four line {@link Pattern}s of the point.
 */
public final class Threat {
  /** Nothing forcing. */
  public static final int NONE = 0;
  /** One open three ({@code .XX*..}): threatens a straight four next move. */
  public static final int THREE = 1;
  /** Two open threes at once (3-3): wins unless the opponent has fours; forbidden for renju black. */
  public static final int DOUBLE_THREE = 2;
  /** One four, no open three: the opponent must answer on the five point. */
  public static final int FOUR = 3;
  /** A four and an open three (4-3): the classic winning shape. */
  public static final int FOUR_THREE = 4;
  /** A straight four or two fours (4-4): two five points, so it wins next move. */
  public static final int FLEX_FOUR = 5;
  /** A five. */
  public static final int FIVE = 6;

  public static final int COUNT = 7;

  private static final String[] NAMES = {"none", "three", "3-3", "four", "4-3", "open four", "five"};

  private Threat() {}

  public static String name(int threat) {
    return NAMES[threat];
  }

  /**
   * The class of a point whose four lines hold these patterns (of any kind: an {@link Pattern#F3S} is an open
   * three). Not for hot paths: see {@link PointTable}.
   */
  public static int of(int p0, int p1, int p2, int p3) {
    int fives = count(Pattern.F5, p0, p1, p2, p3);
    int flexFours = count(Pattern.F4, p0, p1, p2, p3);
    int fours = count(Pattern.B4, p0, p1, p2, p3);
    int threes = count(Pattern.F3, p0, p1, p2, p3);
    if (fives > 0) {
      return FIVE;
    }
    if (flexFours > 0 || fours >= 2) {
      return FLEX_FOUR;
    }
    if (fours == 1) {
      return threes > 0 ? FOUR_THREE : FOUR;
    }
    if (threes >= 2) {
      return DOUBLE_THREE;
    }
    return threes == 1 ? THREE : NONE;
  }

  /** How many of the four lines hold the pattern's level: {@code count(F3, …)} counts straight threes too. */
  static int count(int level, int p0, int p1, int p2, int p3) {
    return is(level, p0) + is(level, p1) + is(level, p2) + is(level, p3);
  }

  private static int is(int level, int pattern) {
    return Pattern.coarse(pattern) == level ? 1 : 0;
  }
}
