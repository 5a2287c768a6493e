package gomoku.ui.editor;

import gomoku.ui.Assets;
import gomoku.ui.board.BoardSurface;

import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.g2d.Batch;
import gomoku.game.PositionEditor;
import gomoku.rules.Stone;
import java.util.function.IntConsumer;

/** The board editor's board: the stones as the editor holds them, drawn still; a click or tap names a point. */
final class EditorBoard extends BoardSurface {
  private final PositionEditor editor;

  EditorBoard(Assets assets, PositionEditor editor, IntConsumer onPoint) {
    super(assets, editor.size());
    this.editor = editor;
    reportPoints(onPoint);
  }

  @Override
  public void draw(Batch batch, float parentAlpha) {
    drawBoard(batch, parentAlpha);
    float d = step() * 0.94f;
    batch.setColor(1, 1, 1, parentAlpha);
    for (int p = 0; p < n * n; p++) {
      int c = editor.stone(p);
      if (c != Stone.EMPTY) {
        batch.draw(c == Stone.BLACK ? assets.blackStone : assets.whiteStone, getX() + centreX(p) - d / 2,
            getY() + centreY(p) - d / 2, d, d);
      }
    }
    batch.setColor(Color.WHITE);
  }
}
