package gomoku.ui.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.rules.Board;
import gomoku.rules.Stone;
import org.junit.jupiter.api.Test;

class ThinkingLineTest {
  @Test
  void theLineAlternatesColoursFromTheSideToMoveAndEachNumberReadsOnItsStone() {
    // White to move: its moves are the 1st, 3rd, ...; black's replies the 2nd, 4th, ... (a review once found
    // black's numbers drawn dark, unreadable on a black stone, because the grey was worked out once per line).
    for (int i = 0; i < 6; i++) {
      int colour = ThinkingLine.stoneColour(Stone.WHITE, i);
      assertEquals(i % 2 == 0 ? Stone.WHITE : Stone.BLACK, colour, "move " + (i + 1));
      float grey = ThinkingLine.numberGrey(colour);
      assertTrue(colour == Stone.BLACK ? grey > 0.7f : grey < 0.3f, "move " + (i + 1) + " grey " + grey);
    }
    assertEquals(Stone.BLACK, ThinkingLine.stoneColour(Stone.BLACK, 0));
  }

  @Test
  void showsAtMostEightMoves() {
    Board board = new Board(15);
    int[] pv = new int[12];
    for (int i = 0; i < pv.length; i++) {
      pv[i] = board.point(i, 7);
    }
    assertEquals(ThinkingLine.MAX_SHOWN, ThinkingLine.shownLength(pv, board));
    assertEquals(8, ThinkingLine.MAX_SHOWN);
    assertEquals(3, ThinkingLine.shownLength(new int[] {pv[0], pv[1], pv[2]}, board));
  }

  @Test
  void aLineFromAnOlderPositionIsShownOnlyUpToItsFirstTakenPoint() {
    Board board = new Board(15);
    int[] pv = {board.point(7, 7), board.point(8, 8), board.point(9, 9), board.point(10, 10)};
    board.place(board.point(9, 9), Stone.BLACK); // played since the line was found
    assertEquals(2, ThinkingLine.shownLength(pv, board));
    board.place(board.point(7, 7), Stone.WHITE);
    assertEquals(0, ThinkingLine.shownLength(pv, board));
    assertEquals(1, ThinkingLine.shownLength(new int[] {board.point(8, 8), -1, board.point(1, 1)}, board));
    assertEquals(0, ThinkingLine.shownLength(new int[] {board.pointCount()}, board));
  }
}
