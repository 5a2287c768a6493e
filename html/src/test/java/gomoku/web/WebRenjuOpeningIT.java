package gomoku.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.ui.BoardLayoutLine;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The renju tournament opening rules as a player meets them: Soosõrv-8 against the computer on a phone by touch, to
 * the 6th move whoever the swaps make black; Taraguchi-10 between two people on a desktop, with its ten offers.
 */
class WebRenjuOpeningIT {
  /** From the home screen: the options, rule Renju, the opening stepped {@code presses} times from Free. */
  private static BoardLayoutLine start(BrowserSession b, String white, int presses) throws Exception {
    b.chooseInMenu(white);
    b.pressLatest("menu: Rule Renju at");
    Thread.sleep(300);
    for (int i = 0; i < presses; i++) { // Free, Random, Swap1, Swap2, Named, RIF, Yamaguchi, Soosõrv-8, Taraguchi-10
      b.pressLatest("menu: Opening at");
      Thread.sleep(300);
    }
    b.pressLatest("menu: Play at");
    b.awaitLine("new game:", 10_000);
    return BoardLayoutLine.parse(b.awaitLine("layout:", 10_000));
  }

  /**
   * A tap on a point; on a touch screen (confirming) a second tap plays it once the first proposed it (a point the
   * rule refuses is refused at the first tap, with a message).
   */
  private static void tap(BrowserSession b, BoardLayoutLine board, String point, boolean touch) throws Exception {
    int[] xy = b.boardPoint(board, point);
    b.press(xy[0], xy[1]);
    if (touch) {
      long end = System.currentTimeMillis() + 5_000;
      while (!b.pendingLine("proposed: " + point) && !b.pendingLine("message: ")
          && System.currentTimeMillis() < end) {
        Thread.sleep(100);
      }
      if (b.pendingLine("proposed: " + point)) {
        b.awaitLine("proposed: " + point, 1_000);
        b.press(xy[0], xy[1]);
      }
    }
    Thread.sleep(250);
  }

  /** The latest "renju opening:" line so far (the play screen logs the first before its layout), or "". */
  private static String latestStep(BrowserSession b) {
    List<String> lines = b.linesSoFar("renju opening: ");
    return lines.isEmpty() ? "" : lines.get(lines.size() - 1);
  }

  @Test
  void soosorvAgainstTheComputerOnAPhoneToTheSixthMove() throws Exception {
    try (BrowserSession phone = BrowserSession.phone()) {
      BoardLayoutLine board = start(phone, "White Computer", 7);
      assertEquals("renju opening: Soosõrv-8: Black places stone 1 in the centre (black PERSON, white COMPUTER)",
          latestStep(phone));
      tap(phone, board, "a1", false); // refused at the first tap, in words
      assertTrue(phone.awaitLine("message: ", 5_000).contains("The first stone goes in the centre"));
      tap(phone, board, "h8", true);
      tap(phone, board, "h9", true);
      tap(phone, board, "j10", true);
      String[] offers = {"g7", "j7", "g10", "k8", "f6", "l9", "e8", "i5"};
      int offered = 0;
      String done = "";
      long giveUp = System.currentTimeMillis() + 150_000; // a guard against a hang, not a speed target
      boolean sixthTapped = false;
      while (!phone.pendingLine("move 6:") && System.currentTimeMillis() < giveUp) {
        String step = latestStep(phone);
        if (phone.linesSoFar("move 5:").size() == 1 && !step.contains("(black PERSON") && !sixthTapped) {
          tap(phone, board, free(phone, "n13", "n12", "m13"), true); // the person is white: the 6th is theirs
          sixthTapped = true;
          continue;
        }
        if (step.equals(done)) {
          Thread.sleep(300);
          continue;
        }
        boolean personBlack = step.contains("(black PERSON");
        if (step.contains("may swap colours") && step.contains(personBlack ? ": Black may" : ": White may")) {
          phone.awaitLine("renju choices shown", 5_000);
          phone.screenshot("phone-soosorv-swap.png");
          phone.pressLatest("renju choice STAY at");
        } else if (step.contains("declares") && step.contains(personBlack ? ": Black declares" : ": White declares")) {
          phone.awaitLine("renju choices shown", 5_000);
          phone.screenshot("phone-soosorv-declare.png");
          phone.pressLatest("renju choice declare 2 at");
        } else if (step.contains("places stone 4") && !personBlack) {
          tap(phone, board, free(phone, "i7", "g6", "k7", "f9"), true);
        } else if (step.contains("Black offers") && personBlack) {
          tap(phone, board, free(phone, offers[offered++]), true);
          continue; // a refused offer (symmetric) leaves the step as it was: try the next
        } else if (step.contains("White takes") && !personBlack) {
          phone.screenshot("phone-soosorv-offers.png");
          tap(phone, board, offersOnBoard(phone), true);
        }
        done = step;
        Thread.sleep(300);
      }
      String sixth = phone.awaitLine("move 6:", 60_000);
      phone.screenshot("phone-soosorv-sixth.png");
      assertTrue(phone.linesSoFar("move 5:").size() == 1, "one fifth move: " + sixth);
      assertTrue(phone.errors().isEmpty(), "console errors: " + phone.errors());
    }
  }

  /** The first of the points not taken by a stone, as the log names the moves. */
  private static String free(BrowserSession b, String... points) {
    for (String p : points) {
      boolean taken = false;
      for (String move : b.linesSoFar("move ")) {
        taken |= move.endsWith(" " + p);
      }
      if (!taken) {
        return p;
      }
    }
    return points[points.length - 1];
  }

  /** The first of black's offers, as the log names them. */
  private static String offersOnBoard(BrowserSession b) {
    List<String> lines = b.linesSoFar("renju offers: ");
    String last = lines.get(lines.size() - 1);
    return last.substring("renju offers: ".length()).split(" ")[0];
  }

  @Test
  void taraguchiBetweenTwoPeopleWithTenOffersOnADesktop() throws Exception {
    try (BrowserSession browser = new BrowserSession(1280, 800, "index.html?checklayout")) {
      BoardLayoutLine board = start(browser, "White Person", 8);
      assertEquals("renju opening: Taraguchi-10: Black places stone 1 in the centre (black PERSON, white PERSON)",
          latestStep(browser));
      tap(browser, board, "h8", false);
      browser.awaitLine("renju choices shown: SWAP", 5_000);
      browser.pressLatest("renju choice STAY at");
      tap(browser, board, "h10", false); // outside the central 3×3
      assertTrue(browser.awaitLine("message: ", 5_000).contains("within the central 3×3"));
      tap(browser, board, "i9", false);
      browser.awaitLine("renju choices shown: SWAP", 5_000);
      browser.pressLatest("renju choice SWAP at");
      tap(browser, board, "j7", false);
      browser.awaitLine("renju choices shown: SWAP", 5_000);
      browser.pressLatest("renju choice STAY at");
      tap(browser, board, "k9", false);
      browser.awaitLine("renju choices shown: FIFTH_OR_TEN", 5_000);
      Thread.sleep(300);
      browser.screenshot("web-taraguchi-fifth-or-ten.png");
      browser.pressLatest("renju choice OFFER_TEN at");
      String[] ten = {"a1", "b1", "c1", "d1", "e1", "f1", "g1", "h1", "i1", "j1"};
      for (String p : ten) {
        tap(browser, board, p, false);
      }
      browser.awaitLine("renju opening: Taraguchi-10: White takes one of the offered fifth moves", 5_000);
      Thread.sleep(300);
      browser.screenshot("web-taraguchi-ten-offers.png");
      tap(browser, board, "o15", false);
      assertTrue(browser.awaitLine("message: ", 5_000).contains("Choose one of the offered fifth moves"));
      tap(browser, board, "e1", false);
      assertEquals("move 5: black e1", browser.awaitLine("move 5:", 5_000));
      assertEquals(List.of(), browser.linesSoFar("layout problem:"));
      assertTrue(browser.errors().isEmpty(), "console errors: " + browser.errors());
    }
  }
}
