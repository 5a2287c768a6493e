package gomoku.pbrain;

/**
 * How long the engine may think for one move, from what the manager said with INFO: {@code timeout_turn},
 * {@code timeout_match} and {@code time_left} (milliseconds; a {@code time_left} of 2147483647 or a
 * {@code timeout_match} of 0 means the match has no clock).
 *
 * <p>The answers are a soft and a hard limit measured from the moment the request arrived. They are the same
 * without a match clock: every move may use the whole turn. With a clock the soft limit is the move's planned
 * share and the hard one a few shares, so that the last iteration the search starts can usually finish
 * instead of being cut off at the share. Both keep a margin for what happens outside the search: reading the
 * request, printing the answer, the manager reading it, a GC or a scheduler delay on a loaded machine. The
 * margin is 30 ms, or a tenth of the turn up to 250 ms; with very short turns the engine gets half the turn.
 */
public final class TimeBudget {
  static final int UNLIMITED = Integer.MAX_VALUE;
  private static final int MIN_MARGIN = 30;
  private static final int MAX_MARGIN = 250;
  /** Under a match clock, the hard limit in shares of the soft one (see {@link #moveMillis}). */
  static final int HARD_SHARES = 3;
  /**
   * What a move may cost outside the search: reading the request, writing the answer, the manager's side of it
   * and the search's overshoot of its limit. In the arena on this machine the moves at the end of a drained
   * clock took 0 to 3 ms in all. Under a match clock this, and the least a search is given (1 ms), is kept
   * aside for each move still possible (see {@link #usable}).
   */
  static final int MOVE_OVERHEAD = 5;

  int turnMillis = 5000;
  int matchMillis = 0;
  int timeLeft = UNLIMITED;
  /** The brain's own cap per move ({@code --max-ms}), 0 for none: a weaker, faster setting for matches. */
  int capMillis = 0;

  /**
   * The hard limit: milliseconds the search may use for a move on a board holding {@code stones}, 1 at the
   * least. Under a match clock it allows up to {@link #HARD_SHARES} times the move's planned share (and never
   * more than a quarter of the clock less its reserve), so that an iteration started within the share can
   * finish.
   */
  int moveMillis(int stones, int boardPoints) {
    int turn = safe(turnMillis);
    if (hasClock()) {
      int share = share(stones, boardPoints);
      int hard = Math.max(share, Math.min(HARD_SHARES * share, usable(stones, boardPoints) / 4));
      turn = Math.min(turn, Math.min(hard, safe(timeLeft)));
    }
    return capped(turn);
  }

  /**
   * The soft limit: the time the search plans to use (it starts no new iteration after 70% of it). Without a
   * match clock it is the hard limit; with one, the move's share of what is left.
   */
  int softMillis(int stones, int boardPoints) {
    int turn = safe(turnMillis);
    if (hasClock()) {
      turn = Math.min(turn, Math.min(share(stones, boardPoints), safe(timeLeft)));
    }
    return Math.min(capped(turn), moveMillis(stones, boardPoints));
  }

  private boolean hasClock() {
    return matchMillis > 0 && timeLeft != UNLIMITED;
  }

  /**
   * A move's share of the match clock. A game rarely goes past a fifth of the board for each side, so early
   * moves get about a thirtieth of the clock, later ones a larger share of what is left.
   */
  private int share(int stones, int boardPoints) {
    int movesToPlan = Math.max(10, Math.min(30, (boardPoints / 5 - stones) / 2 + 10));
    return Math.max(1, usable(stones, boardPoints) / movesToPlan);
  }

  /**
   * The clock less a reserve of {@link #MOVE_OVERHEAD} + 1 ms for each move this side may still have to make.
   * Shares of what is left shrink geometrically and never reach zero, but each move also costs a few
   * milliseconds the search does not see, so without a reserve a very long game drains the clock. With the
   * reserve, a move whose search keeps to its limit (at most
   * a quarter of what is not reserved, or 1 ms) and whose overhead stays within {@link #MOVE_OVERHEAD} leaves
   * the next move its whole reserve, and some time to plan with.
   */
  private int usable(int stones, int boardPoints) {
    int movesLeft = Math.max(1, (boardPoints - stones + 1) / 2);
    return Math.max(1, timeLeft - (MOVE_OVERHEAD + 1) * movesLeft);
  }

  private int capped(int millis) {
    if (capMillis > 0) {
      millis = Math.min(millis, capMillis);
    }
    return Math.max(1, millis);
  }

  /** What may be spent out of {@code millis}, leaving the margin. */
  static int safe(int millis) {
    if (millis <= 0) {
      return 1; // "as fast as possible"
    }
    if (millis <= 2 * MIN_MARGIN) {
      return Math.max(1, millis / 2);
    }
    return millis - Math.min(MAX_MARGIN, Math.max(MIN_MARGIN, millis / 10));
  }
}
