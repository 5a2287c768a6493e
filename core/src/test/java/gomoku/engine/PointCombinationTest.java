package gomoku.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class PointCombinationTest {
  @Test
  void everyOrderOfTheSameFourPatternsIsOneCombination() {
    int k = PointCombination.of(Pattern.F3 | Pattern.B1 << 4 | Pattern.F2 << 8 | Pattern.NONE << 12);
    assertEquals(k, PointCombination.of(Pattern.NONE | Pattern.F2 << 4 | Pattern.B1 << 8 | Pattern.F3 << 12));
    assertEquals(k, PointCombination.of(Pattern.B1 | Pattern.F3 << 4 | Pattern.NONE << 8 | Pattern.F2 << 12));
    assertEquals("F3 F2 B1 none", PointCombination.name(k));
  }

  @Test
  void thereAre2380CombinationsAndTheImpossibleLinesHaveNone() {
    Set<Integer> seen = new HashSet<>();
    int impossible = 0;
    for (int lines = 0; lines < 1 << 16; lines++) {
      int k = PointCombination.of(lines);
      if (k < 0) {
        impossible++;
      } else {
        seen.add(k);
      }
    }
    assertEquals(PointCombination.COUNT, seen.size());
    assertEquals(65536 - 14 * 14 * 14 * 14, impossible);
    assertEquals(0, PointCombination.of(0), "no pattern anywhere is the first");
  }

  @Test
  void theHandSetTablesCountAPointSevenQuartersForTheMoverAndFourAgainst() {
    EvalTables t = EvalTables.handSet();
    int k = PointCombination.of(Pattern.F3 | Pattern.F2 << 4);
    int score = EvalTables.handSetPointScore(k);
    assertTrue(score > 0);
    assertEquals(7 * score, t.mover(1, k));
    assertEquals(4 * score, t.opponent(2, k));
  }

  @Test
  void tablesWrittenAsTextReadBackTheSame() {
    int[] black = new int[2 * PointCombination.COUNT];
    int[] white = new int[2 * PointCombination.COUNT];
    for (int i = 0; i < black.length; i++) {
      black[i] = i * 7 - 5000;
      white[i] = 3000 - i;
    }
    int[] situations = new int[ThreatSituation.COUNT];
    for (int i = 0; i < situations.length; i++) {
      situations[i] = 100 - 3 * i;
    }
    EvalTables t = EvalTables.parse(EvalTables.format(-12, black, white, situations));
    assertEquals(-12, t.tempo());
    for (int i = 0; i < situations.length; i++) {
      assertEquals(situations[i], t.situation(i));
    }
    for (int k = 0; k < PointCombination.COUNT; k++) {
      assertEquals(black[2 * k], t.mover(1, k));
      assertEquals(black[2 * k + 1], t.opponent(1, k));
      assertEquals(white[2 * k], t.mover(2, k));
      assertEquals(white[2 * k + 1], t.opponent(2, k));
    }
  }
}
