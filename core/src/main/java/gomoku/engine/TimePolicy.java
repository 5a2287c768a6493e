package gomoku.engine;

/**
 * When the iterative deepening starts no new iteration, and how many nodes the root's threat searches get. The
 * limits themselves (soft and hard time, nodes) are the caller's, in {@link SearchLimits}.
 */
final class TimePolicy {
  private TimePolicy() {}

  /**
   * The time after which no new iteration starts: 70% of the soft time (an iteration started later rarely ends in
   * time), more while the best move keeps changing (twice just after a change, then 1.5, 1.25...), never past the
   * hard limit. In a long: a soft time of weeks cannot overflow.
   */
  static int lastIterationStart(int softMillis, int hardMillis, int instability) {
    long soft = (long) softMillis * (4 + instability) / 4;
    if (hardMillis > 0 && soft > hardMillis) {
      soft = hardMillis;
    }
    long start = soft * 7 / 10;
    return start > Integer.MAX_VALUE ? Integer.MAX_VALUE : (int) start;
  }

  /** The best move's instability after an iteration: halved, plus 4 when the iteration changed the move. */
  static int nextInstability(int instability, boolean changed) {
    return instability / 2 + (changed ? 4 : 0);
  }

  /**
   * Whether a proven win ends the thinking: once two iterations in a row found one (one more look from the root
   * at a win resting on table entries), a further one only looks for a shorter win while the player waits. A
   * proven loss is searched on: a slower loss leaves a human more moves in which to miss the win.
   */
  static boolean winHeld(int score, int previousScore) {
    return score > 0 && Evaluation.isMate(score) && previousScore > 0 && Evaluation.isMate(previousScore);
  }

  /** Threat-search nodes at the root: a share of the node budget, or about a tenth of the time. */
  static int threatBudget(SearchLimits limits, int divisor) {
    if (limits.nodes > 0) {
      return Ints.max(1000, limits.nodes / divisor);
    }
    int millis = limits.softMillis > 0 ? limits.softMillis : limits.hardMillis;
    if (millis > 0) {
      return Ints.max(500, millis * 80 / divisor);
    }
    return 200000;
  }
}
