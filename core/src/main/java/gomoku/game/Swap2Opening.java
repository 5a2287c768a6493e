package gomoku.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Where a game's swap2 (or swap1) opening stands: its phase, where undo stops once it is over, and the three-stone openings a
 * computer first player picks from. The choices themselves are {@link Swap2}'s rules; the match runs the searches.
 */
final class Swap2Opening {
  private Swap2.Phase phase;
  /** Moves of the opening (undo stops there); 0 without swap2. */
  private int end;
  /** Tournament openings' first three stones (black, white, black). */
  private final List<int[]> openings = new ArrayList<>();
  private Random random = new Random();
  /** Swap1: after three stones the second player only chooses a colour. */
  private final boolean swap1;

  Swap2Opening(Opening opening) {
    swap1 = opening == Opening.SWAP1;
    phase = swap1 || opening == Opening.SWAP2 ? Swap2.Phase.PLACE_THREE : Swap2.Phase.NONE;
  }

  boolean isSwap1() {
    return swap1;
  }

  /** Whether the choice may be made now: {@link Swap2#allowed}, and under swap1 never two more stones. */
  boolean allows(Swap2.Choice choice) {
    return Swap2.allowed(phase, choice) && !(swap1 && choice == Swap2.Choice.TWO_MORE);
  }

  /** The computer's choice after three stones from the score for white (to move); see {@link Swap2#afterThree}. */
  Swap2.Choice afterThree(int whiteScore) {
    return swap1 ? Swap2.afterThreeOfSwap1(whiteScore) : Swap2.afterThree(whiteScore);
  }

  Swap2.Phase phase() {
    return phase;
  }

  boolean isOn() {
    return phase != Swap2.Phase.NONE;
  }

  /** A choice is due: after three stones (the second player's) or five (the first player's). */
  boolean isChoosing() {
    return phase == Swap2.Phase.CHOOSE_AFTER_THREE || phase == Swap2.Phase.CHOOSE_AFTER_FIVE;
  }

  /** Whether the first player (the menu's black) acts in this phase, else the second. */
  boolean firstPlayerActs() {
    return phase == Swap2.Phase.PLACE_THREE || phase == Swap2.Phase.CHOOSE_AFTER_FIVE;
  }

  /** How many moves the opening took; undo does not go below it. */
  int end() {
    return end;
  }

  /** A resumed or loaded game is past its opening. */
  void skip() {
    phase = Swap2.Phase.NONE;
    end = 0;
  }

  /** Applies a choice made at {@code moveCount} stones: the next phase, or the end of the opening. */
  void choose(Swap2.Choice choice, int moveCount) {
    phase = choice == Swap2.Choice.TWO_MORE ? Swap2.Phase.PLACE_TWO : Swap2.Phase.NONE;
    if (phase == Swap2.Phase.NONE) {
      end = moveCount;
    }
  }

  /** After a stone of the opening: three or five stones end a placing phase. Returns whether the phase changed. */
  boolean stonePlaced(int moveCount) {
    Swap2.Phase next = phase;
    if (phase == Swap2.Phase.PLACE_THREE && moveCount == 3) {
      next = Swap2.Phase.CHOOSE_AFTER_THREE;
    } else if (phase == Swap2.Phase.PLACE_TWO && moveCount == 5) {
      next = Swap2.Phase.CHOOSE_AFTER_FIVE;
    }
    boolean changed = next != phase;
    phase = next;
    return changed;
  }

  void setOpenings(List<int[]> choices, long seed) {
    openings.clear();
    for (int[] o : choices) {
      if (o.length >= 3) {
        openings.add(new int[] {o[0], o[1], o[2]});
      }
    }
    random = new Random(seed);
  }

  /** A computer first player's three stones (see {@link Swap2#firstThree}). */
  int[] firstThreeStones(MatchSettings settings) {
    return Swap2.firstThree(openings, random, settings.rule, settings.size);
  }
}
