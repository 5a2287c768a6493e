package gomoku.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.rules.Rule;
import gomoku.rules.Stone;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The engine's learned tables are the ones the trainer wrote (training/RULE-weights.txt, readable by people). */
class EvalWeightsTest {
  /**
   * A rule with a file in training/ has exactly its values (renju: black's and white's apart); a rule without
   * one has the hand-set tables.
   */
  @ParameterizedTest
  @EnumSource(Rule.class)
  void eachRuleHasItsTrainedTablesOrTheHandSetOnes(Rule rule) throws IOException {
    Path file = Paths.get("../training/" + rule.name().toLowerCase(Locale.ROOT) + "-weights.txt");
    EvalTables engine = EvalTables.forRule(rule);
    if (!Files.exists(file)) {
      assertFalse(engine.learned, rule.name());
      EvalTables hand = EvalTables.handSet();
      for (int k = 0; k < PointCombination.COUNT; k++) {
        assertEquals(hand.mover(Stone.BLACK, k), engine.mover(Stone.BLACK, k));
        assertEquals(hand.opponent(Stone.WHITE, k), engine.opponent(Stone.WHITE, k));
      }
      return;
    }
    assertTrue(engine.learned, rule.name());
    int combinations = 0;
    int situations = 0;
    for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
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
      boolean byColour = f.length == 6;
      assertEquals(rule == Rule.RENJU, byColour, "renju's file has white's values apart");
      assertEquals(Integer.parseInt(f[1]), engine.mover(Stone.BLACK, k), f[0]);
      assertEquals(Integer.parseInt(f[2]), engine.opponent(Stone.BLACK, k), f[0]);
      assertEquals(Integer.parseInt(f[byColour ? 3 : 1]), engine.mover(Stone.WHITE, k), f[0]);
      assertEquals(Integer.parseInt(f[byColour ? 4 : 2]), engine.opponent(Stone.WHITE, k), f[0]);
    }
    assertEquals(PointCombination.COUNT, combinations);
    if (situations == ThreatSituation.CLASSES) {
      for (int index = ThreatSituation.CLASSES; index < ThreatSituation.COUNT; index++) {
        assertEquals(engine.situation(index % ThreatSituation.CLASSES), engine.situation(index),
            "a table fitted without the initiative steps is the same at every step");
      }
    } else {
      assertEquals(ThreatSituation.COUNT, situations, "the tables have a value for every threat situation");
    }
  }

  @Test
  void freestyleIsTrained() {
    assertTrue(EvalTables.forRule(Rule.FREESTYLE).learned);
  }

  @Test
  void aBrokenWeightsTextIsRefusedWithItsReason() {
    IllegalArgumentException e =
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
            () -> EvalTables.parse("0;1,2,3"));
    assertTrue(e.getMessage().contains("3 values"), e.getMessage());
  }
}
