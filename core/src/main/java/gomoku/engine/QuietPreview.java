package gomoku.engine;

import gomoku.rules.Stone;

/**
 * The evaluation {@link SearchBoard#evaluate} would give after the side to move plays a point, computed without
 * playing it, or false when that position is not a quiet one. The search's horizon nodes need nothing but that
 * number, nor do the nodes that its reverse futility test ends, and a real play and undo (saving, updating and
 * restoring some twenty points, the keys, the hash and the candidate area) cost about twice as much as looking up
 * the same patterns and adding up the score changes. The patterns are the ones play would look up, so the value is
 * exactly the same.
 *
 * <p>Quiet means what the search's horizon assumes (Steps 2 and 3 of {@code Search.search}): neither side has a
 * five point, the side then to move has no open-four or 4-3 point, and the board is not full.
 */
final class QuietPreview {
  private final SearchBoard b;
  /** The evaluation's values by lines index for black and white, its tempo and its situation values. */
  private final int[] evalBlack;

  private final int[] evalWhite;
  private final int tempo;
  private final int[] situations;
  /** The board's class counts as they would be after the move. */
  private final int[] counts = new int[24];
  /** What the last {@link #of} that returned true found: the evaluation for the side then to move. */
  int evaluation;
  /** And the {@link ThreatSituation} index of that position for the side then to move. */
  int situation;
  /** And whether the player of the previewed move then holds a 3-3, 4-3 or open-four point. */
  boolean forcing;
  /** And whether the side then to move can make a four (its horizon may look for a VCF). */
  boolean fourPoint;

  QuietPreview(SearchBoard board, EvalTables eval) {
    b = board;
    evalBlack = eval.values[Stone.BLACK];
    evalWhite = eval.values[Stone.WHITE];
    tempo = eval.tempo;
    situations = eval.situations;
  }

  /** Previews the side to move's stone on q: true, with {@link #evaluation} and {@link #forcing} set, when quiet. */
  boolean of(int q) {
    if (b.moveCount + 1 >= b.size * b.size) {
      return false;
    }
    int c = b.sideToMove();
    int o = 3 - c;
    int cShift = c == Stone.BLACK ? 0 : 4;
    int oShift = 4 - cShift;
    // The class counts after the move: q leaves the empty points, and the points it sees may change class.
    int[] after = counts;
    System.arraycopy(b.counts, 8, after, 8, 16);
    // The evaluation then reads two sums: the side then to move's mover values (o's) and the mover's opponent
    // values (c's), so only those two are followed; the other two would cost as many look-ups for nothing.
    int[] oValues = o == Stone.BLACK ? evalBlack : evalWhite;
    int[] cValues = c == Stone.BLACK ? evalBlack : evalWhite;
    int oIndex = o - 1;
    int cIndex = c - 1;
    boolean oIsBlack = o == Stone.BLACK;
    int mine = b.moverSums[o] - oValues[2 * b.combinations[2 * q + oIndex]];
    int theirs = b.opponentSums[c] - cValues[2 * b.combinations[2 * q + cIndex] + 1];
    int tq = b.threats[q];
    after[c * 8 + ((tq >>> cShift) & 15)]--;
    after[o * 8 + ((tq >>> oShift) & 15)]--;
    for (int d = 0; d < 4; d++) {
      int step = b.dir[d];
      int[] keysD = b.keys[d];
      for (int k = -b.reach; k <= b.reach; k++) {
        int a = q + k * step;
        if (k == 0 || b.cells[a] != Stone.EMPTY) {
          continue;
        }
        int slot = k > 0 ? b.reach - k : b.reach - k - 1; // where q sits in a's key (as in play)
        int both = b.table.patterns(keysD[a] | c << (2 * slot));
        int old = b.lines[a];
        int updated = withLine(old, d, both);
        if (updated == old) {
          continue;
        }
        int pb = PointTable.PACKED[updated & 0xffff];
        int pw = PointTable.PACKED[updated >>> 16];
        int newO = (oIsBlack ? pb : pw) >>> 5;
        int newC = (oIsBlack ? pw : pb) >>> 5;
        mine += oValues[2 * newO] - oValues[2 * b.combinations[2 * a + oIndex]];
        theirs += cValues[2 * newC + 1] - cValues[2 * b.combinations[2 * a + cIndex] + 1];
        int oldThreats = b.threats[a];
        int newThreats = (pb & 15) | (pw & 15) << 4;
        if (((oldThreats ^ newThreats) & 255) == 0) {
          continue;
        }
        after[c * 8 + ((oldThreats >>> cShift) & 15)]--;
        after[c * 8 + ((newThreats >>> cShift) & 15)]++;
        after[o * 8 + ((oldThreats >>> oShift) & 15)]--;
        after[o * 8 + ((newThreats >>> oShift) & 15)]++;
      }
    }
    if ((after[c * 8 + Threat.FIVE] | after[o * 8 + Threat.FIVE] | after[o * 8 + Threat.FLEX_FOUR]
        | after[o * 8 + Threat.FOUR_THREE]) != 0) {
      return false;
    }
    fourPoint = after[o * 8 + Threat.FOUR] != 0;
    forcing =
        after[c * 8 + Threat.DOUBLE_THREE] + after[c * 8 + Threat.FOUR_THREE] + after[c * 8 + Threat.FLEX_FOUR] != 0;
    situation = ThreatSituation.index(after, o);
    evaluation = (mine >> EvalTables.UNIT_SHIFT) - (theirs >> EvalTables.UNIT_SHIFT) + tempo + situations[situation];
    return true;
  }

  /**
   * A point's packed line patterns ({@link SearchBoard#lines}) with line d replaced by a table entry's two patterns
   * (black's in the low four bits, white's in the high four).
   */
  static int withLine(int packed, int d, int both) {
    int shiftB = 4 * d;
    int shiftW = 16 + shiftB;
    return packed & ~(15 << shiftB | 15 << shiftW) | (both & 15) << shiftB | (both >>> 4) << shiftW;
  }
}
