package gomoku.desktop;

import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.ui.BoardLayoutLine;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The desktop game draws only when something changes: on the menu, on a board waiting for a person, and after
 * the end, once the animations are over, it uses next to no processor (it drew every frame before: 97% of a
 * core on the board and 176-193% on the menu under Xvfb). The figures are printed for README's table; the
 * bound is loose, since it measures the game's own processor time, which a busy machine does not raise.
 */
class IdleCpuIT {
  private static final double BOUND = 0.25;

  @Test
  void theGameRestsWhenNothingMoves(@TempDir Path home) throws Exception {
    try (DesktopSession desktop = new DesktopSession(home)) {
      desktop.chooseInMenu("White Person");
      Thread.sleep(2000); // the menu's fade-in
      double menu = desktop.cpuShare(5000);

      desktop.key("Return");
      BoardLayoutLine board = BoardLayoutLine.parse(desktop.awaitLine("layout:", 10_000));
      Thread.sleep(2000);
      double waiting = desktop.cpuShare(5000);

      String[] moves = {"h8", "h9", "i8", "i9", "j8", "j9", "k8", "k9", "l8"};
      for (int i = 0; i < moves.length; i++) {
        desktop.click(board.x(moves[i]), board.y(moves[i]));
        desktop.awaitLine("move " + (i + 1) + ":", 5_000);
      }
      desktop.awaitLine("banner shown", 30_000);
      // The winning line grows and glows and the stones pulse for about 6 s; then the browser settles too.
      Thread.sleep(12_000);
      double over = desktop.cpuShare(5000);

      System.out.printf("desktop idle CPU (share of a core): menu %.3f, board %.3f, game over %.3f%n", menu, waiting,
          over);
      assertTrue(menu < BOUND, "menu: " + menu);
      assertTrue(waiting < BOUND, "board waiting for a move: " + waiting);
      assertTrue(over < BOUND, "finished game: " + over);
    }
  }
}
