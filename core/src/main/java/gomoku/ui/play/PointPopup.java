package gomoku.ui.play;

import gomoku.ui.Overlay;

import gomoku.ui.Assets;

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
final class PointPopup extends Table implements Overlay {
  /** How many lines the text took once wrapped (the log reports it: a narrow popup would show as many). */
  public final int lines;

  public PointPopup(Assets assets, String text, float maxWidth) {
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

}
