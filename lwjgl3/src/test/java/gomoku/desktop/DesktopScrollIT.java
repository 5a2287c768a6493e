package gomoku.desktop;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The mouse wheel scrolls what does not fit: the help, and the menu in a short window. */
class DesktopScrollIT {
  @TempDir
  Path home;

  /** How many of the pixels in the box around (x, y) differ between the two pictures. */
  private static int changed(BufferedImage a, BufferedImage b, int x, int y, int half) {
    int n = 0;
    for (int j = Math.max(0, y - half); j < Math.min(a.getHeight(), y + half); j++) {
      for (int i = Math.max(0, x - half); i < Math.min(a.getWidth(), x + half); i++) {
        n += a.getRGB(i, j) != b.getRGB(i, j) ? 1 : 0;
      }
    }
    return n;
  }

  @Test
  void theWheelScrollsTheHelpAndItsCrossClosesIt() throws Exception {
    try (DesktopSession desktop = DesktopSession.checkingLayout(home, 1000, 560)) {
      desktop.chooseInMenu("White Person");
      desktop.key("Return");
      desktop.awaitLine("layout:", 10_000);
      desktop.key("F1");
      int[] close = DesktopSession.at(desktop.awaitLine("help: close at", 5_000));
      desktop.awaitLine("help shown", 5_000);
      Thread.sleep(500);
      BufferedImage before = ImageIO.read(desktop.screenshot("desktop-help-top.png").toFile());
      int cx = before.getWidth() / 2;
      int cy = before.getHeight() / 2;
      desktop.wheelDown(cx, cy, 5);
      Thread.sleep(500);
      BufferedImage after = ImageIO.read(desktop.screenshot("desktop-help-scrolled.png").toFile());
      int moved = changed(before, after, cx, cy, 150);
      assertTrue(moved > 2000, "the help's text moved under the wheel: " + moved + " pixels changed");
      desktop.click(close[0], close[1]);
      desktop.awaitLine("help closed", 5_000);
      Thread.sleep(400);
      assertTrue(!desktop.pendingLine("help shown"), "× closed it, and nothing opened it again");
    }
  }

  @Test
  void theWheelScrollsTheMenuInAShortWindow() throws Exception {
    try (DesktopSession desktop = DesktopSession.checkingLayout(home, 900, 420)) {
      desktop.chooseOnHome("More options"); // the home screen fits; a new game's options do not
      desktop.awaitLine("menu shown", 10_000);
      Thread.sleep(800);
      BufferedImage before = ImageIO.read(desktop.screenshot("desktop-options-900x420-top.png").toFile());
      int cx = before.getWidth() / 2;
      int cy = before.getHeight() / 2 - 40;
      desktop.wheelDown(cx, cy, 5);
      Thread.sleep(500);
      BufferedImage after = ImageIO.read(desktop.screenshot("desktop-options-900x420-scrolled.png").toFile());
      int moved = changed(before, after, cx, cy, 120);
      assertTrue(moved > 1500, "the options' rows moved under the wheel: " + moved + " pixels changed");
    }
  }
}
