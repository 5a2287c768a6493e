package gomoku.engine;

/**
 * The threat situation of a quiet position, as an index into the evaluation's situation table
 * ({@link EvalTables#situation}): which threat classes each side holds somewhere among the empty points. Lines
 * add up what each point is worth, but not that one side's threats meet the other's: a three of the side to move
 * weighs little when the opponent holds a four point, and much when the opponent holds nothing forcing.
 *
 * <pre>
 *   bit 7 6 5 | 4         3    2     1    0
 *   mover:    | opponent:
 *   four 3-3 three | open four  4-3  four  3-3  three
 * </pre>
 *
 * The side to move's 4-3 and open-four points (and either side's five points) are left out: a position that
 * holds them is not quiet, and the search settles it before it evaluates.
 *
 * <p>Bits 8 to 11 say how many forcing moves (points that make a three, a 3-3 or a four) each side has, in four
 * steps ({@link #forcingStep}): the initiative. Each such point is worth its own value in the lines' sum, but many
 * of them together make threat sequences that a few of them do not, which no sum of points can say.
 */
public final class ThreatSituation {
  /** How many indices there are. */
  public static final int COUNT = 4096;

  /** How many indices the tables had before the initiative bits: a table that size is read as the same for all. */
  public static final int CLASSES = 256;

  private ThreatSituation() {}

  /**
   * The index for the side to move {@code me}, from the counts of empty points by colour and class
   * ({@code counts[colour * 8 + class]}, as {@link SearchBoard} keeps them).
   */
  public static int index(int[] counts, int me) {
    int m = me * 8;
    int o = (3 - me) * 8;
    return (counts[m + Threat.FOUR] > 0 ? 128 : 0)
        | (counts[m + Threat.DOUBLE_THREE] > 0 ? 64 : 0)
        | (counts[m + Threat.THREE] > 0 ? 32 : 0)
        | (counts[o + Threat.FLEX_FOUR] > 0 ? 16 : 0)
        | (counts[o + Threat.FOUR_THREE] > 0 ? 8 : 0)
        | (counts[o + Threat.FOUR] > 0 ? 4 : 0)
        | (counts[o + Threat.DOUBLE_THREE] > 0 ? 2 : 0)
        | (counts[o + Threat.THREE] > 0 ? 1 : 0)
        | forcingStep(counts[m + Threat.THREE] + counts[m + Threat.DOUBLE_THREE] + counts[m + Threat.FOUR]) << 8
        | forcingStep(counts[o + Threat.THREE] + counts[o + Threat.DOUBLE_THREE] + counts[o + Threat.FOUR]) << 10;
  }

  /** A count of forcing points in four steps: 0-1, 2-3, 4-6, 7 or more. */
  static int forcingStep(int points) {
    return points < 2 ? 0 : points < 4 ? 1 : points < 7 ? 2 : 3;
  }

  /** A table of {@link #CLASSES} values widened to {@link #COUNT}: each class the same at every initiative step. */
  static int[] widen(int[] byClass) {
    int[] v = new int[COUNT];
    for (int i = 0; i < COUNT; i++) {
      v[i] = byClass[i % CLASSES];
    }
    return v;
  }

  /** A readable name for an index, e.g. "mine three, 3-3 / theirs four". */
  public static String name(int index) {
    String[] mine = {"three", "3-3", "four"};
    String[] theirs = {"three", "3-3", "four", "4-3", "open four"};
    StringBuilder sb = new StringBuilder("mine");
    appendSet(sb, mine, index >> 5);
    sb.append(" / theirs");
    appendSet(sb, theirs, index & 31);
    if (index >= CLASSES) {
      String[] steps = {"0-1", "2-3", "4-6", "7+"};
      sb.append(" / forcing points ").append(steps[index >> 8 & 3]).append(", ").append(steps[index >> 10 & 3]);
    }
    return sb.toString();
  }

  private static void appendSet(StringBuilder sb, String[] names, int bits) {
    if (bits == 0) {
      sb.append(" none");
    }
    String sep = " ";
    for (int i = 0; i < names.length; i++) {
      if ((bits & 1 << i) != 0) {
        sb.append(sep).append(names[i]);
        sep = ", ";
      }
    }
  }
}
