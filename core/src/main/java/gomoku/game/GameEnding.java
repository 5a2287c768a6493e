package gomoku.game;

import gomoku.engine.Evaluation;
import gomoku.rules.Outcome;

/**
 * How a game ends off the board: a resignation, an agreed draw, a clock run out; and the computer's rule for
 * accepting a draw (a level game, late).
 */
final class GameEnding {
  /** The computer accepts a draw from this many stones on, while its win chance lies within the band. */
  static final int DRAW_MIN_MOVES = 40;
  static final int DRAW_LOW_CHANCE = 35;
  static final int DRAW_HIGH_CHANCE = 65;

  /** The colour that resigned, or 0. */
  private int resigned;
  private boolean drawAgreed;
  /** The computer's score (its own view) after its last move, or MIN_VALUE before its first. */
  private int lastComputerScore = Integer.MIN_VALUE;

  /** Whether the game ended off the board ({@code timeLoser}: the colour whose clock ran out, or 0). */
  boolean decided(int timeLoser) {
    return timeLoser != 0 || resigned != 0 || drawAgreed;
  }

  /** The result, the board's ({@code onBoard}) unless the game ended otherwise. */
  Outcome outcome(int timeLoser, Outcome onBoard) {
    if (timeLoser != 0) {
      return Outcome.winFor(3 - timeLoser);
    }
    if (resigned != 0) {
      return Outcome.winFor(3 - resigned);
    }
    return drawAgreed ? Outcome.DRAW : onBoard;
  }

  void resign(int colour) {
    resigned = colour;
  }

  int resigned() {
    return resigned;
  }

  void agreeDraw() {
    drawAgreed = true;
  }

  boolean isDrawAgreed() {
    return drawAgreed;
  }

  /** The computer's search after its move: its score from its own view. */
  void computerScored(int score) {
    lastComputerScore = score;
  }

  /**
   * Whether the computer accepts a draw with {@code stones} on the board: from {@link #DRAW_MIN_MOVES} on, while its
   * own win chance after its last move lies between {@link #DRAW_LOW_CHANCE} and {@link #DRAW_HIGH_CHANCE} percent.
   * Before its first move of this session (a loaded or resumed game) the chance is {@code lookedAtChance}, the
   * graph's look at the position (-1: not looked at yet, declined).
   */
  boolean computerAcceptsDraw(int stones, int lookedAtChance) {
    int chance = lastComputerScore == Integer.MIN_VALUE ? lookedAtChance : Evaluation.winChance(lastComputerScore);
    return stones >= DRAW_MIN_MOVES && chance >= DRAW_LOW_CHANCE && chance <= DRAW_HIGH_CHANCE;
  }
}
