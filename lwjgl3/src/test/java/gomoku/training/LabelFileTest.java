package gomoku.training;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LabelFileTest {
  @Test
  void aWinChanceBecomesOurScoreAtTheFitsScale() {
    assertEquals(0, LabelFile.score(0.5));
    // sigmoid(4600 / 4600) = 0.7311
    assertEquals(4600, LabelFile.score(1 / (1 + Math.exp(-1))));
    assertEquals(-4600, LabelFile.score(1 / (1 + Math.exp(1))));
  }

  @Test
  void aProvedResultIsFarPastAnyEvaluationAndANearOneStaysBelowIt() {
    assertEquals(LabelFile.PROVED_WIN, LabelFile.score(1));
    assertEquals(-LabelFile.PROVED_WIN, LabelFile.score(0));
    assertEquals(LabelFile.PROVED_WIN - 1, LabelFile.score(1 - 1e-12));
    assertEquals(1 - LabelFile.PROVED_WIN, LabelFile.score(1e-12));
  }

  @Test
  void eachLabelIsALineOfGamePlyAndScore(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("labels.txt");
    try (LabelFile labels = new LabelFile(file)) {
      labels.add(TrainingGame.parse("1000010 1 h8i9j10"), 2, -4761);
      labels.add(TrainingGame.parse("5000001 0 h8i9"), 2, LabelFile.score(1));
    }
    assertEquals(Arrays.asList("1000010 2 -4761", "5000001 2 30000"),
        Files.readAllLines(file, StandardCharsets.UTF_8));
  }
}
