package gomoku.engine;

import gomoku.rules.Rule;

/**
 * The move order's learned scores by rule, as {@link MoveOrderTables#parse} reads them; null where none are
 * trained yet (the hand-set scores stand in). The constants are written by tools/OrderCutoffsFit.java --write (do
 * not edit them); a newly trained rule is added to {@link #forRule} by hand.
 */
final class OrderWeights {

  private OrderWeights() {}

  static String forRule(Rule rule) {
    // No rule's learned order has beaten the hand-set one in matches yet, so none is used; a rule's fit
    // (training/RULE-order.txt) goes here once it does.
    return null;
  }
}
