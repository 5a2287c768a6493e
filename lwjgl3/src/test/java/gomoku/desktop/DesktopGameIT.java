package gomoku.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.ui.BoardLayoutLine;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The real desktop jar under Xvfb: start a game from the menu, place stones with mouse clicks, look at them. */
class DesktopGameIT {
  @TempDir
  Path home;

  /** The menu starts any of the 26 renju openings by name: Opening steps to Named, the name steps through them. */
  @Test
  void aNamedOpeningStartsTheGameWithItsThreeStones() throws Exception {
    try (DesktopSession desktop = new DesktopSession(home)) {
      desktop.chooseOnHome("More options");
      desktop.awaitLine("menu shown", 10_000);
      for (String press : new String[] {"Opening", "Opening", "Opening", "Opening", "Named on", "Named on",
        "Named back",
        "Named"}) {
        List<String> at = desktop.linesSoFar("menu: " + press + " at");
        int[] xy = DesktopSession.at(at.get(at.size() - 1));
        desktop.click(xy[0], xy[1]);
        Thread.sleep(150);
      }
      List<String> play = desktop.linesSoFar("menu: Play at");
      int[] xy = DesktopSession.at(play.get(play.size() - 1));
      desktop.click(xy[0], xy[1]);
      // Free, Random, Swap1, Swap2, then Named at 4D; on twice, back once and the name once more: 6D.
      assertEquals("opening: h8h9i8", desktop.awaitLine("opening:", 10_000));
      assertEquals("named opening: 6D Ugetsu (雨月)", desktop.awaitLine("named opening:", 10_000));
      assertEquals("move 4: white", desktop.awaitLine("move 4:", 30_000).substring(0, 13),
          "the computer plays white's fourth");
      desktop.screenshot("desktop-named-opening.png");
    }
  }

  @Test
  void stonesPlacedByClicksAppearOnTheBoard() throws Exception {
    try (DesktopSession desktop = new DesktopSession(home)) {
      desktop.chooseInMenu("White Person");
      desktop.key("Return");
      desktop.awaitLine("new game: Freestyle 15x15", 10_000);
      String layout = desktop.awaitLine("layout:", 10_000);
      System.out.println("desktop " + layout);
      BoardLayoutLine board = BoardLayoutLine.parse(layout);

      String[] moves = {"h8", "i9", "g7", "j10"};
      for (int i = 0; i < moves.length; i++) {
        desktop.click(board.x(moves[i]), board.y(moves[i]));
        assertEquals("move " + (i + 1) + ": " + (i % 2 == 0 ? "black " : "white ") + moves[i],
            desktop.awaitLine("move " + (i + 1) + ":", 5_000));
        if (i == 2) {
          assertEquals("named opening: 11I Shagetsu (斜月)", desktop.awaitLine("named opening:", 5_000),
              "h8, i9, g7 is the 11th indirect opening");
        }
      }
      desktop.click(board.x("i9"), board.y("i9"));
      assertEquals("message: i9: that point is already taken", desktop.awaitLine("message:", 5_000));

      desktop.key("ctrl+z");
      assertEquals("undo move 4: j10", desktop.awaitLine("undo move", 5_000));

      Thread.sleep(800); // let the drop and fade animations finish
      Path shot = desktop.screenshot("desktop-hot-seat.png");
      assertTrue(Files.size(shot) > 0);
      BufferedImage image = ImageIO.read(shot.toFile());
      assertTrue(brightness(image, board.x("h8") + 4, board.y("h8") + 4) < 90, "black stone on h8");
      assertTrue(brightness(image, board.x("i9") + 4, board.y("i9") + 4) > 170, "white stone on i9");
      assertTrue(brightness(image, board.x("g7") + 4, board.y("g7") + 4) < 90, "black stone on g7");
      int undone = image.getRGB(board.x("j10") + 6, board.y("j10") + 6);
      assertTrue(((undone >> 16) & 255) > 150 && ((undone >> 16) & 255) - (undone & 255) > 40,
          "j10 is bare wood again after undo: " + Integer.toHexString(undone));
    }
    // The next start of the jar (same home) offers the unfinished game first: Continue, with its board in small.
    try (DesktopSession desktop = new DesktopSession(home)) {
      desktop.awaitLine("home: Continue at", 60_000);
      desktop.awaitLine("home shown", 10_000);
      Thread.sleep(500);
      desktop.screenshot("desktop-home-continue.png");
      desktop.key("Return"); // the home screen's first offer
      assertEquals("resumed: 3 moves (h8i9g7)", desktop.awaitLine("resumed:", 10_000));
      BoardLayoutLine board = BoardLayoutLine.parse(desktop.awaitLine("layout:", 10_000));
      Thread.sleep(800);
      BufferedImage image = ImageIO.read(desktop.screenshot("desktop-resumed.png").toFile());
      assertTrue(brightness(image, board.x("h8") + 4, board.y("h8") + 4) < 90, "black stone on h8 after restart");
      assertTrue(brightness(image, board.x("i9") + 4, board.y("i9") + 4) > 170, "white stone on i9 after restart");
      desktop.click(board.x("j10"), board.y("j10"));
      assertEquals("move 4: white j10", desktop.awaitLine("move 4:", 5_000));
    }
    // A damaged save is refused with a message on the home screen, which has nothing to continue.
    Files.write(home.resolve(".gomoku/autosave.txt"), "gomoku-save 1\nmoves=h8\ncheck=0\n".getBytes());
    try (DesktopSession desktop = new DesktopSession(home)) {
      assertTrue(desktop.awaitLine("autosave:", 60_000).contains("damaged"));
      desktop.awaitLine("home shown", 10_000);
      assertTrue(desktop.linesSoFar("home: Continue").isEmpty(), "nothing to continue");
    }
  }

  @Test
  void theChineseInterfaceIsKeptAcrossRestarts(@TempDir Path home2) throws Exception {
    try (DesktopSession desktop = new DesktopSession(home2)) {
      desktop.awaitLine("language: en", 60_000);
      String zh = desktop.awaitLine("home: Language zh", 10_000);
      desktop.awaitLine("home shown", 5_000);
      String[] xy = zh.substring(zh.lastIndexOf(' ') + 1).split(",");
      desktop.click(Integer.parseInt(xy[0]), Integer.parseInt(xy[1]));
      desktop.awaitLine("language: zh", 5_000);
      desktop.chooseInMenu("White Person");
      Thread.sleep(500);
      desktop.screenshot("desktop-menu-chinese.png");
      desktop.key("Return");
      BoardLayoutLine board = BoardLayoutLine.parse(desktop.awaitLine("layout:", 10_000));
      desktop.click(board.x("h8"), board.y("h8"));
      desktop.awaitLine("move 1:", 5_000);
      desktop.click(board.x("h8"), board.y("h8"));
      assertEquals("message: h8: 这个点已经有子了", desktop.awaitLine("message:", 5_000));
      Thread.sleep(500);
      desktop.screenshot("desktop-game-chinese.png");
    }
    try (DesktopSession desktop = new DesktopSession(home2)) {
      desktop.awaitLine("language: zh", 60_000);
      desktop.chooseOnHome("Continue");
      desktop.awaitLine("resumed: 1 moves", 10_000);
    }
  }

  private static int brightness(BufferedImage img, int x, int y) {
    int rgb = img.getRGB(x, y);
    return (((rgb >> 16) & 255) + ((rgb >> 8) & 255) + (rgb & 255)) / 3;
  }
}
