package gomoku.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The menu and the game laid out on a phone held upright and on its side, a tablet, a desktop browser and a
 * small window, with the game's layout check on (?checklayout): no text cut or ended in "…", no two controls
 * on top of each other, nothing outside the window; on touch screens every menu and game button at least
 * 44 CSS pixels tall.
 */
class WebLayoutIT {
  @Test
  void everyScreenFitsPhonesTabletsAndDesktops() throws Exception {
    check(390, 844, true, "phone-upright");
    check(844, 390, true, "phone-on-its-side");
    check(820, 1180, true, "tablet");
    check(1280, 800, false, "desktop");
    check(800, 600, false, "small-window");
  }

  /** In Chinese, whose lines break between characters: the phone and the desktop. */
  @Test
  void chineseFitsAPhoneAndADesktop() throws Exception {
    check(390, 844, true, "phone-upright-zh", true);
    check(1280, 800, false, "desktop-zh", true);
  }

  private static void check(int width, int height, boolean touch, String name) throws Exception {
    check(width, height, touch, name, false);
  }

  private static void check(int width, int height, boolean touch, String name, boolean chinese) throws Exception {
    try (BrowserSession page = touch ? BrowserSession.touchDevice(width, height, "index.html?checklayout")
        : new BrowserSession(width, height, "index.html?checklayout")) {
      page.awaitLine("layout checked: MenuScreen", 60_000);
      if (chinese) { // the menu's choice, kept in the browser's storage, as after a visit in Chinese
        page.driver.executeScript("localStorage.setItem('gomoku:languages', 'zh');");
        page.driver.navigate().refresh();
        assertEquals("language: zh", page.awaitLine("language:", 60_000));
        page.awaitLine("layout checked: MenuScreen", 60_000);
      }
      if (touch) {
        assertButtonsTallEnough(page, name);
      }
      Thread.sleep(300);
      page.screenshot("layout-" + name + "-menu.png");
      // The board editor, then back to the menu.
      press(page, touch, page.pageXY(page.linesSoFar("menu: Set up at").get(0)));
      page.awaitLine("layout checked: EditorScreen", 10_000);
      Thread.sleep(300);
      page.screenshot("layout-" + name + "-editor.png");
      List<String> back = page.linesSoFar("editor button: back at");
      press(page, touch, page.pageXY(back.get(back.size() - 1)));
      page.awaitLine("layout checked: MenuScreen", 10_000);
      // Play stays in view below the menu, which scrolls where the screen is short (a phone on its side).
      List<String> plays = page.linesSoFar("menu: Play at");
      int[] play = page.pageXY(plays.get(plays.size() - 1));
      Thread.sleep(300);
      if (touch) {
        page.tap(play[0], play[1]);
      } else {
        page.click(play[0], play[1]);
      }
      page.awaitLine("layout checked: PlayScreen", 10_000);
      Thread.sleep(500);
      page.screenshot("layout-" + name + "-game.png");
      List<String> problems = page.linesSoFar("layout problem");
      assertEquals(List.of(), problems, name + " " + width + "x" + height);
      assertTrue(page.errors().isEmpty(), "console errors: " + page.errors());
    }
  }

  private static void press(BrowserSession page, boolean touch, int[] at) {
    if (touch) {
      page.tap(at[0], at[1]);
    } else {
      page.click(at[0], at[1]);
    }
  }

  /** The menu's buttons are 46 units tall and a unit is at least one CSS pixel on a touch screen. */
  private static void assertButtonsTallEnough(BrowserSession page, String name) {
    String layout = page.linesSoFar("screen units:").get(0);
    double cssPerUnit = Double.parseDouble(layout.substring(layout.lastIndexOf(' ') + 1));
    assertTrue(46 * cssPerUnit >= 44, name + ": a 46-unit button is " + 46 * cssPerUnit + " CSS pixels");
  }
}
