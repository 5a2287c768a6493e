package gomoku.web;

import com.badlogic.gdx.Gdx;
import gomoku.engine.Level;
import gomoku.engine.SearchInfo;
import gomoku.engine.ThreatDefence;
import gomoku.engine.worker.WorkerMessages;
import gomoku.game.SteppedThinker;
import gomoku.game.Thinker;
import gomoku.rules.Rule;
import java.util.List;
import jsinterop.annotations.JsFunction;
import jsinterop.annotations.JsPackage;
import jsinterop.annotations.JsType;

/**
 * The browser's computer player: the engine thinks in a Web Worker, off the page's thread, so frames never wait for
 * it — TeaVM's WebAssembly build where the browser runs it, else GWT's JavaScript build ({@link EngineWorkers}).
 * Cancelling terminates the worker (a search cannot be interrupted from outside) and the next request starts a new
 * one. A WebAssembly worker that fails gives way to the JavaScript one; if that fails too, the game thinks in short
 * steps between frames.
 */
final class WorkerThinker implements Thinker {
  @JsFunction
  interface Handler {
    void handle(Event event);
  }

  @JsType(isNative = true, namespace = JsPackage.GLOBAL, name = "Object")
  static final class Event {
    public Object data;
    public Object message;
  }

  @JsType(isNative = true, namespace = JsPackage.GLOBAL, name = "Worker")
  static final class Worker {
    public Handler onmessage;
    public Handler onerror;

    Worker(String url) {}

    native void postMessage(Object message);

    native void terminate();
  }

  private final long tableBytes;
  private Worker worker;
  private boolean ready;
  private String pending;
  private boolean busy;
  private int answer = -1;
  private SearchInfo progress;
  /** Set when the worker failed: everything goes to the stepped thinker from then on. */
  private SteppedThinker fallback;
  private String lastRequest;
  private Object[] lastArgs;
  /** The last defence asked ({@link #startDefence}), carried over to the stepped thinker like a search. */
  private ThreatDefence.Question lastDefence;
  private ThreatDefence defence;
  /** Whether the next worker started is the WebAssembly one (until one fails). */
  private boolean wasm;
  /** The kind last named in the log (each kind is named once). */
  private String named;

  WorkerThinker(long tableBytes) {
    this.tableBytes = tableBytes;
    this.wasm = EngineWorkers.wasmFirst();
  }

  @Override
  public void start(Rule rule, int size, List<Integer> moves, Level level, int millis, int multiPv) {
    if (fallback != null) {
      fallback.start(rule, size, moves, level, millis, multiPv);
      return;
    }
    cancel();
    answer = -1;
    progress = null;
    busy = true;
    lastDefence = null;
    lastArgs = new Object[] {rule, size, new java.util.ArrayList<>(moves), level, millis, multiPv};
    send(WorkerMessages.request(rule, size, moves, level, millis, multiPv, tableBytes, 20261122L));
  }

  /** Sends a request to the worker, started if need be; until it says it is ready the request waits. */
  private void send(String request) {
    lastRequest = request;
    if (worker == null && !startWorker()) {
      return;
    }
    if (ready) {
      worker.postMessage(lastRequest);
    } else {
      pending = lastRequest;
    }
  }

  @Override
  public void startDefence(ThreatDefence.Question question) {
    if (fallback != null) {
      fallback.startDefence(question);
      return;
    }
    cancel();
    defence = null;
    busy = true;
    lastArgs = null;
    lastDefence = question;
    send(WorkerMessages.defenceRequest(question));
  }

  @Override
  public ThreatDefence defence() {
    if (fallback != null) {
      return fallback.defence();
    }
    ThreatDefence d = defence;
    defence = null;
    return d;
  }

  private boolean startWorker() {
    try {
      ready = false;
      worker = EngineWorkers.create(wasm);
      if (!EngineWorkers.name(wasm).equals(named)) {
        named = EngineWorkers.name(wasm);
        Gdx.app.log("gomoku", "engine worker: " + named);
      }
      worker.onmessage = e -> received(String.valueOf(e.data));
      worker.onerror = e -> failed("worker error: " + e.message);
      return true;
    } catch (RuntimeException e) {
      failed("no Web Worker: " + e.getMessage());
      return false;
    }
  }

  private void received(String message) {
    if (message.equals(WorkerMessages.READY)) {
      ready = true;
      Gdx.app.log("gomoku", "engine worker ready");
      if (pending != null) {
        worker.postMessage(pending);
        pending = null;
      }
    } else if (message.startsWith("info|")) {
      progress = WorkerMessages.parseInfo(message);
    } else if (message.startsWith("done|")) {
      progress = WorkerMessages.parseInfo(message);
      answer = WorkerMessages.parseMove(message);
      busy = false;
    } else if (message.startsWith(WorkerMessages.DEFENDED)) {
      defence = WorkerMessages.parseDefended(message);
      busy = false;
    } else if (message.startsWith(WorkerMessages.ERROR)) {
      failed(message);
    }
  }

  /**
   * The worker cannot be used: say so, and go on with the JavaScript worker when the WebAssembly one failed, else
   * think in steps on the page (the request carries over).
   */
  @SuppressWarnings("unchecked")
  private void failed(String why) {
    if (worker != null) {
      worker.terminate();
      worker = null;
    }
    if (wasm) {
      Gdx.app.error("gomoku", "engine worker: " + why + "; using the JavaScript worker instead");
      wasm = false;
      if (busy && lastRequest != null) {
        pending = lastRequest;
        startWorker();
      }
      return;
    }
    Gdx.app.error("gomoku", "engine worker: " + why + "; thinking on the page instead");
    fallback = new SteppedThinker(tableBytes);
    if (busy && lastDefence != null) {
      fallback.startDefence(lastDefence);
    } else if (busy && lastArgs != null) {
      fallback.start((Rule) lastArgs[0], (Integer) lastArgs[1], (List<Integer>) lastArgs[2], (Level) lastArgs[3],
          (Integer) lastArgs[4], (Integer) lastArgs[5]);
    }
    busy = false;
  }

  @Override
  public int poll() {
    if (fallback != null) {
      return fallback.poll();
    }
    int a = answer;
    answer = -1;
    return a;
  }

  @Override
  public SearchInfo progress() {
    return fallback != null ? fallback.progress() : progress;
  }

  @Override
  public void cancel() {
    if (fallback != null) {
      fallback.cancel();
      return;
    }
    if (busy && worker != null) {
      worker.terminate(); // the only way to stop a search running in a worker
      worker = null;
      ready = false;
    }
    busy = false;
    pending = null;
    answer = -1;
    defence = null;
  }

  @Override
  public void dispose() {
    cancel();
    if (worker != null) {
      worker.terminate();
      worker = null;
    }
  }
}
