package gomoku.web;

import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.ui.BoardLayoutLine;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** Swap2 between people: the choice is asked beside or below the board, and the three stones stay in sight. */
class WebSwap2IT {
  private static void swap2Choice(BrowserSession b, String shot, boolean below) throws Exception {
    b.chooseInMenu("White Person");
    pressLast(b, "menu: Opening at"); // free -> random
    Thread.sleep(300);
    pressLast(b, "menu: Opening at"); // random -> swap2
    Thread.sleep(300);
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
  }

  /** Presses the button of the latest line that starts with {@code prefix} (a menu logs its buttons each time). */
  private static void pressLast(BrowserSession b, String prefix) {
    java.util.List<String> lines = b.linesSoFar(prefix);
    int[] xy = b.pageXY(lines.get(lines.size() - 1));
    b.press(xy[0], xy[1]);
  }

  @Test
  void onAPhoneTheChoiceIsBelowTheBoard() throws Exception {
    try (BrowserSession phone = BrowserSession.phone()) {
      swap2Choice(phone, "phone-swap2-choice.png", true);
    }
  }

  @Test
  void onADesktopTheChoiceIsBesideTheBoard() throws Exception {
    try (BrowserSession browser = new BrowserSession(1280, 800)) {
      swap2Choice(browser, "web-swap2-choice.png", false);
    }
  }
}
