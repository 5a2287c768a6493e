package gomoku.game;

import gomoku.rules.Verdict;

/**
 * An opening rule's turns as the match sees them (swap2 and swap1, {@link Swap2Turns}; the renju tournament rules,
 * {@link RenjuOpeningTurns}): while one is on, it says who acts, whether a click on the board is wanted, where undo
 * stops, and plays the computer's part.
 */
interface OpeningTurns {
  /** Whether the opening is still going on (its rule, not the ordinary turns, says who acts). */
  boolean isOn();

  /** Who acts now. */
  PlayerKind actor();

  /** Whether a choice off the board is due (a click on the board is then refused). */
  boolean isChoosing();

  /**
   * A person's click on the board during the opening: null when it is an ordinary stone for the match to play,
   * else the verdict on what the opening made of it (an offer recorded, a refusal).
   */
  Verdict personPoint(int point);

  /** After any stone the match played. */
  void stonePlaced(int point);

  /** Whether undo may take back the last of {@code moveCount} stones. */
  boolean canTakeBack(int moveCount);

  /** After undo took back the last of {@code moveCountBefore} stones. */
  void takenBack(int moveCountBefore);

  /** A resumed or loaded game is past its opening. */
  void skip();

  /** Once a frame while the opening is on: the computer's part. */
  void updateComputer();
}
