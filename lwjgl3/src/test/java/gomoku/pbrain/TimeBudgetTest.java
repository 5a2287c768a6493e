package gomoku.pbrain;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class TimeBudgetTest {
  private static final int POINTS = 15 * 15;

  @Test
  void withoutAMatchClockEveryMoveMayUseTheWholeTurnLessTheMargin() {
    TimeBudget t = new TimeBudget();
    t.turnMillis = 5000;
    assertEquals(4750, t.moveMillis(20, POINTS)); // a tenth of the turn, at most 250 ms, stays unused
    assertEquals(4750, t.softMillis(20, POINTS));
    t.turnMillis = 300;
    assertEquals(270, t.moveMillis(0, POINTS));
    assertEquals(270, t.softMillis(0, POINTS));
  }

  @Test
  void underAMatchClockTheSoftLimitIsTheMovesShareAndTheHardOneThreeShares() {
    TimeBudget t = new TimeBudget();
    t.turnMillis = 5000;
    t.matchMillis = 10000;
    t.timeLeft = 10000;
    assertEquals(333, t.softMillis(0, POINTS)); // the first move plans on 30 more
    assertEquals(999, t.moveMillis(0, POINTS));
  }

  @Test
  void nearTheEndOfTheClockTheHardLimitKeepsThreeQuartersOfIt() {
    TimeBudget t = new TimeBudget();
    t.turnMillis = 5000;
    t.matchMillis = 10000;
    t.timeLeft = 1000;
    assertEquals(100, t.softMillis(60, POINTS)); // ten moves planned at the least
    assertEquals(250, t.moveMillis(60, POINTS));
  }

  @Test
  void theBrainsOwnCapBoundsBoth() {
    TimeBudget t = new TimeBudget();
    t.turnMillis = 5000;
    t.capMillis = 200;
    assertEquals(200, t.moveMillis(0, POINTS));
    assertEquals(200, t.softMillis(0, POINTS));
    t.matchMillis = 100000;
    t.timeLeft = 100000;
    assertEquals(200, t.moveMillis(0, POINTS));
    assertEquals(200, t.softMillis(0, POINTS));
  }
}
