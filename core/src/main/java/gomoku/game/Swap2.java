package gomoku.game;

/**
 * Swap2, the opening rule of tournaments: it keeps the first player from choosing a winning opening.
 *
 * <pre>
 *   PLACE_THREE          the first player puts down three stones: black, white, black
 *   CHOOSE_AFTER_THREE   the second player: play white (and the 4th stone), or swap (take black),
 *                        or place two more stones (white, black) and let the first player choose
 *   PLACE_TWO            the second player puts down the 4th (white) and 5th (black) stones
 *   CHOOSE_AFTER_FIVE    the first player takes black or white; white plays the 6th stone
 * </pre>
 *
 * The first player is whoever the menu put on black, the second whoever it put on white; a swap exchanges
 * which colour each of them plays.
 */
public final class Swap2 {
  public enum Phase {
    NONE,
    PLACE_THREE,
    CHOOSE_AFTER_THREE,
    PLACE_TWO,
    CHOOSE_AFTER_FIVE
  }

  public enum Choice {
    /** After three stones: the second player plays white (the 4th stone is its next move). */
    PLAY_WHITE,
    /** After three stones: the second player takes black; the first player plays white now. */
    SWAP,
    /** After three stones: the second player places two more stones. */
    TWO_MORE,
    /** After five stones: the first player stays black. */
    TAKE_BLACK,
    /** After five stones: the first player takes white and plays the 6th stone. */
    TAKE_WHITE
  }

  /**
   * A win chance (percent, see {@link gomoku.engine.Evaluation#winChance}) from which a side counts as clearly
   * better for choosing; between this and 100 minus it the position counts as level.
   */
  static final int CLEAR_EDGE = 60;

  private Swap2() {}

  /** Whether a choice may be made in a phase. */
  public static boolean allowed(Phase phase, Choice choice) {
    if (phase == Phase.CHOOSE_AFTER_THREE) {
      return choice == Choice.PLAY_WHITE || choice == Choice.SWAP || choice == Choice.TWO_MORE;
    }
    if (phase == Phase.CHOOSE_AFTER_FIVE) {
      return choice == Choice.TAKE_BLACK || choice == Choice.TAKE_WHITE;
    }
    return false;
  }

  /** The computer's choice after three stones, from the score of the position for white (to move). */
  public static Choice afterThree(int whiteScore) {
    int chance = gomoku.engine.Evaluation.winChance(whiteScore);
    if (chance >= CLEAR_EDGE) {
      return Choice.PLAY_WHITE;
    }
    if (chance <= 100 - CLEAR_EDGE) {
      return Choice.SWAP;
    }
    return Choice.TWO_MORE;
  }

  /** The computer's choice after five stones, from the score for white (to move). */
  public static Choice afterFive(int whiteScore) {
    return whiteScore >= 0 ? Choice.TAKE_WHITE : Choice.TAKE_BLACK;
  }
}
