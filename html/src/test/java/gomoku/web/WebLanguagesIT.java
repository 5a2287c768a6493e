package gomoku.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.ui.BoardLayoutLine;
import org.junit.jupiter.api.Test;

/**
 * A game in Japanese on a phone by touch and in Russian at a desktop's size: the language chosen on the home screen
 * by its own name, its glyphs fetched then (the font's page for it), a refused move told in that language, the
 * choice kept after a reload.
 */
class WebLanguagesIT {
  @Test
  void japaneseOnAPhoneByTouch() throws Exception {
    try (BrowserSession phone = BrowserSession.touchDevice(390, 844, "index.html")) {
      playIn(phone, true, "ja", "h8: その点にはもう石があります", "web-phone-game-japanese.png");
    }
  }

  @Test
  void russianAtADesktopsSize() throws Exception {
    try (BrowserSession browser = new BrowserSession(1280, 800)) {
      playIn(browser, false, "ru", "h8: этот пункт уже занят", "web-game-russian.png");
    }
  }

  /**
   * Chooses the language on the home screen, plays h8 against the computer (a touch screen's first tap proposes
   * the stone) and waits for its answer, plays h8 again (refused, in words of that language), then reloads: the
   * language stays.
   */
  private static void playIn(BrowserSession page, boolean touch, String language, String refusal, String picture)
      throws Exception {
    page.awaitLine("language: en", 60_000);
    page.chooseOnHome("Language " + language);
    assertEquals("language: " + language, page.awaitLine("language:", 10_000));
    page.awaitLine("glyphs of " + language + " ready", 60_000);
    page.awaitLine("home shown", 10_000);
    Thread.sleep(300);
    page.screenshot(picture.replace("game", "home"));
    page.chooseOnHome("Against computer");
    BoardLayoutLine board = BoardLayoutLine.parse(page.awaitLine("layout:", 10_000));
    int[] h8 = page.boardPoint(board, "h8");
    if (touch) {
      page.press(h8[0], h8[1]);
      page.awaitLine("proposed: h8", 5_000);
    }
    page.press(h8[0], h8[1]);
    assertTrue(page.awaitLine("move 1:", 5_000).endsWith("h8"));
    page.awaitLine("move 2:", 60_000);
    page.press(h8[0], h8[1]);
    assertEquals("message: " + refusal, page.awaitLine("message:", 5_000));
    Thread.sleep(500);
    page.screenshot(picture);
    page.driver.navigate().refresh();
    assertEquals("language: " + language, page.awaitLine("language:", 60_000));
    assertTrue(page.errors().isEmpty(), "console errors: " + page.errors());
  }
}
