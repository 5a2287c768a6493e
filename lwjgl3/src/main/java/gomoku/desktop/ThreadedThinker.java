package gomoku.desktop;

import gomoku.engine.Engine;
import gomoku.engine.Level;
import gomoku.engine.Search;
import gomoku.engine.SearchInfo;
import gomoku.engine.SearchLimits;
import gomoku.game.Thinker;
import gomoku.rules.Rule;
import java.util.ArrayList;
import java.util.List;

/** The desktop's computer player: the engine searches on a worker thread; the game polls for the answer. */
final class ThreadedThinker implements Thinker {
  private final Engine engine = new Engine(64L << 20);
  private Thread worker;
  private volatile SearchInfo progress;
  private volatile int answer = -1;

  ThreadedThinker() {
    engine.setVariety(true, System.nanoTime());
  }

  @Override
  public void start(Rule rule, int size, List<Integer> moves, Level level, int millis, int multiPv) {
    cancel();
    List<Integer> position = new ArrayList<>(moves);
    answer = -1;
    progress = null;
    worker = new Thread(() -> {
      engine.setPosition(rule, size, position);
      engine.setMultiPv(multiPv);
      Search.Result r = engine.think(level, SearchLimits.time(millis), info -> progress = info.copy());
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
      engine.stop();
      try {
        w.join(2000);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
    worker = null;
    answer = -1;
  }
}
