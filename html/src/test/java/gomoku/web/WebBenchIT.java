package gomoku.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.engine.bench.EngineReport;
import org.junit.jupiter.api.Test;

/**
 * The GWT-compiled engine in Chromium computes exactly what the JVM computes: the same bench node count (the
 * signature; a hash or pattern that overflowed differently in JavaScript would change it). Prints the
 * browser's figures for the notes, and the browser's speed as a ratio to the JVM's measured in rounds: the
 * JVM, the page and the worker each run the bench once within seconds of each other, because this host's
 * speed drifts over minutes and a ratio of two figures taken apart would measure the drift.
 */
class WebBenchIT {
  private static final int ROUNDS = 5;

  @Test
  void browserEngineHasTheJvmSignature() throws Exception {
    String jvmBench = EngineReport.step(1, BenchPage.BENCH_DEPTH, BenchPage.MILLIS_PER_POSITION);
    try (BrowserSession browser = new BrowserSession(800, 600, "index.html?bench")) {
      String tables = browser.awaitLine("bench: pattern tables", 120_000);
      String bench = browser.awaitLine("bench: bench depth", 300_000);
      String vcf = browser.awaitLine("bench: vcf", 120_000);
      System.out.println("browser " + tables);
      System.out.println("browser " + bench);
      System.out.println("jvm     " + jvmBench);
      System.out.println("browser " + vcf);
      for (int i = 0; i < EngineReport.steps() - 3; i++) {
        System.out.println("browser " + browser.awaitLine("bench: depth in", 60_000));
      }
      browser.awaitLine("bench: done", 10_000);
      // The same steps in the engine's Web Worker, where the game's computer player thinks.
      browser.awaitLine("bench worker: pattern tables", 60_000);
      String workerBench = browser.awaitLine("bench worker: bench depth", 300_000);
      System.out.println("worker  " + workerBench.substring("bench ".length()));
      System.out.println("worker  " + browser.awaitLine("bench worker: vcf", 120_000).substring("bench ".length()));
      for (int i = 0; i < EngineReport.steps() - 3; i++) {
        String depthLine = browser.awaitLine("bench worker: depth in", 60_000);
        System.out.println("worker  " + depthLine.substring("bench ".length()));
      }
      browser.awaitLine("bench worker: done", 10_000);
      System.out.println("first runs (each at its own moment), ratios to the JVM: page " + ratio(bench, jvmBench)
          + ", worker " + ratio(workerBench, jvmBench));
      double[] pageRatios = new double[ROUNDS];
      double[] workerRatios = new double[ROUNDS];
      for (int round = 1; round <= ROUNDS; round++) {
        String jvm = EngineReport.step(1, BenchPage.BENCH_DEPTH, BenchPage.MILLIS_PER_POSITION);
        browser.driver.executeScript("window.gomokuBenchRound = arguments[0];", round);
        String page = browser.awaitLine("bench round " + round + " page: ", 300_000);
        String worker = browser.awaitLine("bench round " + round + " worker: ", 300_000);
        assertEquals(nodes(jvmBench), nodes(page), "same node count in round " + round);
        assertEquals(nodes(jvmBench), nodes(worker), "same node count in the worker in round " + round);
        pageRatios[round - 1] = (double) nps(page) / nps(jvm);
        workerRatios[round - 1] = (double) nps(worker) / nps(jvm);
        System.out.println("round " + round + ": jvm " + nps(jvm) + " nps, page " + nps(page) + " nps ("
            + twoDecimals(pageRatios[round - 1]) + "x), worker " + nps(worker) + " nps ("
            + twoDecimals(workerRatios[round - 1]) + "x)");
      }
      System.out.println("ratios to the JVM, median of " + ROUNDS + " rounds: page " + twoDecimals(median(pageRatios))
          + "x, worker " + twoDecimals(median(workerRatios)) + "x");
      assertEquals(nodes(jvmBench), nodes(bench.substring("bench: ".length())), "same node count in both");
      assertEquals(nodes(jvmBench), nodes(workerBench), "same node count in the worker");
      assertTrue(vcf.startsWith("bench: vcf: found "), vcf);
      assertTrue(browser.errors().isEmpty(), "console errors: " + browser.errors());
    }
  }

  /** The nodes per second of a bench line over the JVM's, two decimals. */
  private static String ratio(String line, String jvmLine) {
    return twoDecimals((double) nps(line) / nps(jvmLine)) + "x";
  }

  private static String twoDecimals(double r) {
    return String.valueOf(Math.round(r * 100) / 100.0);
  }

  private static double median(double[] values) {
    double[] sorted = values.clone();
    java.util.Arrays.sort(sorted);
    return sorted[sorted.length / 2];
  }

  private static long nps(String line) {
    return Long.parseLong(line.substring(line.indexOf("nps ") + 4).trim());
  }

  private static String nodes(String line) {
    int i = line.indexOf("nodes ");
    return line.substring(i, line.indexOf(' ', i + 6));
  }
}
