package gomoku.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.rules.Rule;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The engine's learned tables are the ones the trainer wrote (training/RULE-weights.txt, readable by people). */
class EvalWeightsTest {
  @Test
  void theFreestyleTablesAreTheTrainedOnes() throws IOException {
    List<String> lines = Files.readAllLines(Paths.get("../training/freestyle-weights.txt"), StandardCharsets.UTF_8);
    EvalTables engine = EvalTables.forRule(Rule.FREESTYLE);
    assertTrue(engine.learned);
    int combinations = 0;
    int situations = 0;
    for (String line : lines) {
      if (line.startsWith("#")) {
        continue;
      }
      if (line.startsWith("situation ")) {
        String[] f = line.substring(10).split("\t");
        int index = Integer.parseInt(f[0]);
        assertEquals(situations++, index, "the file lists the situations in order");
        assertEquals(ThreatSituation.name(index), f[1]);
        assertEquals(Integer.parseInt(f[2]), engine.situation(index), f[1]);
        continue;
      }
      if (line.startsWith("tempo ")) {
        assertEquals(Integer.parseInt(line.substring(6)), engine.tempo());
        continue;
      }
      String[] f = line.split("\t");
      int k = combinations++;
      assertEquals(PointCombination.name(k), f[0], "the file lists the combinations in order");
      for (int colour = 1; colour <= 2; colour++) {
        assertEquals(Integer.parseInt(f[1]), engine.mover(colour, k), f[0]);
        assertEquals(Integer.parseInt(f[2]), engine.opponent(colour, k), f[0]);
      }
    }
    assertEquals(PointCombination.COUNT, combinations);
    assertEquals(ThreatSituation.COUNT, situations, "the freestyle tables have a value for every threat situation");
  }

  @Test
  void rulesNotTrainedYetUseTheHandSetTables() {
    EvalTables hand = EvalTables.handSet();
    for (Rule rule : new Rule[] {Rule.STANDARD, Rule.RENJU}) {
      EvalTables t = EvalTables.forRule(rule);
      assertFalse(t.learned, rule.name());
      int k = PointCombination.of(Pattern.F3 | Pattern.B3 << 4);
      assertEquals(hand.mover(1, k), t.mover(1, k));
      assertEquals(hand.opponent(2, k), t.opponent(2, k));
    }
  }

  @Test
  void aBrokenWeightsTextIsRefusedWithItsReason() {
    IllegalArgumentException e =
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
            () -> EvalTables.parse("0;1,2,3"));
    assertTrue(e.getMessage().contains("3 values"), e.getMessage());
  }
}
