package gomoku.game;

import gomoku.rules.Outcome;
import gomoku.rules.Verdict;

/**
 * What a {@link Match} tells its observers. Screens animate these events; they never change the game
 * themselves. Every method has an empty default so an observer implements only what it shows.
 */
public interface MatchListener {
  /** A stone was put down: by a move or a redo. {@code moveNumber} counts from 1. */
  default void stonePlaced(int point, int colour, int moveNumber) {}

  /** A stone was taken back by undo. */
  default void stoneRemoved(int point, int moveNumber) {}

  /** The game ended with this move; {@code line} is the winning run, or null for a draw. */
  default void gameOver(Outcome outcome, int[] line) {}

  /** A previous result was undone: the game goes on. */
  default void gameResumed() {}

  /** The computer began to think about its move for {@code colour}. */
  default void thinkingStarted(int colour) {}

  /** The engine's suggestion for the person to move. */
  default void hintShown(int point) {}

  /** Swap2: the opening moved to {@code phase}; {@code choice} is what was chosen, or null after a stone. */
  default void openingChanged(Swap2.Phase phase, Swap2.Choice choice) {}

  /** The renju opening rule's step changed: a stone, an offer, a choice or a declaration (see Match#renju). */
  default void renjuOpeningChanged() {}

  /** "Find a forced win" has an answer for the position it was asked about. */
  default void solved(Solution solution) {}

  /** A move was refused; nothing changed. */
  default void moveRefused(int point, Verdict verdict) {}
}
