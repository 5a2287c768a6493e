package gomoku.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.rules.Rule;
import org.junit.jupiter.api.Test;

/** The move order's scores: hand-set until a fitted set wins a match (docs/arena/learned-order-g0-sprt.txt). */
class OrderWeightsTest {
  @Test
  void theHandSetScoresCountTheOpponentsPointFourFifths() {
    for (Rule rule : Rule.values()) {
      MoveOrderTables t = MoveOrderTables.forRule(rule);
      assertFalse(t.learned, rule.name());
      int k = PointCombination.of(Pattern.F3 | Pattern.F2 << 4);
      assertEquals(PointTable.SCORE[k], t.own(1, k));
      assertEquals(PointTable.SCORE[k] * 4 / 5, t.opponent(1, k));
    }
  }

  @Test
  void aLearnedOrderWrittenAsTextReadsBackTheSame() {
    int[] v = new int[MoveOrderTables.LEARNED_COUNT];
    for (int i = 0; i < v.length; i++) {
      v[i] = 3000 - 3 * i;
    }
    MoveOrderTables t = MoveOrderTables.parse(MoveOrderTables.format(v));
    assertTrue(t.learned);
    int own = PointCombination.of(Pattern.F3 | Pattern.F2 << 4);
    int theirs = PointCombination.of(Pattern.B4);
    int classes = Threat.COUNT * Threat.COUNT;
    int expected = v[Threat.THREE * Threat.COUNT + Threat.FOUR] + v[classes + own]
        + v[classes + PointCombination.COUNT + theirs] + v[classes + 2 * PointCombination.COUNT]
        + 2000 * v[classes + 2 * PointCombination.COUNT + 1] / 1000;
    assertEquals(expected, t.quiet(Threat.THREE, Threat.FOUR, own, theirs, true, 2000));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> MoveOrderTables.parse("1,2"));
    assertTrue(e.getMessage().contains("2 values"), e.getMessage());
  }
}
