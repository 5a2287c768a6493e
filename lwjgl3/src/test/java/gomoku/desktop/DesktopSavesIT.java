package gomoku.desktop;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.ui.BoardLayoutLine;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Nothing a player did is lost, tried on the desktop jar under Xvfb as a player would. */
class DesktopSavesIT {
  @TempDir
  Path home;

  /** Clicks the screen's button as the latest layout placed it (each screen shown logs its buttons again). */
  private static void menu(DesktopSession desktop, String name) throws Exception {
    desktop.clickLatest("menu: " + name + " at");
  }

  private static void play(DesktopSession desktop, BoardLayoutLine board, int number, String move) throws Exception {
    desktop.click(board.x(move), board.y(move));
    assertTrue(desktop.awaitLine("move " + number + ":", 5_000).endsWith(move));
  }

  /**
   * Esc to the home screen keeps the game: Continue resumes it, a new game asks before replacing it; a failed save
   * is said.
   */
  @Test
  void theHomeScreenContinuesTheGameAndAFailedSaveIsSaidInWords() throws Exception {
    try (DesktopSession desktop = new DesktopSession(home)) {
      desktop.chooseInMenu("White Person");
      menu(desktop, "Play");
      BoardLayoutLine board = BoardLayoutLine.parse(desktop.awaitLine("layout:", 10_000));
      play(desktop, board, 1, "h8");
      play(desktop, board, 2, "i9");
      desktop.key("Escape");
      desktop.awaitLine("home shown", 5_000);
      assertFalse(desktop.linesSoFar("home: Continue at").isEmpty(), "the home screen offers Continue");
      Thread.sleep(500);
      desktop.screenshot("desktop-home-after-escape.png");

      desktop.chooseOnHome("Two people");
      desktop.awaitLine("confirm new game shown: Start a new game? Your unfinished game (2 moves)", 5_000);
      Thread.sleep(500);
      desktop.screenshot("desktop-home-replace-question.png");
      desktop.key("Escape");
      desktop.awaitLine("confirm new game: cancelled", 5_000);
      assertTrue(desktop.linesSoFar("new game:").size() == 1, "no new game after Cancel");

      desktop.chooseOnHome("Continue");
      assertEquals("resumed: 2 moves (h8i9)", desktop.awaitLine("resumed:", 5_000));
      board = BoardLayoutLine.parse(desktop.awaitLine("layout:", 10_000));

      // The save's place becomes a folder: the next move is kept on the board, the player told once.
      Path saves = home.resolve(".gomoku");
      Files.delete(saves.resolve("autosave.txt"));
      Files.createDirectories(saves.resolve("autosave.txt").resolve("in-the-way"));
      play(desktop, board, 3, "g7");
      assertEquals("message: Not saved: see the message", desktop.awaitLine("message:", 5_000));
      String told = desktop.awaitLine("confirm save problem shown:", 5_000);
      assertTrue(told.startsWith("confirm save problem shown: This game could not be saved: cannot save " + saves
          .resolve("autosave.txt")), told);
      Thread.sleep(500);
      assertFalse(Files.exists(saves.resolve("autosave.tmp")), "no autosave.tmp left behind");
      desktop.screenshot("desktop-save-failed.png");
      desktop.key("Return");
      desktop.awaitLine("confirm save problem: yes", 5_000);
      play(desktop, board, 4, "j10");
      Thread.sleep(300);
      assertEquals(1, desktop.linesSoFar("confirm save problem shown").size(), "said once");
    }
  }

  /** A truncated save is kept aside byte for byte, the home screen says where, and the next game leaves it. */
  @Test
  void aDamagedSaveIsKeptAsideAndTheHomeScreenSaysWhere() throws Exception {
    Path saves = Files.createDirectories(home.resolve(".gomoku"));
    byte[] truncated = ("gomoku-save 1\nrule=FREESTYLE\nsize=15\nblack=PERSON\nwhite=PERSON\nmoves=h8h9i9i8g7\n")
        .getBytes(StandardCharsets.UTF_8);
    Files.write(saves.resolve("autosave.txt"), truncated);
    try (DesktopSession desktop = new DesktopSession(home)) {
      String told = desktop.awaitLine("autosave: KEPT_ASIDE", 60_000);
      desktop.awaitLine("home shown", 10_000);
      assertTrue(told.contains("cut short"), told);
      List<Path> aside;
      try (Stream<Path> files = Files.list(saves)) {
        aside = files.filter(f -> f.getFileName().toString().startsWith("autosave.bad-")).collect(Collectors.toList());
      }
      assertEquals(1, aside.size(), "kept aside once: " + aside);
      assertArrayEquals(truncated, Files.readAllBytes(aside.get(0)), "kept untouched");
      assertTrue(told.contains(aside.get(0).toString()), "the notice names the file: " + told);
      assertTrue(desktop.linesSoFar("home: Continue at").isEmpty(), "nothing to continue");
      Thread.sleep(800);
      desktop.screenshot("desktop-home-damaged-save.png");

      desktop.chooseInMenu("White Person");
      menu(desktop, "Play");
      BoardLayoutLine board = BoardLayoutLine.parse(desktop.awaitLine("layout:", 10_000));
      play(desktop, board, 1, "h8");
      assertArrayEquals(truncated, Files.readAllBytes(aside.get(0)), "the new game's save leaves it alone");
      assertTrue(Files.exists(saves.resolve("autosave.txt")));
    }
  }

  /** The editor: Esc goes back home; Analyse plays two people but the home screen keeps the players chosen last. */
  @Test
  void theEditorsAnalysisLeavesTheMenusPlayersAsTheyWere() throws Exception {
    try (DesktopSession desktop = new DesktopSession(home)) {
      desktop.chooseInMenu("Set up");
      desktop.awaitLine("editor opened:", 10_000);
      desktop.key("Escape");
      desktop.awaitLine("editor: back to the menu", 5_000);
      desktop.chooseOnHome("Set up");
      desktop.awaitLine("editor opened:", 10_000);
      Thread.sleep(300);
      List<String> layouts = desktop.linesSoFar("layout:");
      BoardLayoutLine board = BoardLayoutLine.parse(layouts.get(layouts.size() - 1));
      List<String> buttons = desktop.linesSoFar("editor button: analyse at");
      int[] analyse = DesktopSession.at(buttons.get(buttons.size() - 1));
      desktop.click(board.x("h8"), board.y("h8"));
      desktop.awaitLine("editor: h8", 5_000);
      desktop.click(analyse[0], analyse[1]);
      assertTrue(desktop.awaitLine("new game:", 10_000).contains("white Person"), "the analysis: two people");
      desktop.key("Escape");
      desktop.chooseOnHome("More options");
      desktop.awaitLine("menu shown", 5_000);
      menu(desktop, "Play");
      desktop.awaitLine("confirm new game shown", 5_000);
      desktop.key("Return");
      String next = desktop.awaitLine("new game:", 10_000);
      assertTrue(next.contains("white Computer"), "the options' own players: " + next);
    }
  }
}
