package gomoku.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** When iterative deepening stops starting new iterations: 70% of the soft time, more while the move changes. */
class IterationTimeTest {
  @Test
  void aStableBestMoveStopsAt70PercentOfTheSoftTime() {
    assertEquals(700, TimePolicy.lastIterationStart(1000, 3000, 0));
    assertEquals(210, TimePolicy.lastIterationStart(300, 300, 0));
  }

  @Test
  void underAClockAChangeDoublesTheSoftTimeAndTheEffectFadesByHalves() {
    int instability = TimePolicy.nextInstability(0, true);
    assertEquals(1400, TimePolicy.lastIterationStart(1000, 3000, instability), "just after a change: 2 x 700");
    instability = TimePolicy.nextInstability(instability, false);
    assertEquals(1050, TimePolicy.lastIterationStart(1000, 3000, instability), "one stable iteration later: 1.5 x");
    instability = TimePolicy.nextInstability(instability, false);
    assertEquals(875, TimePolicy.lastIterationStart(1000, 3000, instability), "two later: 1.25 x");
    instability = TimePolicy.nextInstability(instability, false);
    assertEquals(700, TimePolicy.lastIterationStart(1000, 3000, instability), "three later: back to the soft time");
    int twice = TimePolicy.nextInstability(TimePolicy.nextInstability(0, true), true);
    assertEquals(1750, TimePolicy.lastIterationStart(1000, 3000, twice), "two changes in a row: 2.5 x");
  }

  @Test
  void neverPastTheHardLimitSoWithoutAClockNothingChanges() {
    assertEquals(1050, TimePolicy.lastIterationStart(1000, 1500, 6), "capped at 70% of the hard limit");
    assertEquals(700, TimePolicy.lastIterationStart(1000, 1000, 4), "soft = hard, as without a match clock");
  }

  @Test
  void aSoftTimeOfWeeksDoesNotOverflow() {
    assertEquals(Integer.MAX_VALUE, TimePolicy.lastIterationStart(Integer.MAX_VALUE, 0, 8));
    assertEquals(1503238552, TimePolicy.lastIterationStart(Integer.MAX_VALUE, Integer.MAX_VALUE, 8)); // 70% of it
  }
}
