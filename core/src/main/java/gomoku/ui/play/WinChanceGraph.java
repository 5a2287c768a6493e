package gomoku.ui.play;

import gomoku.ui.Assets;

import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.graphics.g2d.TextureRegion;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.InputEvent;
import com.badlogic.gdx.scenes.scene2d.Touchable;
import com.badlogic.gdx.scenes.scene2d.utils.ClickListener;
import gomoku.game.GameReview;
import gomoku.game.MoveMark;
import gomoku.game.MoveReview;
import java.util.function.IntConsumer;
import java.util.function.IntSupplier;

/**
 * Black's win chance after every move ({@link GameReview#graphChance}), as the review's looks fill it in: one column
 * per position, black's share
 * dark from the bottom, white's light above it, a position not looked at yet in grey. The position on the board is
 * marked, the review's errors show as a red or amber tick, the only defences as a green one; a click or tap shows the
 * game at that position.
 */
final class WinChanceGraph extends Actor {
  private static final Color BLACK_SHARE = new Color(0x15171bff);
  private static final Color WHITE_SHARE = new Color(0xe6e2d8ff);
  private static final Color UNKNOWN = new Color(0x4a505cff);
  private static final Color ONLY_DEFENCE = new Color(0x60c080ff);
  /** A short game's columns stay narrow: the graph fills from the left as the game goes on. */
  static final int MIN_COLUMNS = 30;

  private final TextureRegion pixel;
  private final GameReview review;
  private final IntSupplier current;

  /** {@code current} gives the position on the board (the number of moves on it); {@code onPick} gets one. */
  WinChanceGraph(Assets assets, GameReview review, IntSupplier current, IntConsumer onPick) {
    this.pixel = assets.pixel;
    this.review = review;
    this.current = current;
    setTouchable(Touchable.enabled);
    addListener(new ClickListener() {
      @Override
      public void clicked(InputEvent event, float x, float y) {
        onPick.accept(positionAt(x));
      }
    });
  }

  private int columns() {
    return Math.max(MIN_COLUMNS, review.positions());
  }

  /** The position whose column is at {@code x} (the last one for anything to its right). */
  int positionAt(float x) {
    int i = (int) (x / getWidth() * columns());
    return Math.max(0, Math.min(review.positions() - 1, i));
  }

  @Override
  public void draw(Batch batch, float parentAlpha) {
    float a = parentAlpha * getColor().a;
    float x0 = getX();
    float y0 = getY();
    float w = getWidth();
    float h = getHeight();
    int n = review.positions();
    float col = w / columns();
    fill(batch, UNKNOWN, a * 0.35f, x0, y0, w, h);
    for (int i = 0; i < n; i++) {
      int chance = review.graphChance(i);
      float x = x0 + i * col;
      float cw = Math.max(1, col - (col > 4 ? 1 : 0));
      if (chance < 0) {
        fill(batch, UNKNOWN, a, x, y0, cw, h);
        continue;
      }
      float dark = h * chance / 100f;
      fill(batch, BLACK_SHARE, a, x, y0, cw, dark);
      fill(batch, WHITE_SHARE, a, x, y0 + dark, cw, h - dark);
    }
    fill(batch, Assets.TEXT_DIM, a * 0.6f, x0, y0 + h / 2 - 0.5f, w, 1);
    for (int k = 1; k < n; k++) {
      MoveReview r = review.move(k);
      if (r == null || r.mark == MoveMark.NONE) {
        continue;
      }
      Color c = r.mark == MoveMark.ONLY_DEFENCE ? ONLY_DEFENCE
          : r.mark == MoveMark.MISTAKE ? Assets.CAUTION : Assets.WARNING;
      float tick = Math.max(4, h * 0.22f);
      // Black's moves are ticked at the top, white's at the bottom: the side each colour's share grows from.
      float y = k % 2 == 1 ? y0 + h - tick : y0;
      fill(batch, c, a, x0 + k * col, y, Math.max(2, col - 1), tick);
    }
    int at = current.getAsInt();
    if (at >= 0 && at < n) {
      fill(batch, Assets.ACCENT, a, x0 + at * col - 1, y0, Math.max(2, Math.min(3, col)) + 1, h);
    }
    batch.setColor(Color.WHITE);
  }

  private void fill(Batch batch, Color c, float alpha, float x, float y, float w, float h) {
    batch.setColor(c.r, c.g, c.b, c.a * alpha);
    batch.draw(pixel, x, y, w, h);
  }
}
