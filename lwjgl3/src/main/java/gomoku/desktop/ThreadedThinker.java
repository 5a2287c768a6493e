package gomoku.desktop;

import gomoku.engine.Level;
import gomoku.engine.Search;
import gomoku.engine.SearchInfo;
import gomoku.engine.SearchLimits;
import gomoku.engine.ThreatDefence;
import gomoku.engine.ThreatSearch;
import gomoku.game.Thinker;
import gomoku.rules.Rule;
import java.util.ArrayList;
import java.util.List;

/**
 * The desktop's computer player: the engine searches on a worker thread (with helper threads on the other
 * cores, see {@link ParallelEngine}); the game polls for the answer.
 */
public final class ThreadedThinker implements Thinker {
  /** Made at the first search (a puzzle's defender never needs its table). */
  private ParallelEngine engine;
  private Thread worker;
  private volatile SearchInfo progress;
  private volatile int answer = -1;
  private volatile ThreatDefence defence;
  /** The search of the defence being found, so that cancelling can stop it. */
  private volatile ThreatSearch defenceSearch;

  private ParallelEngine engine() {
    if (engine == null) {
      engine = new ParallelEngine(64L << 20, ParallelEngine.defaultThreads());
      engine.main().setVariety(true, System.nanoTime());
    }
    return engine;
  }

  @Override
  public void start(Rule rule, int size, List<Integer> moves, Level level, int millis, int multiPv) {
    cancel();
    List<Integer> position = new ArrayList<>(moves);
    answer = -1;
    progress = null;
    ParallelEngine engine = engine();
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
  public void startDefence(ThreatDefence.Question question) {
    cancel();
    defence = null;
    ThreatSearch threats = new ThreatSearch(question.board());
    defenceSearch = threats;
    worker = new Thread(() -> {
      ThreatDefence d = question.answer(threats);
      if (!Thread.currentThread().isInterrupted()) {
        defence = d;
      }
    }, "gomoku-defence");
    worker.setDaemon(true);
    worker.start();
  }

  @Override
  public ThreatDefence defence() {
    ThreatDefence d = defence;
    defence = null;
    return d;
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
        if (engine != null) {
          engine.stop();
        }
        ThreatSearch threats = defenceSearch;
        if (threats != null) {
          threats.stop();
        }
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
    defence = null;
    defenceSearch = null;
  }
}
