package gomoku.ui.board;

import gomoku.ui.Assets;
import gomoku.ui.Redraws;

import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.graphics.g2d.BitmapFont;
import com.badlogic.gdx.graphics.g2d.GlyphLayout;
import com.badlogic.gdx.math.Interpolation;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.actions.Actions;
import com.badlogic.gdx.utils.Align;
import gomoku.rules.Stone;

/** One stone on the board, with its shadow and, when shown, its move number. Animated with scene2d Actions. */
final class StoneActor extends Actor {
  private static final Color NUMBER_ON_BLACK = new Color(0.92f, 0.92f, 0.92f, 1);
  private static final Color NUMBER_ON_WHITE = new Color(0.12f, 0.12f, 0.12f, 1);

  final int point;
  final int colour;
  final int moveNumber;
  private final Assets assets;
  private final GlyphLayout layout = new GlyphLayout();
  boolean showNumber;

  StoneActor(Assets assets, int point, int colour, int moveNumber) {
    this.assets = assets;
    this.point = point;
    this.colour = colour;
    this.moveNumber = moveNumber;
    setTouchable(com.badlogic.gdx.scenes.scene2d.Touchable.disabled);
  }

  /** Placed centred on (cx, cy) with diameter d. */
  void place(float cx, float cy, float d) {
    setSize(d, d);
    setOrigin(Align.center);
    setPosition(cx - d / 2, cy - d / 2);
  }

  /** The stone drops onto the board: from slightly large and transparent to its place. */
  void animateIn() {
    setScale(1.35f);
    getColor().a = 0;
    addAction(Actions.parallel(
        Actions.scaleTo(1, 1, 0.18f, Interpolation.pow2In),
        Actions.fadeIn(0.12f)));
  }

  void animateOut() {
    clearActions();
    addAction(Actions.sequence(
        Actions.parallel(Actions.fadeOut(0.15f), Actions.scaleTo(0.6f, 0.6f, 0.15f)),
        Actions.removeActor()));
  }

  /**
   * A stone of the winning line pulses a few times, then rests: a finished game on screen costs no frames
   * ({@link Redraws}).
   */
  void celebrate(float delay) {
    addAction(Actions.sequence(Actions.delay(delay), Actions.repeat(PULSES, Actions.sequence(
        Actions.scaleTo(1.12f, 1.12f, 0.35f, Interpolation.sine),
        Actions.scaleTo(1, 1, 0.35f, Interpolation.sine)))));
  }

  /** How many times a winning stone, the winning line and a hint stone pulse before they rest. */
  static final int PULSES = 4;

  void calm() {
    clearActions();
    setScale(1);
    getColor().a = 1;
  }

  @Override
  public void draw(Batch batch, float parentAlpha) {
    float a = getColor().a * parentAlpha;
    float w = getWidth() * getScaleX();
    float h = getHeight() * getScaleY();
    float x = getX() + (getWidth() - w) / 2;
    float y = getY() + (getHeight() - h) / 2;
    float lift = getWidth() * 0.06f * getScaleX();
    batch.setColor(1, 1, 1, a * 0.8f);
    batch.draw(assets.shadow, x + lift * 0.6f - w * 0.04f, y - lift - h * 0.04f, w * 1.08f, h * 1.08f);
    if (assets.theme.outlineStones) {
      batch.setColor(0, 0, 0, a);
      batch.draw(assets.disc, x - w * 0.05f, y - h * 0.05f, w * 1.1f, h * 1.1f);
    }
    batch.setColor(1, 1, 1, a);
    batch.draw(colour == Stone.BLACK ? assets.blackStone : assets.whiteStone, x, y, w, h);
    if (showNumber) {
      drawNumber(batch, a);
    }
    batch.setColor(Color.WHITE);
  }

  private void drawNumber(Batch batch, float a) {
    BitmapFont font = assets.font;
    String text = String.valueOf(moveNumber);
    float scale = getWidth() * (text.length() >= 3 ? 0.36f : 0.46f) / font.getLineHeight() * getScaleX();
    font.getData().setScale(scale);
    Color c = colour == Stone.BLACK ? NUMBER_ON_BLACK : NUMBER_ON_WHITE;
    font.setColor(c.r, c.g, c.b, a);
    layout.setText(font, text);
    float cx = getX() + getWidth() / 2;
    float cy = getY() + getHeight() / 2;
    font.draw(batch, layout, cx - layout.width / 2, cy + layout.height / 2);
    font.getData().setScale(1);
    font.setColor(Color.WHITE);
  }
}
