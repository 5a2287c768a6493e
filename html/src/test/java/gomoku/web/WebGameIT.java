package gomoku.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import gomoku.ui.BoardLayoutLine;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.Keys;

/** A hot-seat game played in the real web build, in headless Chromium, by clicking the canvas. */
class WebGameIT {

  @Test
  void twoPeoplePlayToAWinByClicking() throws Exception {
    try (BrowserSession browser = new BrowserSession(1024, 768)) {
      browser.chooseInMenu("White Person");
      browser.pressKey(Keys.ENTER);
      browser.awaitLine("new game: Freestyle 15x15", 10_000);
      String layout = browser.awaitLine("layout:", 10_000);
      System.out.println("web build " + layout);
      BoardLayoutLine board = BoardLayoutLine.parse(layout);

      String[] moves = {"h8", "h9", "i8", "i9", "j8", "j9", "k8", "k9"};
      for (int i = 0; i < moves.length; i++) {
        browser.click(board.x(moves[i]), board.y(moves[i]));
        String colour = i % 2 == 0 ? "black" : "white";
        assertEquals("move " + (i + 1) + ": " + colour + " " + moves[i],
            browser.awaitLine("move " + (i + 1) + ":", 5_000));
      }
      // A click on an occupied point is refused and says why.
      browser.click(board.x("h8"), board.y("h8"));
      assertEquals("message: h8: that point is already taken", browser.awaitLine("message:", 5_000));

      browser.click(board.x("l8"), board.y("l8"));
      browser.awaitLine("move 9: black l8", 5_000);
      String result = browser.awaitLine("result:", 5_000);
      assertTrue(result.startsWith("result: Black wins with five in a row"), result);
      browser.awaitLine("banner shown: Black wins", 30_000); // the last stone and the banner have landed
      int[] banner = bounds(browser.linesSoFar("banner: ").get(0));
      assertTrue(banner[0] > board.x("o8"), "the banner is beside the board, over the panel, not on the stones: "
          + java.util.Arrays.toString(banner));

      // After the end nothing more is accepted.
      browser.click(board.x("a1"), board.y("a1"));
      assertEquals("message: a1: the game is over", browser.awaitLine("message:", 5_000));

      Path shot = browser.screenshot("web-hot-seat-win.png");
      BufferedImage image = ImageIO.read(shot.toFile());
      assertDark(image, board.x("h8"), board.y("h8"), "black stone on h8");
      assertLight(image, board.x("h9"), board.y("h9"), "white stone on h9");
      assertWood(image, board.x("c13"), board.y("c13"), "bare board near c13");
      assertTrue(browser.errors().isEmpty(), "console errors: " + browser.errors());
    }
  }

  @Test
  void pDownloadsThePictureOfTheBoard() throws Exception {
    try (BrowserSession browser = new BrowserSession(1024, 768, "index.html?game=h8i9&rule=freestyle&size=15")) {
      browser.awaitLine("shared game: 2 moves", 60_000);
      BoardLayoutLine board = BoardLayoutLine.parse(browser.awaitLine("layout:", 10_000));
      Thread.sleep(500);
      browser.pressKey("p");
      String line = browser.awaitLine("picture: ", 5_000);
      assertTrue(line.matches("picture: gomoku-\\d+\\.png \\(\\d+ bytes\\), \\d+x\\d+"), line);
      String url = (String) browser.driver.executeScript("return window.gomokuLastImage;");
      assertTrue(url.startsWith("data:image/png;base64,"), url.substring(0, 40));
      BufferedImage image = ImageIO.read(new java.io.ByteArrayInputStream(
          java.util.Base64.getDecoder().decode(url.substring("data:image/png;base64,".length()))));
      ImageIO.write(image, "png", new java.io.File("target/web-board-picture.png")); // kept with the screenshots
      String[] size = line.substring(line.lastIndexOf(", ") + 2).split("x");
      assertEquals(Integer.parseInt(size[0]), image.getWidth());
      assertEquals(Integer.parseInt(size[1]), image.getHeight());
      // h8 is the board's centre, and so the picture's; i9 a step right of it and a step up. Looked at off the
      // stones' centres, where their move numbers are.
      int step = (int) Math.round(board.step);
      int off = step / 4 - 4;
      int cx = image.getWidth() / 2 + off;
      int cy = image.getHeight() / 2 + off;
      assertDark(image, cx, cy, "black stone on h8 in the picture");
      assertLight(image, cx + step, cy - step, "white stone on i9 in the picture");
      assertTrue(browser.errors().isEmpty(), "console errors: " + browser.errors());
    }
  }

  @Test
  void aLinkOpensItsGameAndCopyGivesALinkBack() throws Exception {
    try (BrowserSession browser = new BrowserSession(1024, 768, "index.html?game=h8i9j10&rule=renju&size=15")) {
      assertEquals("shared game: 3 moves", browser.awaitLine("shared game:", 60_000));
      browser.awaitLine("new game: Renju 15x15, black Person, white Person", 5_000);
      int[] copy = browser.pageXY(browser.awaitLine("panel: copy at", 5_000));
      browser.click(copy[0], copy[1]);
      String link = browser.awaitLine("link:", 5_000);
      assertTrue(link.endsWith("/index.html?game=h8i9j10&rule=renju&size=15"), link);
      assertEquals("message: Link to this game copied", browser.awaitLine("message:", 5_000));
      assertTrue(browser.errors().isEmpty(), "console errors: " + browser.errors());
    }
    try (BrowserSession browser = new BrowserSession(1024, 768, "index.html?game=h8h8")) {
      String refused = browser.awaitLine("shared game refused:", 60_000);
      assertTrue(refused.contains("h8"), "says which move: " + refused);
      browser.awaitLine("home shown", 10_000); // the page still opens, on the home screen with the notice
      assertTrue(browser.errors().isEmpty(), "console errors: " + browser.errors());
    }
  }

  /** A renju tournament game's link carries what its opening rule decided: the move list shows it, Copy keeps it. */
  @Test
  void aRifGamesLinkShowsItsOpeningRecordAndCopiesItBack() throws Exception {
    String query = "game=h8i9j10h10k8&rule=renju&size=15&opening=RIF&record=stay_3.take_k8_of_g7,k8";
    try (BrowserSession browser = new BrowserSession(1024, 768, "index.html?" + query)) {
      assertEquals("shared game: 5 moves", browser.awaitLine("shared game:", 60_000));
      String heading = browser.awaitLine("move list heading:", 10_000);
      assertTrue(heading.endsWith("RIF: no swap after 3 · 5th k8 of 2 offers"), heading);
      int[] copy = browser.pageXY(browser.awaitLine("panel: copy at", 5_000));
      browser.click(copy[0], copy[1]);
      String link = browser.awaitLine("link:", 5_000);
      assertTrue(link.endsWith("/index.html?" + query), link);
      Thread.sleep(300);
      browser.screenshot("web-rif-link.png");
      assertTrue(browser.errors().isEmpty(), "console errors: " + browser.errors());
    }
    try (BrowserSession browser = new BrowserSession(1024, 768, "index.html?game=h8i9j10&rule=renju&opening=RIF"
        + "&record=hack_1")) {
      assertTrue(browser.awaitLine("shared game refused:", 60_000).endsWith("not readable"));
      browser.awaitLine("home shown", 10_000);
      assertTrue(browser.errors().isEmpty(), "console errors: " + browser.errors());
    }
  }

  /** A game that ended on the board, opened from a link, shows its five as a game played to the end does. */
  @Test
  void aLinkedFinishedGameShowsItsFive() throws Exception {
    try (BrowserSession browser = new BrowserSession(1024, 768, "index.html?game=h8h9i8i9j8j9k8k9l8")) {
      assertEquals("shared game: 9 moves", browser.awaitLine("shared game:", 60_000));
      assertEquals("win line: h8 to l8", browser.awaitLine("win line:", 10_000));
      assertTrue(browser.errors().isEmpty(), "console errors: " + browser.errors());
    }
  }

  /** A long game opened on a phone shows its last move in the list, scrolled into view (it stuck half-way). */
  @Test
  void aLongLinkedGameShowsItsLastMoveInTheList() throws Exception {
    StringBuilder moves = new StringBuilder();
    for (int row = 1; row <= 5; row += 2) {
      for (char column = 'a'; column <= 'o'; column++) {
        moves.append(column).append(row); // 45 moves that make no five: colours alternate along each row
      }
    }
    try (BrowserSession phone = BrowserSession.touchDevice(BrowserSession.PHONE_WIDTH, BrowserSession.PHONE_HEIGHT,
        "index.html?game=" + moves)) {
      assertEquals("shared game: 45 moves", phone.awaitLine("shared game:", 60_000));
      phone.awaitLine("move list: current in view:", 10_000);
      Thread.sleep(1000); // the panel settles its size
      phone.screenshot("phone-long-game-list.png");
      java.util.List<String> inView = phone.linesSoFar("move list: current in view:");
      assertEquals("move list: current in view: true", inView.get(inView.size() - 1), "the last word: " + inView);
      assertTrue(phone.errors().isEmpty(), "console errors: " + phone.errors());
    }
  }

  @Test
  void aReloadMidGameFindsTheSamePosition() throws Exception {
    try (BrowserSession browser = new BrowserSession(1024, 768)) {
      browser.chooseInMenu("White Person");
      browser.pressKey(Keys.ENTER);
      BoardLayoutLine board = BoardLayoutLine.parse(browser.awaitLine("layout:", 10_000));
      String[] moves = {"h8", "i9", "g7"};
      for (int i = 0; i < moves.length; i++) {
        browser.click(board.x(moves[i]), board.y(moves[i]));
        browser.awaitLine("move " + (i + 1) + ":", 5_000);
      }
      browser.driver.navigate().refresh();
      browser.awaitLine("home: Continue at", 60_000);
      browser.awaitLine("home shown", 10_000);
      Thread.sleep(500);
      browser.screenshot("web-home-continue.png");
      browser.chooseOnHome("Continue");
      assertEquals("resumed: 3 moves (h8i9g7)", browser.awaitLine("resumed:", 10_000));
      board = BoardLayoutLine.parse(browser.awaitLine("layout:", 10_000));
      Thread.sleep(800);
      BufferedImage image = ImageIO.read(browser.screenshot("web-resumed.png").toFile());
      assertDark(image, board.x("h8"), board.y("h8"), "black stone on h8 after the reload");
      assertLight(image, board.x("i9"), board.y("i9"), "white stone on i9 after the reload");
      assertDark(image, board.x("g7"), board.y("g7"), "black stone on g7 after the reload");
      browser.click(board.x("j10"), board.y("j10"));
      assertEquals("move 4: white j10", browser.awaitLine("move 4:", 5_000));
      // A damaged save: kept aside with a message on the home screen. The page saves the game as it goes, so
      // the save is damaged from another page of the site, after the game's page has gone.
      String game = browser.driver.getCurrentUrl();
      browser.driver.get(game.substring(0, game.lastIndexOf('/') + 1) + "sw.js");
      assertEquals(0L, browser.driver.executeScript("return document.getElementsByTagName('canvas').length;"),
          "another address of the site is not a second game (it would save over the damage)");
      browser.driver.executeScript("for (var i = 0; i < localStorage.length; i++) {"
          + " var k = localStorage.key(i); if (k.indexOf('autosave') >= 0) localStorage.setItem(k, 'gomoku-save 1\\nmoves=h8\\ncheck=0'); }");
      int offered = browser.linesSoFar("home: Continue").size();
      browser.driver.get(game);
      String kept = browser.awaitLine("autosave:", 60_000);
      assertTrue(kept.startsWith("autosave: KEPT_ASIDE") && kept.contains("damaged"), kept);
      Object aside = browser.driver.executeScript("for (var i = 0; i < localStorage.length; i++) {"
          + " var k = localStorage.key(i); if (k.indexOf('autosave.bad-') >= 0) return localStorage.getItem(k); }"
          + " return null;");
      assertEquals("gomoku-save 1\nmoves=h8\ncheck=0", aside, "the damaged save is kept, untouched");
      browser.awaitLine("home shown", 10_000);
      assertEquals(offered, browser.linesSoFar("home: Continue").size(), "nothing to continue after the damaged save");
      assertTrue(browser.errors().isEmpty(), "console errors: " + browser.errors());
    }
  }

  /** A browser whose storage is full: the move stays on the board, the player is told once, in words. */
  @Test
  void aSaveThatFailsIsToldOnce() throws Exception {
    try (BrowserSession browser = new BrowserSession(1024, 768)) {
      browser.chooseInMenu("White Person");
      browser.pressKey(Keys.ENTER);
      BoardLayoutLine board = BoardLayoutLine.parse(browser.awaitLine("layout:", 10_000));
      browser.click(board.x("h8"), board.y("h8"));
      browser.awaitLine("move 1:", 5_000);
      browser.driver.executeScript("Storage.prototype.setItem = function () {"
          + " throw new DOMException('The quota has been exceeded.', 'QuotaExceededError'); };");
      browser.click(board.x("i9"), board.y("i9"));
      assertEquals("move 2: white i9", browser.awaitLine("move 2:", 5_000));
      assertTrue(browser.awaitLine("autosave:", 5_000).startsWith("autosave: NOT_WRITTEN"));
      assertEquals("message: Not saved: see the message", browser.awaitLine("message:", 5_000));
      String told = browser.awaitLine("confirm save problem shown:", 5_000);
      assertTrue(told.contains("could not be saved") && told.contains("quota"), told);
      browser.pressKey(Keys.ENTER);
      browser.awaitLine("confirm save problem: yes", 5_000);
      browser.click(board.x("g7"), board.y("g7"));
      browser.awaitLine("move 3:", 5_000);
      Thread.sleep(300);
      assertEquals(1, browser.linesSoFar("confirm save problem shown").size(), "said once");
      Object kept = browser.driver.executeScript("return localStorage.getItem('gomoku-saves:autosaves');");
      assertTrue(String.valueOf(kept).contains("moves=h8\n"), "the last save that worked stays: " + kept);
    }
  }

  @Test
  void chineseInterfaceIsChosenOnTheHomeScreenAndKeptAfterAReload() throws Exception {
    try (BrowserSession browser = new BrowserSession(1024, 768)) {
      browser.awaitLine("language: en", 60_000);
      String zh = browser.awaitLine("home: Language zh", 10_000);
      browser.awaitLine("home shown", 5_000);
      String[] xy = zh.substring(zh.lastIndexOf(' ') + 1).split(",");
      browser.click(Integer.parseInt(xy[0]), Integer.parseInt(xy[1]));
      browser.awaitLine("language: zh", 5_000);
      browser.chooseInMenu("White Person");
      Thread.sleep(500);
      browser.screenshot("web-menu-chinese.png");
      browser.pressKey(Keys.ENTER);
      BoardLayoutLine board = BoardLayoutLine.parse(browser.awaitLine("layout:", 10_000));
      browser.click(board.x("h8"), board.y("h8"));
      browser.awaitLine("move 1:", 5_000);
      browser.click(board.x("h8"), board.y("h8"));
      assertEquals("message: h8: 这个点已经有子了", browser.awaitLine("message:", 5_000));
      Thread.sleep(500);
      browser.screenshot("web-game-chinese.png");
      browser.driver.navigate().refresh();
      browser.awaitLine("language: zh", 60_000);
      assertTrue(browser.errors().isEmpty(), "console errors: " + browser.errors());
    }
  }

  static int brightness(BufferedImage img, int x, int y) {
    int rgb = img.getRGB(x, y);
    return (((rgb >> 16) & 255) + ((rgb >> 8) & 255) + (rgb & 255)) / 3;
  }

  static void assertDark(BufferedImage img, int x, int y, String what) {
    assertTrue(brightness(img, x + 4, y + 4) < 90, what + ": brightness " + brightness(img, x + 4, y + 4));
  }

  static void assertLight(BufferedImage img, int x, int y, String what) {
    assertTrue(brightness(img, x + 4, y + 4) > 170, what + ": brightness " + brightness(img, x + 4, y + 4));
  }

  static void assertWood(BufferedImage img, int x, int y, String what) {
    int rgb = img.getRGB(x + 6, y + 6);
    int r = (rgb >> 16) & 255;
    int b = rgb & 255;
    assertTrue(r > 150 && r - b > 40, what + ": colour " + Integer.toHexString(rgb));
  }

  /** "NAME: left,top to right,bottom" as left, top, right, bottom. */
  static int[] bounds(String line) {
    String[] parts = line.substring(line.indexOf(": ") + 2).split(" to ");
    String[] a = parts[0].split(",");
    String[] b = parts[1].split(",");
    return new int[] {Integer.parseInt(a[0]), Integer.parseInt(a[1]), Integer.parseInt(b[0]), Integer.parseInt(b[1])};
  }
}
