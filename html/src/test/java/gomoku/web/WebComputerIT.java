package gomoku.web;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.ui.BoardLayoutLine;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.Keys;

/**
 * Person against the computer in the web build: the computer answers while frames keep coming (it thinks in
 * short steps between frames), and undo takes back its reply and the person's move.
 */
class WebComputerIT {
  @Test
  void theComputerAnswersWithoutFreezingThePage() throws Exception {
    try (BrowserSession browser = new BrowserSession(1024, 768)) {
      browser.chooseOnHome("Against computer");
      browser.awaitLine("new game: Freestyle 15x15, black Person, white Computer", 10_000);
      BoardLayoutLine board = BoardLayoutLine.parse(browser.awaitLine("layout:", 10_000));

      browser.driver.executeScript("window.__frames = [];"
          + "function gomokuFrame(t) { window.__frames.push(t); requestAnimationFrame(gomokuFrame); }"
          + "requestAnimationFrame(gomokuFrame);");
      Thread.sleep(1000);
      List<Double> idle = frameIntervals(browser);
      Collections.sort(idle);
      System.out.println("web idle: frames " + idle.size() + " in 1 s, interval p50 "
          + Math.round(idle.get(idle.size() / 2)) + " ms");
      browser.driver.executeScript("window.__frames = [];");
      long clicked = System.currentTimeMillis();
      browser.click(board.x("h8"), board.y("h8"));
      browser.awaitLine("move 1: black h8", 5_000);
      browser.awaitLine("thinking: white", 5_000);
      browser.awaitLine("engine worker ready", 10_000); // the engine runs in a Web Worker, not on the page
      String search = browser.awaitLine("search: depth", 20_000);
      String reply = browser.awaitLine("move 2: white", 20_000);
      System.out.println("web worker " + search);
      long answered = System.currentTimeMillis() - clicked;
      List<Double> intervals = frameIntervals(browser);
      Collections.sort(intervals);
      double p50 = intervals.get(intervals.size() / 2);
      double p95 = intervals.get((int) (intervals.size() * 0.95));
      double worst = intervals.get(intervals.size() - 1);
      System.out.println("web vs computer: " + reply + " after " + answered + " ms; frames " + intervals.size()
          + ", interval p50 " + Math.round(p50) + " ms, p95 " + Math.round(p95) + " ms, worst " + Math.round(worst)
          + " ms");
      assertTrue(intervals.size() > 10, "frames kept coming while the computer thought: " + intervals.size());
      assertTrue(worst < 1000, "the page never froze for a second: worst frame gap " + worst + " ms");

      browser.pressWith(Keys.CONTROL, "z");
      browser.awaitLine("undo move 2", 5_000);
      browser.awaitLine("undo move 1", 5_000);
      browser.pressKey("a");
      browser.awaitLine("message: Analysis on", 5_000);
      System.out.println("web " + browser.awaitLine("analysis: depth", 20_000));
      browser.screenshot("web-vs-computer.png");
      assertTrue(browser.errors().isEmpty(), "console errors: " + browser.errors());
    }
  }

  private static int[] at(String menuLine) {
    String xy = menuLine.substring(menuLine.lastIndexOf(' ') + 1);
    String[] p = xy.split(",");
    return new int[] {Integer.parseInt(p[0]), Integer.parseInt(p[1])};
  }

  @SuppressWarnings("unchecked")
  private static List<Double> frameIntervals(BrowserSession browser) {
    List<Object> stamps = (List<Object>) browser.driver.executeScript("return window.__frames;");
    List<Double> out = new ArrayList<>();
    for (int i = 1; i < stamps.size(); i++) {
      out.add(((Number) stamps.get(i)).doubleValue() - ((Number) stamps.get(i - 1)).doubleValue());
    }
    return out;
  }

  @Test
  void computerAgainstComputerPlaysToTheEnd() throws Exception {
    try (BrowserSession browser = new BrowserSession(1024, 768)) {
      browser.chooseOnHome("More options");
      int[] black = at(browser.awaitLine("menu: Black Computer", 10_000));
      int[] white = at(browser.awaitLine("menu: White Computer", 5_000));
      int[] fast = at(browser.awaitLine("menu: Pace Fast", 5_000));
      int[] play = at(browser.awaitLine("menu: Play", 5_000));
      browser.awaitLine("menu shown", 5_000);
      browser.click(black[0], black[1]);
      Thread.sleep(200);
      browser.click(white[0], white[1]);
      Thread.sleep(200);
      browser.click(fast[0], fast[1]);
      Thread.sleep(200);
      browser.click(play[0], play[1]);
      browser.awaitLine("new game: Freestyle 15x15, black Computer (Medium, 2 s), white Computer (Medium, 2 s)",
          10_000);
      browser.awaitLine("move 4:", 60_000);
      browser.pressKey(" ");
      browser.awaitLine("message: Paused", 5_000);
      browser.pressKey("a");
      browser.awaitLine("analysis: depth", 20_000);
      Thread.sleep(3000);
      assertFalse(browser.pendingLine("move "), "no move is played while the game is paused");
      browser.screenshot("web-paused-analysis.png");
      browser.pressKey(" ");
      browser.awaitLine("message: Resumed", 5_000);
      String result = browser.awaitLine("result:", 240_000);
      System.out.println("web computer vs computer: " + result);
      browser.awaitLine("banner shown:", 30_000);
      browser.screenshot("web-computer-vs-computer.png");
      assertTrue(browser.errors().isEmpty(), "console errors: " + browser.errors());
    }
  }
}
