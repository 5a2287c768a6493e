package gomoku.engine;

import gomoku.rules.ForbiddenMoves;
import gomoku.rules.Stone;

/**
 * Renju black's forbidden points for the search. Fours need no recursion (a five is never forbidden), so an
 * overline, fours on two lines, one line's two fours ({@code X.X*X.X}) and a lone straight four are decided from
 * black's line patterns ({@link #forbiddenByFours}). Only a possible 3-3 needs the rules' exact test, which asks
 * whether each three's four points are themselves allowed; the search asks the same question in the same positions
 * many times, so those answers are kept in a small table keyed by position and point.
 */
final class RenjuPoints {
  private static final int CACHE_BITS = 12;
  private final SearchBoard b;
  /**
   * Cached verdicts: a slot holds the position-and-point check with bit 0 set when forbidden, or the same check
   * with bit 0 clear and bit 1 flipped when not (so neither is 0, the empty slot).
   */
  private final int[] checks = new int[1 << CACHE_BITS];

  RenjuPoints(SearchBoard board) {
    b = board;
  }

  /** Whether black may not play the empty point q, where its patterns say it may be forbidden. */
  boolean isForbidden(int q) {
    int byFours = forbiddenByFours(q);
    if (byFours != UNDECIDED) {
      return byFours == FORBIDDEN;
    }
    int mix = q * 0x9E3779B1;
    int slot = (b.hash1() ^ mix) >>> (32 - CACHE_BITS);
    int check = (b.hash2() ^ mix) | 1; // never 0, the empty slot
    int cached = checks[slot];
    if (cached == check || cached == (check ^ 1 ^ 2)) {
      return cached == check;
    }
    boolean forbidden = ForbiddenMoves.isForbidden(b.mirror, b.toPoint(q));
    checks[slot] = forbidden ? check : check ^ 1 ^ 2;
    return forbidden;
  }

  private static final int ALLOWED = 0;
  private static final int FORBIDDEN = 1;
  private static final int UNDECIDED = 2;

  /**
   * Renju black at q (which makes no five), from its four line patterns: an overline or fours on two lines
   * are forbidden; one line with two five points is a straight four ({@code .XXXX.}, four in a row through q)
   * or two fours on that line ({@code X.X*X.X}: forbidden); a four with fewer than two open threes beside it
   * is allowed. Two open threes are left to the exact test.
   */
  private int forbiddenByFours(int q) {
    int black = b.lines[q] & 0xffff;
    int fours = 0;
    int threes = 0;
    int flexLine = -1;
    for (int d = 0; d < 4; d++) {
      int p = (black >>> (4 * d)) & 15;
      if (p == Pattern.OVERLINE) {
        return FORBIDDEN;
      }
      if (p == Pattern.B4 || p == Pattern.F4) {
        fours++;
        if (p == Pattern.F4) {
          flexLine = d;
        }
      } else if (Pattern.isOpenThree(p)) {
        threes++;
      }
    }
    if (fours >= 2) {
      return FORBIDDEN;
    }
    if (flexLine >= 0 && blackRunThrough(q, b.dir[flexLine]) < 4) {
      return FORBIDDEN; // two five points on one line, not from one four in a row: a double four
    }
    return threes >= 2 ? UNDECIDED : ALLOWED;
  }

  /** How many black stones in a row a black stone on the empty point q would be part of, along step. */
  private int blackRunThrough(int q, int step) {
    int run = 1;
    for (int p = q + step; b.cells[p] == Stone.BLACK; p += step) {
      run++;
    }
    for (int p = q - step; b.cells[p] == Stone.BLACK; p -= step) {
      run++;
    }
    return run;
  }
}
