package gomoku.engine;

/**
 * The pattern vocabulary: what one stone of colour c, put on an empty point, makes along one line. Each
 * value counts how many more stones of c that line needs for a five through the point, and whether the
 * opponent can stop it with one stone ("B", blocked) or not ("F", flexible). Diagrams: {@code *} the point,
 * {@code X} stones of c, {@code O} the opponent or the edge, {@code .} empty.
 *
 * <p>Levels are defined recursively, as threat-space search sees them: a line is F4 if it has two five points,
 * F3 if one more stone makes it F4, and so on; B-levels lead only to B-levels one higher. The open two and the
 * open three come in kinds, by how many points take them one level up (as in Rapfi's vocabulary): a straight
 * three ({@link #F3S}) has two ways to a straight four, a split or cramped one ({@link #F3}) one; an open two has
 * one to four ways to an open three. Threats count the kinds alike ({@link #coarse}); only the evaluation's line
 * scores could weigh them apart (today they give each kind its level's value).
 */
public final class Pattern {
  /*
   * The values keep the levels in order and the kinds of one level together, weakest first (F2 < F2A < F2B <
   * B3 < F3 < F3S < B4), so the table builder can take the best of a line's continuations by comparing
   * numbers. They fit four bits: the board packs a point's four lines in 16 bits.
   */
  /** No five can ever run through the point along this line: {@code O.*..O}. */
  public static final int NONE = 0;

  /** A lone stone with room for a five on one side only: {@code O*....}. */
  public static final int B1 = 1;

  /** A lone stone with room on both sides: {@code ...*...}. */
  public static final int F1 = 2;

  /** A two that can only become a blocked three: {@code OX*...}. */
  public static final int B2 = 3;

  /**
   * An open two with one or two ways to an open three: {@code .X..*.}, where only the two gaps make one
   * ({@code .XX.*.}, {@code .X.X*.}).
   */
  public static final int F2 = 4;

  /** An open two with three ways to an open three: {@code ..X.*..} (the gap and one point beyond each end). */
  public static final int F2A = 5;

  /** An open two with four ways to an open three: {@code ...X*...} (two points beyond each end). */
  public static final int F2B = 6;

  /** A closed three: one more stone makes only a four: {@code OXX*..}, {@code X.X*.O}. */
  public static final int B3 = 7;

  /**
   * An open three with one way to a straight four: {@code .X.X*.} (only the gap), {@code O.XX*..} (the end
   * by the edge would make only a four).
   */
  public static final int F3 = 8;

  /** An open three with two ways to a straight four, one beyond each end: {@code ..XX*..}. */
  public static final int F3S = 9;

  /** A four: exactly one point completes a five: {@code OXXX*.}, {@code XX.*X}. */
  public static final int B4 = 10;

  /** A straight four or a line with two five points: {@code .XXX*.}, {@code X.X*X.X}. */
  public static final int F4 = 11;

  /** A five (exactly five where the rule asks for it): {@code XX*XX}. */
  public static final int F5 = 12;

  /** Six or more where only exactly five wins: a legal non-win, or black's forbidden overline in renju. */
  public static final int OVERLINE = 13;

  public static final int COUNT = 14;

  private static final String[] NAMES = {
    "none", "B1", "F1", "B2", "F2", "F2A", "F2B", "B3", "F3", "F3S", "B4", "F4", "F5", "OL"
  };

  /**
   * The shape a player would name: an open two of any kind ({@link #F2A}, {@link #F2B}) is {@link #F2}, and a
   * straight three ({@link #F3S}) is {@link #F3}. Threat classes, renju and the point report count shapes this
   * way.
   */
  public static int coarse(int pattern) {
    switch (pattern) {
      case F2A:
      case F2B:
        return F2;
      case F3S:
        return F3;
      default:
        return pattern;
    }
  }

  /** Whether the pattern is an open three of either kind. */
  public static boolean isOpenThree(int pattern) {
    return pattern == F3 || pattern == F3S;
  }

  private Pattern() {}

  public static String name(int pattern) {
    return NAMES[pattern];
  }
}
