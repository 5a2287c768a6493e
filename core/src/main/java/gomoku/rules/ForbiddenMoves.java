package gomoku.rules;

/**
 * Black's forbidden moves under RIF renju rules.
 *
 * <p>The order of the tests is the order of the rules: a move that makes exactly five wins whatever else it
 * makes; otherwise an overline, then two or more fours, then two or more threes forbid it. A four is a line
 * that one more stone turns into exactly five; a straight four ({@code .XXXX.}) has two such points but is one
 * four, while {@code X.XXX.X} or {@code XX.XX.XX} through the move are two fours on one line. A three is a
 * line that one more stone — one that makes no five and is itself not forbidden — turns into a straight four.
 * That last condition is what makes the test recursive: the completion point is examined with the same rules,
 * on the board with the move in place.
 */
public final class ForbiddenMoves {
  /**
   * How deep the three test may recurse. Each level adds a black stone, so the recursion ends anyway; the cap
   * only bounds the work on contrived boards. Real games never come near it.
   */
  private static final int MAX_DEPTH = 12;

  private ForbiddenMoves() {}

  /** Whether black may not play {@code point}; {@link Forbidden#NONE} for an occupied point too. */
  public static Forbidden check(Board board, int point) {
    if (board.get(point) != Stone.EMPTY) {
      return Forbidden.NONE;
    }
    board.place(point, Stone.BLACK);
    try {
      return checkPlaced(board, board.x(point), board.y(point), 0);
    } finally {
      board.remove(point);
    }
  }

  public static boolean isForbidden(Board board, int point) {
    return check(board, point) != Forbidden.NONE;
  }

  /** The verdict for the black stone already standing at (x, y). */
  private static Forbidden checkPlaced(Board b, int x, int y, int depth) {
    // 1. A five wins and so is never forbidden, even if it is also 4-4 or 3-3.
    for (int d = 0; d < 4; d++) {
      if (b.runLength(x, y, d, Stone.BLACK) == 5) {
        return Forbidden.NONE;
      }
    }
    // 2. Overline.
    for (int d = 0; d < 4; d++) {
      if (b.runLength(x, y, d, Stone.BLACK) > 5) {
        return Forbidden.OVERLINE;
      }
    }
    // 3. Fours, counting two on one line separately.
    int fours = 0;
    int directionsWithFour = 0;
    for (int d = 0; d < 4; d++) {
      int f = foursThrough(b, x, y, d);
      fours += f;
      if (f > 0) {
        directionsWithFour |= 1 << d;
      }
    }
    if (fours >= 2) {
      return Forbidden.DOUBLE_FOUR;
    }
    // 4. Threes, in the directions that hold no four (4-3 is allowed).
    if (depth >= MAX_DEPTH) {
      return Forbidden.NONE;
    }
    int threes = 0;
    for (int d = 0; d < 4; d++) {
      if ((directionsWithFour & (1 << d)) == 0 && isThree(b, x, y, d, depth)) {
        threes++;
        if (threes >= 2) {
          return Forbidden.DOUBLE_THREE;
        }
      }
    }
    return Forbidden.NONE;
  }

  /**
   * The number of fours the stone at (x, y) belongs to along d: the empty points within reach that would make
   * exactly five through it, where the two ends of a straight four count once.
   */
  static int foursThrough(Board b, int x, int y, int d) {
    int first = Integer.MIN_VALUE;
    int count = 0;
    boolean straight = false;
    for (int k = -4; k <= 4; k++) {
      if (k != 0 && makesFiveThrough(b, x, y, d, k)) {
        if (count == 1 && k - first == 5) {
          straight = true;
        }
        if (count == 0) {
          first = k;
        }
        count++;
      }
    }
    return straight && count == 2 ? 1 : count;
  }

  /** Whether a black stone at offset k along d from (x, y) (an empty point) makes exactly five through (x, y). */
  private static boolean makesFiveThrough(Board b, int x, int y, int d, int k) {
    int qx = x + k * Board.DX[d];
    int qy = y + k * Board.DY[d];
    if (b.getOrEdge(qx, qy) != Stone.EMPTY) {
      return false;
    }
    int q = b.point(qx, qy);
    b.place(q, Stone.BLACK);
    boolean five = b.runLength(x, y, d, Stone.BLACK) == 5;
    b.remove(q);
    return five;
  }

  /** Whether some legal, non-five black stone along d turns the line through (x, y) into a straight four. */
  private static boolean isThree(Board b, int x, int y, int d, int depth) {
    for (int k = -4; k <= 4; k++) {
      int qx = x + k * Board.DX[d];
      int qy = y + k * Board.DY[d];
      if (k == 0 || b.getOrEdge(qx, qy) != Stone.EMPTY) {
        continue;
      }
      int q = b.point(qx, qy);
      b.place(q, Stone.BLACK);
      try {
        if (!makesFive(b, qx, qy) && isStraightFour(b, x, y, d)
            && checkPlaced(b, qx, qy, depth + 1) == Forbidden.NONE) {
          return true;
        }
      } finally {
        b.remove(q);
      }
    }
    return false;
  }

  private static boolean makesFive(Board b, int x, int y) {
    for (int d = 0; d < 4; d++) {
      if (b.runLength(x, y, d, Stone.BLACK) == 5) {
        return true;
      }
    }
    return false;
  }

  /** Two five points through (x, y) along d, five apart: {@code .XXXX.} with (x, y) among the four. */
  private static boolean isStraightFour(Board b, int x, int y, int d) {
    int found = 0;
    int first = 0;
    for (int k = -4; k <= 4; k++) {
      if (k != 0 && makesFiveThrough(b, x, y, d, k)) {
        if (found == 0) {
          first = k;
        } else if (k - first == 5) {
          return true;
        }
        found++;
      }
    }
    return false;
  }
}
