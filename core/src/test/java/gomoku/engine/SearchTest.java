package gomoku.engine;

import gomoku.engine.bench.EngineReport;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.rules.Rule;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The main search: reported scores, widening a lost capped node, proven wins, and the threat checks inside the tree. */
class SearchTest {
  /**
   * The evaluation favours whoever is to move at a leaf (its potential counts 7/4), so a raw score leans with
   * the parity of the depth: after h8 it reads about -2100, +1800, -2100, +1600 at depths 1 to 4. Reported
   * scores average the last two iterations (one of each parity), so from depth to depth they move less.
   */
  @ParameterizedTest(name = "after {0}")
  @ValueSource(strings = {"h8", "h8i9", "h8i9j8", "h8g7f8e8f10f7g9e11h10e7"})
  void reportedScoresMoveLessFromDepthToDepthThanRawOnes(String moves) {
    int rawChange = 0;
    int reportedChange = 0;
    SearchInfo last = null;
    for (int depth = 1; depth <= 8; depth++) {
      Engine e = new Engine(4L << 20);
      e.setPosition(Rule.FREESTYLE, 15, gomoku.rules.Notation.parseMoves(15, moves));
      SearchLimits limits = new SearchLimits();
      limits.depth = depth;
      SearchInfo info = e.think(Level.MASTER, limits, null).info;
      assertFalse(Evaluation.isMate(info.score), "depth " + depth + ": nothing is forced here");
      if (last != null) {
        rawChange += Math.abs(info.rawScore - last.rawScore) * 8 / 11; // on the reported scale
        reportedChange += Math.abs(info.score - last.score);
      }
      last = info;
    }
    assertTrue(reportedChange < rawChange, "reported scores moved " + reportedChange + ", raw ones " + rawChange);
  }

  /**
   * From a game the full engine lost to the evaluation-only level (docs/arena/master-vs-beginner-session5.txt,
   * game 22): after these 27 moves the search at depths 5 to 7 claimed a win in 9 to 11 for white with l10.
   * Every one of black's capped quiet replies lost, and the defence (j8) was not among them. A quiet node now
   * calls itself lost only after trying every candidate.
   */
  @ParameterizedTest(name = "depth {0}")
  @ValueSource(ints = {5, 6, 7})
  void aLossIsNotClaimedFromTheCappedMovesAlone(int depth) {
    Engine e = new Engine(16L << 20);
    e.setPosition(Rule.FREESTYLE, 15,
        gomoku.rules.Notation.parseMoves(15, "h8i9k7i7f8g8i6h9i10f11g10h10f9g11f12h11i11k9j9f7h12g7h7g6g5e8d9"));
    SearchInfo info = e.think(Level.MASTER, SearchLimits.depth(depth), null).info;
    assertFalse(Evaluation.isMate(info.score), "no forced result is there to find: " + Evaluation.describe(info.score));
  }

  /**
   * The rule behind the test above, move by move: with 20 candidates capped at 8, the loop goes on to all 20
   * only at the last capped move, and only when every capped move so far lost. A singular-extension search
   * skips the table move; when that was the last capped move, nothing may have been searched yet (best is
   * still below every score), and the rest are searched all the same.
   */
  @Test
  void theCappedListWidensOnlyWhenEveryCappedMoveLoses() {
    int lost = -(Evaluation.MATE - 9);
    int nothingYet = -(Evaluation.MATE + 1);
    assertEquals(20, MovePicker.widenedLimit(7, 8, 20, lost), "the last capped move, all lost: try the rest");
    assertEquals(20, MovePicker.widenedLimit(7, 8, 20, nothingYet), "the table move skipped as the last capped one");
    assertEquals(8, MovePicker.widenedLimit(7, 8, 20, -350), "one capped move holds: the cap stands");
    assertEquals(8, MovePicker.widenedLimit(7, 8, 20, Evaluation.MATE - 9), "a win: the cap stands");
    assertEquals(8, MovePicker.widenedLimit(3, 8, 20, lost), "not yet the last capped move");
    assertEquals(8, MovePicker.widenedLimit(7, 8, 8, lost), "nothing was capped");
  }

  /**
   * From a game lost to PentaZen (docs/arena/pentazen-losses-session20.txt, game 40): white must block black's
   * four at g12, and black wins after the block. The block's short search was meant to look 4 plies deep for the
   * score the player sees, but it stopped at depth 2, as for any single root move, and reported +47.28.
   */
  @Test
  void aForcedBlockReportsTheLossThatFollowsIt() {
    Engine e = new Engine(16L << 20);
    e.setPosition(Rule.FREESTYLE, 15, gomoku.rules.Notation.parseMoves(15,
        "h8i6k8g10e9h9i8g8i10f9h7g9g11h11e8i12j13h12e7h10h13e6f7j9i9g7g6h5e10e11k13l13g13i13i11i7f5e4f6f3f4f8d9c10j8l8f11"));
    Search.Result r = e.think(Level.MASTER, SearchLimits.depth(20), null);
    assertEquals("g12", gomoku.rules.Notation.name(15, r.move));
    assertEquals(4, r.info.depth);
    assertTrue(r.info.score < -Evaluation.MATE_BOUND, "the block loses: " + Evaluation.describe(r.info.score));
  }

  /**
   * A position won for the side to move (the second of EngineReport's: a win in 13 plies that the root threat
   * search does not find, so the main search must prove it). With all the time in the world, the search plays
   * once two iterations in a row have found the win, instead of deepening until its depth passes the win's
   * length. The time limit is only a bound that this test never reaches; the depths tell what happened.
   */
  @Test
  void aProvenWinIsPlayedOnceTwoIterationsHaveFoundIt() {
    Engine e = new Engine(16L << 20);
    e.setPosition(Rule.FREESTYLE, 15, gomoku.rules.Notation.parseMoves(15, "h8i7g9g7h7i8i6h9g10f11j9k10"));
    SearchLimits limits = new SearchLimits();
    limits.softMillis = 60_000;
    limits.hardMillis = 60_000;
    List<SearchInfo> iterations = new ArrayList<>();
    SearchInfo last = e.think(Level.MASTER, limits, info -> iterations.add(info.copy())).info;
    assertFalse(last.threatWin, "the root threat search found it: this test needs a win only the search proves");
    int firstWin = -1;
    for (SearchInfo info : iterations) {
      if (firstWin < 0 && info.score > 0 && Evaluation.isMate(info.score)) {
        firstWin = info.depth;
      }
    }
    assertTrue(firstWin > 0, "no iteration proved the win");
    assertEquals(firstWin + 1, last.depth, "the search went on after the win at depth " + firstWin);
    assertTrue(last.score > 0 && Evaluation.isMate(last.score), Evaluation.describe(last.score));
    assertTrue(firstWin < Evaluation.MATE - last.score, "proved only when its depth reached the win's length");
  }

  @Test
  void onlyWinsInTwoIterationsInARowEndTheThinking() {
    int win = Evaluation.MATE - 13;
    int loss = -(Evaluation.MATE - 12);
    assertTrue(TimePolicy.winHeld(win, Evaluation.MATE - 15));
    assertFalse(TimePolicy.winHeld(win, 1500), "found in this iteration only");
    assertFalse(TimePolicy.winHeld(win, Integer.MIN_VALUE), "the first iteration");
    assertFalse(TimePolicy.winHeld(loss, loss), "a loss is searched on");
    assertFalse(TimePolicy.winHeld(2000, 1900), "no mate");
  }
}
