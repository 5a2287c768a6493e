package gomoku.worker;

import com.google.gwt.core.client.EntryPoint;
import gomoku.engine.worker.WorkerLoop;
import gomoku.engine.worker.WorkerMessages;
import jsinterop.annotations.JsFunction;
import jsinterop.annotations.JsMethod;
import jsinterop.annotations.JsPackage;
import jsinterop.annotations.JsProperty;
import jsinterop.annotations.JsType;

/**
 * The browser's engine thread, compiled by GWT: a Web Worker running the same engine as the desktop, so the page
 * only draws. Messages are plain strings (see {@link WorkerLoop}): a request to think, then one progress line per
 * iteration and the move. The page cancels a search by terminating the worker. Browsers with WebAssembly GC get
 * TeaVM's build of the same loop instead ({@code gomoku.wasm.WasmEngineWorker}); this one is their fallback.
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

  @Override
  public void onModuleLoad() {
    WorkerLoop loop = new WorkerLoop(EngineWorker::post);
    setOnMessage(event -> loop.handle(String.valueOf(event.data)));
    post(WorkerMessages.READY);
  }
}
