package gomoku.game;

/**
 * How a game begins: on an empty board, from a random balanced tournament opening, by swap2, or from one of the 26
 * named renju openings ({@link MatchSettings#namedOpening}).
 */
public enum Opening {
  FREE,
  RANDOM,
  SWAP2,
  NAMED
}
