package gomoku.rules;

/** Finds the winning line a move makes, under a given rule. */
public final class WinDetector {
  private WinDetector() {}

  /**
   * The points of the winning run through {@code point} for the stone standing there, ordered along the line,
   * or {@code null} when that stone makes no win under {@code rule}. With several winning directions the
   * first one (horizontal, vertical, diagonal, anti-diagonal) is returned.
   */
  public static int[] winningLine(Board board, int point, Rule rule) {
    int colour = board.get(point);
    if (colour == Stone.EMPTY) {
      return null;
    }
    int x = board.x(point);
    int y = board.y(point);
    for (int d = 0; d < 4; d++) {
      int back = board.count(x, y, -Board.DX[d], -Board.DY[d], colour);
      int fwd = board.count(x, y, Board.DX[d], Board.DY[d], colour);
      int length = back + 1 + fwd;
      if (rule.isWinningRun(colour, length)) {
        int[] line = new int[length];
        for (int i = 0; i < length; i++) {
          int k = i - back;
          line[i] = board.point(x + k * Board.DX[d], y + k * Board.DY[d]);
        }
        return line;
      }
    }
    return null;
  }

  /** The longest run of the stone on {@code point} through it, in any direction (0 on an empty point). */
  public static int longestRun(Board board, int point) {
    int colour = board.get(point);
    if (colour == Stone.EMPTY) {
      return 0;
    }
    int longest = 0;
    for (int d = 0; d < 4; d++) {
      int length = board.count(board.x(point), board.y(point), -Board.DX[d], -Board.DY[d], colour) + 1
          + board.count(board.x(point), board.y(point), Board.DX[d], Board.DY[d], colour);
      longest = Math.max(longest, length);
    }
    return longest;
  }
}
