package gomoku.engine;

/**
 * The moves worth searching at a node, best first. The order is the classic one: a move from the
 * transposition table, then by what a stone does there for both sides — own five, blocking a five, own open
 * four, the 4-3 and 3-3 shapes, blocking them, fours, threes, twos — then killer moves and history.
 *
 * <p>What may be left out is decided by the opponent's threats, never by a guess: facing a five point only the
 * block is generated; facing an open three (the opponent has an open-four point) only the points that stop the
 * four and our own fours are, none of them capped. Only in quiet positions is the list cut to the best
 * {@code cap} moves.
 */
final class MovePicker {
  private final SearchBoard b;
  /**
   * The score within a tier by point combination: {@code [2k]} the side to move's {@link PointTable} score for
   * combination k, {@code [2k + 1]} four fifths of it for the opponent's (a block is worth less than a threat).
   */
  private static final int[] ORDER = new int[2 * PointCombination.COUNT];

  static {
    for (int k = 0; k < PointCombination.COUNT; k++) {
      ORDER[2 * k] = PointTable.SCORE[k];
      ORDER[2 * k + 1] = PointTable.SCORE[k] * 4 / 5;
    }
  }

  /** Points to look at, from the board's point lists. */
  private final int[] scan;

  MovePicker(SearchBoard board) {
    this.b = board;
    this.scan = new int[board.size * board.size];
  }

  /** Whether the last {@link #generate} found the side to move under threat (its moves are all forced). */
  boolean forced;
  /** Where the best of the quiet list was found (the list's first pick is made while it is built). */
  private int bestFirst;

  /**
   * Fills {@code moves} (and {@code keys}, their sort keys) and returns how many. Only the best is put first;
   * the search picks the others best first with {@link #selectBest}, so a cut-off after a few moves costs no
   * full sort. In a quiet position the caller searches only the first few picked (its cap). Assumes the side
   * to move has no five and the opponent at most one five point, {@code oppFive} (-1 for none): the search
   * finds it, and resolves the other cases, before asking.
   */
  int generate(int[] moves, int[] keys, int oppFive, int ttMove, int killer1, int killer2, int[] history) {
    int me = b.sideToMove();
    int you = 3 - me;
    int n = 0;
    forced = true;
    bestFirst = 0;
    if (oppFive >= 0) {
      // 1. The opponent threatens five: block, or nothing.
      if (!b.isForbidden(me, oppFive)) {
        moves[0] = oppFive;
        keys[0] = 0;
        n = 1;
      }
      return n;
    }
    if (b.threatCount(you, Threat.FLEX_FOUR) > 0 && hasPlayable(you, Threat.FLEX_FOUR)) {
      // 2. The opponent threatens an open four: stop it, or make fours of our own.
      int count = b.threatIndex.openFourDefences(you, scan);
      for (int i = 0; i < count; i++) {
        int q = scan[i];
        if (!b.isForbidden(me, q)) {
          moves[n] = q;
          keys[n] = key(me, q, ttMove, killer1, killer2, history);
          n++;
        }
      }
      if (n > 0) {
        selectBest(moves, keys, 0, n);
        return n;
      }
    }
    // 3. Quiet: every empty point near a stone (the centre on an empty board), best first, capped.
    forced = false;
    if (b.moveCount() == 0) {
      moves[0] = b.fromPoint((b.size / 2) * b.size + b.size / 2);
      keys[0] = 0;
      return 1;
    }
    int count = b.candidates.points(scan);
    int best = Integer.MIN_VALUE;
    for (int i = 0; i < count; i++) {
      int q = scan[i];
      if (!b.isForbidden(me, q)) {
        int k = key(me, q, ttMove, killer1, killer2, history);
        moves[n] = q;
        keys[n] = k;
        if (k > best) {
          best = k;
          bestFirst = n;
        }
        n++;
      }
    }
    swap(moves, keys, 0, bestFirst);
    return n;
  }

  /** Whether the colour may really play one of its points of this threat class (renju black's may be forbidden). */
  boolean hasPlayable(int colour, int threat) {
    if (b.rule != gomoku.rules.Rule.RENJU || colour != gomoku.rules.Stone.BLACK) {
      return true; // the counts already say there is one, and nothing forbids it
    }
    int count = b.threatIndex.points(colour, threat, scan);
    for (int i = 0; i < count; i++) {
      if (b.threat(colour, scan[i]) == threat && !b.isForbidden(colour, scan[i])) {
        return true;
      }
    }
    return false;
  }

  private int key(int me, int q, int ttMove, int killer1, int killer2, int[] history) {
    if (q == ttMove) {
      return Integer.MAX_VALUE;
    }
    int t = b.threats[q];
    int attack = me == gomoku.rules.Stone.BLACK ? t & 15 : (t >>> 4) & 15;
    int defence = me == gomoku.rules.Stone.BLACK ? (t >>> 4) & 15 : t & 15;
    // Own threat classes outrank the same class of the opponent's; both outrank plain scores.
    int tier = Ints.max(attack * 2 + 1, defence * 2);
    int mine = ORDER[2 * b.combinations[2 * q + me - 1]];
    int theirs = ORDER[2 * b.combinations[2 * q + 2 - me] + 1];
    int k = tier * 20000 + Ints.max(0, Ints.min(19999, mine + theirs));
    if (q == killer1 || q == killer2) {
      k += 5000;
    }
    return k + Ints.min(history[q] >> 4, 4000);
  }

  /** Swaps the best of moves[i..n) into place i. */
  static void selectBest(int[] moves, int[] keys, int i, int n) {
    int best = i;
    for (int j = i + 1; j < n; j++) {
      if (keys[j] > keys[best]) {
        best = j;
      }
    }
    swap(moves, keys, i, best);
  }

  private static void swap(int[] moves, int[] keys, int i, int j) {
    if (i != j) {
      int m = moves[i];
      moves[i] = moves[j];
      moves[j] = m;
      int k = keys[i];
      keys[i] = keys[j];
      keys[j] = k;
    }
  }

  static void sort(int[] moves, int[] keys, int n) {
    for (int i = 1; i < n; i++) {
      int m = moves[i];
      int k = keys[i];
      int j = i - 1;
      while (j >= 0 && keys[j] < k) {
        moves[j + 1] = moves[j];
        keys[j + 1] = keys[j];
        j--;
      }
      moves[j + 1] = m;
      keys[j + 1] = k;
    }
  }

  /**
   * The move loop's limit after its i-th move: all n moves when every capped move so far loses. Before calling
   * the position lost, the rest are tried: the cap is a guess about which quiet moves matter, and a quiet
   * defence it left out (a point that takes away a coming threat) turned a claimed "win in 11" into a lost game
   * against the evaluation-only level. A singular-extension search (Step 4c) leaves the table move out; when
   * that move is the last capped one, the others are widened all the same.
   */
  static int widenedLimit(int i, int limit, int n, int best) {
    return i == limit - 1 && limit < n && Evaluation.isMate(best) && best < 0 ? n : limit;
  }
}
