package gomoku.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.ui.BoardLayoutLine;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A game against the computer in Japanese and one in Russian, in the desktop window: the language chosen on the home
 * screen by its own name, a refused move told in it, the choice and the game kept across a restart.
 */
class DesktopLanguagesIT {
  @Test
  void aGameInJapanese(@TempDir Path home) throws Exception {
    playIn(home, "ja", "h8: その点にはもう石があります", "desktop-game-japanese.png");
  }

  @Test
  void aGameInRussian(@TempDir Path home) throws Exception {
    playIn(home, "ru", "h8: этот пункт уже занят", "desktop-game-russian.png");
  }

  private static void playIn(Path home, String language, String refusal, String picture) throws Exception {
    try (DesktopSession desktop = new DesktopSession(home)) {
      desktop.awaitLine("language: en", 60_000);
      desktop.chooseOnHome("Language " + language);
      assertEquals("language: " + language, desktop.awaitLine("language:", 10_000));
      desktop.awaitLine("glyphs of " + language + " ready", 10_000);
      desktop.awaitLine("home shown", 10_000);
      Thread.sleep(300);
      desktop.screenshot(picture.replace("game", "home"));
      desktop.chooseOnHome("Against computer");
      BoardLayoutLine board = BoardLayoutLine.parse(desktop.awaitLine("layout:", 10_000));
      desktop.click(board.x("h8"), board.y("h8"));
      assertTrue(desktop.awaitLine("move 1:", 5_000).endsWith("h8"));
      desktop.awaitLine("move 2:", 60_000);
      desktop.click(board.x("h8"), board.y("h8"));
      assertEquals("message: " + refusal, desktop.awaitLine("message:", 5_000));
      Thread.sleep(500);
      desktop.screenshot(picture);
    }
    try (DesktopSession desktop = new DesktopSession(home)) {
      assertEquals("language: " + language, desktop.awaitLine("language:", 60_000));
      desktop.chooseOnHome("Continue");
      desktop.awaitLine("resumed: 2 moves", 10_000);
    }
  }
}
