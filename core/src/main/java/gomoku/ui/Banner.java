package gomoku.ui;

import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.actions.Actions;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import com.badlogic.gdx.scenes.scene2d.utils.ChangeListener;

/** The result of a finished game, over the board, with what to do next. */
final class Banner extends Table {
  /** {@code again} names what {@code playAgain} does: a rematch with colours swapped, or another computer game. */
  Banner(Assets assets, Texts texts, String result, String again, Runnable playAgain, Runnable close) {
    setBackground(assets.skin.getDrawable("banner"));
    pad(18, 32, 18, 32).defaults().pad(6);
    // The ui font (it has every character the translations use; the title font only the game's name).
    Label title = new Label(result, assets.skin);
    title.setFontScale(1.3f);
    add(title).colspan(2).row();
    add(button(assets, again, playAgain)).width(270).height(50);
    add(button(assets, texts.get("banner.look"), close)).width(220).height(50);
  }

  private static TextButton button(Assets assets, String text, Runnable action) {
    TextButton b = new TextButton(text, assets.skin);
    b.addListener(new ChangeListener() {
      @Override
      public void changed(ChangeEvent event, Actor actor) {
        action.run();
      }
    });
    return b;
  }

  void hide() {
    addAction(Actions.sequence(Actions.fadeOut(0.2f), Actions.removeActor()));
  }
}
