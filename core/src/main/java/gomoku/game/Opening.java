package gomoku.game;

/** How a game begins: on an empty board, from a random balanced tournament opening, or by swap2. */
public enum Opening {
  FREE,
  RANDOM,
  SWAP2
}
