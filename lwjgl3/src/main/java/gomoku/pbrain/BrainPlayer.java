package gomoku.pbrain;

import gomoku.engine.Engine;
import gomoku.engine.Level;
import gomoku.engine.Search;
import gomoku.engine.SearchLimits;
import gomoku.engine.TutorialAlphaBeta;
import gomoku.rules.GameState;

/**
 * Who answers the manager: our engine at a level, or the tutorial alpha-beta (for arena yardsticks). Chosen
 * with the brain's {@code --level} argument: {@code master} (the default), {@code hard}, {@code medium},
 * {@code easy}, {@code beginner}, {@code tutorial:D}.
 */
abstract class BrainPlayer {
  /** A move for the side to move (a rules point), or -1 when there is none. Result info may be empty. */
  abstract Search.Result think(GameState game, int millis, Search.Listener listener);

  /** Called from another thread: return as soon as possible. */
  abstract void stop();

  /** The transposition table size in bytes (from max_memory); may drop what the engine learned. */
  abstract void setTableBytes(long bytes);

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
    private volatile Engine engine = new Engine(64L << 20);

    EnginePlayer(Level level) {
      this.level = level;
    }

    @Override
    Search.Result think(GameState game, int millis, Search.Listener listener) {
      engine.setPosition(game.rule(), game.size(), game.moves());
      return engine.think(level, SearchLimits.time(millis), listener);
    }

    @Override
    void stop() {
      engine.stop();
    }

    @Override
    void setTableBytes(long bytes) {
      engine = new Engine(bytes);
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
    Search.Result think(GameState game, int millis, Search.Listener listener) {
      Search.Result r = new Search.Result();
      r.move = ai.bestMove(game);
      r.info.depth = depth;
      r.info.nodes = ai.nodes();
      return r;
    }

    @Override
    void stop() {}

    @Override
    void setTableBytes(long bytes) {}

    @Override
    String name() {
      return "Tutorial alpha-beta depth " + depth;
    }
  }
}
