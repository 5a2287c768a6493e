package gomoku.training;

import static org.junit.jupiter.api.Assertions.assertEquals;

import gomoku.rules.Rule;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FittedPositionsTest {
  /**
   * Game 1: twelve scattered stones, every position from ply 6 fitted. Game 2: black's h8 i8 j8 is an open three
   * after ply 7, so at ply 8 black, to move, has open-four points: fitted at plies 6 and 7, not 8.
   */
  private static final String GAMES = "1 0.5 a1o1a15o15c3m3c13m13e5k5e11k11\n2 1 h8a1i8a3a15a5j8o15o1\n";

  private static List<String> visit(Path file, int every, int part, int parts) throws Exception {
    List<String> seen = new ArrayList<>();
    FittedPositions.each(Collections.singletonList(file), Rule.FREESTYLE, every, part, parts,
        (g, ply) -> seen.add(g.number + " " + ply));
    return seen;
  }

  @Test
  void fromMoveSixTheQuietPositionsAreFitted(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("games.txt");
    Files.write(file, GAMES.getBytes(StandardCharsets.UTF_8));
    assertEquals(Arrays.asList("1 6", "1 7", "1 8", "1 9", "1 10", "1 11", "2 6", "2 7"), visit(file, 1, 0, 1));
  }

  @Test
  void partsShareThePositionsWithoutOverlapAndEveryNthKeepsOneInN(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("games.txt");
    Files.write(file, GAMES.getBytes(StandardCharsets.UTF_8));
    List<String> all = visit(file, 1, 0, 1);
    List<String> both = new ArrayList<>(visit(file, 1, 0, 2));
    both.addAll(visit(file, 1, 1, 2));
    Collections.sort(both);
    List<String> sorted = new ArrayList<>(all);
    Collections.sort(sorted);
    assertEquals(sorted, both);
    List<String> everySecond = visit(file, 2, 0, 1);
    assertEquals((all.size() + 1) / 2, everySecond.size(), all + " / " + everySecond);
    assertEquals(Arrays.asList(all.get(0)), everySecond.subList(0, 1));
  }
}
