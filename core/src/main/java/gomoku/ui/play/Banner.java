package gomoku.ui.play;

import gomoku.ui.Overlay;

import gomoku.ui.Assets;
import gomoku.ui.widgets.Buttons;
import gomoku.ui.Texts;

import com.badlogic.gdx.scenes.scene2d.actions.Actions;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import com.badlogic.gdx.utils.Align;

/** The result of a finished game, over the board where it hides the fewest stones, with what to do next. */
final class Banner extends Table implements Overlay {
  /**
   * {@code again} names what {@code playAgain} does: a rematch with colours swapped, or another computer game.
   * The banner is at most {@code maxWidth} wide (the board's width): the result wraps, the buttons stack.
   */
  Banner(Assets assets, Texts texts, String result, String again, float maxWidth, Runnable playAgain,
      Runnable close) {
    setBackground(assets.skin.getDrawable("banner"));
    boolean narrow = maxWidth < 560;
    pad(narrow ? 12 : 18, narrow ? 14 : 32, narrow ? 12 : 18, narrow ? 14 : 32).defaults().pad(5);
    // The ui font (it has every character the translations use; the title font only the game's name).
    Label title = new Label(result, assets.skin);
    title.setFontScale(narrow ? 1.1f : 1.3f);
    title.setAlignment(Align.center);
    float textWidth = Math.min(title.getPrefWidth(), maxWidth - 60);
    title.setWrap(true);
    add(title).colspan(2).width(textWidth).row();
    if (narrow) { // one under the other, each the banner's width: side by side they would wrap to three lines
      float buttonWidth = Math.min(320, maxWidth - 60);
      add(button(assets, again, playAgain)).colspan(2).width(buttonWidth).minHeight(48).row();
      add(button(assets, texts.get("banner.look"), close)).colspan(2).width(buttonWidth).minHeight(48);
    } else {
      add(button(assets, again, playAgain)).width(270).minHeight(48);
      add(button(assets, texts.get("banner.look"), close)).width(220).minHeight(48);
    }
    pack();
  }

  private static TextButton button(Assets assets, String text, Runnable action) {
    TextButton b = Buttons.of(assets, "default", text, 1, action);
    b.getLabel().setWrap(true);
    return b;
  }

  void hide() {
    addAction(Actions.sequence(Actions.fadeOut(0.2f), Actions.removeActor()));
  }
}
