package gomoku.web;

import com.badlogic.gdx.ApplicationAdapter;
import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.utils.ScreenUtils;
import gomoku.engine.bench.Bench;
import gomoku.engine.bench.EngineReport;
import gomoku.engine.worker.WorkerMessages;
import java.util.ArrayList;
import java.util.List;
import jsinterop.annotations.JsPackage;
import jsinterop.annotations.JsType;

/**
 * index.html?bench: the engine's figures in the browser (the same steps as the desktop's {@code bench --report}, so
 * the two can be compared). First on the page's thread, one step per frame, logged as "bench: …" lines; then in each
 * engine worker the browser can run, where the game's computer player thinks: GWT's JavaScript build ("bench worker:
 * …") and TeaVM's WebAssembly build ("bench wasm: …", where the browser has WebAssembly GC).
 *
 * <p>Then it waits for rounds. The host's speed drifts by a factor of two over minutes, so a browser figure compared
 * with a JVM figure taken a minute earlier measures the host as much as the browser. Each time the page's
 * {@code window.gomokuBenchRound} goes up (a test sets it, right after timing the bench on the JVM), the page runs the
 * bench once on its own thread and once in each worker, logged as "bench round N page: …", "bench round N worker: …"
 * and "bench round N wasm: …", so each round's figures are taken within seconds of each other.
 */
final class BenchPage extends ApplicationAdapter {
  /**
   * The bench's own depth, so the page prints the bench signature. At depth 6 (before) it had become 133,000
   * nodes, a third of a second on the JVM, and the figure measured mostly the two compilers warming up.
   */
  static final int BENCH_DEPTH = Bench.DEFAULT_DEPTH;
  static final int MILLIS_PER_POSITION = 1000;
  /** The report step that runs the bench (see {@link EngineReport#step}). */
  private static final int BENCH_STEP = 1;

  /** The page's window, where a test asks for the next round. */
  @JsType(isNative = true, namespace = JsPackage.GLOBAL, name = "window")
  static final class HostWindow {
    public static double gomokuBenchRound;
  }

  /** One engine worker and how far its steps have gone. */
  private final class BenchWorker {
    final boolean wasm;
    /** How its lines name it: "worker" (GWT's) or "wasm". */
    final String name;
    final WorkerThinker.Worker worker;
    int step;
    boolean inRound;

    BenchWorker(boolean wasm) {
      this.wasm = wasm;
      this.name = wasm ? "wasm" : "worker";
      worker = EngineWorkers.create(wasm);
      worker.onmessage = e -> received(this, String.valueOf(e.data));
      worker.onerror = e -> Gdx.app.error("gomoku", "bench " + name + ": failed: " + e.message);
    }

    boolean done() {
      return step == EngineReport.steps();
    }
  }

  private int step;
  /** The workers, run one after the other: GWT's, then TeaVM's where the browser has WebAssembly GC. */
  private final List<BenchWorker> workers = new ArrayList<>();
  private int roundsDone;
  /** The worker running this round's bench, or -1 between rounds. */
  private int roundWorker = -1;

  @Override
  public void create() {
    Gdx.app.setLogLevel(com.badlogic.gdx.Application.LOG_INFO);
    HostWindow.gomokuBenchRound = 0;
  }

  @Override
  public void render() {
    ScreenUtils.clear(0.1f, 0.1f, 0.12f, 1);
    if (step < EngineReport.steps()) {
      Gdx.app.log("gomoku", "bench: " + EngineReport.step(step, BENCH_DEPTH, MILLIS_PER_POSITION));
      step++;
      if (step == EngineReport.steps()) {
        Gdx.app.log("gomoku", "bench: done");
        workers.add(new BenchWorker(false));
      }
    } else if (allDone() && roundWorker < 0 && HostWindow.gomokuBenchRound > roundsDone) {
      int round = roundsDone + 1;
      Gdx.app.log("gomoku", "bench round " + round + " page: "
          + EngineReport.step(BENCH_STEP, BENCH_DEPTH, MILLIS_PER_POSITION));
      roundStep(0);
    }
  }

  private boolean allDone() {
    if (workers.isEmpty()) {
      return false;
    }
    for (BenchWorker w : workers) {
      if (!w.done()) {
        return false;
      }
    }
    return true;
  }

  /** This round's bench in worker i, or the round's end after the last. */
  private void roundStep(int i) {
    if (i == workers.size()) {
      roundsDone++;
      roundWorker = -1;
      return;
    }
    roundWorker = i;
    workers.get(i).inRound = true;
    workers.get(i).worker.postMessage(WorkerMessages.reportRequest(BENCH_STEP, BENCH_DEPTH, MILLIS_PER_POSITION));
  }

  private void received(BenchWorker w, String message) {
    if (message.startsWith(WorkerMessages.REPORT) && w.inRound) {
      w.inRound = false;
      Gdx.app.log("gomoku",
          "bench round " + (roundsDone + 1) + " " + w.name + ": " + message.substring(WorkerMessages.REPORT.length()));
      roundStep(workers.indexOf(w) + 1);
      return;
    }
    if (message.startsWith(WorkerMessages.REPORT)) {
      Gdx.app.log("gomoku", "bench " + w.name + ": " + message.substring(WorkerMessages.REPORT.length()));
      w.step++;
    } else if (!message.equals(WorkerMessages.READY)) {
      Gdx.app.error("gomoku", "bench " + w.name + ": " + message);
      if (!w.done()) {
        workers.remove(w); // the rounds go on with the others
      }
      return;
    }
    if (!w.done()) {
      w.worker.postMessage(WorkerMessages.reportRequest(w.step, BENCH_DEPTH, MILLIS_PER_POSITION));
      return;
    }
    Gdx.app.log("gomoku", "bench " + w.name + ": done");
    if (!w.wasm) {
      if (EngineWorkers.wasmGcSupported()) {
        workers.add(new BenchWorker(true));
      } else {
        Gdx.app.log("gomoku", "bench wasm: not supported by this browser");
      }
    }
  }
}
