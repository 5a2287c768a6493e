package gomoku.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.ui.BoardLayoutLine;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A puzzle on a phone by touch, the layout checked: hints, then each winning four tapped twice, to the five. */
class WebPuzzleIT {
  @Test
  void aPuzzleSolvedByTouchOnAPhone() throws Exception {
    try (BrowserSession phone = BrowserSession.phone("index.html?checklayout")) {
      phone.chooseOnHome("Puzzles");
      phone.awaitLine("puzzles shown", 10_000);
      List<String> layouts = phone.linesSoFar("layout:");
      BoardLayoutLine board = BoardLayoutLine.parse(layouts.get(layouts.size() - 1));
      String result = "";
      for (int step = 0; step < 20 && !result.endsWith("SOLVED"); step++) {
        phone.pressLatest("puzzles: Hint at");
        phone.awaitLine("puzzle hint: area", 10_000);
        if (step == 0) {
          Thread.sleep(300);
          phone.screenshot("phone-puzzle-hint.png");
        }
        phone.pressLatest("puzzles: Hint at");
        String move = phone.awaitLine("puzzle hint: move", 10_000).substring("puzzle hint: move ".length());
        int[] xy = phone.boardPoint(board, move);
        phone.press(xy[0], xy[1]);
        phone.awaitLine("proposed: " + move, 5_000);
        phone.press(xy[0], xy[1]);
        result = phone.awaitLine("puzzle move: " + move, 10_000);
      }
      assertTrue(result.endsWith("SOLVED"), result);
      assertEquals("message: Solved!", phone.awaitLine("message: Solved", 5_000));
      Thread.sleep(300);
      phone.screenshot("phone-puzzle-solved.png");
      assertEquals(List.of(), phone.linesSoFar("layout problem:"));
      assertTrue(phone.errors().isEmpty(), "console errors: " + phone.errors());
    }
  }
}
