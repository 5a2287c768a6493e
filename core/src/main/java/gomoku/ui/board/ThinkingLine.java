package gomoku.ui.board;

import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.graphics.g2d.BitmapFont;
import gomoku.rules.Board;
import gomoku.ui.Assets;
import gomoku.rules.Stone;

/**
 * What the board shows of the computer's current best line while it thinks: the first moves as numbered
 * see-through stones, alternating colours from the side to move, each number in a grey that reads on its stone.
 * Kept apart from {@link BoardActor}'s drawing so that tests can check it without a GL context.
 */
public final class ThinkingLine {
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

  /**
   * Draws {@code pv} on {@code surface} (whose position is {@code position}) as numbered see-through stones, from a
   * position where {@code sideToMove} plays first: the computer's line, or the refutation of a puzzle's wrong move.
   */
  public static void draw(Batch batch, Assets assets, BoardSurface surface, Board position, int[] pv, int sideToMove,
      float alpha) {
    float d = surface.step() * 0.8f;
    BitmapFont font = assets.font;
    int shown = shownLength(pv, position);
    for (int i = 0; i < shown; i++) {
      int p = pv[i];
      int colour = stoneColour(sideToMove, i);
      float cx = surface.getX() + surface.centreX(p);
      float cy = surface.getY() + surface.centreY(p);
      batch.setColor(1, 1, 1, 0.4f * alpha);
      batch.draw(colour == Stone.BLACK ? assets.blackStone : assets.whiteStone, cx - d / 2, cy - d / 2, d, d);
      font.getData().setScale(d * 0.45f / font.getLineHeight());
      float grey = numberGrey(colour);
      font.setColor(grey, grey, grey, 0.9f * alpha);
      surface.glyphs.setText(font, String.valueOf(i + 1));
      font.draw(batch, surface.glyphs, cx - surface.glyphs.width / 2, cy + surface.glyphs.height / 2);
      font.getData().setScale(1);
    }
    font.setColor(Color.WHITE);
    batch.setColor(Color.WHITE);
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
