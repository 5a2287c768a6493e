package gomoku.pbrain;

import gomoku.engine.Level;
import gomoku.engine.Search;
import gomoku.engine.SearchLimits;
import gomoku.arena.TutorialAlphaBeta;
import gomoku.rules.GameState;

/**
 * Who answers the manager: our engine at a level, or the tutorial alpha-beta (for arena yardsticks). Chosen
 * with the brain's {@code --level} argument: {@code master} (the default), {@code hard}, {@code medium},
 * {@code easy}, {@code beginner}, {@code tutorial:D}.
 */
abstract class BrainPlayer {
  /**
   * A move for the side to move (a rules point), or -1 when there is none, by {@code deadline} (a
   * {@link System#currentTimeMillis()} value), planning to be done by {@code softDeadline} (see
   * {@link SearchLimits#softMillis}). Result info may be empty.
   */
  abstract Search.Result think(GameState game, long softDeadline, long deadline, Search.Listener listener);

  /** Gets the code and memory ready for a game of this rule and size (START is not timed, moves are). */
  abstract void warmUp(gomoku.rules.Rule rule, int size, Search.Listener listener);

  /** Called from another thread: return as soon as possible. */
  abstract void stop();

  /** The transposition table size in bytes (from max_memory); may drop what the engine learned. */
  abstract void setTableBytes(long bytes);

  /** Threads to search with (INFO thread_num); 1 by default, as tournaments expect. */
  void setThreads(int threads) {}

  abstract String name();

  static BrainPlayer of(String spec) {
    String s = spec.trim().toLowerCase();
    if (s.startsWith("tutorial")) {
      int depth = 4;
      if (s.startsWith("tutorial:")) {
        depth = Integer.parseInt(s.substring("tutorial:".length()));
      }
      if (depth < 1 || depth > 8) {
        throw new IllegalArgumentException("tutorial depth must be 1..8");
      }
      return new Tutorial(depth);
    }
    for (Level l : Level.values()) {
      if (l.name().equalsIgnoreCase(s)) {
        return new EnginePlayer(l);
      }
    }
    throw new IllegalArgumentException(
        "unknown level '" + spec + "' (master, hard, medium, easy, beginner or tutorial:D)");
  }

  static final class EnginePlayer extends BrainPlayer {
    private final Level level;
    private volatile gomoku.desktop.ParallelEngine engine = new gomoku.desktop.ParallelEngine(64L << 20, 1);
    private long tableBytes = 64L << 20;
    private boolean warmed;
    /** The rehearsal at START: this many searches of this long (START is not timed, the first move is). */
    private static final int WARM_UP_SEARCHES = 4;
    private static final int WARM_UP_MILLIS = 250;

    EnginePlayer(Level level) {
      this.level = level;
    }

    @Override
    Search.Result think(GameState game, long softDeadline, long deadline, Search.Listener listener) {
      long now = System.currentTimeMillis();
      SearchLimits limits = new SearchLimits();
      limits.hardMillis = (int) Math.max(1, deadline - now);
      limits.softMillis = (int) Math.max(1, Math.min(softDeadline, deadline) - now);
      return engine.think(game.rule(), game.size(), game.moves(), level, limits, listener);
    }

    @Override
    void warmUp(gomoku.rules.Rule rule, int size, Search.Listener listener) {
      if (warmed) {
        return;
      }
      warmed = true;
      // Searches of a small middle game run the hot paths through the JIT before the first timed move. Without
      // any, the first moves overran a 300 ms turn (50 of 85 games against PentaZen lost on time); after one
      // 150 ms search the first move reached depth 6 or 7 in 300 ms, after four of 250 ms depth 8.
      int c = size / 2;
      java.util.List<Integer> moves = new java.util.ArrayList<>();
      int[][] offsets = {{0, 0}, {1, 1}, {1, 0}, {-1, 1}, {0, 1}, {2, -1}, {-1, -1}};
      for (int[] o : offsets) {
        if (c + o[0] >= 0 && c + o[0] < size && c + o[1] >= 0 && c + o[1] < size) {
          moves.add((c + o[1]) * size + c + o[0]);
        }
      }
      try {
        for (int i = 0; i < WARM_UP_SEARCHES; i++) {
          engine.think(rule, size, moves, Level.MASTER, SearchLimits.time(WARM_UP_MILLIS), listener);
          engine.main().clearMemory(); // each rehearsal searches the whole tree again, not table hits
        }
      } catch (RuntimeException e) {
        engine.main().setPosition(rule, size, new java.util.ArrayList<>()); // a tiny board may not hold it
      }
      engine.main().clearMemory();
    }

    @Override
    void stop() {
      engine.stop();
    }

    @Override
    void setTableBytes(long bytes) {
      tableBytes = bytes;
      engine = new gomoku.desktop.ParallelEngine(bytes, engine.threads());
    }

    @Override
    void setThreads(int threads) {
      int n = Math.max(1, Math.min(8, threads));
      if (n != engine.threads()) {
        engine = new gomoku.desktop.ParallelEngine(tableBytes, n);
      }
    }

    @Override
    String name() {
      return level.title;
    }
  }

  /** The tutorial alpha-beta: fixed depth, it does not watch the clock. */
  static final class Tutorial extends BrainPlayer {
    private final TutorialAlphaBeta ai;
    private final int depth;

    Tutorial(int depth) {
      this.depth = depth;
      ai = new TutorialAlphaBeta(depth);
    }

    @Override
    Search.Result think(GameState game, long softDeadline, long deadline, Search.Listener listener) {
      Search.Result r = new Search.Result();
      r.move = ai.bestMove(game);
      r.info.depth = depth;
      r.info.nodes = ai.nodes();
      return r;
    }

    @Override
    void stop() {}

    @Override
    void warmUp(gomoku.rules.Rule rule, int size, Search.Listener listener) {}

    @Override
    void setTableBytes(long bytes) {}

    @Override
    String name() {
      return "Tutorial alpha-beta depth " + depth;
    }
  }
}
