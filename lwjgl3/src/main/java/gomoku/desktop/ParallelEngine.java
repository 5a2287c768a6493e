package gomoku.desktop;

import gomoku.engine.Engine;
import gomoku.engine.Level;
import gomoku.engine.Search;
import gomoku.engine.SearchLimits;
import gomoku.rules.Rule;
import java.util.ArrayList;
import java.util.List;

/**
 * The engine on several desktop threads (lazy SMP): the main engine searches and answers; helpers search the
 * same position on their own threads, each iteration a ply or more deeper, and share what they find through
 * the transposition table. The browser has one thread for the page and runs a single engine in its worker.
 */
public final class ParallelEngine {
  private final Engine main;
  private final Engine[] helpers;

  public ParallelEngine(long tableBytes, int threads) {
    main = new Engine(tableBytes);
    helpers = new Engine[Math.max(0, threads - 1)];
    for (int i = 0; i < helpers.length; i++) {
      helpers[i] = main.helper(i + 1);
    }
  }

  /** Threads worth using here: the cores, at most four (more gain little for this engine). */
  public static int defaultThreads() {
    return Math.max(1, Math.min(4, Runtime.getRuntime().availableProcessors()));
  }

  public int threads() {
    return helpers.length + 1;
  }

  public Engine main() {
    return main;
  }

  /** The main engine's answer; helpers run alongside it and are stopped and joined before this returns. */
  public Search.Result think(Rule rule, int size, List<Integer> moves, Level level, SearchLimits limits,
      Search.Listener listener) {
    main.setPosition(rule, size, moves);
    if (helpers.length == 0 || !level.searches()) {
      return main.think(level, limits, listener);
    }
    List<Thread> running = new ArrayList<>();
    for (Engine h : helpers) {
      Thread t = new Thread(() -> {
        h.setPosition(rule, size, moves);
        h.thinkAsHelper(level, limits);
      }, "gomoku-helper");
      t.setDaemon(true);
      t.start();
      running.add(t);
    }
    try {
      return main.think(level, limits, listener);
    } finally {
      // A stop that reaches a helper before its search has begun would be forgotten (a search clears the
      // flag when it starts), so keep asking until each helper has returned. An interrupt (a cancelled search)
      // must not cut this short: a helper left running would share its engine with the next search's helper.
      boolean interrupted = false;
      for (int i = 0; i < running.size(); i++) {
        Thread t = running.get(i);
        while (t.isAlive()) {
          helpers[i].stop();
          try {
            t.join(5);
          } catch (InterruptedException e) {
            interrupted = true;
          }
        }
      }
      if (interrupted) {
        Thread.currentThread().interrupt();
      }
    }
  }

  /** From any thread: every search returns as soon as it can. */
  public void stop() {
    main.stop();
    for (Engine h : helpers) {
      h.stop();
    }
  }
}
