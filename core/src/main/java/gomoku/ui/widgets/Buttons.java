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

  /**
   * Sets the label's scale to {@code scale}, or smaller (down to 0.45) where its text would not fit a button
   * {@code width} wide: a longer word in another language shrinks rather than being cut.
   */
  public static void fitLabel(TextButton b, float width, float scale) {
    b.getLabel().setFontScale(1);
    float natural = new com.badlogic.gdx.graphics.g2d.GlyphLayout(b.getLabel().getStyle().font,
        b.getText()).width * scale;
    float room = width - 16;
    b.getLabel().setFontScale(natural <= room ? scale : Math.max(0.45f, scale * room / natural));
  }
}
