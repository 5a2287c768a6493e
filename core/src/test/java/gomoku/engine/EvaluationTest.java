package gomoku.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class EvaluationTest {
  @Test
  void aLevelScoreIsAnEvenChanceAndTheChanceGrowsWithTheScore() {
    assertEquals(50, Evaluation.winChance(0));
    assertEquals(73, Evaluation.winChance(Evaluation.WIN_CHANCE_SCALE)); // 1 / (1 + e^-1)
    assertEquals(27, Evaluation.winChance(-Evaluation.WIN_CHANCE_SCALE));
    int last = 0;
    for (int score = -Evaluation.EVAL_LIMIT; score <= Evaluation.EVAL_LIMIT; score += 100) {
      int chance = Evaluation.winChance(score);
      assertTrue(chance >= last, "score " + score + ": " + chance + " after " + last);
      assertEquals(100 - chance, Evaluation.winChance(-score), "the two sides' chances add up, score " + score);
      last = chance;
    }
  }

  @Test
  void onlyAForcedResultIsCertain() {
    assertEquals(99, Evaluation.winChance(Evaluation.EVAL_LIMIT));
    assertEquals(1, Evaluation.winChance(-Evaluation.EVAL_LIMIT));
    assertEquals(100, Evaluation.winChance(Evaluation.MATE - 7));
    assertEquals(0, Evaluation.winChance(-(Evaluation.MATE - 4)));
  }

  @Test
  void describeReadsAsHundredths() {
    assertEquals("+1.25", Evaluation.describe(125));
    assertEquals("-0.05", Evaluation.describe(-5));
    assertEquals("win in 7", Evaluation.describe(Evaluation.MATE - 7));
    assertEquals("loss in 4", Evaluation.describe(-(Evaluation.MATE - 4)));
  }
}
