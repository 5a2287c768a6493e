package gomoku.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import gomoku.rules.Stone;
import org.junit.jupiter.api.Test;

class ThreatSituationTest {
  private static int[] counts() {
    return new int[24];
  }

  @Test
  void classesSayWhichThreatsEachSideHolds() {
    int[] c = counts();
    c[Stone.BLACK * 8 + Threat.THREE] = 1;
    c[Stone.WHITE * 8 + Threat.FOUR] = 1;
    assertEquals(32 | 4, ThreatSituation.index(c, Stone.BLACK));
    assertEquals(128 | 1, ThreatSituation.index(c, Stone.WHITE));
    assertEquals("mine three / theirs four", ThreatSituation.name(32 | 4));
  }

  @Test
  void theInitiativeStepsCountEachSidesForcingPoints() {
    int[] c = counts();
    c[Stone.BLACK * 8 + Threat.THREE] = 3;
    c[Stone.BLACK * 8 + Threat.FOUR] = 2;
    c[Stone.WHITE * 8 + Threat.THREE] = 2;
    // black: five forcing points (step 2), white two (step 1)
    assertEquals(128 | 32 | 1 | 2 << 8 | 1 << 10, ThreatSituation.index(c, Stone.BLACK));
    assertEquals(32 | 4 | 1 | 1 << 8 | 2 << 10, ThreatSituation.index(c, Stone.WHITE));
    c[Stone.BLACK * 8 + Threat.DOUBLE_THREE] = 2;
    assertEquals(3, ThreatSituation.index(c, Stone.BLACK) >> 8 & 3, "seven forcing points is the last step");
    assertEquals("mine three / theirs none / forcing points 2-3, 0-1", ThreatSituation.name(32 | 1 << 8));
  }

  @Test
  void aTableOfClassesAloneIsTheSameAtEveryStep() {
    int[] byClass = new int[ThreatSituation.CLASSES];
    for (int i = 0; i < byClass.length; i++) {
      byClass[i] = i * 7 - 300;
    }
    int[] wide = ThreatSituation.widen(byClass);
    assertEquals(ThreatSituation.COUNT, wide.length);
    assertEquals(byClass[37], wide[37 | 3 << 8 | 2 << 10]);
    assertEquals(byClass[255], wide[ThreatSituation.COUNT - 1]);
  }
}
