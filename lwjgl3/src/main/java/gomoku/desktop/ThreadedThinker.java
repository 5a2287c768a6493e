package gomoku.desktop;

import gomoku.engine.Level;
import gomoku.engine.Search;
import gomoku.engine.SearchInfo;
import gomoku.engine.SearchLimits;
import gomoku.game.Thinker;
import gomoku.rules.Rule;
import java.util.ArrayList;
import java.util.List;

/**
 * The desktop's computer player: the engine searches on a worker thread (with helper threads on the other
 * cores, see {@link ParallelEngine}); the game polls for the answer.
 */
public final class ThreadedThinker implements Thinker {
  private final ParallelEngine engine = new ParallelEngine(64L << 20, ParallelEngine.defaultThreads());
  private Thread worker;
  private volatile SearchInfo progress;
  private volatile int answer = -1;

  public ThreadedThinker() {
    engine.main().setVariety(true, System.nanoTime());
  }

  @Override
  public void start(Rule rule, int size, List<Integer> moves, Level level, int millis, int multiPv) {
    cancel();
    List<Integer> position = new ArrayList<>(moves);
    answer = -1;
    progress = null;
    worker = new Thread(() -> {
      engine.main().setMultiPv(multiPv);
      Search.Result r = engine.think(rule, size, position, level, SearchLimits.time(millis),
          info -> progress = info.copy());
      progress = r.info.copy();
      if (!Thread.currentThread().isInterrupted()) {
        answer = r.move;
      }
    }, "gomoku-engine");
    worker.setDaemon(true);
    worker.start();
  }

  @Override
  public int poll() {
    int a = answer;
    if (a >= 0) {
      answer = -1;
    }
    return a;
  }

  @Override
  public SearchInfo progress() {
    return progress;
  }

  /** Stops the search and waits the few milliseconds it needs to notice, so the engine is free again. */
  @Override
  public void cancel() {
    Thread w = worker;
    if (w != null && w.isAlive()) {
      w.interrupt();
      // Ask until the search has returned: a stop that arrives before the search starts would be forgotten.
      long giveUp = System.currentTimeMillis() + 2000;
      while (w.isAlive() && System.currentTimeMillis() < giveUp) {
        engine.stop();
        try {
          w.join(5);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          break;
        }
      }
    }
    worker = null;
    answer = -1;
  }
}
