package gomoku.engine.worker;

import gomoku.engine.Engine;
import gomoku.engine.Search;
import gomoku.engine.SearchLimits;
import gomoku.engine.bench.EngineReport;

/**
 * What the browser's engine worker does with each message from the page ({@link WorkerMessages}), whichever compiler
 * built the worker (GWT's JavaScript or TeaVM's WebAssembly): the workers themselves only pass strings in and out.
 */
public final class WorkerLoop {
  /** Sends a message to the page. */
  public interface Out {
    void post(String message);
  }

  private final Out out;
  private Engine engine;

  public WorkerLoop(Out out) {
    this.out = out;
  }

  /** Answers one message: a request to think (progress lines, then the move), a puzzle defence, or one bench step. */
  public void handle(String message) {
    if (message.startsWith(WorkerMessages.REPORT)) {
      report(message);
      return;
    }
    if (message.startsWith(WorkerMessages.DEFEND)) {
      defend(message);
      return;
    }
    WorkerMessages.Request r;
    try {
      r = WorkerMessages.parseRequest(message);
    } catch (RuntimeException e) {
      out.post(WorkerMessages.ERROR + e.getMessage());
      return;
    }
    if (engine == null) {
      engine = new Engine(r.tableBytes);
      engine.setVariety(true, r.seed);
    }
    engine.setPosition(r.rule, r.size, r.moves);
    engine.setMultiPv(r.multiPv);
    Search.Result result =
        engine.think(r.level, SearchLimits.time(r.millis), info -> out.post(WorkerMessages.progress(info)));
    out.post(WorkerMessages.done(result.move, result.info));
  }

  /** A puzzle defender's answer ({@link gomoku.engine.ThreatDefence}). */
  private void defend(String message) {
    try {
      out.post(WorkerMessages.defended(WorkerMessages.parseDefenceRequest(message).answer()));
    } catch (RuntimeException e) {
      out.post(WorkerMessages.ERROR + e.getMessage());
    }
  }

  /** One step of the engine report, measured where the game's engine runs (index.html?bench asks). */
  private void report(String message) {
    try {
      int[] r = WorkerMessages.parseReportRequest(message);
      out.post(WorkerMessages.REPORT + EngineReport.step(r[0], r[1], r[2]));
    } catch (RuntimeException e) {
      out.post(WorkerMessages.ERROR + e.getMessage());
    }
  }
}
