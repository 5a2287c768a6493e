package gomoku.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.ui.BoardLayoutLine;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Swap1 and swap2 between people: the choice is asked beside or below the board, and the three stones stay in sight.
 */
class WebSwap2IT {
  /** Plays swap1 or swap2's three stones and returns the choices offered, as logged ("PLAY_WHITE", "SWAP", …). */
  private static List<String> swapChoice(BrowserSession b, String shot, boolean below, boolean swap1)
      throws Exception {
    b.chooseInMenu("White Person");
    for (int press = swap1 ? 2 : 3; press > 0; press--) { // free -> random -> swap1 -> swap2
      pressLast(b, "menu: Opening at");
      Thread.sleep(300);
    }
    pressLast(b, "menu: Play at");
    assertTrue(b.awaitLine("new game:", 10_000).contains("black Person, white Person"));
    BoardLayoutLine board = BoardLayoutLine.parse(b.awaitLine("layout:", 10_000));
    String[] stones = {"h8", "i9", "g9"};
    for (int i = 0; i < stones.length; i++) {
      int[] xy = b.boardPoint(board, stones[i]);
      b.press(xy[0], xy[1]);
      if (below) { // a touch screen proposes, then plays
        b.awaitLine("proposed: " + stones[i], 5_000);
        b.press(xy[0], xy[1]);
      }
      b.awaitLine("move " + (i + 1) + ":", 5_000);
    }
    b.awaitLine("swap2 choices shown", 5_000);
    int[] box = WebGameIT.bounds(b.linesSoFar("swap2 choices: ").get(0));
    Thread.sleep(400);
    b.screenshot(shot);
    String where = Arrays.toString(box) + " against the board's layout " + board;
    if (below) {
      assertTrue(box[1] > board.y("a1"), "the choices are under the board: " + where);
    } else {
      assertTrue(box[0] > board.x("o1"), "the choices are beside the board: " + where);
    }
    assertTrue(b.errors().isEmpty(), "console errors: " + b.errors());
    List<String> choices = new ArrayList<>();
    for (String line : b.linesSoFar("swap2 choice ")) {
      choices.add(line.substring("swap2 choice ".length(), line.indexOf(" at ")));
    }
    return choices;
  }

  /** Presses the button of the latest line that starts with {@code prefix} (a menu logs its buttons each time). */
  private static void pressLast(BrowserSession b, String prefix) {
    java.util.List<String> lines = b.linesSoFar(prefix);
    int[] xy = b.pageXY(lines.get(lines.size() - 1));
    b.press(xy[0], xy[1]);
  }

  /** Swap1 on a phone: the second player only chooses a colour; taking black makes the first player white. */
  @Test
  void onAPhoneTheChoiceIsBelowTheBoard() throws Exception {
    try (BrowserSession phone = BrowserSession.phone()) {
      assertEquals(List.of("PLAY_WHITE", "SWAP"), swapChoice(phone, "phone-swap1-choice.png", true, true));
      pressLast(phone, "swap2 choice SWAP at");
      assertEquals("swap2: NONE after SWAP", phone.awaitLine("swap2: NONE", 5_000));
      assertTrue(phone.errors().isEmpty(), "console errors: " + phone.errors());
    }
  }

  /** Swap2 on a desktop, the layout check on: the status of placing two more fits its two lines. */
  @Test
  void onADesktopTheChoiceIsBesideTheBoard() throws Exception {
    try (BrowserSession browser = new BrowserSession(1280, 800, "index.html?checklayout")) {
      assertEquals(List.of("PLAY_WHITE", "SWAP", "TWO_MORE"),
          swapChoice(browser, "web-swap2-choice.png", false, false));
      pressLast(browser, "swap2 choice TWO_MORE at");
      browser.awaitLine("layout checked: PlayScreen after swap2 PLACE_TWO", 5_000);
      Thread.sleep(300);
      browser.screenshot("web-swap2-two-more.png");
      assertEquals(List.of(), browser.linesSoFar("layout problem:"));
    }
  }
}
