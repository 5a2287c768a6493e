package gomoku.ui;

import com.badlogic.gdx.scenes.scene2d.Touchable;
import com.badlogic.gdx.scenes.scene2d.actions.Actions;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.utils.Align;

/**
 * What a stone on a point would make for each colour (a right click or a long press), for a few seconds. It
 * sits beside the point, on the side with more room, so neither the point nor a finger on it is covered, and
 * it stays over the board, clear of the panel's buttons.
 */
final class PointPopup extends Table {
  /** How many lines the text took once wrapped (the log reports it: a narrow popup would show as many). */
  final int lines;

  PointPopup(Assets assets, String text, float maxWidth) {
    setBackground(assets.skin.getDrawable("banner"));
    pad(12, 16, 12, 16);
    Label label = new Label(text, assets.skin);
    label.setFontScale(0.85f);
    // Measured before wrapping is on: a wrapping label reports no preferred width of its own.
    float natural = label.getPrefWidth();
    label.setWrap(true);
    label.setAlignment(Align.left);
    add(label).width(Math.min(natural, maxWidth - 32));
    pack();
    lines = label.getGlyphLayout().runs.size;
    setTouchable(Touchable.disabled);
    getColor().a = 0;
    addAction(Actions.sequence(Actions.fadeIn(0.15f), Actions.delay(5f), Actions.fadeOut(0.4f),
        Actions.removeActor()));
  }

  /**
   * Places the popup beside ({@code px}, {@code py}) inside the area ({@code ax}, {@code ay}, {@code aw},
   * {@code ah}): above the point when there is room (a finger comes from below), else below it; centred on it
   * across, kept inside the area.
   */
  void placeNear(float px, float py, float gap, float ax, float ay, float aw, float ah) {
    float x = Math.max(ax, Math.min(px - getWidth() / 2, ax + aw - getWidth()));
    float above = py + gap;
    float below = py - gap - getHeight();
    float y = above + getHeight() <= ay + ah ? above : below >= ay ? below : Math.max(ay, ay + ah - getHeight());
    setPosition(x, y);
  }
}
