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
    // The freestyle fit (training/freestyle-order.txt) played level: +14 Elo, undecided after 480 games
    // (docs/arena/learned-order-hybrid-sprt.txt). A rule's fit goes here once it wins a match.
    return null;
  }
}
