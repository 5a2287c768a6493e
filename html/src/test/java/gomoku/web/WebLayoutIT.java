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
    check(390, 844, true, "phone-upright-zh", "zh");
    check(1280, 800, false, "desktop-zh", "zh");
  }

  /** Japanese and Korean: other scripts, other pages of the font. */
  @Test
  void japaneseAndKoreanFitAPhoneAndADesktop() throws Exception {
    for (String language : new String[] {"ja", "ko"}) {
      check(390, 844, true, "phone-upright-" + language, language);
      check(1280, 800, false, "desktop-" + language, language);
    }
  }

  /** Russian, Czech and Vietnamese: the longest words of all the languages. */
  @Test
  void russianCzechAndVietnameseFitAPhoneAndADesktop() throws Exception {
    for (String language : new String[] {"ru", "cs", "vi"}) {
      check(390, 844, true, "phone-upright-" + language, language);
      check(1280, 800, false, "desktop-" + language, language);
    }
  }

  private static void check(int width, int height, boolean touch, String name) throws Exception {
    check(width, height, touch, name, null);
  }

  private static void check(int width, int height, boolean touch, String name, String language) throws Exception {
    try (BrowserSession page = touch ? BrowserSession.touchDevice(width, height, "index.html?checklayout")
        : new BrowserSession(width, height, "index.html?checklayout")) {
      page.awaitLine("layout checked: HomeScreen", 60_000);
      if (language != null) { // the home screen's choice, kept in the browser's storage, as after a visit
        page.driver.executeScript("localStorage.setItem('gomoku:languages', '" + language + "');");
        page.driver.navigate().refresh();
        assertEquals("language: " + language, page.awaitLine("language:", 60_000));
        page.awaitLine("layout checked: HomeScreen", 60_000);
      }
      if (touch) {
        assertButtonsTallEnough(page, name);
      }
      Thread.sleep(300);
      page.screenshot("layout-" + name + "-home.png");
      // The board editor, then back home.
      pressLatest(page, touch, "home: Set up at");
      page.awaitLine("layout checked: EditorScreen", 10_000);
      Thread.sleep(300);
      page.screenshot("layout-" + name + "-editor.png");
      pressLatest(page, touch, "editor button: back at");
      page.awaitLine("layout checked: HomeScreen", 10_000);
      // The puzzles, then back home.
      pressLatest(page, touch, "home: Puzzles at");
      page.awaitLine("layout checked: PuzzleScreen", 10_000);
      Thread.sleep(300);
      page.screenshot("layout-" + name + "-puzzles.png");
      pressLatest(page, touch, "puzzles: Home at");
      page.awaitLine("layout checked: HomeScreen", 10_000);
      // A new game's options; Play stays in view below them, which scroll where the screen is short.
      pressLatest(page, touch, "home: More options at");
      page.awaitLine("layout checked: MenuScreen", 10_000);
      Thread.sleep(300);
      page.screenshot("layout-" + name + "-menu.png");
      pressLatest(page, touch, "menu: Play at");
      page.awaitLine("layout checked: PlayScreen", 10_000);
      Thread.sleep(500);
      page.screenshot("layout-" + name + "-game.png");
      List<String> problems = page.linesSoFar("layout problem");
      assertEquals(List.of(), problems, name + " " + width + "x" + height);
      assertTrue(page.errors().isEmpty(), "console errors: " + page.errors());
    }
  }

  /** Presses where the latest line starting with {@code prefix} placed its button. */
  private static void pressLatest(BrowserSession page, boolean touch, String prefix) {
    List<String> lines = page.linesSoFar(prefix);
    press(page, touch, page.pageXY(lines.get(lines.size() - 1)));
  }

  private static void press(BrowserSession page, boolean touch, int[] at) {
    if (touch) {
      page.tap(at[0], at[1]);
    } else {
      page.click(at[0], at[1]);
    }
  }

  /** The screens' buttons are 46 units tall and a unit is at least one CSS pixel on a touch screen. */
  private static void assertButtonsTallEnough(BrowserSession page, String name) {
    String layout = page.linesSoFar("screen units:").get(0);
    double cssPerUnit = Double.parseDouble(layout.substring(layout.lastIndexOf(' ') + 1));
    assertTrue(46 * cssPerUnit >= 44, name + ": a 46-unit button is " + 46 * cssPerUnit + " CSS pixels");
  }
}
