package gomoku.game;

/**
 * How a game begins: on an empty board, from a random balanced tournament opening, by swap1 or swap2, or from one of
 * the 26 named renju openings ({@link MatchSettings#namedOpening}).
 */
public enum Opening {
  FREE,
  RANDOM,
  /** The first player places three stones, the second chooses a colour (swap2 without its "two more"). */
  SWAP1,
  SWAP2,
  NAMED
}
