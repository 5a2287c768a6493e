package gomoku.engine;

/**
 * What the search has learned about its static evaluation's errors in the current game (Stockfish's correction
 * history): the mean difference between a quiet node's search result and its evaluation, kept by the side to move's
 * {@link ThreatSituation} and by the opponent's last move. The evaluation weighs each point by its lines alone and
 * misjudges some shapes of the position being searched by the same amount again and again; the search finds that
 * out at every node it finishes, and the nodes after it start from a better guess.
 */
final class EvalCorrection {
  /** Entries hold the mean error in evaluation units times SCALE, so that small steps are not rounded away. */
  private static final int SCALE = 16;

  private final int[][] bySituation = new int[3][ThreatSituation.COUNT];
  private final int[][] byLastMove = new int[3][];

  EvalCorrection(int points) {
    byLastMove[1] = new int[points];
    byLastMove[2] = new int[points];
  }

  /** The board's evaluation for its side to move, corrected. */
  int evaluate(SearchBoard b) {
    int situation = b.threatSituation();
    return b.evaluate(situation) + of(b.sideToMove(), situation, b.lastMove());
  }

  /** The evaluation of the board's last quiet preview, of the move m, corrected. */
  int preview(SearchBoard b, int m) {
    return b.quietPreview.evaluation + of(3 - b.sideToMove(), b.quietPreview.situation, m);
  }

  /**
   * What a quiet node of this depth found: its score and bound. An exact score says how far the evaluation was
   * off; a bound only when it lies beyond the corrected evaluation on its own side (a lower bound above it).
   */
  void learn(SearchBoard b, int best, int bound, int depth) {
    int me = b.sideToMove();
    int situation = b.threatSituation();
    int unclamped = b.evaluate(situation);
    int raw = Search.clamped(unclamped);
    int corrected = Search.clamped(unclamped + of(me, situation, b.lastMove()));
    if (bound == TranspositionTable.BOUND_EXACT || (bound == TranspositionTable.BOUND_LOWER) == (best > corrected)) {
      update(me, situation, b.lastMove(), best - raw, depth);
    }
  }

  /** The correction to add to the evaluation of a position: side to move, its threat situation, the last move. */
  private int of(int me, int situation, int lastMove) {
    int s = bySituation[me][situation];
    int m = lastMove < 0 ? s : byLastMove[me][lastMove];
    return (s + m) / (2 * SCALE);
  }

  /** A quiet node of this depth found its score {@code error} above its uncorrected evaluation. */
  private void update(int me, int situation, int lastMove, int error, int depth) {
    int limit = SearchParams.CORRECTION_MAX_ERROR;
    int target = Ints.max(-limit, Ints.min(limit, error)) * SCALE;
    int weight = Ints.min(depth, SearchParams.CORRECTION_MAX_WEIGHT);
    int[] s = bySituation[me];
    s[situation] += (target - s[situation]) * weight / 32;
    if (lastMove >= 0) {
      int[] m = byLastMove[me];
      m[lastMove] += (target - m[lastMove]) * weight / 32;
    }
  }

  /** At the start of a search: what was learned keeps half its weight, since the position has moved on. */
  void age() {
    for (int c = 1; c <= 2; c++) {
      halve(bySituation[c]);
      halve(byLastMove[c]);
    }
  }

  private static void halve(int[] values) {
    for (int i = 0; i < values.length; i++) {
      values[i] /= 2;
    }
  }
}
