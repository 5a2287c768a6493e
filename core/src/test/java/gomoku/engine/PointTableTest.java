package gomoku.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class PointTableTest {
  /** A point's score as the table packs it, for these four line patterns. */
  private static int score(int p0, int p1, int p2, int p3) {
    return PointTable.PACKED[p0 | p1 << 4 | p2 << 8 | p3 << 12] >> 5;
  }

  private static int lines(int... patterns) {
    int sum = 0;
    for (int p : patterns) {
      sum += PointTable.LINE_SCORE[p];
    }
    return sum;
  }

  @Test
  void aLoneShapeIsWorthItsLinesOnly() {
    assertEquals(lines(Pattern.F3, Pattern.F1, Pattern.B1), score(Pattern.F3, Pattern.F1, Pattern.B1, Pattern.NONE));
    assertEquals(lines(Pattern.F2, Pattern.B2, Pattern.F1), score(Pattern.F2, Pattern.B2, Pattern.F1, Pattern.NONE));
  }

  @Test
  void anOpenThreeWithATwoAcrossIsWorthMoreThanItsLines() {
    int threeAndTwo = score(Pattern.F3, Pattern.F2, Pattern.NONE, Pattern.NONE);
    assertEquals(lines(Pattern.F3, Pattern.F2) + PointTable.THREE_PLUS_BONUS, threeAndTwo);
    int threeAndClosedThree = score(Pattern.B3, Pattern.NONE, Pattern.F3, Pattern.NONE);
    assertEquals(lines(Pattern.F3, Pattern.B3) + PointTable.THREE_PLUS_BONUS, threeAndClosedThree);
  }

  @Test
  void aFourWithATwoAcrossIsWorthMoreThanItsLines() {
    assertEquals(
        lines(Pattern.B4, Pattern.F2) + PointTable.FOUR_PLUS_BONUS,
        score(Pattern.NONE, Pattern.B4, Pattern.NONE, Pattern.F2));
  }

  @Test
  void twoTwosAndClosedThreeCombinationsGetTheSmallBonuses() {
    assertEquals(
        lines(Pattern.F2, Pattern.F2) + PointTable.TWO_TWO_BONUS,
        score(Pattern.F2, Pattern.NONE, Pattern.F2, Pattern.NONE));
    assertEquals(
        lines(Pattern.B3, Pattern.F2) + PointTable.CLOSED_THREE_PLUS_BONUS,
        score(Pattern.B3, Pattern.F2, Pattern.NONE, Pattern.NONE));
    assertEquals(
        lines(Pattern.B3, Pattern.B3) + PointTable.CLOSED_THREE_PLUS_BONUS,
        score(Pattern.B3, Pattern.NONE, Pattern.NONE, Pattern.B3));
  }

  @Test
  void decisiveCombinationsKeepTheirOwnBonusAlone() {
    // A 3-3 also has a two on a third line: its 3-3 bonus is all it gets.
    assertEquals(
        lines(Pattern.F3, Pattern.F3, Pattern.F2) + PointTable.THREAT_BONUS[Threat.DOUBLE_THREE],
        score(Pattern.F3, Pattern.F3, Pattern.F2, Pattern.NONE));
    assertEquals(
        lines(Pattern.B4, Pattern.F3, Pattern.F2) + PointTable.THREAT_BONUS[Threat.FOUR_THREE],
        score(Pattern.B4, Pattern.F3, Pattern.F2, Pattern.NONE));
  }
}
