package gomoku.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The page on a slow connection: the game's own name and a bar that fills as the assets arrive, then the home screen;
 * and a page that cannot start the game says why in words.
 */
class WebLoadingIT {

  @Test
  void aSlowConnectionShowsTheNameAndAFillingBarUntilTheMenu() throws Exception {
    try (BrowserSession browser = BrowserSession.slowServer(1280, 800, 120)) {
      List<Double> widths = new ArrayList<>();
      String name = null;
      boolean shot = false;
      boolean sweeping = false;
      boolean sweepShot = false;
      long deadline = System.currentTimeMillis() + 90_000;
      while (!browser.pendingLine("home shown") && System.currentTimeMillis() < deadline) {
        Object seen = browser.driver.executeScript("var l = document.getElementById('loading');"
            + " if (!l) return null;"
            + " var bar = document.getElementById('loading-bar');"
            + " return l.querySelector('.name').textContent + '|' + bar.getBoundingClientRect().width"
            + " / bar.parentNode.getBoundingClientRect().width + '|' + bar.parentNode.className;");
        if (seen != null) {
          String[] parts = seen.toString().split("\\|");
          name = parts[0];
          double width = Double.parseDouble(parts[1]);
          widths.add(width);
          boolean busy = parts.length > 2 && parts[2].contains("busy");
          sweeping |= busy;
          assertTrue(!busy || width < 0.05, "the light sweeps only before the files are counted: " + width);
          if (busy && !sweepShot) {
            browser.screenshot("web-loading-script.png");
            sweepShot = true;
          }
          if (!shot && width > 0.3) {
            browser.screenshot("web-loading.png");
            shot = true;
          }
        }
        Thread.sleep(100);
      }
      browser.awaitLine("home shown", 10_000);
      System.out.println("loading bar widths seen: " + widths);
      assertEquals("Gomoku", name, "the loading screen shows the game's name");
      assertTrue(sweeping, "while the script comes, a light sweeps along the bar");
      assertTrue(widths.stream().anyMatch(w -> w > 0.1 && w < 0.9), "the bar was seen part full: " + widths);
      for (int i = 1; i < widths.size(); i++) {
        assertTrue(widths.get(i) >= widths.get(i - 1) - 0.01, "the bar never goes back: " + widths);
      }
      assertNull(browser.driver.executeScript("return document.getElementById('loading');"),
          "the loading screen is gone once the home screen shows");
      assertTrue(browser.errors().isEmpty(), "console errors: " + browser.errors());
    }
  }

  @Test
  void aBrowserTheBuildIsNotForIsToldSoInWords() throws Exception {
    // Neither WebKit nor Gecko: GWT has no permutation for it.
    try (BrowserSession browser = BrowserSession.withUserAgent(1280, 800, "ExampleBrowser/1.0 (Plan 9)")) {
      String text = awaitLoadingText(browser, "cannot run");
      browser.screenshot("web-loading-unsupported.png");
      assertTrue(text.contains("Chrome") && text.contains("Firefox"), "it names browsers that work: " + text);
    }
  }

  @Test
  void aGameScriptThatCannotBeFetchedIsToldSoInWords() throws Exception {
    Path copy = Files.createTempDirectory("gomoku-web-broken");
    BrowserSession.copyTree(BrowserSession.webBuild(), copy);
    try (Stream<Path> files = Files.list(copy.resolve("gomoku"))) {
      for (Path f : (Iterable<Path>) files.filter(f -> f.getFileName().toString().endsWith(".cache.js"))::iterator) {
        Files.delete(f); // the compiled game: the loader's request for it fails
      }
    }
    try (BrowserSession browser = BrowserSession.servedFrom(copy, 1280, 800)) {
      String text = awaitLoadingText(browser, "could not be loaded");
      assertTrue(text.contains("reload"), "it says what to do: " + text);
    }
  }

  /** The loading screen's words once they contain {@code part}; fails after 30 s. */
  private static String awaitLoadingText(BrowserSession browser, String part) throws InterruptedException {
    String text = "";
    long deadline = System.currentTimeMillis() + 30_000;
    while (System.currentTimeMillis() < deadline) {
      Object seen = browser.driver.executeScript(
          "var t = document.getElementById('loading-text'); return t ? t.textContent : null;");
      text = seen == null ? "" : seen.toString();
      if (text.contains(part)) {
        return text;
      }
      Thread.sleep(200);
    }
    throw new AssertionError("the loading screen never said '" + part + "'; it says: " + text);
  }
}
