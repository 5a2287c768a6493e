package gomoku.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.engine.EngineReport;
import org.junit.jupiter.api.Test;

/**
 * The GWT-compiled engine in Chromium computes exactly what the JVM computes: the same bench node count (the
 * signature; a hash or pattern that overflowed differently in JavaScript would change it). Prints the
 * browser's figures for the notes.
 */
class WebBenchIT {
  @Test
  void browserEngineHasTheJvmSignature() throws Exception {
    String jvmBench = EngineReport.step(1, 6, 1000);
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
      assertEquals(nodes(jvmBench), nodes(bench.substring("bench: ".length())), "same node count in both");
      assertTrue(vcf.contains("found 19 plies") || vcf.contains("found"), vcf);
      assertTrue(browser.errors().isEmpty(), "console errors: " + browser.errors());
    }
  }

  private static String nodes(String line) {
    int i = line.indexOf("nodes ");
    return line.substring(i, line.indexOf(' ', i + 6));
  }
}
