package gomoku.ui.board;

import gomoku.rules.Board;
import gomoku.rules.Stone;

/**
 * What the board shows of the computer's current best line while it thinks: the first moves as numbered
 * see-through stones, alternating colours from the side to move, each number in a grey that reads on its stone.
 * Kept apart from {@link BoardActor}'s drawing so that tests can check it without a GL context.
 */
final class ThinkingLine {
  /** More moves than this clutter the board, and the line's far end changes from one depth to the next. */
  static final int MAX_SHOWN = 8;

  private ThinkingLine() {}

  /**
   * How many of {@code pv}'s first moves to show on {@code board}: at most {@link #MAX_SHOWN}, and only those
   * before the first move that is not an empty point of the board (a line from an older position).
   */
  static int shownLength(int[] pv, Board board) {
    int n = 0;
    while (n < pv.length && n < MAX_SHOWN && board.isPoint(pv[n]) && board.get(pv[n]) == Stone.EMPTY) {
      n++;
    }
    return n;
  }

  /** The colour of the line's move number {@code index} (0 for the first), when {@code sideToMove} plays it. */
  static int stoneColour(int sideToMove, int index) {
    return index % 2 == 0 ? sideToMove : Stone.opponent(sideToMove);
  }

  /** The grey level (0 black, 1 white) of the number drawn on a stone of this colour: light on black, dark on white. */
  static float numberGrey(int stoneColour) {
    return stoneColour == Stone.BLACK ? 1f : 0.1f;
  }
}
