package gomoku.web;

import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.ui.BoardLayoutLine;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.Keys;

/**
 * The web game draws only when something changes: on the menu, on a board waiting for a person and after the
 * end, the page costs Chromium next to no processor (it drew every animation frame before). The figures are
 * printed for README's table; the bound is loose, since processor time is measured, which a busy machine does
 * not raise. The pictures are checked too: a frame that is not drawn must leave the last one on the canvas.
 */
class WebIdleCpuIT {
  private static final double BOUND = 0.3;

  @Test
  void thePageRestsWhenNothingMoves() throws Exception {
    try (BrowserSession browser = new BrowserSession(1024, 768)) {
      browser.chooseInMenu("White Person");
      Thread.sleep(2000);
      double menu = browser.cpuShare(5000);

      browser.pressKey(Keys.ENTER);
      BoardLayoutLine board = BoardLayoutLine.parse(browser.awaitLine("layout:", 10_000));
      Thread.sleep(2000);
      double waiting = browser.cpuShare(5000);

      String[] moves = {"h8", "h9", "i8", "i9", "j8", "j9", "k8", "k9", "l8"};
      for (int i = 0; i < moves.length; i++) {
        browser.click(board.x(moves[i]), board.y(moves[i]));
        browser.awaitLine("move " + (i + 1) + ":", 5_000);
      }
      browser.awaitLine("banner shown", 30_000);
      // The winning line grows and glows and the stones pulse for about 6 s; then the browser settles too.
      Thread.sleep(12_000);
      double over = browser.cpuShare(5000);
      java.awt.image.BufferedImage image =
          javax.imageio.ImageIO.read(browser.screenshot("web-idle-game-over.png").toFile());

      System.out.printf("web idle CPU (share of a core, all Chromium processes): menu %.3f, board %.3f,"
          + " game over %.3f%n", menu, waiting, over);
      int rgb = image.getRGB(board.x("h8"), board.y("h8") + (int) (board.step / 3)); // below the winning line
      int brightness = (((rgb >> 16) & 255) + ((rgb >> 8) & 255) + (rgb & 255)) / 3;
      assertTrue(brightness < 90, "the resting canvas still shows black's stone on h8: " + brightness);
      assertTrue(menu < BOUND, "menu: " + menu);
      assertTrue(waiting < BOUND, "board waiting for a move: " + waiting);
      assertTrue(over < BOUND, "finished game: " + over);
    }
  }
}
