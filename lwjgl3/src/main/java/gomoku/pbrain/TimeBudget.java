package gomoku.pbrain;

/**
 * How long the engine may think for one move, from what the manager said with INFO: {@code timeout_turn},
 * {@code timeout_match} and {@code time_left} (milliseconds; a {@code time_left} of 2147483647 or a
 * {@code timeout_match} of 0 means the match has no clock).
 *
 * <p>The answer is a hard deadline measured from the moment the request arrived. It keeps a margin for
 * what happens outside the search: reading the request, printing the answer, the manager reading it, a GC or a
 * scheduler delay on a loaded machine. The margin is 30 ms, or a tenth of the turn up to 250 ms; with very
 * short turns the engine gets half the turn.
 */
public final class TimeBudget {
  static final int UNLIMITED = Integer.MAX_VALUE;
  private static final int MIN_MARGIN = 30;
  private static final int MAX_MARGIN = 250;

  int turnMillis = 5000;
  int matchMillis = 0;
  int timeLeft = UNLIMITED;
  /** The brain's own cap per move ({@code --max-ms}), 0 for none: a weaker, faster setting for matches. */
  int capMillis = 0;

  /** Milliseconds the search may use for a move on a board holding {@code stones}, or 1 at the least. */
  int moveMillis(int stones, int boardPoints) {
    int turn = safe(turnMillis);
    if (matchMillis > 0 && timeLeft != UNLIMITED) {
      // Plan on the moves still to come: a game rarely goes past a fifth of the board for each side, so
      // early moves get about a thirtieth of the match clock, later ones a larger share of what is left.
      int movesToPlan = Math.max(10, Math.min(30, (boardPoints / 5 - stones) / 2 + 10));
      int share = timeLeft / movesToPlan;
      turn = Math.min(turn, Math.max(1, share));
      turn = Math.min(turn, safe(timeLeft));
    }
    if (capMillis > 0) {
      turn = Math.min(turn, capMillis);
    }
    return Math.max(1, turn);
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
