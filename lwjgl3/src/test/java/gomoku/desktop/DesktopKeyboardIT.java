package gomoku.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.ui.BoardLayoutLine;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A game with the keyboard alone: Enter starts it, the arrows move the board's cursor, Enter and Space play. */
class DesktopKeyboardIT {
  @TempDir
  Path home;

  /** The colour where the cursor's left bar would be around {@code point}. */
  private static int ringEdge(BufferedImage image, BoardLayoutLine board, String point) {
    return image.getRGB((int) Math.round(board.x(point) - board.step * 0.44), board.y(point));
  }

  @Test
  void theKeyboardAlonePlaysAgainstTheComputer() throws Exception {
    try (DesktopSession desktop = new DesktopSession(home)) {
      desktop.awaitLine("home shown", 60_000);
      desktop.key("Return"); // the home screen's first offer: a person (black) against the computer
      assertTrue(desktop.awaitLine("new game:", 10_000).contains("white Computer"));
      BoardLayoutLine board = BoardLayoutLine.parse(desktop.awaitLine("layout:", 10_000));
      desktop.key("Up");
      assertEquals("cursor: h8", desktop.awaitLine("cursor:", 5_000), "the cursor appears in the centre");
      desktop.key("Return");
      assertEquals("move 1: black h8", desktop.awaitLine("move 1:", 5_000));
      desktop.awaitLine("move 2: white", 30_000);

      String[] keys = {"Left", "Left", "Left"};
      String[] expected = {"g8", "f8", "e8"};
      for (int i = 0; i < keys.length; i++) {
        desktop.key(keys[i]);
        assertEquals("cursor: " + expected[i], desktop.awaitLine("cursor:", 5_000));
      }
      Thread.sleep(300);
      BufferedImage onE8 = ImageIO.read(desktop.screenshot("desktop-keyboard-cursor-e8.png").toFile());
      desktop.key("Down");
      assertEquals("cursor: e7", desktop.awaitLine("cursor:", 5_000), "down the screen: one row lower");
      Thread.sleep(300);
      BufferedImage onE7 = ImageIO.read(desktop.screenshot("desktop-keyboard-cursor-e7.png").toFile());
      assertNotEquals(ringEdge(onE8, board, "e7"), ringEdge(onE7, board, "e7"), "the ring is drawn around e7");
      assertNotEquals(ringEdge(onE8, board, "e8"), ringEdge(onE7, board, "e8"), "and no longer around e8");

      desktop.key("space");
      assertEquals("move 3: black e7", desktop.awaitLine("move 3:", 5_000));
      desktop.awaitLine("move 4: white", 30_000);
      desktop.key("Prior"); // Page Up: one move back (a look back at the game)
      desktop.key("Return"); // and play on from there
      desktop.awaitLine("message: Play goes on from move", 5_000);
    }
  }

  /**
   * Tab walks the buttons of the home screen and of the new game's options, Enter presses them: two people, chosen
   * and started without the mouse.
   */
  @Test
  void tabAndEnterChooseInTheMenuAndThePanel() throws Exception {
    try (DesktopSession desktop = new DesktopSession(home)) {
      desktop.awaitLine("home shown", 60_000);
      String focused = "";
      for (int i = 0; i < 40 && !focused.equals("focus: More options"); i++) {
        desktop.key("Tab");
        focused = desktop.awaitLine("focus:", 5_000);
      }
      assertEquals("focus: More options", focused, "Tab reaches the home screen's More options");
      desktop.key("Return");
      desktop.awaitLine("menu shown", 10_000);
      focused = "";
      for (int i = 0; i < 40 && !focused.equals("focus: White Person"); i++) {
        desktop.key("Tab");
        focused = desktop.awaitLine("focus:", 5_000);
      }
      assertEquals("focus: White Person", focused, "Tab reaches White's Person button");
      Thread.sleep(300);
      desktop.screenshot("desktop-keyboard-menu-focus.png");
      desktop.key("Return");
      assertEquals("focus pressed: White Person", desktop.awaitLine("focus pressed:", 5_000));
      desktop.key("shift+Tab"); // back to Black's Computer, then forward again past White's buttons to Play
      desktop.awaitLine("focus:", 5_000);
      for (int i = 0; i < 60 && !focused.equals("focus: Play"); i++) {
        desktop.key("Tab");
        focused = desktop.awaitLine("focus:", 5_000);
      }
      assertEquals("focus: Play", focused);
      desktop.key("Return");
      assertTrue(desktop.awaitLine("new game:", 10_000).contains("black Person, white Person"),
          "the menu's choice made with the keys");
      desktop.key("Up");
      desktop.key("Return");
      assertEquals("move 1: black h8", desktop.awaitLine("move 1:", 5_000));
      desktop.key("Right");
      desktop.key("Return");
      assertEquals("move 2: white i8", desktop.awaitLine("move 2:", 5_000));
      // Tab's ring on the panel: its first button is Undo, which Enter presses.
      desktop.key("Tab");
      assertEquals("focus: undo", desktop.awaitLine("focus:", 5_000));
      desktop.key("Return");
      assertEquals("undo move 2: i8", desktop.awaitLine("undo move", 5_000));
    }
  }
}
