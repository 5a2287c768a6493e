package gomoku.game;

import gomoku.engine.Level;
import gomoku.engine.SearchInfo;
import gomoku.rules.GameState;

/**
 * A match's one thinker and the search it runs now: the computer's turns and the engine's help for a person take
 * turns on it, so one {@link EngineJob} says who has it.
 */
final class ThinkerSlot {
  private final Thinker thinker;
  private EngineJob job = EngineJob.NONE;

  ThinkerSlot(Thinker thinker) {
    this.thinker = thinker;
  }

  /** Whether the match has a thinker at all (a game between people may have none). */
  boolean exists() {
    return thinker != null;
  }

  EngineJob job() {
    return job;
  }

  boolean isIdle() {
    return job == EngineJob.NONE;
  }

  /** Starts {@code newJob} on the position of {@code state}; the caller has made sure the slot is free. */
  void start(EngineJob newJob, GameState state, Level level, int millis, int multiPv) {
    start(newJob, state, state.moves(), level, millis, multiPv);
  }

  /** Starts {@code newJob} on the position of {@code moves} under {@code state}'s rule and size. */
  void start(EngineJob newJob, GameState state, java.util.List<Integer> moves, Level level, int millis, int multiPv) {
    job = newJob;
    thinker.start(state.rule(), state.size(), moves, level, millis, multiPv);
  }

  /** The running search's move once it has one (the slot is then free again), or -1. */
  int poll() {
    int move = thinker.poll();
    if (move >= 0) {
      job = EngineJob.NONE;
    }
    return move;
  }

  /** The latest report of the thinker (of the running search, or of the last one), or null. */
  SearchInfo progress() {
    return thinker == null ? null : thinker.progress();
  }

  /** The slot is free again while the thinker's last answer stays readable (a held computer move). */
  void release() {
    job = EngineJob.NONE;
  }

  /** Stops {@code which} if it runs. */
  void cancel(EngineJob which) {
    if (job == which) {
      cancel();
    }
  }

  /** Stops whatever runs. */
  void cancel() {
    if (job != EngineJob.NONE) {
      thinker.cancel();
      job = EngineJob.NONE;
    }
  }

  void dispose() {
    cancel();
    if (thinker != null) {
      thinker.dispose();
    }
  }
}
