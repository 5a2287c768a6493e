package gomoku.arena;

import java.util.ArrayList;
import java.util.List;

/**
 * How an engine kept its turn limit over arena games. Each answer's time, from the request to the move, splits
 * into the engine's own time and the time a busy machine kept its threads (or the arena's reader) waiting for a
 * processor ({@link ArenaGame.Result#waitedMillis}). An engine keeps time when its own time never exceeds the
 * turn: that holds on a loaded machine too, while an engine that thinks or sleeps too long fails it anywhere.
 */
public final class TimeKeeping {
  private final int turnMillis;
  public int moves;
  /** The slowest answer as the arena saw it (request to move), machine delays included. */
  public int slowest;
  /** The slowest answer less the time the machine did not give the engine. */
  public int slowestOwn;
  /** The longest wait for a processor within one move. */
  public int mostWaited;
  /** Whether every move's wait was known (Linux's schedstat); if not, own time is the whole answer time. */
  public boolean waitsKnown = true;
  /** Each move whose own time exceeded the turn, described. */
  public final List<String> late = new ArrayList<>();

  public TimeKeeping(int turnMillis) {
    this.turnMillis = turnMillis;
  }

  /** Counts the moves of one colour ({@code 0} black, {@code 1} white) in a game, the opening's stones left out. */
  public void add(ArenaGame.Result r, int colour) {
    for (int i = r.openingStones; i < r.millis.size(); i++) {
      if (i % 2 != colour) {
        continue;
      }
      int took = r.millis.get(i);
      int waited = r.waitedMillis.get(i);
      if (waited < 0) {
        waitsKnown = false;
        waited = 0;
      }
      // Linux books a wait when the thread runs again, so a wait begun before the request can land in this move.
      waited = Math.min(waited, took);
      int own = took - waited;
      moves++;
      slowest = Math.max(slowest, took);
      slowestOwn = Math.max(slowestOwn, own);
      mostWaited = Math.max(mostWaited, waited);
      if (own > turnMillis) {
        late.add("move " + (i + 1) + ": " + took + " ms, of which the machine kept it waiting " + waited + " ms");
      }
    }
  }

  /** One line for notes: "200 moves at 100 ms: slowest 84 ms (own 80 ms), longest wait 6 ms, none late". */
  public String summary() {
    return moves + " moves at " + turnMillis + " ms: slowest " + slowest + " ms (own " + slowestOwn
        + " ms), longest wait for a processor " + mostWaited + " ms" + (waitsKnown ? "" : " (waits not known here)")
        + ", " + (late.isEmpty() ? "none late" : late.size() + " late");
  }
}
