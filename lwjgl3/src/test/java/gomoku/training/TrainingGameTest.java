package gomoku.training;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.rules.GameState;
import gomoku.rules.Notation;
import gomoku.rules.Outcome;
import gomoku.rules.Rule;
import gomoku.rules.Stone;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
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

  /**
   * Every kept game file (training/games/RULE-gN.txt.gz, and RULE-gauntlet.txt.gz from tools/GauntletGames.java)
   * reads, and each game replays legally under the rule its name gives and ends as recorded: a five for the winner,
   * a full board or the 225-move limit for a draw. A gauntlet game's number is no self-play game's of its rule: the
   * fit's labels are keyed by number and ply.
   */
  @Test
  void theKeptTrainingGamesReplayUnderTheirRule() throws Exception {
    int files = 0;
    int freestyle = 0;
    java.util.Set<String> selfPlayNumbers = new java.util.HashSet<>();
    java.util.Set<String> gauntletNumbers = new java.util.HashSet<>();
    try (java.util.stream.Stream<Path> list = Files.list(Paths.get("../training/games"))) {
      for (Path f : (Iterable<Path>) list.sorted()::iterator) {
        String name = f.getFileName().toString();
        if (!name.matches("[a-z]+-(g\\d+|gauntlet)\\.txt\\.gz")) {
          continue;
        }
        files++;
        Rule rule = Rule.valueOf(name.substring(0, name.indexOf('-')).toUpperCase(Locale.ROOT));
        for (TrainingGame g : TrainingGame.read(Arrays.asList(f))) {
          (name.contains("gauntlet") ? gauntletNumbers : selfPlayNumbers).add(rule + " " + g.number);
          GameState end = GameState.replay(rule, 15, g.moves);
          Outcome expected = g.blackResult == 1 ? Outcome.winFor(Stone.BLACK)
              : g.blackResult == 0 ? Outcome.winFor(Stone.WHITE) : null;
          if (expected != null) {
            assertEquals(expected, end.outcome(), name + " game " + g.number);
          } else {
            assertTrue(end.outcome() == Outcome.DRAW || end.moveCount() == 225 && !end.outcome().isOver(),
                name + " game " + g.number + " is a draw");
          }
          if (rule == Rule.FREESTYLE) {
            freestyle++;
          }
        }
      }
    }
    assertTrue(files >= 2, "the game files are found");
    gauntletNumbers.retainAll(selfPlayNumbers);
    assertTrue(gauntletNumbers.isEmpty(), "gauntlet games numbered as self-play ones: " + gauntletNumbers);
    assertEquals(14000 + 1342, freestyle, "generations 0 and 1 of freestyle, and the gauntlet's games");
  }
}
