package gomoku.engine;

import static gomoku.engine.Pattern.B1;
import static gomoku.engine.Pattern.B2;
import static gomoku.engine.Pattern.B3;
import static gomoku.engine.Pattern.B4;
import static gomoku.engine.Pattern.F1;
import static gomoku.engine.Pattern.F2;
import static gomoku.engine.Pattern.F3;
import static gomoku.engine.Pattern.NONE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class PointTableTest {
  /**
   * What the table adds to a point's score beyond its four line scores: the point's score as the table packs it,
   * less the line scores of these patterns.
   */
  private static int bonus(int p0, int p1, int p2, int p3) {
    int score = PointTable.SCORE[PointCombination.of(p0 | p1 << 4 | p2 << 8 | p3 << 12)];
    int[] lineScore = PointTable.LINE_SCORE;
    return score - lineScore[p0] - lineScore[p1] - lineScore[p2] - lineScore[p3];
  }

  /** The point scores above its lines, by exactly {@code expected}. */
  private static void assertCombinationBonus(int expected, int p0, int p1, int p2, int p3) {
    assertTrue(expected > 0, "a combination is worth more than its lines");
    assertEquals(expected, bonus(p0, p1, p2, p3));
  }

  @Test
  void aLoneShapeIsWorthItsLinesOnly() {
    assertEquals(0, bonus(F3, F1, B1, NONE));
    assertEquals(0, bonus(F2, B2, F1, NONE));
  }

  @Test
  void anOpenThreeWithATwoOrClosedThreeAcrossGetsTheThreePlusBonus() {
    assertCombinationBonus(PointTable.THREE_PLUS_BONUS, F3, F2, NONE, NONE);
    assertCombinationBonus(PointTable.THREE_PLUS_BONUS, B3, NONE, F3, NONE);
  }

  @Test
  void aFourWithATwoAcrossGetsTheFourPlusBonus() {
    assertCombinationBonus(PointTable.FOUR_PLUS_BONUS, NONE, B4, NONE, F2);
  }

  @Test
  void twoTwosAndClosedThreeCombinationsGetTheSmallBonuses() {
    assertCombinationBonus(PointTable.TWO_TWO_BONUS, F2, NONE, F2, NONE);
    assertCombinationBonus(PointTable.CLOSED_THREE_PLUS_BONUS, B3, F2, NONE, NONE);
    assertCombinationBonus(PointTable.CLOSED_THREE_PLUS_BONUS, B3, NONE, NONE, B3);
  }

  @Test
  void decisiveCombinationsKeepTheirOwnBonusAlone() {
    // A 3-3 or 4-3 with a two on a third line: its own bonus is all it gets.
    assertCombinationBonus(PointTable.THREAT_BONUS[Threat.DOUBLE_THREE], F3, F3, F2, NONE);
    assertCombinationBonus(PointTable.THREAT_BONUS[Threat.FOUR_THREE], B4, F3, F2, NONE);
  }
}
