package gomoku.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Variations on a phone with touch: a shared link holds one, the move list shows it in brackets, a tap enters it, a
 * tap on its last move opens its menu and promotes it; Copy gives a link with the tree, and a fresh page opened with
 * that link shows the same tree.
 */
class WebVariationIT {
  @Test
  void aVariationIsEnteredPromotedAndSharedByTouch() throws Exception {
    String link;
    try (BrowserSession phone = BrowserSession.touchDevice(BrowserSession.PHONE_WIDTH, BrowserSession.PHONE_HEIGHT,
        "index.html?game=h8i9j10(i10j9)k11&rule=freestyle&size=15")) {
      assertEquals("shared game: 4 moves", phone.awaitLine("shared game:", 60_000));
      int[] alternative = phone.pageXY(phone.awaitLine("move list: (i10) at", 10_000));
      phone.tap(alternative[0], alternative[1]);
      assertEquals("variation: i10 as move 3", phone.awaitLine("variation:", 5_000));
      int[] current = phone.pageXY(phone.awaitLine("move list: current at", 5_000));
      phone.tap(current[0], current[1]);
      phone.awaitLine("variation menu shown", 5_000);
      int[] promote = phone.pageXY(phone.linesSoFar("variation menu: promote at").get(0));
      Thread.sleep(300);
      phone.screenshot("phone-variation-menu.png");
      phone.tap(promote[0], promote[1]);
      assertEquals("variation promoted: h8i9i10(j10k11)j9", phone.awaitLine("variation promoted:", 5_000));
      phone.awaitLine("move list: (j10) at", 5_000);
      Thread.sleep(300);
      phone.screenshot("phone-variation-promoted.png");
      phone.pressButton("copy");
      link = phone.awaitLine("link: ", 5_000).substring("link: ".length());
      assertTrue(link.contains("game=h8i9i10(j10k11)j9&rule=freestyle&size=15"), link);
      assertTrue(phone.errors().isEmpty(), "console errors: " + phone.errors());
    }
    // A fresh page (a new browser profile) opened with the copied link.
    try (BrowserSession other = new BrowserSession(1280, 800, link.substring(link.indexOf("index.html")))) {
      assertEquals("shared game: 4 moves", other.awaitLine("shared game:", 60_000));
      other.awaitLine("move list: (j10) at", 10_000);
      Thread.sleep(300);
      other.screenshot("web-variation-shared.png");
    }
  }
}
