package gomoku.ui.widgets;

import gomoku.ui.Assets;

import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import com.badlogic.gdx.scenes.scene2d.utils.ChangeListener;

/** A button that does one thing when pressed, in the skin's style for actions, its label at a given scale. */
public final class Buttons {
  private Buttons() {}

  public static TextButton action(Assets assets, String text, float labelScale, Runnable action) {
    return of(assets, "action", text, labelScale, action);
  }

  /** The same in another of the skin's button styles ("default" shows a checked state). */
  public static TextButton of(Assets assets, String style, String text, float labelScale, Runnable action) {
    TextButton b = new TextButton(text, assets.skin, style);
    b.getLabel().setFontScale(labelScale);
    b.addListener(new ChangeListener() {
      @Override
      public void changed(ChangeEvent event, Actor actor) {
        action.run();
      }
    });
    return b;
  }
}
