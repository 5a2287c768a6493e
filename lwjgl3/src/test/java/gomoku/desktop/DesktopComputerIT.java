package gomoku.desktop;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.ui.BoardLayoutLine;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The desktop jar under Xvfb against its computer player: an answer, undo of both moves, then a whole CvC game. */
class DesktopComputerIT {
  @TempDir
  Path home;

  @Test
  void theComputerAnswersUndoTakesBothBackAndAComputerGameEnds() throws Exception {
    try (DesktopSession desktop = new DesktopSession(home)) {
      desktop.chooseOnHome("Against computer");
      desktop.awaitLine("new game: Freestyle 15x15, black Person, white Computer", 10_000);
      BoardLayoutLine board = BoardLayoutLine.parse(desktop.awaitLine("layout:", 10_000));
      desktop.click(board.x("h8"), board.y("h8"));
      desktop.awaitLine("move 1: black h8", 5_000);
      String reply = desktop.awaitLine("move 2: white", 20_000);
      System.out.println("desktop vs computer: " + reply);
      desktop.key("ctrl+z");
      desktop.awaitLine("undo move 2", 5_000);
      desktop.awaitLine("undo move 1", 5_000);
      desktop.key("a");
      desktop.awaitLine("message: Analysis on", 5_000);
      System.out.println("desktop " + desktop.awaitLine("analysis: depth", 20_000));
      desktop.key("t");
      desktop.awaitLine("message: Thinking hidden", 5_000);

      desktop.key("Escape");
      desktop.chooseOnHome("More options");
      int[] black2 = DesktopSession.at(desktop.awaitLine("menu: Black Computer", 10_000));
      int[] fast = DesktopSession.at(desktop.awaitLine("menu: Pace Fast", 5_000));
      int[] play2 = DesktopSession.at(desktop.awaitLine("menu: Play", 5_000));
      desktop.awaitLine("menu shown", 5_000);
      desktop.click(black2[0], black2[1]);
      desktop.click(fast[0], fast[1]);
      desktop.click(play2[0], play2[1]);
      desktop.awaitLine("new game: Freestyle 15x15, black Computer (Medium, 2 s), white Computer (Medium, 2 s)",
          10_000);
      desktop.awaitLine("move 4:", 60_000);
      desktop.key("space");
      desktop.awaitLine("message: Paused", 5_000);
      desktop.key("a");
      desktop.awaitLine("analysis: depth", 20_000);
      Thread.sleep(3000);
      assertFalse(desktop.pendingLine("move "), "no move is played while the game is paused");
      desktop.key("space");
      desktop.awaitLine("message: Resumed", 5_000);
      String result = desktop.awaitLine("result:", 240_000);
      System.out.println("desktop computer vs computer: " + result);
      desktop.awaitLine("banner shown:", 30_000); // the screen has caught up with the game and shows its end
      Path shot = desktop.screenshot("desktop-computer-vs-computer.png");
      assertTrue(shot.toFile().length() > 0);
    }
  }
}
