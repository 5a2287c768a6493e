package gomoku.game;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import gomoku.engine.Evaluation;
import gomoku.engine.SearchInfo;
import gomoku.rules.Rule;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class Swap2Test {
  @Test
  void afterThreeTheSecondPlayerTakesAClearlyBetterColourElsePlacesTwoMore() {
    assertEquals(Swap2.Choice.PLAY_WHITE, Swap2.afterThree(Evaluation.WIN_CHANCE_SCALE));
    assertEquals(Swap2.Choice.SWAP, Swap2.afterThree(-Evaluation.WIN_CHANCE_SCALE));
    assertEquals(Swap2.Choice.TWO_MORE, Swap2.afterThree(0));
  }

  @Test
  void afterFiveTheFirstPlayerTakesWhiteUnlessBlackIsBetter() {
    assertEquals(Swap2.Choice.TAKE_WHITE, Swap2.afterFive(0));
    assertEquals(Swap2.Choice.TAKE_BLACK, Swap2.afterFive(-1));
  }

  @Test
  void theFifthStoneIsTheCandidateNearestToLevel() {
    SearchInfo info = new SearchInfo();
    info.topMoves = new int[] {10, 20, 30};
    info.topScores = new int[] {300, -15, 40};
    assertEquals(20, Swap2.levelMove(info, 10));
    assertEquals(7, Swap2.levelMove(null, 7), "no report: the search's own move");
  }

  @Test
  void theFirstThreeStonesComeFromALegalOpeningElseAFixedOne() {
    int[] twice = {112, 112, 113, 5};
    int[] good = {112, 97, 128, 6, 7};
    for (long seed = 0; seed < 10; seed++) {
      assertArrayEquals(new int[] {112, 97, 128}, Swap2.firstThree(List.of(twice, good), new Random(seed),
          Rule.FREESTYLE, 15), "the opening with a stone twice is never taken; the rest is cut to three");
    }
    assertArrayEquals(new int[] {112, 98, 129}, Swap2.firstThree(List.of(twice), new Random(1), Rule.FREESTYLE, 15),
        "no legal opening: the built-in one");
  }
}
