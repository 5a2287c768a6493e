package gomoku.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.rules.Stone;
import org.junit.jupiter.api.Test;

class GameClockTest {
  private final long[] now = {0};

  private GameClock clock(int start, int increment) {
    GameClock c = new GameClock(start, increment);
    c.setTime(() -> now[0]);
    return c;
  }

  @Test
  void onlyTheSideToMovesClockRunsAndAMoveAddsTheIncrement() {
    GameClock c = clock(60_000, 2_000);
    c.tick(Stone.BLACK, true); // the first tick only starts counting
    now[0] = 5_000;
    c.tick(Stone.BLACK, true);
    c.moved(Stone.BLACK);
    assertEquals(57_000, c.left(Stone.BLACK));
    assertEquals(60_000, c.left(Stone.WHITE));
  }

  @Test
  void aHeldGameChargesNobody() {
    GameClock c = clock(60_000, 0);
    c.tick(Stone.WHITE, true);
    now[0] = 30_000;
    c.tick(Stone.WHITE, false); // paused, reviewing or over
    assertEquals(60_000, c.left(Stone.WHITE));
  }

  @Test
  void theColourThatReachesZeroLosesOnce() {
    GameClock c = clock(1_000, 0);
    c.tick(Stone.WHITE, true);
    now[0] = 1_500;
    assertTrue(c.tick(Stone.WHITE, true));
    assertEquals(0, c.left(Stone.WHITE));
    assertEquals(Stone.WHITE, c.loser());
    now[0] = 3_000;
    assertFalse(c.tick(Stone.BLACK, true), "after a loss no clock runs");
    assertEquals(1_000, c.left(Stone.BLACK));
  }

  @Test
  void aComputerThinksLessWhenItsClockRunsLow() {
    GameClock c = clock(60_000, 2_000);
    assertEquals(2_000, c.thinkingMillis(Stone.BLACK, 2_000), "a full clock allows the setting");
    c.set(4_000, 60_000);
    assertEquals(4_000 / 20 + 1_500, c.thinkingMillis(Stone.BLACK, 5_000));
    assertEquals(5_000, new GameClock(0, 0).thinkingMillis(Stone.BLACK, 5_000), "no clock, no limit");
  }
}
