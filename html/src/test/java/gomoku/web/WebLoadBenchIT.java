package gomoku.web;

import gomoku.site.StaticServer;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.chromium.ChromiumNetworkConditions;

/**
 * How long a first visit takes until the menu, from a local static server and on Chromium's "Fast 3G" emulation
 * (1.44 Mbit/s down, 562.5 ms round trip, as DevTools defines it), each in a fresh profile. A benchmark: it prints
 * the figures (README, #47) and checks only that the menu came; the wall clock decides nothing.
 */
class WebLoadBenchIT {
  @Test
  void aFirstVisitReachesTheMenuLocallyAndOnFast3g() throws Exception {
    Path webapp = Paths.get(System.getProperty("gomoku.webapp", "target/gomoku-web"));
    try (StaticServer server = new StaticServer(webapp, 0)) {
      String url = "http://127.0.0.1:" + server.port() + "/index.html";
      long local = visit(url, null);
      ChromiumNetworkConditions fast3g = new ChromiumNetworkConditions();
      fast3g.setLatency(Duration.ofMillis(563));
      fast3g.setDownloadThroughput(1_440_000 / 8);
      fast3g.setUploadThroughput(675_000 / 8);
      long slow = visit(url, fast3g);
      System.out.println("first visit to the menu: local static server " + local + " ms, Fast 3G " + slow + " ms");
    }
  }

  /** Milliseconds from asking for the page to the game's "home shown" line, in a fresh browser profile. */
  private static long visit(String url, ChromiumNetworkConditions network) throws Exception {
    try (BrowserSession browser = BrowserSession.at("about:blank", 1280, 800)) {
      if (network != null) {
        browser.driver.setNetworkConditions(network);
      }
      long start = System.currentTimeMillis();
      browser.driver.get(url);
      browser.awaitLine("home shown", 120_000);
      long millis = System.currentTimeMillis() - start;
      Object files = browser.driver.executeScript("return performance.getEntriesByType('resource').map(function (e) {"
          + " return Math.round(e.startTime) + '-' + Math.round(e.responseEnd) + ' ms ' + Math.round(e.transferSize / 1024)"
          + " + ' kB ' + e.name.replace(/^.*:[0-9]+\\//, ''); }).join('\\n');");
      System.out.println((network == null ? "local" : "Fast 3G") + ", file by file (start-end, sent):\n" + files);
      return millis;
    }
  }
}
