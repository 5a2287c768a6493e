package gomoku.engine;

/**
 * The pattern vocabulary: what one stone of colour c, put on an empty point, makes along one line. Each
 * value counts how many more stones of c that line needs for a five through the point, and whether the
 * opponent can stop it with one stone ("B", blocked) or not ("F", flexible). Diagrams: {@code *} the point,
 * {@code X} stones of c, {@code O} the opponent or the edge, {@code .} empty.
 *
 * <p>Levels are defined recursively, as threat-space search sees them: a line is F4 if it has two five points,
 * F3 if one more stone makes it F4, and so on; B-levels lead only to B-levels one higher.
 */
public final class Pattern {
  /** No five can ever run through the point along this line: {@code O.*..O}. */
  public static final int NONE = 0;

  /** A lone stone with room for a five on one side only: {@code O*....}. */
  public static final int B1 = 1;

  /** A lone stone with room on both sides: {@code ...*...}. */
  public static final int F1 = 2;

  /** A two that can only become a blocked three: {@code OX*...}. */
  public static final int B2 = 3;

  /** An open two: {@code ..X*..}, {@code .X.*..}. */
  public static final int F2 = 4;

  /** A closed three: one more stone makes only a four: {@code OXX*..}, {@code X.X*.O}. */
  public static final int B3 = 5;

  /** An open three: one more stone makes a straight four: {@code .XX*..}, {@code .X.X*.}. */
  public static final int F3 = 6;

  /** A four: exactly one point completes a five: {@code OXXX*.}, {@code XX.*X}. */
  public static final int B4 = 7;

  /** A straight four or a line with two five points: {@code .XXX*.}, {@code X.X*X.X}. */
  public static final int F4 = 8;

  /** A five (exactly five where the rule asks for it): {@code XX*XX}. */
  public static final int F5 = 9;

  /** Six or more where only exactly five wins: a legal non-win, or black's forbidden overline in renju. */
  public static final int OVERLINE = 10;

  public static final int COUNT = 11;

  private static final String[] NAMES = {"none", "B1", "F1", "B2", "F2", "B3", "F3", "B4", "F4", "F5", "OL"};

  private Pattern() {}

  public static String name(int pattern) {
    return NAMES[pattern];
  }
}
