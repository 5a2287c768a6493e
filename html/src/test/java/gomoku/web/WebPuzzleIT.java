package gomoku.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.ui.BoardLayoutLine;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Puzzles on a phone by touch, the layout checked: the rule's file fetched only when the screen opens; a win by fours
 * and a win by threes and fours, each by hints, then each winning move tapped twice, to the five.
 */
class WebPuzzleIT {
  /** The files the page has fetched so far. */
  @SuppressWarnings("unchecked")
  private static List<String> fetched(BrowserSession phone) {
    return (List<String>) phone.driver.executeScript(
        "return performance.getEntriesByType('resource').map(function (e) { return e.name; });");
  }

  @Test
  void puzzlesOfBothKindsSolvedByTouchOnAPhoneTheirFileFetchedWhenTheScreenOpens() throws Exception {
    try (BrowserSession phone = BrowserSession.phone("index.html?checklayout")) {
      phone.awaitLine("home shown", 20_000);
      assertTrue(fetched(phone).stream().noneMatch(f -> f.contains("puzzles/")), "puzzles fetched before asked for");
      phone.chooseOnHome("Puzzles");
      phone.awaitLine("puzzles shown", 10_000);
      assertEquals("loaded puzzles/freestyle.txt", phone.awaitLine("loaded puzzles/", 20_000));
      assertTrue(fetched(phone).stream().anyMatch(f -> f.contains("assets/puzzles/freestyle")),
          "" + fetched(phone));
      String first = phone.awaitLine("puzzle shown:", 10_000);
      assertTrue(first.startsWith("puzzle shown: Freestyle 1 of "), first);
      List<String> layouts = phone.linesSoFar("layout:");
      BoardLayoutLine board = BoardLayoutLine.parse(layouts.get(layouts.size() - 1));
      solveByHints(phone, board, true);

      phone.pressLatest("puzzles: Kind at");
      assertEquals("puzzles kind shown: VCF", phone.awaitLine("puzzles kind shown:", 5_000));
      phone.pressLatest("puzzles: Kind at");
      assertEquals("puzzles kind shown: VCT", phone.awaitLine("puzzles kind shown:", 5_000));
      String shown = phone.awaitLine("puzzle shown:", 5_000);
      assertTrue(shown.contains(" vct "), shown);
      Thread.sleep(300);
      phone.screenshot("phone-puzzle-vct.png");
      String over = solveByHints(phone, board, false);
      // Once solved, the shape that decided it is named (on the info line: see the screenshot).
      assertEquals("puzzle over: solved, theme " + shown.substring(shown.lastIndexOf(' ') + 1), over);
      // The defender's answers to threats were found in the engine's worker, not on the page's thread.
      assertTrue(phone.linesSoFar("puzzle move:").stream().anyMatch(l -> l.endsWith(", the defender thinks")),
          "" + phone.linesSoFar("puzzle move:"));
      assertEquals(List.of("engine worker: WebAssembly (TeaVM)"), phone.linesSoFar("engine worker:"));
      Thread.sleep(300);
      phone.screenshot("phone-puzzle-vct-solved.png");
      assertEquals(List.of(), phone.linesSoFar("layout problem:"));
      assertTrue(phone.errors().isEmpty(), "console errors: " + phone.errors());
    }
  }

  /**
   * Hints (the area, then the move), each move tapped twice (proposed, then played), until the puzzle is solved;
   * returns what the game logged of its end ("puzzle over: solved, theme …").
   */
  private static String solveByHints(BrowserSession phone, BoardLayoutLine board, boolean screenshots)
      throws Exception {
    String result = "";
    for (int step = 0; step < 20 && !result.endsWith("SOLVED"); step++) {
      phone.pressLatest("puzzles: Hint at");
      phone.awaitLine("puzzle hint: area", 10_000);
      if (step == 0 && screenshots) {
        Thread.sleep(300);
        phone.screenshot("phone-puzzle-hint.png");
      }
      phone.pressLatest("puzzles: Hint at");
      String move = phone.awaitLine("puzzle hint: move", 10_000).substring("puzzle hint: move ".length());
      int[] xy = phone.boardPoint(board, move);
      phone.press(xy[0], xy[1]);
      phone.awaitLine("proposed: " + move, 5_000);
      phone.press(xy[0], xy[1]);
      result = phone.awaitLine("puzzle move: " + move + ", answer", 20_000);
    }
    assertTrue(result.endsWith("SOLVED"), result);
    String over = phone.awaitLine("puzzle over:", 5_000);
    String solved = phone.awaitLine("message: Solved", 5_000);
    assertTrue(solved.startsWith("message: Solved! · "), "the shape named: " + solved);
    if (screenshots) {
      Thread.sleep(300);
      phone.screenshot("phone-puzzle-solved.png");
    }
    return over;
  }
}
