package gomoku.web;

import com.google.gwt.core.client.GWT;
import com.google.gwt.user.client.Window;

/**
 * Which build of the engine worker a browser runs: TeaVM's WebAssembly GC build (wasm/, about twice as fast) where
 * the browser has WebAssembly GC, else GWT's JavaScript build (engineworker/). {@code ?worker=gwt} or
 * {@code ?worker=wasm} in the page's address asks for one.
 */
final class EngineWorkers {
  private EngineWorkers() {}

  /** Whether the game's worker should be the WebAssembly one. */
  static boolean wasmFirst() {
    String asked = Window.Location.getParameter("worker");
    return "wasm".equals(asked) || !"gwt".equals(asked) && wasmGcSupported();
  }

  /** A new engine worker of the kind asked. */
  static WorkerThinker.Worker create(boolean wasm) {
    return new WorkerThinker.Worker(GWT.getHostPageBaseURL()
        + (wasm ? "wasm/engine-worker.js" : "engineworker/engineworker.nocache.js"));
  }

  /** The kind's name, as the log says it. */
  static String name(boolean wasm) {
    return wasm ? "WebAssembly (TeaVM)" : "JavaScript (GWT)";
  }

  /**
   * Whether the browser validates a module that declares a GC struct type (bytes: the header, then a type section
   * holding {@code (struct (field i32))}): the feature TeaVM's output needs and older browsers lack.
   */
  static native boolean wasmGcSupported() /*-{
    try {
      return typeof WebAssembly === "object"
          && WebAssembly.validate(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 95, 1, 127, 0]));
    } catch (e) {
      return false;
    }
  }-*/;
}
