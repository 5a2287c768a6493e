package gomoku.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.ui.BoardLayoutLine;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The renju opening rules in the desktop jar under Xvfb: Soosõrv-8 with the computer as black, played to the 6th
 * move whoever the swaps make black, and a game saved during the RIF rule's offers resumed at the same step.
 */
class DesktopRenjuOpeningIT {
  @TempDir
  Path home;

  /** From the home screen: black and white as given, rule Renju, the opening stepped {@code presses} times. */
  private static BoardLayoutLine start(DesktopSession d, String black, String white, int presses) throws Exception {
    d.chooseInMenu(black);
    d.clickLatest("menu: " + white + " at");
    d.clickLatest("menu: Rule Renju at");
    for (int i = 0; i < presses; i++) { // Free, Random, Swap1, Swap2, Named, RIF, Yamaguchi, Soosõrv-8, Taraguchi-10
      d.clickLatest("menu: Opening at");
      Thread.sleep(150);
    }
    d.clickLatest("menu: Play at");
    d.awaitLine("new game:", 10_000);
    return BoardLayoutLine.parse(d.awaitLine("layout:", 10_000));
  }

  private static void click(DesktopSession d, BoardLayoutLine board, String point) throws Exception {
    d.click(board.x(point), board.y(point));
    Thread.sleep(200);
  }

  /** The first of the points not taken by a stone, as the log names the moves. */
  private static String free(DesktopSession d, String... points) {
    for (String p : points) {
      boolean taken = false;
      for (String move : d.linesSoFar("move ")) {
        taken |= move.endsWith(" " + p);
      }
      if (!taken) {
        return p;
      }
    }
    return points[points.length - 1];
  }

  private static String latestStep(DesktopSession d) {
    List<String> lines = d.linesSoFar("renju opening: ");
    return lines.isEmpty() ? "" : lines.get(lines.size() - 1);
  }

  @Test
  void soosorvWithTheComputerAsBlackToTheSixthMove() throws Exception {
    try (DesktopSession d = new DesktopSession(home)) {
      BoardLayoutLine board = start(d, "Black Computer", "White Person", 7);
      String[] offers = {"g7", "j7", "g10", "k8", "f6", "l9", "e8", "i5"};
      int offered = 0;
      String done = "";
      boolean sixth = false;
      long giveUp = System.currentTimeMillis() + 150_000; // a guard against a hang, not a speed target
      while (!d.pendingLine("move 6:") && System.currentTimeMillis() < giveUp) {
        String step = latestStep(d);
        boolean personBlack = step.contains("(black PERSON");
        if (d.linesSoFar("move 5:").size() == 1 && !personBlack && !sixth) {
          click(d, board, free(d, "n13", "n12", "m13"));
          sixth = true;
        } else if (!step.equals(done)) {
          if (step.contains("may swap colours") && step.contains(personBlack ? ": Black may" : ": White may")) {
            d.awaitLine("renju choices shown", 5_000);
            d.clickLatest("renju choice STAY at");
          } else if (step.contains("declares") && step.contains(personBlack ? ": Black declares" : ": White")) {
            d.awaitLine("renju choices shown", 5_000);
            d.clickLatest("renju choice declare 3 at");
          } else if (step.contains("places stone 4") && !personBlack) {
            click(d, board, free(d, "i7", "g6", "k7", "f9"));
          } else if (step.contains("Black offers") && personBlack) {
            click(d, board, free(d, offers[offered++]));
            continue; // a refused offer (symmetric) leaves the step as it was: try the next
          } else if (step.contains("White takes") && !personBlack) {
            List<String> offered5 = d.linesSoFar("renju offers: ");
            click(d, board, offered5.get(offered5.size() - 1).substring("renju offers: ".length()).split(" ")[0]);
          }
          done = step;
        }
        Thread.sleep(300);
      }
      d.awaitLine("move 6:", 60_000);
      d.screenshot("desktop-soosorv-sixth.png");
      List<String> first = d.linesSoFar("renju opening: Soosõrv-8: Black places stone 1");
      assertTrue(first.get(0).endsWith("(black COMPUTER, white PERSON)"), first.toString());
      assertEquals(1, d.linesSoFar("move 5:").size());
    }
  }

  @Test
  void aGameSavedDuringTheOffersResumesAtTheSameStep() throws Exception {
    String step;
    try (DesktopSession d = new DesktopSession(home)) {
      BoardLayoutLine board = start(d, "Black Person", "White Person", 5);
      // The first three stones by name: the second of the 26 (Keigetsu), h8 h9 i10.
      d.awaitLine("renju choices shown: PLACE", 5_000);
      d.clickLatest("renju choice named at");
      d.awaitLine("renju named opening shown: 2D", 5_000);
      Thread.sleep(300);
      d.screenshot("desktop-rif-named-opening.png");
      d.clickLatest("renju choice place at");
      assertEquals("move 3: black i10", d.awaitLine("move 3:", 5_000));
      d.awaitLine("renju choices shown: SWAP", 5_000);
      d.clickLatest("renju choice SWAP at");
      click(d, board, "g9");
      click(d, board, "g7");
      step = d.awaitLine("renju opening: RIF: Black offers fifth moves (1 of 2)", 5_000);
    }
    try (DesktopSession d = new DesktopSession(home)) {
      d.chooseOnHome("Continue");
      assertEquals("renju opening resumed: RIF: Black offers fifth moves (1 of 2)",
          d.awaitLine("renju opening resumed:", 10_000));
      BoardLayoutLine board = BoardLayoutLine.parse(d.awaitLine("layout:", 10_000));
      assertEquals(step, latestStep(d));
      click(d, board, "i7"); // g7 mirrored, offered: i10 leaves the position without a symmetry
      d.awaitLine("renju opening: RIF: White takes one", 5_000);
      click(d, board, "g7");
      assertEquals("move 5: black g7", d.awaitLine("move 5:", 5_000));
      String heading = d.awaitLine("move list heading:", 5_000);
      assertTrue(heading.endsWith("|RIF: swap after 3 · 5th g7 of 2 offers"), heading);
      Thread.sleep(300);
      d.screenshot("desktop-rif-resumed.png");
    }
  }
}
