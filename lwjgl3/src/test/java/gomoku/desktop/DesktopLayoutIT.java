package gomoku.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The desktop game in windows of several sizes, with the layout check on: the menu and the game screen have no cut
 * text, no controls on top of each other and nothing outside the window.
 */
class DesktopLayoutIT {

  @ParameterizedTest(name = "{0} x {1}, clock {2}")
  @CsvSource({"1100, 760, false", "1100, 760, true", "800, 600, false", "480, 400, false", "560, 790, true"})
  void menuAndGameFitTheWindow(int width, int height, boolean clock) throws Exception {
    Path home = Files.createTempDirectory("gomoku-layout");
    try (DesktopSession desktop = DesktopSession.checkingLayout(home, width, height)) {
      desktop.awaitLine("layout checked: HomeScreen", 60_000);
      clickLast(desktop, "home: More options at");
      desktop.awaitLine("layout checked: MenuScreen", 10_000);
      if (clock) { // the clocks' line: one more line in the panel
        clickLast(desktop, "menu: Clock at");
        Thread.sleep(300);
      }
      clickLast(desktop, "menu: Play at");
      desktop.awaitLine("layout checked: PlayScreen", 20_000);
      Thread.sleep(500);
      desktop.screenshot("desktop-layout-" + width + "x" + height + (clock ? "-clock" : "") + ".png");
      List<String> checked = desktop.linesSoFar("layout checked:");
      assertTrue(checked.stream().anyMatch(l -> l.contains("HomeScreen at " + width + "x" + height)), "" + checked);
      assertTrue(checked.stream().anyMatch(l -> l.contains("MenuScreen at " + width + "x" + height)), "" + checked);
      assertTrue(checked.stream().anyMatch(l -> l.contains("PlayScreen at " + width + "x" + height)), "" + checked);
      assertEquals(List.of(), desktop.linesSoFar("layout problem:"));
    }
  }

  /** Clicks where the latest line starting with {@code prefix} placed its button. */
  private static void clickLast(DesktopSession desktop, String prefix) throws Exception {
    List<String> lines = desktop.linesSoFar(prefix);
    int[] xy = DesktopSession.at(lines.get(lines.size() - 1));
    desktop.click(xy[0], xy[1]);
  }
}
