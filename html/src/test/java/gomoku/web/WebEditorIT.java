package gomoku.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.ui.BoardLayoutLine;
import org.junit.jupiter.api.Test;

/**
 * The board editor on a phone with touch: set up a position where Black has an open three and White is to move,
 * see the editor count the stones and refuse an uneven position, switch the side to move and back, then analyse it
 * and solve it (White must block); solved again, Black's threat (an open four were it Black's move).
 */
class WebEditorIT {
  @Test
  void aPositionIsSetUpByTouchThenSolved() throws Exception {
    int dpr = BrowserSession.PHONE_PIXEL_RATIO;
    try (BrowserSession phone = BrowserSession.phone()) {
      phone.chooseOnHome("Set up");
      phone.awaitLine("editor opened:", 10_000);
      BoardLayoutLine board = BoardLayoutLine.parse(phone.awaitLine("layout:", 10_000));
      for (String p : new String[] {"h8", "i8", "j8"}) {
        phone.tap(board.x(p) / dpr, board.y(p) / dpr);
        phone.awaitLine("editor: " + p + " BLACK", 5_000);
      }
      assertTrue(phone.awaitLine("editor status:", 5_000).startsWith("editor status: Black has 3 stones and White 0"));
      int[] white = phone.pageXY(last(phone, "editor button: white at"));
      phone.tap(white[0], white[1]);
      phone.awaitLine("editor tool: WHITE", 5_000);
      for (String p : new String[] {"h9", "i9"}) {
        phone.tap(board.x(p) / dpr, board.y(p) / dpr);
        phone.awaitLine("editor: " + p + " WHITE", 5_000);
      }
      assertEquals("editor status: ok 5 stones", last(phone, "editor status:"));
      int[] toMove = phone.pageXY(last(phone, "editor button: to move at"));
      phone.tap(toMove[0], toMove[1]);
      phone.awaitLine("editor: black to move", 5_000);
      assertEquals("editor status: ok 5 stones, black to move after a pass", phone.awaitLine("editor status:", 5_000));
      Thread.sleep(300);
      phone.screenshot("phone-editor-black-to-move.png");
      phone.tap(toMove[0], toMove[1]);
      phone.awaitLine("editor: white to move", 5_000);
      assertEquals("editor status: ok 5 stones", phone.awaitLine("editor status:", 5_000), "the counts' side again");
      Thread.sleep(300);
      phone.screenshot("phone-editor.png");
      int[] analyse = phone.pageXY(last(phone, "editor button: analyse at"));
      phone.tap(analyse[0], analyse[1]);
      String started = phone.awaitLine("editor: analyse", 5_000);
      phone.awaitLine("new game:", 5_000);
      assertTrue(started.length() > "editor: analyse ".length(), started);
      phone.awaitLine("layout:", 10_000);
      phone.pressButton("solve");
      String solved = phone.awaitLine("solved:", 30_000);
      // g8 stops the three too, but Black then wins by force in 23 plies (Rapfi proves it; after k8 it finds no win):
      // k8 comes first, and g8 is named as holding only when the 5 s search has not seen that win.
      assertTrue(solved.equals("solved: MUST_BLOCK k8") || solved.equals("solved: MUST_BLOCK k8 g8"), solved);
      Thread.sleep(400);
      phone.screenshot("phone-editor-solved.png");
      phone.pressButton("solve"); // again: what Black threatens were it its move
      String threat = phone.awaitLine("solved threat:", 30_000);
      assertTrue(threat.startsWith("solved threat: WIN g8") || threat.startsWith("solved threat: WIN k8"), threat);
      Thread.sleep(400);
      phone.screenshot("phone-editor-threat.png");
      assertTrue(phone.errors().isEmpty(), "console errors: " + phone.errors());
    }
  }

  private static String last(BrowserSession b, String prefix) {
    java.util.List<String> lines = b.linesSoFar(prefix);
    assertTrue(!lines.isEmpty(), "no line '" + prefix + "'");
    return lines.get(lines.size() - 1);
  }
}
