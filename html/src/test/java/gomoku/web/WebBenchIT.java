package gomoku.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.engine.bench.EngineReport;
import org.junit.jupiter.api.Test;

/**
 * The engine in Chromium computes exactly what the JVM computes, on the page and in both engine workers (GWT's
 * JavaScript and TeaVM's WebAssembly GC): the same bench node count (the signature; a hash or pattern that overflowed
 * differently in the browser would change it). Prints the browser's figures for the notes, and the browser's speed as
 * a ratio to the JVM's measured in rounds: the JVM, the page and each worker run the bench once within seconds of each
 * other, because this host's speed drifts over minutes and a ratio of two figures taken apart would measure the drift.
 */
class WebBenchIT {
  private static final int ROUNDS = 5;
  private static final String[] WORKERS = {"worker", "wasm"};

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
      // The same steps in each engine worker, where the game's computer player thinks.
      String[] workerBench = new String[WORKERS.length];
      for (int w = 0; w < WORKERS.length; w++) {
        String prefix = "bench " + WORKERS[w] + ": ";
        browser.awaitLine(prefix + "pattern tables", 60_000);
        workerBench[w] = browser.awaitLine(prefix + "bench depth", 300_000);
        System.out.println(WORKERS[w] + "  " + workerBench[w].substring("bench ".length()));
        String workerVcf = browser.awaitLine(prefix + "vcf", 120_000);
        System.out.println(WORKERS[w] + "  " + workerVcf.substring("bench ".length()));
        assertTrue(workerVcf.startsWith(prefix + "vcf: found "), workerVcf);
        for (int i = 0; i < EngineReport.steps() - 3; i++) {
          System.out.println(WORKERS[w] + "  " + browser.awaitLine(prefix + "depth in", 60_000).substring(6));
        }
        browser.awaitLine(prefix + "done", 10_000);
        assertEquals(nodes(jvmBench), nodes(workerBench[w]), "same node count in the " + WORKERS[w]);
      }
      System.out.println("first runs (each at its own moment), ratios to the JVM: page " + ratio(bench, jvmBench)
          + ", worker " + ratio(workerBench[0], jvmBench) + ", wasm " + ratio(workerBench[1], jvmBench));
      // The JVM's compiler is still at work after one bench; rounds against a cold JVM flatter the browser.
      for (int i = 0; i < 3; i++) {
        System.out.println("jvm warm-up " + EngineReport.step(1, BenchPage.BENCH_DEPTH, BenchPage.MILLIS_PER_POSITION));
      }
      double[][] ratios = new double[1 + WORKERS.length][ROUNDS];
      for (int round = 1; round <= ROUNDS; round++) {
        String jvm = EngineReport.step(1, BenchPage.BENCH_DEPTH, BenchPage.MILLIS_PER_POSITION);
        browser.driver.executeScript("window.gomokuBenchRound = arguments[0];", round);
        StringBuilder line = new StringBuilder("round " + round + ": jvm " + nps(jvm) + " nps");
        String[] names = {"page", WORKERS[0], WORKERS[1]};
        for (int k = 0; k < names.length; k++) {
          String figure = browser.awaitLine("bench round " + round + " " + names[k] + ": ", 300_000);
          assertEquals(nodes(jvmBench), nodes(figure), "same node count in the " + names[k] + ", round " + round);
          ratios[k][round - 1] = (double) nps(figure) / nps(jvm);
          line.append(", ").append(names[k]).append(' ').append(nps(figure)).append(" nps (")
              .append(twoDecimals(ratios[k][round - 1])).append("x)");
        }
        System.out.println(line);
      }
      System.out.println("ratios to the JVM, median of " + ROUNDS + " rounds: page " + twoDecimals(median(ratios[0]))
          + "x, worker (GWT) " + twoDecimals(median(ratios[1])) + "x, wasm (TeaVM) " + twoDecimals(median(ratios[2]))
          + "x; wasm over worker " + twoDecimals(median(ratios[2]) / median(ratios[1])) + "x");
      assertEquals(nodes(jvmBench), nodes(bench.substring("bench: ".length())), "same node count in both");
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
