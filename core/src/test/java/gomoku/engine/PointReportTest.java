package gomoku.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import gomoku.rules.GameState;
import gomoku.rules.Notation;
import gomoku.rules.Rule;
import org.junit.jupiter.api.Test;

class PointReportTest {
  @Test
  void describesWhatAStoneWouldMakeAndBlockForBothColours() {
    GameState g = GameState.replay(Rule.FREESTYLE, 15, Notation.parseMoves(15, "h8i9i8a3j8a5h9a7"));
    String[] lines = PointReport.describe(g, Notation.parsePoint(15, "g8")).split("\n");
    // g8 for black: an open four along the row, an open two on the column, lone stones on the diagonals.
    int worth = PointTable.LINE_SCORE[Pattern.F4] + PointTable.LINE_SCORE[Pattern.F2]
        + 2 * PointTable.LINE_SCORE[Pattern.F1] + PointTable.THREAT_BONUS[Threat.FLEX_FOUR];
    assertEquals("black here: open four (open four, open two), worth " + worth, lines[0]);
    assertEquals("white here: nothing much; blocks black's open four, worth 14", lines[1]);
  }

  @Test
  void renjuForbiddenPointsAreSaidToBe() {
    GameState g = GameState.replay(Rule.RENJU, 15, Notation.parseMoves(15, "h8a1i8a3j10a5j9a7"));
    String report = PointReport.describe(g, Notation.parsePoint(15, "j8"));
    assertEquals("black here: forbidden (renju)", report.split("\n")[0]);
  }
}
