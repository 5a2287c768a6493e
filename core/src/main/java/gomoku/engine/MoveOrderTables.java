package gomoku.engine;

import gomoku.rules.Rule;

/**
 * The move order's score for a point within its tier (the tiers are threat classes, {@link MovePicker}): a value
 * for the side to move's {@link PointCombination} there plus one for the opponent's. Fitted to the moves the search
 * chose (tools/OrderTraining.java) where {@link OrderWeights} has them for the rule; else hand-set: the point
 * score of {@link PointTable}, the opponent's counted 4/5.
 */
public final class MoveOrderTables {
  private static final MoveOrderTables[] CACHE = new MoveOrderTables[Rule.values().length];

  /** {@code values[2k]}: the side to move's score for combination k, {@code values[2k + 1]} the opponent's. */
  final int[] values;

  /** Whether the values were fitted to games (else hand-set). */
  public final boolean learned;

  private MoveOrderTables(int[] values, boolean learned) {
    this.values = values;
    this.learned = learned;
  }

  /** The tables the move picker uses under a rule: learned where {@link OrderWeights} has them, else hand-set. */
  public static MoveOrderTables forRule(Rule rule) {
    MoveOrderTables t = CACHE[rule.ordinal()];
    if (t == null) {
      String weights = OrderWeights.forRule(rule);
      t = weights != null ? parse(weights) : handSet();
      CACHE[rule.ordinal()] = t;
    }
    return t;
  }

  public static MoveOrderTables handSet() {
    int[] v = new int[2 * PointCombination.COUNT];
    for (int k = 0; k < PointCombination.COUNT; k++) {
      v[2 * k] = PointTable.SCORE[k];
      v[2 * k + 1] = PointTable.SCORE[k] * 4 / 5;
    }
    return new MoveOrderTables(v, false);
  }

  /** The side to move's score for a point of combination k. */
  public int own(int colour, int k) {
    return values[2 * k];
  }

  /** The score for a point where the opponent's combination is k. */
  public int opponent(int colour, int k) {
    return values[2 * k + 1];
  }

  /** Reads {@link OrderWeights}' text ({@link WeightsText}): own and opponent scores by combination. */
  static MoveOrderTables parse(String text) {
    return new MoveOrderTables(WeightsText.parse(text, 2 * PointCombination.COUNT), true);
  }

  /** The inverse of {@link #parse}, for the trainer. */
  public static String format(int[] values) {
    return WeightsText.append(new StringBuilder(), values).toString();
  }
}
