package gomoku.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.record.Psq;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class KeptGameTest {
  private static final int[] OPENING = {112, 113};
  /** Black's five on row 7 after the opening h8 i8; the times are what each answer took. */
  private static final List<Integer> MOVES = Arrays.asList(112, 113, 97, 128, 82, 143, 67, 158, 52);
  private static final List<Integer> MILLIS = Arrays.asList(0, 0, 251, 260, 240, 277, 199, 203, 230);

  @Test
  void aKeptGameCountsAsItsRecordSaysAndPrintsTheLineItWasPlayedWith(@TempDir Path dir) throws Exception {
    Path file = write(dir, "engine-a", "engine-b", "result: A wins (black made five)");
    KeptGame g = KeptGame.read(file, 1, "engine-a", "engine-b", OPENING);
    assertEquals(2, g.aHalfPoints);
    assertEquals("game 1 A=black A wins: black made five, 9 moves, slowest 251/277 ms (black/white)", g.line);

    Path second = write(dir, "engine-b", "engine-a", "result: draw (the board is full)");
    KeptGame d = KeptGame.read(second, 2, "engine-a", "engine-b", OPENING);
    assertEquals(1, d.aHalfPoints);
    assertTrue(d.line.startsWith("game 2 A=white draw: the board is full, "), d.line);
  }

  @Test
  void theGamesOfAnotherMatchAreRefused(@TempDir Path dir) throws Exception {
    Path file = write(dir, "engine-a", "engine-b", "result: A wins (black made five)");
    assertMessage(file + ": black: was 'engine-a', this match has 'engine-b' (another match, or A and B swapped?)",
        file, 1, "engine-b", "engine-a", OPENING);
    assertMessage(file + ": white: was 'engine-b', this match has 'engine-c' (another match, or A and B swapped?)",
        file, 1, "engine-a", "engine-c", OPENING);
    assertMessage(file + ": the game does not start with this match's opening 1 (another openings file?)", file, 1,
        "engine-a", "engine-b", new int[] {112, 114});
  }

  @Test
  void aCorruptOrUnfinishedRecordIsRefusedNamingTheFile(@TempDir Path dir) throws Exception {
    Path garbage = Files.write(dir.resolve("game-001.psq"), "not a game\n".getBytes(StandardCharsets.UTF_8));
    assertMessage(garbage + ": line 1: expected 'Piskvorky WxH, ...', found 'not a game'", garbage, 1, "engine-a",
        "engine-b", OPENING);
    Path unfinished = write(dir, "engine-a", "engine-b", "note: stopped");
    assertMessage(unfinished + ": no 'result: A wins (…)' line, so the game did not finish", unfinished, 1,
        "engine-a", "engine-b", OPENING);
    Path bare = Files.write(dir.resolve("game-001.psq"),
        Psq.write(15, MOVES, MILLIS, null).getBytes(StandardCharsets.UTF_8));
    assertMessage(bare + ": no 'black:' line, so it is not an arena game", bare, 1, "engine-a", "engine-b", OPENING);
    Path odd = write(dir, "engine-a", "engine-b", "result: C wins (black made five)");
    assertMessage(odd + ": result 'C wins' is not 'A wins', 'B wins' or 'draw'", odd, 1, "engine-a", "engine-b",
        OPENING);
  }

  private static Path write(Path dir, String black, String white, String result) throws Exception {
    String text = Psq.write(15, MOVES, MILLIS, Arrays.asList("black: " + black, "white: " + white, result));
    return Files.write(dir.resolve("game-001.psq"), text.getBytes(StandardCharsets.UTF_8));
  }

  private static void assertMessage(String expected, Path file, int number, String a, String b, int[] opening) {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> KeptGame.read(file, number, a, b, opening));
    assertEquals(expected, e.getMessage());
  }
}
