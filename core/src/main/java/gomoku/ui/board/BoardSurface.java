package gomoku.ui.board;

import gomoku.ui.Assets;
import gomoku.ui.Theme;

import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.graphics.g2d.BitmapFont;
import com.badlogic.gdx.graphics.g2d.GlyphLayout;
import com.badlogic.gdx.math.Vector2;
import com.badlogic.gdx.scenes.scene2d.Group;

/**
 * The wooden board without a game: its geometry (points to coordinates and back) and its wood, grid, star points
 * and coordinates. The game's board ({@link BoardActor}) and the board editor's (EditorBoard) draw on it.
 */
public abstract class BoardSurface extends Group {
  public final Assets assets;
  /** Points on a side. */
  public final int n;
  final GlyphLayout glyphs = new GlyphLayout();

  public BoardSurface(Assets assets, int n) {
    this.assets = assets;
    this.n = n;
  }

  /** Wood, grid and coordinates: the board before anything stands on it. */
  protected void drawBoard(Batch batch, float parentAlpha) {
    batch.setColor(1, 1, 1, parentAlpha);
    drawWood(batch);
    drawGrid(batch, parentAlpha);
    drawCoordinates(batch, parentAlpha);
  }

  /** Wood between the outer grid lines and the board's edge, in steps: room for the coordinates. */
  public static final float MARGIN = 1.25f;
  /** A phone's narrower margin: its 15 × 15 points stay at least 24 CSS pixels apart on a 390-pixel screen. */
  public static final float NARROW_MARGIN = 0.95f;
  private float margin = MARGIN;

  /** The wood's margin around the grid, in steps ({@link #MARGIN} or {@link #NARROW_MARGIN}). */
  /** Clicks and taps on the board name their point to {@code onPoint} (off the grid: nothing). */
  protected void reportPoints(java.util.function.IntConsumer onPoint) {
    setTouchable(com.badlogic.gdx.scenes.scene2d.Touchable.enabled);
    addListener(new com.badlogic.gdx.scenes.scene2d.utils.ClickListener() {
      @Override
      public void clicked(com.badlogic.gdx.scenes.scene2d.InputEvent event, float x, float y) {
        int p = pointAt(x, y);
        if (p >= 0) {
          onPoint.accept(p);
        }
      }
    });
  }

  public void setMargin(float steps) {
    margin = steps;
  }

  /** Distance between grid lines, in the board's own units. */
  protected float step() {
    return getWidth() / (n - 1 + 2 * margin);
  }
  protected float centreX(int point) {
    return step() * (point % n + margin);
  }
  protected float centreY(int point) {
    return getHeight() - step() * (point / n + margin);
  }
  /** The point under (x, y) in board coordinates, or -1 when (x, y) is not within half a step of one. */
  protected int pointAt(float x, float y) {
    float s = step();
    int gx = Math.round(x / s - margin);
    int gy = Math.round((getHeight() - y) / s - margin);
    if (gx < 0 || gy < 0 || gx >= n || gy >= n) {
      return -1;
    }
    return gy * n + gx;
  }
  /** The centre of a point in stage coordinates (for layout logs and tests). */
  public Vector2 stageCentre(int point) {
    return localToStageCoordinates(new Vector2(centreX(point), centreY(point)));
  }
  void drawWood(Batch batch) {
    float x = getX();
    float y = getY();
    float w = getWidth();
    // A darker rim, then the board: gives the slab some edge.
    Theme theme = assets.theme;
    float a = batch.getColor().a;
    batch.setColor(theme.rim.r, theme.rim.g, theme.rim.b, a);
    batch.draw(assets.pixel, x - 4, y - 6, w + 8, w + 10);
    if (theme.board == null) {
      batch.setColor(1, 1, 1, a);
      batch.draw(assets.wood, x, y, w, w);
    } else {
      batch.setColor(theme.board.r, theme.board.g, theme.board.b, a);
      batch.draw(assets.pixel, x, y, w, w);
    }
  }
  void drawGrid(Batch batch, float alpha) {
    float s = step();
    // Lines snapped to whole screen pixels: without that, a 1-pixel line at a fractional position comes out
    // one or two pixels wide depending on where it falls, and the grid looks uneven.
    float ppu = pixelsPerUnit();
    float weight = assets.theme.lineWeight;
    float t = Math.max(1f, Math.round(s * 0.035f * weight * ppu)) / ppu;
    float thick = Math.max(2f, Math.round(s * 0.06f * weight * ppu)) / ppu;
    float x0 = getX() + s * margin;
    float y0 = getY() + getHeight() - s * (n - 1 + margin);
    float len = s * (n - 1);
    Color grid = assets.theme.grid;
    batch.setColor(grid.r, grid.g, grid.b, grid.a * alpha);
    for (int i = 0; i < n; i++) {
      float w = (i == 0 || i == n - 1) ? thick : t;
      float x = snap(x0 + i * s - w / 2, ppu);
      float y = snap(y0 + i * s - w / 2, ppu);
      batch.draw(assets.pixel, x, snap(y0 - thick / 2, ppu), w, snap(len + thick, ppu));
      batch.draw(assets.pixel, snap(x0 - thick / 2, ppu), y, snap(len + thick, ppu), w);
    }
    float r = Math.max(3f, s * 0.11f);
    for (int p : starPoints()) {
      batch.draw(assets.disc, getX() + centreX(p) - r, getY() + centreY(p) - r, 2 * r, 2 * r);
    }
  }
  /** Screen pixels per world unit, from the stage's viewport. */
  float pixelsPerUnit() {
    if (getStage() == null) {
      return 1f;
    }
    com.badlogic.gdx.utils.viewport.Viewport v = getStage().getViewport();
    return v.getWorldWidth() > 0 ? v.getScreenWidth() / v.getWorldWidth() : 1f;
  }
  private static float snap(float v, float ppu) {
    return Math.round(v * ppu) / ppu;
  }
  private int[] starPoints() {
    int a = 3;
    int b = n - 4;
    int c = n / 2;
    if (n % 2 == 0) {
      return new int[] {a * n + a, a * n + b, b * n + a, b * n + b};
    }
    if (n >= 19) {
      return new int[] {a * n + a, a * n + c, a * n + b, c * n + a, c * n + c, c * n + b, b * n + a, b * n + c,
        b * n + b};
    }
    return new int[] {a * n + a, a * n + b, c * n + c, b * n + a, b * n + b};
  }
  void drawCoordinates(Batch batch, float alpha) {
    BitmapFont font = assets.font;
    float s = step();
    float at = margin * 0.336f; // a letter's centre from the edge, in steps: clear of a stone on the edge line
    font.getData().setScale(Math.min(1.2f, s * 0.36f / font.getCapHeight() * 0.75f));
    Color label = assets.theme.label;
    font.setColor(label.r, label.g, label.b, alpha);
    for (int i = 0; i < n; i++) {
      String letter = String.valueOf((char) ('A' + i));
      glyphs.setText(font, letter);
      font.draw(batch, glyphs, getX() + s * (i + margin) - glyphs.width / 2, getY() + s * at + glyphs.height / 2);
      String number = String.valueOf(n - i);
      glyphs.setText(font, number);
      font.draw(batch, glyphs, getX() + s * at - glyphs.width / 2,
          getY() + getHeight() - s * (i + margin) + glyphs.height / 2);
    }
    font.getData().setScale(1);
    font.setColor(Color.WHITE);
  }
}
