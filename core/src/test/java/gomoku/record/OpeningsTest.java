package gomoku.record;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.rules.GameState;
import gomoku.rules.Rule;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.List;
import org.junit.jupiter.api.Test;

class OpeningsTest {
  @Test
  void offsetsAreFromTheCentreWithYDownward() {
    List<int[]> o = Openings.parse("# comment\n0,0, 1,-1, 3,2\n", 15);
    assertEquals(1, o.size());
    assertArrayEquals(new int[] {7 * 15 + 7, 6 * 15 + 8, 9 * 15 + 10}, o.get(0));
  }

  @Test
  void theGauntletsBalancedOpeningsAreTwoHundredLegalUnfinishedGames() throws IOException {
    String text = new String(Files.readAllBytes(Paths.get("../docs/arena/balanced-freestyle.txt")),
        StandardCharsets.UTF_8);
    List<int[]> all = Openings.parse(text, 15);
    assertEquals(200, all.size());
    for (int[] opening : all) {
      assertTrue(opening.length >= 3 && opening.length <= 6, "3 to 6 stones");
      GameState g = new GameState(Rule.FREESTYLE, 15);
      for (int p : opening) {
        assertTrue(g.play(p).isLegal());
      }
      assertTrue(!g.outcome().isOver());
    }
  }

  @Test
  void theTournamentFileGivesLegalOpenings() throws IOException {
    String text = new String(Files.readAllBytes(Paths.get("../assets/openings/gomocup2026-freestyle-15.txt")),
        StandardCharsets.UTF_8);
    List<int[]> all = Openings.parse(text, 15);
    assertTrue(all.size() >= 10, "openings: " + all.size());
    for (int[] opening : all) {
      GameState g = new GameState(Rule.FREESTYLE, 15);
      for (int p : opening) {
        assertTrue(g.play(p).isLegal());
      }
      assertTrue(!g.outcome().isOver());
    }
  }

  @Test
  void badLinesAreNamed() {
    assertTrue(assertThrows(IllegalArgumentException.class, () -> Openings.parse("0,0\n1,2,3", 15))
        .getMessage().contains("line 2"));
    assertTrue(assertThrows(IllegalArgumentException.class, () -> Openings.parse("0,0, 9,0", 15))
        .getMessage().contains("off the board"));
    assertTrue(assertThrows(IllegalArgumentException.class, () -> Openings.parse("0,0, 0,0", 15))
        .getMessage().contains("repeats"));
    assertTrue(assertThrows(IllegalArgumentException.class, () -> Openings.parse("a,b", 15))
        .getMessage().contains("dx,dy"));
  }

  @Test
  void aPickedOpeningIsLegalUnderTheRuleOrThereIsNone() {
    int[] fiveInARow = {0, 15, 1, 16, 2, 17, 3, 18, 4};
    int[] fine = {112, 113, 127};
    for (long seed = 0; seed < 10; seed++) {
      assertArrayEquals(fine,
          Openings.pick(List.of(fiveInARow, fine), new java.util.Random(seed), Rule.FREESTYLE, 15, 99),
          "an opening that already ends the game is not taken");
    }
    assertArrayEquals(new int[] {112, 113},
        Openings.pick(List.of(fine), new java.util.Random(1), Rule.FREESTYLE, 15, 2));
    assertEquals(null, Openings.pick(List.of(fiveInARow), new java.util.Random(1), Rule.FREESTYLE, 15, 99));
    assertEquals(null, Openings.pick(List.of(), new java.util.Random(1), Rule.FREESTYLE, 15, 3));
  }
}
