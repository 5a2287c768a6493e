package gomoku.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.ui.BoardLayoutLine;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Which engine worker plays: Chromium has WebAssembly GC, so the computer thinks in TeaVM's WebAssembly worker and
 * the page says so; {@code ?worker=gwt} asks for GWT's JavaScript worker; and when the WebAssembly module cannot be
 * compiled, the page says why and the JavaScript worker answers instead. (WebBenchIT checks that both compute the
 * JVM's bench signature; WebOfflineIT that the WebAssembly one plays offline.)
 */
class WebWorkerIT {
  @Test
  void theComputerThinksInTheWebAssemblyWorker() throws Exception {
    try (BrowserSession browser = new BrowserSession(1280, 800)) {
      List<String> fetched = playH8(browser);
      assertEquals("engine worker: WebAssembly (TeaVM)", browser.awaitLine("engine worker: ", 20_000));
      browser.awaitLine("engine worker ready", 20_000);
      System.out.println("wasm worker: " + browser.awaitLine("move 2: white", 30_000));
      assertTrue(fetched.stream().noneMatch(f -> f.contains("/wasm/")),
          "the worker loaded before the menu: " + fetched);
      assertTrue(browser.errors().isEmpty(), "console errors: " + browser.errors());
    }
    // What it adds to a visit (the service worker keeps it for offline play): its files as sent, compressed.
    long sent = 0;
    try (Stream<Path> files = Files.list(BrowserSession.webBuild().resolve("wasm"))) {
      for (Path f : (Iterable<Path>) files::iterator) {
        Path gz = f.resolveSibling(f.getFileName() + ".gz");
        if (!f.toString().endsWith(".gz")) {
          sent += Files.size(Files.exists(gz) ? gz : f);
        }
      }
    }
    System.out.println("the WebAssembly worker's files, as sent: " + sent / 1024 + " KB");
    assertTrue(sent <= 150 * 1024, "at most 150 KB: " + sent);
  }

  @Test
  void askedForTheJavaScriptWorkerTheComputerThinksThere() throws Exception {
    try (BrowserSession browser = new BrowserSession(1280, 800, "index.html?worker=gwt")) {
      playH8(browser);
      assertEquals("engine worker: JavaScript (GWT)", browser.awaitLine("engine worker: ", 20_000));
      System.out.println("gwt worker: " + browser.awaitLine("move 2: white", 30_000));
      assertTrue(browser.errors().isEmpty(), "console errors: " + browser.errors());
    }
  }

  /** A module the browser cannot compile (as on a browser whose WebAssembly lacks what TeaVM's output uses). */
  @Test
  void aWebAssemblyWorkerThatCannotLoadGivesWayToTheJavaScriptOne(@TempDir Path copy) throws Exception {
    Path build = BrowserSession.webBuild();
    try (Stream<Path> files = Files.walk(build)) {
      for (Path f : (Iterable<Path>) files::iterator) {
        Path to = copy.resolve(build.relativize(f).toString());
        if (Files.isDirectory(f)) {
          Files.createDirectories(to);
        } else {
          Files.copy(f, to);
        }
      }
    }
    Files.delete(copy.resolve("wasm/engine.wasm.gz"));
    Files.write(copy.resolve("wasm/engine.wasm"), "not a WebAssembly module".getBytes(StandardCharsets.UTF_8));
    try (BrowserSession browser = BrowserSession.servedFrom(copy, 1280, 800)) {
      playH8(browser);
      assertEquals("engine worker: WebAssembly (TeaVM)", browser.awaitLine("engine worker: ", 20_000));
      String why = browser.awaitLine("engine worker: ", 20_000);
      assertTrue(why.contains("using the JavaScript worker instead"), why);
      System.out.println(why);
      assertEquals("engine worker: JavaScript (GWT)", browser.awaitLine("engine worker: ", 20_000));
      System.out.println("after the fallback: " + browser.awaitLine("move 2: white", 30_000));
    }
  }

  /** A game against the computer, h8 played; returns the files fetched before the game began. */
  private static List<String> playH8(BrowserSession browser) throws InterruptedException {
    browser.awaitLine("home shown", 60_000);
    @SuppressWarnings("unchecked")
    List<String> fetched = (List<String>) browser.driver
        .executeScript("return performance.getEntriesByType('resource').map(function (e) { return e.name; });");
    browser.chooseOnHome("Against computer");
    browser.awaitLine("new game: Freestyle 15x15, black Person, white Computer", 10_000);
    int[] h8 = browser.boardPoint(BoardLayoutLine.parse(browser.awaitLine("layout:", 10_000)), "h8");
    browser.press(h8[0], h8[1]);
    browser.awaitLine("move 1: black h8", 5_000);
    return fetched;
  }
}
