package gomoku.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.ui.BoardLayoutLine;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The web build as a static host serves it, then with the host gone: the page installs nothing by hand, its service
 * worker keeps the build, and after a reload without any network the game still starts and the computer answers.
 */
class WebOfflineIT {
  /** The first load's budget: everything the page fetched until the menu, compressed as sent (#47). */
  static final long FIRST_LOAD_BUDGET = 1_000_000;

  @Test
  void theGameLoadsLightInstallsAndPlaysWithTheServerGone() throws Exception {
    try (BrowserSession browser = new BrowserSession(1024, 768)) {
      browser.awaitLine("menu shown", 60_000);
      browser.driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(30));
      Object controlled = browser.driver.executeAsyncScript("var done = arguments[arguments.length - 1];"
          + "navigator.serviceWorker.ready.then(function () {"
          + "  (function wait() { if (navigator.serviceWorker.controller) done(true); else setTimeout(wait, 100); })();"
          + "}, function (e) { done('' + e); });");
      assertEquals(Boolean.TRUE, controlled, "the service worker controls the page");
      assertTrue((Boolean) browser.driver.executeScript("return !!document.querySelector('link[rel=manifest]');"),
          "the page names its web app manifest");

      @SuppressWarnings("unchecked")
      Map<String, Object> load = (Map<String, Object>) browser.driver.executeScript(
          "var all = performance.getEntriesByType('navigation').concat(performance.getEntriesByType('resource'));"
              + "var sent = 0, body = 0, files = 0;"
              + "all.forEach(function (e) { sent += e.transferSize; body += e.decodedBodySize; files++; });"
              + "return {sent: sent, body: body, files: files};");
      long sent = ((Number) load.get("sent")).longValue();
      long body = ((Number) load.get("body")).longValue();
      System.out.println("first load to the menu: " + load.get("files") + " files, " + sent / 1024 + " KB sent, "
          + body / 1024 + " KB uncompressed");
      assertTrue(sent <= FIRST_LOAD_BUDGET, "the first load sends at most 1 MB: " + sent + " bytes");

      browser.stopServer();
      browser.driver.navigate().refresh();
      browser.chooseInMenu("White Computer");
      int[] play = browser.pageXY(browser.awaitLine("menu: Play", 10_000));
      Thread.sleep(300);
      browser.click(play[0], play[1]);
      browser.awaitLine("new game: Freestyle 15x15, black Person, white Computer", 10_000);
      BoardLayoutLine board = BoardLayoutLine.parse(browser.awaitLine("layout:", 10_000));
      browser.click(board.x("h8"), board.y("h8"));
      browser.awaitLine("move 1: black h8", 5_000);
      browser.awaitLine("engine worker ready", 20_000);
      String reply = browser.awaitLine("move 2: white", 30_000);
      System.out.println("offline: " + reply);
      browser.screenshot("web-offline-game.png");
      List<String> errors = browser.errors();
      assertTrue(errors.isEmpty(), "console errors offline: " + errors);
    }
  }
}
