package gomoku.desktop;

import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.testing.ProjectCopy;
import gomoku.testing.ReadmeCommands;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * README.md's play command, exactly as the README writes it, run in a fresh copy of the project under Xvfb: it
 * must build the game and open its window on the menu. (It was broken for many sessions because nothing ran it.)
 */
class PlayCommandIT {
  @Test
  void theReadmesPlayCommandBuildsTheGameAndOpensTheMenu(@TempDir Path home, @TempDir Path copy) throws Exception {
    Path root = ProjectCopy.root();
    String command = ReadmeCommands.find(root.resolve("README.md"), "Play", null);
    ProjectCopy.into(root, copy);
    System.out.println("play command: " + command + " (in " + copy + ")");
    try (DesktopSession desktop = DesktopSession.shell(home, copy, command)) {
      // A build from nothing: core, the desktop module and its fat jar (about a minute on two cores).
      String rule = desktop.awaitLine("home: Against computer at", 15 * 60_000);
      desktop.awaitLine("home shown", 30_000);
      Thread.sleep(1000);
      Path shot = desktop.screenshot("play-command-home.png");
      BufferedImage image = ImageIO.read(shot.toFile());
      String[] xy = rule.substring(rule.lastIndexOf(' ') + 1).split(",");
      int x = Integer.parseInt(xy[0]);
      int y = Integer.parseInt(xy[1]);
      // The home screen's first offer is drawn in the accent colour (orange, under its white text), on a dark panel.
      int orange = 0;
      int all = 0;
      for (int dx = -40; dx <= 40; dx += 4) {
        for (int dy = -12; dy <= 12; dy += 4) {
          int rgb = image.getRGB(x + dx, y + dy);
          int r = (rgb >> 16) & 255;
          orange += r > 150 && r - (rgb & 255) > 60 ? 1 : 0;
          all++;
        }
      }
      assertTrue(orange > all / 2, "the home screen's first offer is orange: " + orange + " of " + all + " pixels");
      assertTrue(brightness(image, 5, 5) < 90, "the menu's background is dark");
      assertTrue(Files.size(shot) > 10_000, "a real picture, not an empty window");
    }
  }

  private static int brightness(BufferedImage image, int x, int y) {
    int rgb = image.getRGB(x, y);
    return (((rgb >> 16) & 255) + ((rgb >> 8) & 255) + (rgb & 255)) / 3;
  }
}
