package gomoku.training;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.rules.Notation;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Arrays;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TrainingGameTest {
  @Test
  void aLineGivesTheNumberTheResultAndTheMoves() {
    TrainingGame g = TrainingGame.parse("20 0.5 h8i9j10");
    assertEquals(20, g.number);
    assertEquals(0.5, g.blackResult);
    assertEquals(Arrays.asList(Notation.parsePoint(15, "h8"), Notation.parsePoint(15, "i9"),
        Notation.parsePoint(15, "j10")), g.moves);
    assertTrue(g.heldOut(), "numbers ending in 0 are held out");
    assertFalse(TrainingGame.parse("21 1 h8").heldOut());
  }

  @Test
  void aBrokenLineIsRefusedWithItsText() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> TrainingGame.parse("7 1"));
    assertTrue(e.getMessage().contains("7 1"), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> TrainingGame.parse("x 1 h8"));
  }

  @Test
  void plainAndGzipFilesReadAlike(@TempDir Path dir) throws Exception {
    Path plain = dir.resolve("g.txt");
    Files.write(plain, Arrays.asList("1 1 h8i9", "", "2 0 h8"), StandardCharsets.UTF_8);
    Path gz = dir.resolve("g.txt.gz");
    try (OutputStream o = new GZIPOutputStream(Files.newOutputStream(gz));
        PrintWriter w = new PrintWriter(new java.io.OutputStreamWriter(o, StandardCharsets.UTF_8))) {
      w.println("3 0.5 a1b2");
    }
    List<TrainingGame> games = TrainingGame.read(Arrays.asList(plain, gz));
    assertEquals(3, games.size());
    assertEquals(3, games.get(2).number);
    assertEquals(2, games.get(2).moves.size());
  }

  @Test
  void theKeptTrainingGamesAllRead() throws Exception {
    List<TrainingGame> games = TrainingGame.read(Arrays.asList(
        Paths.get("../training/games/freestyle-g0.txt.gz"), Paths.get("../training/games/freestyle-g1.txt.gz")));
    assertEquals(14000, games.size());
  }
}
