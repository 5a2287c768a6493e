package gomoku.game;

import gomoku.engine.Level;
import gomoku.engine.SearchInfo;
import gomoku.rules.GameState;
import java.util.List;
import java.util.function.IntConsumer;

/**
 * The players' turns in a swap2 opening: who acts in each phase, a person's choice, and the computer's part (its
 * stones and its choices from its own searches on the match's thinker). Where the opening stands is
 * {@link Swap2Opening}'s; the rules of the choices are {@link Swap2}'s.
 */
public final class Swap2Turns implements OpeningTurns {
  private final Swap2Opening opening;
  /** The match's settings: a choice of colour exchanges the players. */
  private final MatchSettings settings;
  private final ThinkerSlot slot;
  private final GameState state;
  private final List<MatchListener> listeners;
  /** Plays a stone through the match (with its events). */
  private final IntConsumer play;

  Swap2Turns(Swap2Opening opening, MatchSettings settings, ThinkerSlot slot, GameState state,
      List<MatchListener> listeners, IntConsumer play) {
    this.opening = opening;
    this.settings = settings;
    this.slot = slot;
    this.state = state;
    this.listeners = listeners;
    this.play = play;
  }

  public Swap2.Phase phase() {
    return opening.phase();
  }

  /** Whether the opening is swap1 (a colour chosen after three stones, never two more). */
  public boolean isSwap1() {
    return opening.isSwap1();
  }

  /** Whether {@code choice} may be made now in the game's swap opening. */
  public boolean allows(Swap2.Choice choice) {
    return opening.allows(choice);
  }

  /** Openings (black, white, black stones first) a computer first player picks from at random. */
  public void setOpenings(java.util.List<int[]> choices, long seed) {
    opening.setOpenings(choices, seed);
  }

  @Override
  public boolean isOn() {
    return opening.isOn();
  }

  @Override
  public boolean isChoosing() {
    return opening.isChoosing();
  }

  /** Swap2's stones are ordinary moves. */
  @Override
  public gomoku.rules.Verdict personPoint(int point) {
    return null;
  }

  /** Once chosen the opening stays: undo stops at its end. */
  @Override
  public boolean canTakeBack(int moveCount) {
    return !opening.isOn() && moveCount > opening.end();
  }

  @Override
  public void takenBack(int moveCountBefore) {}

  @Override
  public void skip() {
    opening.skip();
  }

  /** Who acts in the current phase: the first player (the menu's black) or the second. */
  @Override
  public PlayerKind actor() {
    return opening.firstPlayerActs() ? settings.black : settings.white;
  }

  /** Whether a person must choose now (the screen offers the choices of the phase). */
  public boolean awaitsPersonChoice() {
    return opening.isChoosing() && actor() == PlayerKind.PERSON && !slot.job().isComputerTurn();
  }

  /** A person's choice; false (nothing changes) when it is not theirs to make now. */
  public boolean choose(Swap2.Choice choice) {
    if (!awaitsPersonChoice() || !opening.allows(choice)) {
      return false;
    }
    apply(choice);
    return true;
  }

  private void apply(Swap2.Choice choice) {
    if (choice == Swap2.Choice.SWAP || choice == Swap2.Choice.TAKE_WHITE) {
      settings.swapColours();
    }
    opening.choose(choice, state.moveCount());
    for (MatchListener l : listeners) {
      l.openingChanged(opening.phase(), choice);
    }
  }

  /** After a stone of the opening: three or five stones end a placing phase. */
  @Override
  public void stonePlaced(int point) {
    if (opening.stonePlaced(state.moveCount())) {
      for (MatchListener l : listeners) {
        l.openingChanged(opening.phase(), null);
      }
    }
  }

  /**
   * Once a frame while the opening is on: the computer's part. Three stones from a tournament opening; after three
   * stones a search decides white, swap, or two more stones (the fifth chosen to leave the position as level as it
   * can); after five stones a search decides the colour.
   */
  @Override
  public void updateComputer() {
    if (!slot.exists() || actor() != PlayerKind.COMPUTER) {
      return;
    }
    if (opening.phase() == Swap2.Phase.PLACE_THREE) {
      for (int p : opening.firstThreeStones(settings)) {
        play.accept(p);
      }
      return;
    }
    if (!slot.job().isComputerTurn()) {
      EngineJob job = opening.phase() == Swap2.Phase.PLACE_TWO ? EngineJob.OPENING_STONE : EngineJob.OPENING_CHOICE;
      int colour = state.sideToMove();
      slot.start(job, state, Level.MASTER, settings.millis(colour),
          job == EngineJob.OPENING_STONE ? Swap2.FIFTH_STONE_CANDIDATES : 1);
      for (MatchListener l : listeners) {
        l.thinkingStarted(colour);
      }
      return;
    }
    EngineJob done = slot.job();
    int move = slot.poll();
    if (move < 0) {
      return;
    }
    SearchInfo info = slot.progress();
    int score = info == null ? 0 : info.score;
    if (done == EngineJob.OPENING_STONE) {
      play.accept(Swap2.levelMove(info, move));
    } else if (opening.phase() == Swap2.Phase.CHOOSE_AFTER_FIVE) {
      apply(Swap2.afterFive(score));
    } else {
      Swap2.Choice choice = opening.afterThree(score);
      apply(choice);
      if (choice != Swap2.Choice.SWAP) {
        play.accept(move); // white's fourth stone: the computer's own move, or the first of its two
      }
    }
  }
}
