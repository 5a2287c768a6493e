package gomoku.ui.board;

import gomoku.ui.Assets;

import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.scenes.scene2d.Touchable;
import java.util.List;

/** A saved game's board in small, as the home screen's Continue shows it: wood, grid and stones, no labels. */
public final class BoardThumbnail extends BoardSurface {
  /** The points in the order played: black first, then turn about. */
  private final List<Integer> moves;
  /** How many of them are a set-up position's stones (which have no last move to mark). */
  private final int setupMoves;

  public BoardThumbnail(Assets assets, int size, List<Integer> moves, int setupMoves) {
    super(assets, size);
    this.moves = moves;
    this.setupMoves = setupMoves;
    setMargin(0.6f);
    setTouchable(Touchable.disabled); // a press goes to the button it sits on
  }

  @Override
  public void draw(Batch batch, float parentAlpha) {
    batch.setColor(1, 1, 1, parentAlpha);
    drawWood(batch);
    drawLines(batch, parentAlpha);
    float d = step() * 0.96f;
    batch.setColor(1, 1, 1, parentAlpha);
    for (int i = 0; i < moves.size(); i++) {
      int p = moves.get(i);
      batch.draw(i % 2 == 0 ? assets.blackStone : assets.whiteStone, getX() + centreX(p) - d / 2,
          getY() + centreY(p) - d / 2, d, d);
    }
    if (moves.size() > setupMoves) { // the last move, as the board marks it
      int last = moves.get(moves.size() - 1);
      float r = Math.max(1.5f, d * 0.18f);
      batch.setColor(Assets.WARNING.r, Assets.WARNING.g, Assets.WARNING.b, parentAlpha);
      batch.draw(assets.disc, getX() + centreX(last) - r, getY() + centreY(last) - r, 2 * r, 2 * r);
    }
    batch.setColor(Color.WHITE);
  }

  /** The grid as one-pixel lines, without star points: at this size they would look like stones. */
  private void drawLines(Batch batch, float alpha) {
    float s = step();
    float line = 1f / pixelsPerUnit();
    float x0 = getX() + centreX(0);
    float top = getY() + centreY(0);
    float len = s * (n - 1);
    Color grid = assets.theme.grid;
    batch.setColor(grid.r, grid.g, grid.b, grid.a * alpha * 0.8f);
    for (int i = 0; i < n; i++) {
      batch.draw(assets.pixel, x0 + i * s - line / 2, top - len, line, len);
      batch.draw(assets.pixel, x0, top - i * s - line / 2, len, line);
    }
  }
}
