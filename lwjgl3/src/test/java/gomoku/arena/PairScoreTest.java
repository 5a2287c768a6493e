package gomoku.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class PairScoreTest {
  private static PairScore of(int... counts) {
    PairScore p = new PairScore();
    for (int k = 0; k < 5; k++) {
      for (int i = 0; i < counts[k]; i++) {
        p.add(k);
      }
    }
    return p;
  }

  @Test
  void evenResultsLeanTowardsTheNullHypothesis() {
    PairScore p = of(10, 20, 40, 20, 10);
    assertEquals(100, p.pairs());
    assertEquals(0.5, p.mean(), 1e-9);
    assertEquals(0.075, p.variance(), 1e-5); // (2 × 0.1 × 0.25 + 2 × 0.2 × 0.0625)
    // 100 × (s(10) - ½) × (1 - ½ - s(10)) / (2 × 0.075), s(10) = 1 / (1 + 10^-0.025)
    assertEquals(-0.138, p.llr(0, 10), 1e-3);
    assertEquals(0, p.decision(0, 10), "not enough evidence either way");
  }

  @Test
  void aClearlyStrongerEngineIsAcceptedAndAWeakerOneRejected() {
    PairScore strong = of(0, 0, 20, 40, 40);
    assertEquals(0.8, strong.mean(), 1e-4);
    assertEquals(34.25, strong.llr(0, 30), 0.01);
    assertEquals(1, strong.decision(0, 30));
    assertTrue(strong.summary().endsWith("[0 0 20 40 40]: score 80.0%, Elo +241 (95%: +203 to +284)"),
        strong.summary());

    PairScore weak = of(40, 40, 20, 0, 0);
    assertEquals(-1, weak.decision(0, 30));
  }

  @Test
  void noDecisionBeforeTwentyPairs() {
    PairScore p = of(0, 0, 0, 0, PairScore.MIN_PAIRS - 1);
    assertTrue(p.llr(0, 30) > PairScore.BOUND, "the ratio alone would decide");
    assertEquals(0, p.decision(0, 30));
    p.add(4);
    assertEquals(1, p.decision(0, 30));
  }

  @Test
  void pairsThatTheColourDecidesSayNothingAndAddNoNoise() {
    // Each side won every opening with black: game by game that is 100 wins and 100 losses, an interval of
    // about ±48 Elo; pair by pair it is an even score with almost no spread.
    PairScore p = of(0, 0, 100, 0, 0);
    assertEquals(0.5, p.mean(), 1e-9);
    assertTrue(p.summary().endsWith("score 50.0%, Elo +0 (95%: +0 to +0)"), p.summary());
    assertTrue(Score.summary("A", "B", 100, 100, 0).endsWith("Elo +0 (95%: -48 to +48)"),
        Score.summary("A", "B", 100, 100, 0));
  }

  @Test
  void aPairGivesZeroToFourHalfPoints() {
    PairScore p = new PairScore();
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> p.add(5));
    assertTrue(e.getMessage().contains("0 to 4"), e.getMessage());
    assertEquals(0, p.pairs());
  }
}
