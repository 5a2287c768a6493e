package gomoku.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * Load in the browser: a real text field over the canvas takes a PSQ record from the system clipboard (copied outside
 * the game), on a desktop and on a phone; what does not parse leaves the game as it was and says why.
 */
class WebPasteIT {
  private static final String PSQ = "Piskvorky 15x15, 11:11, 0\n8,8,0\n9,7,0\n9,8,0\n10,7,0\n10,8,0\n-1\n";

  /** Chromium lets the page read and write the system clipboard, as a player's click on "Allow" would. */
  private static void grantClipboard(BrowserSession b) {
    Map<String, Object> grant = new HashMap<>();
    grant.put("permissions", Arrays.asList("clipboardReadWrite", "clipboardSanitizedWrite"));
    b.driver.executeCdpCommand("Browser.grantPermissions", grant);
  }

  private static void pasteARecord(BrowserSession b, String shot) throws Exception {
    grantClipboard(b);
    b.chooseInMenu("White Person");
    java.util.List<String> plays = b.linesSoFar("menu: Play at");
    int[] play = b.pageXY(plays.get(plays.size() - 1));
    b.press(play[0], play[1]);
    b.awaitLine("layout:", 10_000);
    // Copied outside the game: the system clipboard holds a PSQ record.
    Object written = b.driver.executeAsyncScript("var done = arguments[arguments.length - 1];"
        + "navigator.clipboard.writeText(arguments[0]).then(function () { done('ok'); }, function (e) { done('' + e); });",
        PSQ);
    assertEquals("ok", written, "the test put the record on the system clipboard");

    b.pressButton("load");
    b.awaitLine("load field: the browser's own", 5_000);
    WebElement area = b.driver.findElement(By.id("gomoku-text"));
    long end = System.currentTimeMillis() + 5_000;
    while (!area.getAttribute("value").startsWith("Piskvorky") && System.currentTimeMillis() < end) {
      Thread.sleep(100);
    }
    assertTrue(area.getAttribute("value").startsWith("Piskvorky 15x15"), "the field took the system clipboard's "
        + "record: '" + area.getAttribute("value") + "'");
    b.screenshot(shot);
    // The dialog's Load button (scene2d, logged nowhere): Ctrl+Enter in the field does the same.
    area.sendKeys(org.openqa.selenium.Keys.chord(org.openqa.selenium.Keys.CONTROL, org.openqa.selenium.Keys.ENTER));
    assertEquals("loaded: 5 moves", b.awaitLine("loaded:", 5_000));
    assertTrue(b.driver.findElements(By.id("gomoku-text")).isEmpty(), "the field goes with the dialog");
    assertTrue(b.errors().isEmpty(), "console errors: " + b.errors());
  }

  /** In Chinese, what is wrong with a record is said in Chinese, and the game stays as it was. */
  @Test
  void aBadRecordIsRefusedInThePlayersLanguage() throws Exception {
    try (BrowserSession phone = BrowserSession.phone()) {
      phone.awaitLine("home shown", 60_000);
      phone.driver.executeScript("localStorage.setItem('gomoku:languages', 'zh');");
      phone.driver.navigate().refresh();
      assertEquals("language: zh", phone.awaitLine("language:", 60_000));
      phone.chooseInMenu("White Person");
      java.util.List<String> plays = phone.linesSoFar("menu: Play at");
      int[] play = phone.pageXY(plays.get(plays.size() - 1));
      phone.press(play[0], play[1]);
      phone.awaitLine("layout:", 10_000);
      phone.pressButton("load");
      phone.awaitLine("load field: the browser's own", 5_000);
      WebElement area = phone.driver.findElement(By.id("gomoku-text"));
      area.sendKeys("h8i9h8");
      area.sendKeys(org.openqa.selenium.Keys.chord(org.openqa.selenium.Keys.CONTROL, org.openqa.selenium.Keys.ENTER));
      assertEquals("load refused: 第 3 手（h8）：这个点已经有子了", phone.awaitLine("load refused:", 5_000));
      Thread.sleep(300);
      phone.screenshot("phone-load-refused-zh.png");
      assertTrue(phone.linesSoFar("loaded:").isEmpty(), "nothing was loaded");
      assertTrue(phone.errors().isEmpty(), "console errors: " + phone.errors());
    }
  }

  @Test
  void aRecordCopiedOutsideTheGameLoadsOnADesktop() throws Exception {
    try (BrowserSession browser = new BrowserSession(1280, 800)) {
      pasteARecord(browser, "web-load-pasted.png");
    }
  }

  @Test
  void aRecordCopiedOutsideTheGameLoadsOnAPhone() throws Exception {
    try (BrowserSession phone = BrowserSession.phone()) {
      pasteARecord(phone, "phone-load-pasted.png");
    }
  }

  /** A renju tournament game's link typed into Load opens with what its opening rule decided over the moves. */
  @Test
  void aRifGamesLinkLoadsWithItsOpeningRecord() throws Exception {
    try (BrowserSession browser = new BrowserSession(1280, 800)) {
      browser.chooseInMenu("White Person");
      java.util.List<String> plays = browser.linesSoFar("menu: Play at");
      int[] play = browser.pageXY(plays.get(plays.size() - 1));
      browser.press(play[0], play[1]);
      browser.awaitLine("layout:", 10_000);
      browser.pressButton("load");
      browser.awaitLine("load field: the browser's own", 5_000);
      WebElement area = browser.driver.findElement(By.id("gomoku-text"));
      area.clear();
      area.sendKeys("https://example.org/index.html?game=h8i9j10h10k8&rule=renju&size=15&opening=RIF"
          + "&record=stay_3.take_k8_of_g7,k8");
      area.sendKeys(org.openqa.selenium.Keys.chord(org.openqa.selenium.Keys.CONTROL, org.openqa.selenium.Keys.ENTER));
      assertEquals("loaded: 5 moves", browser.awaitLine("loaded:", 5_000));
      String heading = browser.awaitLine("move list heading:", 10_000);
      assertTrue(heading.endsWith("RIF: no swap after 3 · 5th k8 of 2 offers"), heading);
      assertTrue(browser.errors().isEmpty(), "console errors: " + browser.errors());
    }
  }
}
