package gomoku.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.ui.BoardLayoutLine;
import org.junit.jupiter.api.Test;

/**
 * The game on a phone-sized page with touch events: a long press only shows what a stone there would do, never
 * plays; on a touch screen a move takes two taps by default (the first proposes the stone, a second on it plays
 * it, a tap elsewhere proposes that point instead).
 */
class WebTouchIT {
  /** The game draws in device pixels (crisp on a phone) and logs positions in them; a finger touches CSS pixels. */
  private static final int DPR = BrowserSession.PHONE_PIXEL_RATIO;

  @Test
  void aLongPressInspectsAndATapOnTheProposedStonePlaysIt() throws Exception {
    try (BrowserSession phone = BrowserSession.phone()) {
      assertEquals("confirm moves: on", phone.awaitLine("confirm moves:", 60_000), "a touch screen's default");
      String twoPeople = phone.awaitLine("home: Two people at", 10_000);
      System.out.println("phone " + twoPeople + "; page " + phone.driver.executeScript(
          "return window.innerWidth + 'x' + window.innerHeight + ' dpr ' + window.devicePixelRatio + ' touch ' + ('ontouchstart' in window);"));
      phone.awaitLine("home shown", 5_000);
      Thread.sleep(500);
      phone.screenshot("phone-home.png");
      phone.chooseOnHome("Two people");
      assertTrue(phone.awaitLine("new game:", 10_000).contains("black Person, white Person"));
      BoardLayoutLine board = BoardLayoutLine.parse(phone.awaitLine("layout:", 10_000));

      phone.longPress(board.x("h8") / DPR, board.y("h8") / DPR, 900);
      String inspected = phone.awaitLine("inspect: h8", 5_000);
      int textLines = inspected.split("\\|").length;
      int popupLines = Integer.parseInt(phone.awaitLine("popup:", 5_000).replaceAll("popup: (\\d+) lines.*", "$1"));
      assertTrue(popupLines <= textLines + 2,
          "the popup's " + textLines + " lines wrap little, not into " + popupLines);
      Thread.sleep(500);
      assertFalse(phone.pendingLine("move 1"), "the long press played nothing");
      assertFalse(phone.pendingLine("proposed"), "nor proposed a stone");

      phone.tap(board.x("h8") / DPR, board.y("h8") / DPR);
      assertEquals("proposed: h8", phone.awaitLine("proposed:", 5_000));
      phone.tap(board.x("i9") / DPR, board.y("i9") / DPR);
      assertEquals("proposed: i9", phone.awaitLine("proposed:", 5_000), "a tap elsewhere moves the proposal");
      Thread.sleep(300);
      phone.screenshot("phone-proposed-stone.png");
      assertFalse(phone.pendingLine("move 1"));
      phone.tap(board.x("i9") / DPR, board.y("i9") / DPR);
      assertEquals("move 1: black i9", phone.awaitLine("move 1:", 5_000), "the second tap on it plays it");

      phone.tap(board.x("i9") / DPR, board.y("i9") / DPR);
      assertTrue(phone.awaitLine("message:", 5_000).contains("already taken"), "a refused point says why at once");
      phone.tap(board.x("h8") / DPR, board.y("h8") / DPR);
      phone.awaitLine("proposed: h8", 5_000);
      phone.tap(board.x("h8") / DPR, board.y("h8") / DPR);
      assertEquals("move 2: white h8", phone.awaitLine("move 2:", 5_000));

      // Between people a draw offer is put to the other one, who may play on or accept.
      phone.pressButton("draw");
      assertEquals("draw offered: ASK_OPPONENT", phone.awaitLine("draw offered:", 5_000));
      phone.awaitLine("draw offer: accept at", 5_000);
      phone.awaitLine("draw offer shown", 5_000);
      int[] accept = at(phone.linesSoFar("draw offer: accept at").get(0));
      Thread.sleep(300);
      phone.screenshot("phone-draw-offer.png");
      phone.tap(accept[0] / DPR, accept[1] / DPR);
      phone.awaitLine("draw accepted", 5_000);
      assertTrue(phone.awaitLine("result:", 5_000).startsWith("result: Draw agreed"));
      assertTrue(phone.errors().isEmpty(), "console errors: " + phone.errors());
    }
  }

  @Test
  void aThumbOpensTheHelpStepsBackAndPlaysOnAgainstTheComputer() throws Exception {
    try (BrowserSession phone = BrowserSession.phone()) {
      phone.chooseOnHome("Against computer"); // a person with Black, as the home screen offers first
      assertTrue(phone.awaitLine("new game:", 10_000).contains("white Computer"));
      BoardLayoutLine board = BoardLayoutLine.parse(phone.awaitLine("layout:", 10_000));
      int[] hint = at(phone.awaitLine("panel: hint at", 5_000)); // the panel's buttons are logged in reading order
      int[] back = at(phone.awaitLine("panel: back at", 5_000));
      int[] help = phone.pressButton("help");
      phone.awaitLine("help shown", 5_000);
      phone.screenshot("phone-help.png");
      phone.tap(help[0], help[1]); // a tap anywhere closes it
      phone.awaitLine("help closed", 5_000);

      phone.tap(board.x("h8") / DPR, board.y("h8") / DPR);
      phone.awaitLine("proposed: h8", 5_000);
      phone.tap(board.x("h8") / DPR, board.y("h8") / DPR);
      assertEquals("move 1: black h8", phone.awaitLine("move 1:", 5_000));
      String reply = phone.awaitLine("move 2:", 30_000);

      phone.tap(back[0] / DPR, back[1] / DPR); // back to move 1: a review, the computer waits
      Thread.sleep(500);
      phone.screenshot("phone-review.png");
      phone.tap(hint[0] / DPR, hint[1] / DPR); // the Hint button reads Play on while reviewing
      assertEquals("message: Play goes on from move 1", phone.awaitLine("message:", 5_000));
      assertTrue(phone.awaitLine("move 2:", 30_000).startsWith("move 2: white"), "the computer plays again: " + reply);

      phone.pressButton("draw");
      assertEquals("draw offered: DECLINED", phone.awaitLine("draw offered:", 5_000), "too early for a draw");
      phone.pressButton("resign");
      // One tap asks first: cancelled, the game goes on; confirmed, it ends.
      int[] cancel = at(phone.awaitLine("confirm resign: cancel at", 5_000));
      phone.screenshot("phone-resign-question.png");
      phone.tap(cancel[0] / DPR, cancel[1] / DPR);
      phone.awaitLine("confirm resign: cancelled", 5_000);
      assertTrue(phone.linesSoFar("result:").isEmpty(), "cancelled: no result");
      phone.pressButton("resign");
      int[] yes = at(phone.awaitLine("confirm resign: yes at", 5_000));
      phone.tap(yes[0] / DPR, yes[1] / DPR);
      assertTrue(phone.awaitLine("result:", 5_000).startsWith("result: White wins: Black resigned"));
      phone.awaitLine("banner shown:", 30_000);
      phone.screenshot("phone-resigned.png");
      assertTrue(phone.errors().isEmpty(), "console errors: " + phone.errors());
    }
  }

  private static int[] at(String menuLine) {
    String[] p = menuLine.substring(menuLine.lastIndexOf(' ') + 1).split(",");
    return new int[] {Integer.parseInt(p[0]), Integer.parseInt(p[1])};
  }
}
