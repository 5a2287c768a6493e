package gomoku.game;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.engine.Evaluation;
import org.junit.jupiter.api.Test;

/** How one move is judged from the scores before and after it (the mover's view before, the opponent's after). */
class MoveReviewTest {
  private static final int BEST = 112;
  private static final int OTHER = 50;

  private static PositionScore score(int score, int second) {
    return new PositionScore(1000, 10, BEST, score, second, new int[] {BEST, 113, 114}, false);
  }

  private static PositionScore score(int score) {
    return score(score, PositionScore.UNKNOWN);
  }

  @Test
  void theEnginesOwnChoiceLosesNothingWhateverTheNoise() {
    MoveReview r = MoveReview.judge(score(600), score(900), null, BEST, false);
    assertEquals(MoveMark.NONE, r.mark);
    assertEquals(0, r.loss());
  }

  @Test
  void aSmallSlipIsNoMistake() {
    MoveReview r = MoveReview.judge(score(400), score(-200), score(-400), OTHER, false);
    assertEquals(MoveMark.NONE, r.mark);
    assertTrue(r.loss() > 0 && r.loss() < MoveReview.MISTAKE_LOSS, "loss " + r.loss());
  }

  @Test
  void givingAwayAQuarterOfTheChanceIsABlunderAndTheEnginesMoveIsOffered() {
    // After the engine's move the mover would have 62%; after the move played the opponent stands at +1500 (68%).
    MoveReview r = MoveReview.judge(score(1000), score(1500), score(-1000), OTHER, false);
    assertEquals(MoveMark.BLUNDER, r.mark);
    assertEquals(BEST, r.preferred);
    assertEquals(r.chanceBefore - r.chanceAfter, r.loss());
  }

  @Test
  void theSideToMovesLeanIsNoLoss() {
    // The mover leads +1500 while to move (68%), but any move hands the lean to the opponent: measured against the
    // position after the engine's move (opponent +900, mover 39%), the move played (mover 38%) lost one point.
    MoveReview r = MoveReview.judge(score(1500), score(1000), score(900), OTHER, false);
    assertEquals(MoveMark.NONE, r.mark);
    assertEquals(1, r.loss());
  }

  @Test
  void aMiddleLossIsAMistake() {
    MoveReview r = MoveReview.judge(score(0), score(1000), score(0), OTHER, false);
    assertEquals(MoveMark.MISTAKE, r.mark);
  }

  @Test
  void walkingIntoAForcedLossIsABlunderEvenFromALostLookingPosition() {
    MoveReview r = MoveReview.judge(score(-3000), score(Evaluation.MATE - 9), null, OTHER, false);
    assertEquals(MoveMark.BLUNDER, r.mark);
  }

  @Test
  void aForcedWinLetGoIsAMissedWinWithItsWinningLine() {
    MoveReview r = MoveReview.judge(score(Evaluation.MATE - 5), score(-400), null, OTHER, false);
    assertEquals(MoveMark.MISSED_WIN, r.mark);
    assertArrayEquals(new int[] {BEST, 113, 114}, r.line);
  }

  @Test
  void aSlowerWinIsNoMissedWin() {
    MoveReview r = MoveReview.judge(score(Evaluation.MATE - 5), score(-(Evaluation.MATE - 10)), null, OTHER, false);
    assertEquals(MoveMark.NONE, r.mark);
  }

  @Test
  void theOneMoveThatDoesNotLoseIsTheOnlyDefence() {
    MoveReview r = MoveReview.judge(score(-500, -(Evaluation.MATE - 12)), score(500), null, BEST, false);
    assertEquals(MoveMark.ONLY_DEFENCE, r.mark);
  }

  @Test
  void blockingAFourIsForcedAndEarnsNoMark() {
    MoveReview r = MoveReview.judge(score(-500, -(Evaluation.MATE - 2)), score(500), null, BEST, true);
    assertEquals(MoveMark.NONE, r.mark);
  }

  @Test
  void aLostPositionHasNoOnlyDefence() {
    MoveReview r =
        MoveReview.judge(score(-(Evaluation.MATE - 20), -(Evaluation.MATE - 6)), score(0), null, BEST, false);
    assertEquals(MoveMark.NONE, r.mark);
  }

  @Test
  void accuracyFallsSteeplyWithTheLoss() {
    assertEquals(100, Math.round(MoveReview.accuracy(0)));
    assertEquals(64, Math.round(MoveReview.accuracy(10)));
    assertEquals(25, Math.round(MoveReview.accuracy(30)));
    assertEquals(0, Math.round(MoveReview.accuracy(100)));
  }
}
