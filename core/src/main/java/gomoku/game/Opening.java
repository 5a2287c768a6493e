package gomoku.game;

/**
 * How a game begins: on an empty board, from a random balanced tournament opening, by swap1 or swap2, from one of
 * the 26 named renju openings ({@link MatchSettings#namedOpening}), or by a renju tournament opening rule.
 */
public enum Opening {
  FREE(null),
  RANDOM(null),
  /** The first player places three stones, the second chooses a colour (swap2 without its "two more"). */
  SWAP1(null),
  SWAP2(null),
  NAMED(null),
  RIF(RenjuOpeningRule.RIF),
  YAMAGUCHI(RenjuOpeningRule.YAMAGUCHI),
  SOOSORV_8(RenjuOpeningRule.SOOSORV_8),
  TARAGUCHI_10(RenjuOpeningRule.TARAGUCHI_10);

  /** The renju tournament rule this opening is, or null. */
  public final RenjuOpeningRule renjuRule;

  Opening(RenjuOpeningRule renjuRule) {
    this.renjuRule = renjuRule;
  }
}
