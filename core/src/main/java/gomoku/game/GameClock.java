package gomoku.game;

import gomoku.rules.Stone;
import java.util.function.LongSupplier;

/**
 * Both colours' clocks under a time control (Fischer: a start time and an increment per move): the side to move's
 * clock runs while the game is live, a move adds the increment, and the colour whose clock reaches zero loses.
 */
final class GameClock {
  private final boolean on;
  private final int incrementMillis;
  /** Time left (index: Stone colour). */
  private final long[] left = new long[3];
  private long lastTick = -1;
  /** The colour whose clock ran out, or 0. */
  private int loser;
  private LongSupplier time = System::currentTimeMillis;

  GameClock(int startMillis, int incrementMillis) {
    this.on = startMillis > 0;
    this.incrementMillis = incrementMillis;
    left[Stone.BLACK] = startMillis;
    left[Stone.WHITE] = startMillis;
  }

  boolean isOn() {
    return on;
  }

  long left(int colour) {
    return left[colour];
  }

  /** A resumed game's clocks. */
  void set(long black, long white) {
    left[Stone.BLACK] = black;
    left[Stone.WHITE] = white;
  }

  /** The colour that lost on time, or 0. */
  int loser() {
    return loser;
  }

  long now() {
    return time.getAsLong();
  }

  /** Tests drive time themselves. */
  void setTime(LongSupplier time) {
    this.time = time;
  }

  /**
   * Charges the time since the last tick to {@code side} when {@code running} (not paused, reviewing or over).
   * Returns true when that clock has just run out.
   */
  boolean tick(int side, boolean running) {
    long now = time.getAsLong();
    boolean ranOut = false;
    if (lastTick >= 0 && on && running && loser == 0) {
      left[side] -= now - lastTick;
      if (left[side] <= 0) {
        left[side] = 0;
        loser = side;
        ranOut = true;
      }
    }
    lastTick = now;
    return ranOut;
  }

  /** A move by {@code colour}: its increment. */
  void moved(int colour) {
    if (on) {
      left[colour] += incrementMillis;
    }
  }

  /** A computer's time for a move: its setting, or a twentieth of its clock (plus most of the increment) when less. */
  int thinkingMillis(int colour, int settingMillis) {
    if (!on) {
      return settingMillis;
    }
    long share = left[colour] / 20 + incrementMillis * 3L / 4;
    return (int) Math.max(50, Math.min(settingMillis, share));
  }
}
