package gomoku.wasm;

import gomoku.engine.worker.WorkerLoop;
import gomoku.engine.worker.WorkerMessages;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSFunctor;
import org.teavm.jso.JSObject;

/**
 * The browser's engine worker compiled by TeaVM to WebAssembly GC: the same {@link WorkerLoop} as GWT's worker, at
 * about twice its speed (docs/arena/wasm-worker-2026-11-29.txt). {@code engine-worker.js} loads it; the page falls
 * back to GWT's worker where the browser cannot run it.
 */
public final class WasmEngineWorker {
  private WasmEngineWorker() {}

  @JSFunctor
  interface Handler extends JSObject {
    void handle(String message);
  }

  @JSBody(params = "handler", script = "self.onmessage = function (e) { handler(String(e.data)); };")
  private static native void listen(Handler handler);

  @JSBody(params = "message", script = "self.postMessage(message);")
  private static native void post(String message);

  public static void main(String[] args) {
    WorkerLoop loop = new WorkerLoop(WasmEngineWorker::post);
    listen(loop::handle);
    post(WorkerMessages.READY);
  }
}
