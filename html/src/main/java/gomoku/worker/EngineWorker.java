package gomoku.worker;

import com.google.gwt.core.client.EntryPoint;
import gomoku.engine.Engine;
import gomoku.engine.bench.EngineReport;
import gomoku.engine.worker.WorkerMessages;
import gomoku.engine.Search;
import gomoku.engine.SearchLimits;
import jsinterop.annotations.JsFunction;
import jsinterop.annotations.JsMethod;
import jsinterop.annotations.JsPackage;
import jsinterop.annotations.JsProperty;
import jsinterop.annotations.JsType;

/**
 * The browser's engine thread: a Web Worker running the same engine as the desktop at full speed, so the page
 * only draws. Messages are plain strings (see {@link WorkerMessages}): a request to think, then one progress
 * line per iteration and the move. The page cancels a search by terminating the worker.
 */
public final class EngineWorker implements EntryPoint {
  @JsFunction
  interface MessageHandler {
    void handle(MessageEvent event);
  }

  @JsType(isNative = true, namespace = JsPackage.GLOBAL, name = "Object")
  static final class MessageEvent {
    public Object data;
  }

  @JsProperty(namespace = JsPackage.GLOBAL, name = "onmessage")
  private static native void setOnMessage(MessageHandler handler);

  @JsMethod(namespace = JsPackage.GLOBAL, name = "postMessage")
  private static native void post(Object message);

  private Engine engine;

  @Override
  public void onModuleLoad() {
    setOnMessage(event -> handle(String.valueOf(event.data)));
    post(WorkerMessages.READY);
  }

  private void handle(String message) {
    if (message.startsWith(WorkerMessages.REPORT)) {
      report(message);
      return;
    }
    WorkerMessages.Request r;
    try {
      r = WorkerMessages.parseRequest(message);
    } catch (RuntimeException e) {
      post(WorkerMessages.ERROR + e.getMessage());
      return;
    }
    if (engine == null) {
      engine = new Engine(r.tableBytes);
      engine.setVariety(true, r.seed);
    }
    engine.setPosition(r.rule, r.size, r.moves);
    engine.setMultiPv(r.multiPv);
    Search.Result result = engine.think(r.level, SearchLimits.time(r.millis),
        info -> post(WorkerMessages.progress(info)));
    post(WorkerMessages.done(result.move, result.info));
  }

  /** One step of the engine report, measured here, where the game's engine runs (index.html?bench asks). */
  private void report(String message) {
    try {
      int[] r = WorkerMessages.parseReportRequest(message);
      post(WorkerMessages.REPORT + EngineReport.step(r[0], r[1], r[2]));
    } catch (RuntimeException e) {
      post(WorkerMessages.ERROR + e.getMessage());
    }
  }
}
