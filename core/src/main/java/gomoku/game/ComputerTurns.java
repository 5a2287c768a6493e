package gomoku.game;

import gomoku.engine.SearchInfo;
import gomoku.rules.GameState;
import gomoku.rules.Verdict;
import java.util.List;
import java.util.function.IntFunction;

/**
 * The computer's moves after the opening, as one state machine on the match's thinker: idle, thinking, holding a
 * move found (for the pace between computers, or while the game is paused), played. Whose turn it is, and whether
 * the game goes on at all, is {@link Match}'s.
 */
final class ComputerTurns {
  private final ThinkerSlot slot;
  private final GameState state;
  private final MatchSettings settings;
  private final GameClock clock;
  private final List<MatchListener> listeners;
  private final GameEnding ending;
  private final GameReview review;
  /** Plays a move through the match (clock, events, swap2). */
  private final IntFunction<Verdict> play;
  /** Computer against computer, held: no new search starts and a move found is kept until resumed. */
  private boolean paused;
  /** A move found and not yet played, or -1. */
  private int heldMove = -1;
  private long lastMoveMillis;

  ComputerTurns(ThinkerSlot slot, GameState state, MatchSettings settings, GameClock clock,
      List<MatchListener> listeners, GameEnding ending, GameReview review, IntFunction<Verdict> play) {
    this.slot = slot;
    this.state = state;
    this.settings = settings;
    this.clock = clock;
    this.listeners = listeners;
    this.ending = ending;
    this.review = review;
    this.play = play;
  }

  void setPaused(boolean pause) {
    paused = pause;
  }

  boolean isPaused() {
    return paused;
  }

  /** Whether a move found waits to be played (the pace, or a pause). */
  boolean holdsMove() {
    return heldMove >= 0;
  }

  /** Whether a held move will be played without input (not while paused). */
  boolean moveDue() {
    return heldMove >= 0 && !paused;
  }

  /** The position changed: the pace counts from now, and a move found for the old one is dropped by the caller. */
  void positionChanged() {
    lastMoveMillis = clock.now();
  }

  /** Forgets a move found and not played (the thinker is stopped by the caller). */
  void dropHeldMove() {
    heldMove = -1;
  }

  /**
   * Once a frame while the computer is to move: plays a held move when due, else starts its search (not while paused
   * or {@code reviewing}), else collects the move the search found.
   */
  void update(boolean reviewing) {
    if (heldMove >= 0) {
      playWhenDue();
      return;
    }
    if (!slot.job().isComputerTurn()) {
      if (paused || reviewing) {
        return;
      }
      slot.cancel(EngineJob.ANALYSIS);
      int colour = state.sideToMove();
      slot.start(EngineJob.MOVE, state, settings.level(colour), clock.thinkingMillis(colour, settings.millis(colour)),
          1);
      for (MatchListener l : listeners) {
        l.thinkingStarted(colour);
      }
      return;
    }
    int move = slot.poll();
    if (move >= 0) {
      SearchInfo report = slot.progress();
      ending.computerScored(report == null ? Integer.MIN_VALUE : report.score);
      review.offer(state.moveCount(), report, move, settings.millis(state.sideToMove()));
      heldMove = move;
      playWhenDue();
    }
  }

  /**
   * Plays the held move unless the game is paused or, between computers, the pace asks for a pause since the last
   * move (the thinking itself counts towards it).
   */
  private void playWhenDue() {
    if (slot.job().isComputerTurn()) {
      slot.release(); // the thinker is free: a paused game may be analysed meanwhile (that search stays)
    }
    boolean early = settings.computersOnly() && clock.now() - lastMoveMillis < settings.paceMillis;
    if (paused || early) {
      return;
    }
    slot.cancel(EngineJob.ANALYSIS);
    int move = heldMove;
    heldMove = -1;
    Verdict v = play.apply(move);
    if (!v.isLegal()) {
      // An engine bug must not hang the game: say so and let a person take over this colour's move.
      for (MatchListener l : listeners) {
        l.moveRefused(move, v);
      }
    }
  }
}
