package gomoku.desktop;

import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.ui.BoardLayoutLine;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The desktop jar reviews a game with a planted mistake: Black lets an open three go (a missed win) and White had
 * ignored it (a blunder); the review marks both, offers the open four, and a click on the graph shows the move.
 */
class DesktopReviewIT {
  @TempDir
  Path home;

  @Test
  void theReviewMarksTheMissedWinAndOffersTheOpenFour() throws Exception {
    try (DesktopSession desktop = new DesktopSession(home)) {
      desktop.chooseInMenu("White Person");
      desktop.key("Return");
      BoardLayoutLine board = BoardLayoutLine.parse(desktop.awaitLine("layout:", 10_000));
      String[] moves = {"h8", "h9", "i8", "i9", "j8", "a1", "a3", "g8"};
      for (int i = 0; i < moves.length; i++) {
        desktop.click(board.x(moves[i]), board.y(moves[i]));
        desktop.awaitLine("move " + (i + 1) + ":", 5_000);
      }
      int[] review = centre(desktop, "panel: review at");
      long start = System.currentTimeMillis();
      desktop.click(review[0], review[1]);
      desktop.awaitLine("review started: 1000 ms a position", 5_000);
      String marks = desktop.awaitLine("review marks:", 120_000);
      long millis = System.currentTimeMillis() - start;
      System.out.println("desktop review of 8 moves in " + millis + " ms: " + marks);
      assertTrue(marks.contains(" 7 MISSED_WIN a3 better g8;") || marks.contains(" 7 MISSED_WIN a3 better k8;"),
          marks);
      assertTrue(marks.contains(" 6 BLUNDER a1 "), marks);
      assertTrue(!marks.contains(" 8 "), "g8 blocked the three: " + marks);

      // The graph: a click on move 7's column shows the game there, with the review's word on it.
      String graph = desktop.linesSoFar("graph: ").get(desktop.linesSoFar("graph: ").size() - 1);
      String[] corners = graph.substring("graph: ".length(), graph.indexOf(", ")).split(" to ");
      int left = Integer.parseInt(corners[0].split(",")[0]);
      int top = Integer.parseInt(corners[0].split(",")[1]);
      int right = Integer.parseInt(corners[1].split(",")[0]);
      int bottom = Integer.parseInt(corners[1].split(",")[1]);
      int columns = 30;
      desktop.click(left + (int) ((7.5 / columns) * (right - left)), (top + bottom) / 2);
      desktop.awaitLine("move list: show move 7", 5_000);
      String said = desktop.awaitLine("review: 7. a3", 5_000);
      assertTrue(said.contains("missed win"), said);
      Thread.sleep(600);
      desktop.screenshot("desktop-review-missed-win.png");
    }
  }

  @Test
  void aMoveAfterUndoIsAVariationThatTheMenuDeletes() throws Exception {
    try (DesktopSession desktop = new DesktopSession(home)) {
      desktop.chooseInMenu("White Person");
      desktop.key("Return");
      BoardLayoutLine board = BoardLayoutLine.parse(desktop.awaitLine("layout:", 10_000));
      String[] moves = {"h8", "i9", "j10", "k11"};
      for (int i = 0; i < moves.length; i++) {
        desktop.click(board.x(moves[i]), board.y(moves[i]));
        desktop.awaitLine("move " + (i + 1) + ":", 5_000);
      }
      desktop.key("ctrl+z");
      desktop.key("ctrl+z");
      desktop.awaitLine("undo move 3", 5_000);
      desktop.click(board.x("i10"), board.y("i10"));
      desktop.awaitLine("move 3: black i10", 5_000);
      desktop.awaitLine("move list: (j10) at", 5_000);
      Thread.sleep(400);
      desktop.screenshot("desktop-variation.png");
      desktop.key("v");
      desktop.awaitLine("variation menu shown", 5_000);
      int[] delete = centre(desktop, "variation menu: delete at");
      desktop.click(delete[0], delete[1]);
      assertTrue(desktop.awaitLine("variation deleted:", 5_000).endsWith(": h8i9j10k11"));
      assertTrue(!desktop.linesSoFar("undo move 3: i10").isEmpty(), "back to where the variation began");
    }
  }

  @Test
  void solveFindsTheOpenFour() throws Exception {
    try (DesktopSession desktop = new DesktopSession(home)) {
      desktop.chooseInMenu("White Person");
      desktop.key("Return");
      BoardLayoutLine board = BoardLayoutLine.parse(desktop.awaitLine("layout:", 10_000));
      String[] moves = {"h8", "h9", "i8", "i9", "j8", "a1"};
      for (int i = 0; i < moves.length; i++) {
        desktop.click(board.x(moves[i]), board.y(moves[i]));
        desktop.awaitLine("move " + (i + 1) + ":", 5_000);
      }
      int[] solve = centre(desktop, "panel: solve at");
      desktop.click(solve[0], solve[1]);
      String solved = desktop.awaitLine("solved:", 30_000);
      assertTrue(solved.startsWith("solved: WIN g8") || solved.startsWith("solved: WIN k8"), solved);
      Thread.sleep(400);
      desktop.screenshot("desktop-solved.png");
    }
  }

  private static int[] centre(DesktopSession desktop, String prefix) {
    List<String> lines = desktop.linesSoFar(prefix);
    String line = lines.get(lines.size() - 1);
    String[] xy = line.substring(line.lastIndexOf(' ') + 1).split(",");
    return new int[] {Integer.parseInt(xy[0]), Integer.parseInt(xy[1])};
  }
}
