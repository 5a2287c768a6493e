package gomoku.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.site.StaticServer;
import gomoku.site.StaticSite;
import gomoku.ui.BoardLayoutLine;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.JavascriptExecutor;
import org.junit.jupiter.api.io.TempDir;

/**
 * The web build as a static host serves it, then with the host gone: the page installs nothing by hand, its service
 * worker keeps the build, and after a reload without any network the game still starts and the computer answers.
 */
class WebOfflineIT {
  /** The first load's budget: everything the page fetched until the home screen, compressed as sent (#47). */
  static final long FIRST_LOAD_BUDGET = 1_000_000;

  @Test
  void theGameLoadsLightInstallsAndPlaysWithTheServerGone() throws Exception {
    try (BrowserSession browser = new BrowserSession(1024, 768)) {
      browser.awaitLine("home shown", 60_000);
      assertServiceWorkerControls(browser);
      assertTrue((Boolean) browser.driver.executeScript("return !!document.querySelector('link[rel=manifest]');"),
          "the page names its web app manifest");
      // Chromium's own judgement, as behind its Install button: the manifest parses and nothing stands in the way.
      Map<String, Object> manifest = browser.driver.executeCdpCommand("Page.getAppManifest", new HashMap<>());
      assertTrue(String.valueOf(manifest.get("url")).endsWith("manifest.webmanifest"), "manifest: " + manifest);
      assertEquals(List.of(), manifest.get("errors"), "the manifest parses cleanly");
      Map<String, Object> installable = browser.driver.executeCdpCommand("Page.getInstallabilityErrors",
          new HashMap<>());
      assertEquals(List.of(), installable.get("installabilityErrors"), "Chromium finds the page installable");

      @SuppressWarnings("unchecked")
      Map<String, Object> load = (Map<String, Object>) browser.driver.executeScript(
          "var all = performance.getEntriesByType('navigation').concat(performance.getEntriesByType('resource'));"
              + "var sent = 0, body = 0, files = 0;"
              + "all.forEach(function (e) { sent += e.transferSize; body += e.decodedBodySize; files++; });"
              + "return {sent: sent, body: body, files: files};");
      long sent = ((Number) load.get("sent")).longValue();
      long body = ((Number) load.get("body")).longValue();
      System.out.println("first load to the home screen: " + load.get("files") + " files, " + sent / 1024 + " KB sent, "
          + body / 1024 + " KB uncompressed");
      assertTrue(sent <= FIRST_LOAD_BUDGET, "the first load sends at most 1 MB: " + sent + " bytes");

      playH8OfflineAgainstTheComputer(browser);
      String reply = browser.awaitLine("move 2: white", 30_000);
      System.out.println("offline: " + reply);
      browser.screenshot("web-offline-game.png");
      List<String> errors = browser.errors();
      assertTrue(errors.isEmpty(), "console errors offline: " + errors);
    }
  }

  /**
   * The same on a phone (390×844, touch): the game kept by the service worker plays with the server gone, and the
   * puzzles open.
   */
  @Test
  void onAPhoneTheKeptGamePlaysWithTheServerGone() throws Exception {
    try (BrowserSession phone = BrowserSession.phone()) {
      phone.awaitLine("home shown", 60_000);
      assertServiceWorkerControls(phone);
      playH8OfflineAgainstTheComputer(phone);
      System.out.println("phone offline: " + phone.awaitLine("move 2: white", 30_000));
      Thread.sleep(500);
      phone.screenshot("phone-offline-game.png");
      // The puzzles, fetched only when first shown, come from the service worker's copy.
      phone.driver.navigate().refresh();
      phone.awaitLine("home shown", 60_000);
      phone.chooseOnHome("Puzzles");
      assertEquals("loaded puzzles/freestyle.txt", phone.awaitLine("loaded puzzles/", 20_000));
      assertTrue(phone.awaitLine("puzzle shown:", 10_000).startsWith("puzzle shown: Freestyle 1 of "));
      assertTrue(phone.errors().isEmpty(), "console errors offline: " + phone.errors());
    }
  }

  /**
   * A new build on the host replaces the kept one: the visit after the upload installs the new service worker (which
   * drops the old build's cache), and the visit after that shows the new page.
   */
  @Test
  void aNewBuildReplacesTheKeptOneOnTheNextVisit(@TempDir Path site) throws Exception {
    Path webapp = Paths.get(System.getProperty("gomoku.webapp", "target/gomoku-web"));
    BrowserSession.copyTree(webapp, site);
    try (StaticServer server = new StaticServer(site, 0);
        BrowserSession browser = BrowserSession.at("about:blank", 1024, 768)) {
      String url = "http://127.0.0.1:" + server.port() + "/index.html";
      browser.driver.get(url);
      browser.awaitLine("home shown", 60_000);
      browser.driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(30));
      String first = cacheNames(browser);
      assertTrue(first.startsWith("gomoku-"), "one build kept: " + first);

      // The upload: a changed page, and the service worker the build writes for it.
      Path page = site.resolve("index.html");
      String html = new String(Files.readAllBytes(page), StandardCharsets.UTF_8);
      Files.write(page, html.replace("<title>Gomoku</title>", "<title>Gomoku 2</title>")
          .getBytes(StandardCharsets.UTF_8));
      StaticSite.make(site, new String(Files.readAllBytes(Paths.get("src/main/site/sw.js")), StandardCharsets.UTF_8));

      browser.driver.navigate().refresh();
      browser.awaitLine("home shown", 60_000);
      String second = null;
      long end = System.currentTimeMillis() + 30_000;
      for (int round = 0; System.currentTimeMillis() < end; round++) {
        second = cacheNames(browser);
        if (!second.equals(first) && !second.contains(",")) {
          break;
        }
        if (round % 10 == 0) {
          // The browser looks for a new worker on navigation, but skips the look while the first one is still
          // installing; a visit later (or the browser's own daily check) would find it: ask for that look now.
          ((JavascriptExecutor) browser.driver).executeScript(
              "navigator.serviceWorker.getRegistration().then(function (r) { if (r) { r.update(); } });");
        }
        Thread.sleep(200);
      }
      assertTrue(!first.equals(second) && !second.contains(","), "the new build replaced the old: " + first + " then "
          + second);
      browser.driver.navigate().refresh();
      browser.awaitLine("home shown", 60_000);
      assertEquals("Gomoku 2", browser.driver.getTitle(), "the visit after shows the new build");
      assertTrue(browser.errors().isEmpty(), "console errors: " + browser.errors());
    }
  }

  private static void assertServiceWorkerControls(BrowserSession browser) {
    browser.driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(30));
    Object controlled = browser.driver.executeAsyncScript("var done = arguments[arguments.length - 1];"
        + "navigator.serviceWorker.ready.then(function () {"
        + "  (function wait() { if (navigator.serviceWorker.controller) done(true); else setTimeout(wait, 100); })();"
        + "}, function (e) { done('' + e); });");
    assertEquals(Boolean.TRUE, controlled, "the service worker controls the page");
  }

  /**
   * The server goes away, the page reloads from what the service worker kept, and a game against the computer
   * starts with h8 (on a phone: a tap proposes it, a second plays it) and its WebAssembly worker starts; the
   * computer's reply is left to await.
   */
  private static void playH8OfflineAgainstTheComputer(BrowserSession browser) throws InterruptedException {
    browser.stopServer();
    browser.driver.navigate().refresh();
    browser.awaitLine("home shown", 60_000);
    browser.chooseOnHome("Against computer");
    browser.awaitLine("new game: Freestyle 15x15, black Person, white Computer", 10_000);
    int[] h8 = browser.boardPoint(BoardLayoutLine.parse(browser.awaitLine("layout:", 10_000)), "h8");
    browser.press(h8[0], h8[1]);
    if (!browser.linesSoFar("confirm moves: on").isEmpty()) { // a touch screen's default
      browser.awaitLine("proposed: h8", 5_000);
      browser.press(h8[0], h8[1]);
    }
    browser.awaitLine("move 1: black h8", 5_000);
    // The WebAssembly worker, from the service worker's copy (it falls back to GWT's only when it cannot load).
    assertEquals("engine worker: WebAssembly (TeaVM)", browser.awaitLine("engine worker: ", 20_000));
    browser.awaitLine("engine worker ready", 20_000);
  }

  /** The page's caches, by name, joined with commas. */
  private static String cacheNames(BrowserSession browser) {
    return String.valueOf(browser.driver.executeAsyncScript("var done = arguments[arguments.length - 1];"
        + "caches.keys().then(function (k) { done(k.sort().join(',')); }, function (e) { done('error ' + e); });"));
  }

}
