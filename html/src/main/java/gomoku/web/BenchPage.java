package gomoku.web;

import com.badlogic.gdx.ApplicationAdapter;
import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.utils.ScreenUtils;
import gomoku.engine.bench.Bench;
import gomoku.engine.bench.EngineReport;
import gomoku.engine.worker.WorkerMessages;
import jsinterop.annotations.JsPackage;
import jsinterop.annotations.JsType;

/**
 * index.html?bench: the engine's figures in the browser (the same steps as the desktop's {@code bench
 * --report}, so the two can be compared), measured twice. First on the page's thread, one step per frame,
 * logged as "bench: …" lines; then in the engine's Web Worker, where the game's computer player thinks,
 * logged as "bench worker: …" lines.
 *
 * <p>Then it waits for rounds. The host's speed drifts by a factor of two over minutes, so a browser figure
 * compared with a JVM figure taken a minute earlier measures the host as much as the browser. Each time the
 * page's {@code window.gomokuBenchRound} goes up (a test sets it, right after timing the bench on the JVM), the
 * page runs the bench once on its own thread and once in the worker, logged as "bench round N page: …" and
 * "bench round N worker: …", so each round's three figures are taken within seconds of each other.
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

  private int step;
  private WorkerThinker.Worker worker;
  private int workerStep;
  private int roundsDone;
  private boolean roundInWorker;

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
        startWorker();
      }
    } else if (workerStep == EngineReport.steps() && !roundInWorker && HostWindow.gomokuBenchRound > roundsDone) {
      int round = roundsDone + 1;
      Gdx.app.log("gomoku", "bench round " + round + " page: "
          + EngineReport.step(BENCH_STEP, BENCH_DEPTH, MILLIS_PER_POSITION));
      roundInWorker = true;
      worker.postMessage(WorkerMessages.reportRequest(BENCH_STEP, BENCH_DEPTH, MILLIS_PER_POSITION));
    }
  }

  private void startWorker() {
    worker = WorkerThinker.newEngineWorker();
    worker.onmessage = e -> received(String.valueOf(e.data));
    worker.onerror = e -> Gdx.app.error("gomoku", "bench worker: failed: " + e.message);
  }

  private void received(String message) {
    if (message.startsWith(WorkerMessages.REPORT) && roundInWorker) {
      roundsDone++;
      roundInWorker = false;
      Gdx.app.log("gomoku",
          "bench round " + roundsDone + " worker: " + message.substring(WorkerMessages.REPORT.length()));
      return;
    }
    if (message.startsWith(WorkerMessages.REPORT)) {
      Gdx.app.log("gomoku", "bench worker: " + message.substring(WorkerMessages.REPORT.length()));
      workerStep++;
    } else if (!message.equals(WorkerMessages.READY)) {
      Gdx.app.error("gomoku", "bench worker: " + message);
      return;
    }
    if (workerStep < EngineReport.steps()) {
      worker.postMessage(WorkerMessages.reportRequest(workerStep, BENCH_DEPTH, MILLIS_PER_POSITION));
    } else {
      Gdx.app.log("gomoku", "bench worker: done");
    }
  }
}
