package gomoku.game;

import gomoku.engine.Evaluation;
import gomoku.engine.SearchInfo;
import gomoku.record.Openings;
import gomoku.rules.Rule;
import java.util.List;
import java.util.Random;

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
 * which colour each of them plays. Swap1 is the same without the "two more": after three stones the second
 * player chooses a colour, and the opening ends.
 *
 * <p>The computer's strategy, the same in the game and in the Gomocup engine: three stones from a tournament opening;
 * after three, the colour a search finds clearly better, else two more stones that leave the game as level as the
 * engine can make it; after five, the better colour.
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

  /** The fifth stone is chosen among this many of black's best moves (one search reporting that many). */
  public static final int FIFTH_STONE_CANDIDATES = 3;

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
    int chance = Evaluation.winChance(whiteScore);
    if (chance >= CLEAR_EDGE) {
      return Choice.PLAY_WHITE;
    }
    if (chance <= 100 - CLEAR_EDGE) {
      return Choice.SWAP;
    }
    return Choice.TWO_MORE;
  }

  /** Under swap1, where there is no "two more": the colour the score says is better for the second player. */
  public static Choice afterThreeOfSwap1(int whiteScore) {
    return whiteScore >= 0 ? Choice.PLAY_WHITE : Choice.SWAP;
  }

  /** The computer's choice after five stones, from the score for white (to move). */
  public static Choice afterFive(int whiteScore) {
    return whiteScore >= 0 ? Choice.TAKE_WHITE : Choice.TAKE_BLACK;
  }

  /**
   * The fifth stone: of black's candidates ({@code info}'s top moves), the one whose score is nearest zero, so that
   * neither colour is worse for whoever chooses next; {@code fallback} (the search's own move) without a report.
   */
  public static int levelMove(SearchInfo info, int fallback) {
    if (info == null || info.topMoves.length == 0) {
      return fallback;
    }
    int best = 0;
    for (int i = 1; i < info.topMoves.length; i++) {
      if (Math.abs(info.topScores[i]) < Math.abs(info.topScores[best])) {
        best = i;
      }
    }
    return info.topMoves[best];
  }

  /**
   * The first player's three stones: the first three of a random one of {@code openings} (tournament openings are
   * chosen to be level) that is legal here ({@link Openings#pick}), else a fixed level one near the centre.
   */
  public static int[] firstThree(List<int[]> openings, Random random, Rule rule, int size) {
    int[] picked = Openings.pick(openings, random, rule, size, 3);
    if (picked != null && picked.length == 3) {
      return picked;
    }
    int c = size / 2;
    return new int[] {c * size + c, (c - 1) * size + c + 1, (c + 1) * size + c + 2};
  }
}
