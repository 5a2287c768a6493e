package gomoku.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.rules.Notation;
import gomoku.rules.Rule;
import java.util.List;
import org.junit.jupiter.api.Test;

class SteppedSearchTest {
  /**
   * A renju game where black, to move, has a five at g6 (h7 i8 j9 k10; white has just taken l11). A game of
   * computer against computer once waited here for the whole budget.
   */
  private static final String BLACK_HAS_A_FIVE = "h8f10j10k11k10l10j12j11i11k9h10g9h9h11i8g10h7h6j9l11";

  @Test
  void aFiveEndsTheThinkingAtTheFirstStepWhateverTheBudget() {
    SteppedSearch s = new SteppedSearch(new Engine(1L << 20));
    List<Integer> moves = Notation.parseMoves(15, BLACK_HAS_A_FIVE);
    s.start(Rule.RENJU, 15, moves, Level.MASTER, 60_000, null);
    assertTrue(s.step(10), "a win on this move needs no second step");
    assertEquals("g6", Notation.name(15, s.result().move));
    assertEquals(Evaluation.MATE - 1, s.result().info.score);
  }

  @Test
  void theOpponentsTwoFivesEndItToo() {
    // White has open fours on h4-h7 and i4-i7 (fives at h3, h8, i3 and i8): black cannot stop them all.
    SteppedSearch s = new SteppedSearch(new Engine(1L << 20));
    List<Integer> moves = Notation.parseMoves(15, "a15h4a13h5a11h6a9h7c15i4c13i5c11i6c9i7");
    s.start(Rule.FREESTYLE, 15, moves, Level.MASTER, 60_000, null);
    assertTrue(s.step(10), "a lost position needs no second step");
    assertEquals(-(Evaluation.MATE - 2), s.result().info.score);
  }

  @Test
  void aWinFoundBeyondDepthTwoEndsTheThinkingButALossIsSearchedOn() {
    assertTrue(SteppedSearch.proven(info(5, Evaluation.MATE - 9)), "a win in 9 found at depth 5");
    assertFalse(SteppedSearch.proven(info(5, -(Evaluation.MATE - 9))), "a loss in 9 at depth 5 may be slower deeper");
    assertTrue(SteppedSearch.proven(info(7, -(Evaluation.MATE - 8))), "a loss within the depth searched");
    assertFalse(SteppedSearch.proven(info(9, 1234)), "not a mate");
  }

  private static SearchInfo info(int depth, int score) {
    SearchInfo info = new SearchInfo();
    info.depth = depth;
    info.score = score;
    return info;
  }
}
