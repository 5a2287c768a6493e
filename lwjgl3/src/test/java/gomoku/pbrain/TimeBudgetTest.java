package gomoku.pbrain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class TimeBudgetTest {
  private static final int POINTS = 15 * 15;

  @Test
  void withoutAMatchClockEveryMoveMayUseTheWholeTurnLessTheMargin() {
    TimeBudget t = budget(5000, 0, TimeBudget.UNLIMITED);
    assertEquals(4750, t.moveMillis(20, POINTS)); // a tenth of the turn, at most 250 ms, stays unused
    assertEquals(4750, t.softMillis(20, POINTS));
    t.turnMillis = 300;
    assertEquals(270, t.moveMillis(0, POINTS));
    assertEquals(270, t.softMillis(0, POINTS));
  }

  @Test
  void underAMatchClockTheSoftLimitIsTheMovesShareAndTheHardOneThreeShares() {
    TimeBudget t = budget(5000, 10000, 10000);
    // 113 moves may still come (6 ms each kept aside): 9322 ms to plan with, on 30 moves at the first.
    assertEquals(310, t.softMillis(0, POINTS));
    assertEquals(930, t.moveMillis(0, POINTS));
  }

  @Test
  void nearTheEndOfTheClockTheHardLimitKeepsThreeQuartersOfWhatIsNotReserved() {
    TimeBudget t = budget(5000, 10000, 1000);
    // 83 moves may still come: 498 ms are kept aside, 502 planned on ten moves at the least.
    assertEquals(50, t.softMillis(60, POINTS));
    assertEquals(125, t.moveMillis(60, POINTS));
  }

  @Test
  void aGameThatFillsTheBoardNeverEmptiesTheClockEvenIfEveryMoveUsesItsHardLimit() {
    TimeBudget t = budget(5000, 10000, 10000);
    for (int stones = 0; stones < POINTS; stones += 2) {
      int spent = t.moveMillis(stones, POINTS) + TimeBudget.MOVE_OVERHEAD; // the search and what it cannot see
      t.timeLeft -= spent;
      assertTrue(t.timeLeft > 0, "the clock ran out at stone " + stones + " after a move of " + spent + " ms");
    }
  }

  @Test
  void theBrainsOwnCapBoundsBoth() {
    TimeBudget t = budget(5000, 0, TimeBudget.UNLIMITED);
    t.capMillis = 200;
    assertEquals(200, t.moveMillis(0, POINTS));
    assertEquals(200, t.softMillis(0, POINTS));
    t.matchMillis = 100000;
    t.timeLeft = 100000;
    assertEquals(200, t.moveMillis(0, POINTS));
    assertEquals(200, t.softMillis(0, POINTS));
  }

  /** A budget as the manager's INFO lines set it: turn, match clock (0: none) and time left, in ms. */
  private static TimeBudget budget(int turn, int match, int left) {
    TimeBudget t = new TimeBudget();
    t.turnMillis = turn;
    t.matchMillis = match;
    t.timeLeft = left;
    return t;
  }
}
