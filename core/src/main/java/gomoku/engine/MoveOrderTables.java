package gomoku.engine;

import gomoku.rules.Rule;

/**
 * The move picker's scores ({@link MovePicker}). Hand-set: a point's tier (its threat classes, own above the
 * opponent's) and within it the side to move's point score plus the opponent's counted 4/5, then killers and
 * history. Learned, for the quiet order where {@link OrderWeights} has it for the rule: one sum with no tiers, fitted
 * to the search's own cut nodes (tools/OrderCutoffs.java, OrderCutoffsFit.java): a value for the point's pair of
 * threat classes, one for each side's {@link PointCombination} there, a killer bonus and a weight on history, in
 * thousandths of a logit of the chance that the move fails high.
 */
public final class MoveOrderTables {
  private static final MoveOrderTables[] CACHE = new MoveOrderTables[Rule.values().length];

  /** How many numbers the learned form has: class pairs, own and opponent combinations, killer, history. */
  public static final int LEARNED_COUNT = Threat.COUNT * Threat.COUNT + 2 * PointCombination.COUNT + 2;

  /** Hand-set: {@code values[2k]} the side to move's score for combination k, {@code [2k + 1]} the opponent's. */
  final int[] values;

  /** Learned quiet order: by {@code attack * Threat.COUNT + defence}; null when hand-set. */
  final int[] classes;

  /** Learned quiet order: by the side to move's combination, and by the opponent's. */
  final int[] own;

  final int[] opponent;
  /** Learned quiet order: added for a killer move; history (as the picker caps it) counts this many thousandths. */
  final int killer;

  final int historyPerThousand;

  /** Whether the quiet order is the learned one (else hand-set). */
  public final boolean learned;

  private MoveOrderTables(int[] learnedValues) {
    values = new int[2 * PointCombination.COUNT];
    for (int k = 0; k < PointCombination.COUNT; k++) {
      values[2 * k] = PointTable.SCORE[k];
      values[2 * k + 1] = PointTable.SCORE[k] * 4 / 5;
    }
    learned = learnedValues != null;
    if (learned) {
      int c = Threat.COUNT * Threat.COUNT;
      int n = PointCombination.COUNT;
      classes = java.util.Arrays.copyOfRange(learnedValues, 0, c);
      own = java.util.Arrays.copyOfRange(learnedValues, c, c + n);
      opponent = java.util.Arrays.copyOfRange(learnedValues, c + n, c + 2 * n);
      killer = learnedValues[c + 2 * n];
      historyPerThousand = learnedValues[c + 2 * n + 1];
    } else {
      classes = null;
      own = null;
      opponent = null;
      killer = 0;
      historyPerThousand = 0;
    }
  }

  /** The tables the move picker uses under a rule: the learned quiet order where {@link OrderWeights} has one. */
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
    return new MoveOrderTables(null);
  }

  /** The hand-set score within a tier for the side to move's combination k. */
  public int own(int colour, int k) {
    return values[2 * k];
  }

  /** The hand-set score within a tier for a point where the opponent's combination is k. */
  public int opponent(int colour, int k) {
    return values[2 * k + 1];
  }

  /**
   * The learned quiet score of a point (thousandths of a logit): its threat classes for the side to move
   * ({@code attack}) and the opponent ({@code defence}), both sides' combinations there, killer or not, and the
   * history term as the picker caps it.
   */
  int quiet(int attack, int defence, int ownCombination, int opponentCombination, boolean isKiller, int history) {
    return classes[attack * Threat.COUNT + defence] + own[ownCombination] + opponent[opponentCombination]
        + (isKiller ? killer : 0) + history * historyPerThousand / 1000;
  }

  /** Reads {@link OrderWeights}' text ({@link WeightsText}): the learned form's {@link #LEARNED_COUNT} numbers. */
  static MoveOrderTables parse(String text) {
    return new MoveOrderTables(WeightsText.parse(text, LEARNED_COUNT));
  }

  /** The inverse of {@link #parse}, for the trainer (class pairs, own, opponent, killer, history). */
  public static String format(int[] learnedValues) {
    return WeightsText.append(new StringBuilder(), learnedValues).toString();
  }
}
