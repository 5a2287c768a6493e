package gomoku.engine;

import gomoku.rules.Rule;

/**
 * The move order's learned scores by rule, as {@link MoveOrderTables#parse} reads them; null where none are
 * trained yet (the hand-set scores stand in). The constants are written by tools/OrderTraining.java --write (do
 * not edit them); a newly trained rule is added to {@link #forRule} by hand.
 */
final class OrderWeights {

  private OrderWeights() {}

  static String forRule(Rule rule) {
    // Two freestyle fits played no better than the hand-set order (docs/arena/learned-order-deeper-targets-sprt.txt).
    return null;
  }
}
