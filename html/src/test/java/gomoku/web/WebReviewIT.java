package gomoku.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The web build reviews a shared game with a planted mistake (Black lets an open three go, White had ignored it):
 * the engine's worker marks both, a click or tap on the graph shows the missed win with the open four offered; on a
 * desktop-sized page and on a phone with touch.
 */
class WebReviewIT {
  private static final String GAME = "index.html?game=h8h9i8i9j8a1a3g8&rule=freestyle&size=15";

  @Test
  void aReviewMarksTheMissedWinAndTheGraphShowsIt() throws Exception {
    try (BrowserSession browser = new BrowserSession(1280, 800, GAME)) {
      assertEquals("shared game: 8 moves", browser.awaitLine("shared game:", 60_000));
      browser.awaitLine("layout:", 10_000);
      int[] review = browser.pageXY(last(browser, "panel: review at"));
      long start = System.currentTimeMillis();
      browser.click(review[0], review[1]);
      browser.awaitLine("review started: 1000 ms a position", 5_000);
      String marks = browser.awaitLine("review marks:", 120_000);
      System.out.println("web review of 8 moves in " + (System.currentTimeMillis() - start) + " ms: " + marks);
      assertMarks(marks);
      clickGraph(browser, 7, 1, false);
      browser.awaitLine("move list: show move 7", 5_000);
      assertTrue(browser.awaitLine("review: 7. a3", 5_000).contains("missed win"));
      Thread.sleep(600);
      browser.screenshot("web-review-missed-win.png");
      assertTrue(browser.errors().isEmpty(), "console errors: " + browser.errors());
    }
  }

  @Test
  void onAPhoneTheReviewIsTappedAndTheGraphTapShowsTheMove() throws Exception {
    int dpr = BrowserSession.PHONE_PIXEL_RATIO;
    try (BrowserSession phone = BrowserSession.touchDevice(BrowserSession.PHONE_WIDTH, BrowserSession.PHONE_HEIGHT,
        GAME)) {
      assertEquals("shared game: 8 moves", phone.awaitLine("shared game:", 60_000));
      phone.awaitLine("layout:", 10_000);
      phone.pressButton("review"); // in the sheet that ⋯ slides up
      phone.awaitLine("review started:", 5_000);
      assertMarks(phone.awaitLine("review marks:", 120_000));
      clickGraph(phone, 6, dpr, true);
      phone.awaitLine("move list: show move 6", 5_000);
      String said = phone.awaitLine("review: 6. a1", 5_000);
      assertTrue(said.contains("blunder") && said.contains("better"), said);
      Thread.sleep(600);
      phone.screenshot("phone-review-blunder.png");
      // The picture, which a keyboard gets with P, is a button on a touch screen.
      phone.pressButton("picture");
      assertTrue(phone.awaitLine("picture: ", 5_000).matches("picture: gomoku-\\d+\\.png \\(\\d+ bytes\\), \\d+x\\d+"));
      assertTrue(phone.errors().isEmpty(), "console errors: " + phone.errors());
    }
  }

  @Test
  void onAPhoneSolveFindsTheOpenFourAndTheLineIsSteppedThrough() throws Exception {
    try (BrowserSession phone = BrowserSession.touchDevice(BrowserSession.PHONE_WIDTH, BrowserSession.PHONE_HEIGHT,
        "index.html?game=h8h9i8i9j8a1&rule=freestyle&size=15")) {
      assertEquals("shared game: 6 moves", phone.awaitLine("shared game:", 60_000));
      phone.awaitLine("layout:", 10_000);
      phone.pressButton("solve");
      phone.awaitLine("solving: h8h9i8i9j8a1", 5_000);
      String solved = phone.awaitLine("solved:", 30_000);
      assertTrue(solved.startsWith("solved: WIN g8") || solved.startsWith("solved: WIN k8"), solved);
      assertTrue(phone.awaitLine("review: ", 5_000).contains("Black wins by force"));
      Thread.sleep(400);
      phone.screenshot("phone-solved.png");
      int[] forward = phone.pageXY(last(phone, "panel: forward at"));
      phone.tap(forward[0], forward[1]);
      String move = phone.awaitLine("move 7:", 5_000);
      assertTrue(move.equals("move 7: black g8") || move.equals("move 7: black k8"), move);
      assertTrue(phone.errors().isEmpty(), "console errors: " + phone.errors());
    }
  }

  @Test
  void solveNamesTheBlockThatHoldsFirst() throws Exception {
    try (BrowserSession browser = new BrowserSession(1280, 800, "index.html?game=h8h9i8i9j8&rule=freestyle&size=15")) {
      assertEquals("shared game: 5 moves", browser.awaitLine("shared game:", 60_000));
      browser.awaitLine("layout:", 10_000);
      browser.pressKey("f");
      String solved = browser.awaitLine("solved:", 30_000);
      // g8 stops the three too, but Black then wins by force in 23 plies (Rapfi proves it; after k8 it finds no win):
      // k8 comes first, and g8 is named as holding only when the 5 s search has not seen that win.
      assertTrue(solved.equals("solved: MUST_BLOCK k8") || solved.equals("solved: MUST_BLOCK k8 g8"), solved);
      Thread.sleep(400);
      browser.screenshot("web-must-block.png");
    }
  }

  /** Black (the person) answers the computer's threats with stones on the far edge until it loses. */
  @Test
  void aGameLostToTheComputerShowsThePersonsBlunderAndTheBetterMove() throws Exception {
    try (BrowserSession browser = new BrowserSession(1280, 800)) {
      browser.chooseOnHome("Against computer");
      browser.awaitLine("new game: Freestyle 15x15, black Person, white Computer", 10_000);
      gomoku.ui.BoardLayoutLine board = gomoku.ui.BoardLayoutLine.parse(browser.awaitLine("layout:", 10_000));
      String[] moves = {"h8", "a15", "c15", "e15", "g15", "i15", "k15", "m15", "o15", "a13", "c13", "e13", "g13",
        "i13", "k13", "m13", "o13"};
      int n = 0;
      while (browser.linesSoFar("result:").isEmpty()) {
        assertTrue(n < moves.length, "the computer should have won by now");
        browser.click(board.x(moves[n]), board.y(moves[n]));
        browser.awaitLine("move " + (2 * n + 1) + ": black " + moves[n], 5_000);
        long end = System.currentTimeMillis() + 30_000;
        while (browser.linesSoFar("move " + (2 * n + 2) + ": white").isEmpty()
            && browser.linesSoFar("result:").isEmpty() && System.currentTimeMillis() < end) {
          Thread.sleep(100);
          browser.poll();
        }
        n++;
      }
      assertTrue(browser.linesSoFar("result:").get(0).startsWith("result: White wins"),
          browser.linesSoFar("result:").toString());
      browser.awaitLine("banner shown", 30_000);
      int[] review = browser.pageXY(last(browser, "panel: review at"));
      browser.click(review[0], review[1]);
      String marks = browser.awaitLine("review marks:", 180_000);
      System.out.println("web review of a lost game against the computer: " + marks);
      java.util.regex.Matcher m = java.util.regex.Pattern.compile(" (\\d+) BLUNDER ([a-o]\\d+) better ([a-o]\\d+);")
          .matcher(marks);
      boolean blackBlunder = false;
      while (m.find()) {
        blackBlunder |= Integer.parseInt(m.group(1)) % 2 == 1;
      }
      assertTrue(blackBlunder, "a black move on the edge is marked a blunder with a better move: " + marks);
      Thread.sleep(400);
      browser.screenshot("web-review-against-computer.png");
    }
  }

  private static void assertMarks(String marks) {
    assertTrue(marks.contains(" 7 MISSED_WIN a3 better g8;") || marks.contains(" 7 MISSED_WIN a3 better k8;"), marks);
    assertTrue(marks.contains(" 6 BLUNDER a1 "), marks);
    // g8 stops the three, but Black then has a forced win of 23 plies (found in 3 s; none after k8 in 10 s):
    // whether a 1 s look sees it depends on the machine, so g8 may be marked a blunder against k8, nothing else.
    assertTrue(!marks.contains(" 8 ") || marks.contains(" 8 BLUNDER g8 better k8;")
        || marks.contains(" 8 MISTAKE g8 better k8;"), "g8 stopped the three: " + marks);
  }

  /** Clicks (or taps) the graph's column of {@code position}; the log gives the graph in device pixels. */
  private static void clickGraph(BrowserSession b, int position, int dpr, boolean touch) {
    String graph = last(b, "graph: ");
    String[] corners = graph.substring("graph: ".length(), graph.indexOf(", ")).split(" to ");
    int left = Integer.parseInt(corners[0].split(",")[0]);
    int top = Integer.parseInt(corners[0].split(",")[1]);
    int right = Integer.parseInt(corners[1].split(",")[0]);
    int bottom = Integer.parseInt(corners[1].split(",")[1]);
    int x = left + (int) ((position + 0.5) / 30 * (right - left));
    int y = (top + bottom) / 2;
    if (touch) {
      b.tap(x / dpr, y / dpr);
    } else {
      b.click(x / dpr, y / dpr);
    }
  }

  private static String last(BrowserSession b, String prefix) {
    List<String> lines = b.linesSoFar(prefix);
    assertTrue(!lines.isEmpty(), "no line '" + prefix + "'");
    return lines.get(lines.size() - 1);
  }
}
