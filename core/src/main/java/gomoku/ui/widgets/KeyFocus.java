package gomoku.ui.widgets;

import gomoku.ui.Assets;
import gomoku.ui.GomokuGame;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Input;
import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.math.Vector2;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Stage;
import com.badlogic.gdx.scenes.scene2d.Touchable;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import java.util.List;

/**
 * The keyboard's way through a screen's buttons: Tab and Shift+Tab move a ring from one to the next in reading
 * order (skipping those that are off), Enter or Space presses the one with the ring as a click would.
 */
public final class KeyFocus extends Actor {
  private final Assets assets;
  /** The screen's buttons and their log names, in reading order (the screen refills them when it lays out again). */
  private final List<TextButton> buttons;
  private final List<String> names;
  private int index = -1;

  public KeyFocus(Assets assets, List<TextButton> buttons, List<String> names) {
    this.assets = assets;
    this.buttons = buttons;
    this.names = names;
    setTouchable(Touchable.disabled);
  }

  /** Tab ({@code step} 1) or Shift+Tab (-1): the ring moves to the next button that can be pressed. */
  public void move(int step) {
    int n = buttons.size();
    for (int tries = 0; tries < n; tries++) {
      index = ((index < 0 && step < 0 ? 0 : index) + step + n) % n;
      TextButton b = buttons.get(index);
      if (!b.isDisabled() && b.getStage() != null && b.isVisible()) {
        toFront();
        Gdx.app.log(GomokuGame.LOG_TAG, "focus: " + names.get(index));
        return;
      }
    }
    index = -1;
  }

  /**
   * A screen's keys for its buttons: Tab and Shift+Tab move the ring, Enter or Space press the button it is on.
   * False when the key is left to the screen (Enter or Space with no ring, any other key).
   */
  public boolean keyDown(int keycode) {
    if (keycode == Input.Keys.TAB) {
      boolean shift = Gdx.input.isKeyPressed(Input.Keys.SHIFT_LEFT) || Gdx.input.isKeyPressed(Input.Keys.SHIFT_RIGHT);
      move(shift ? -1 : 1);
      return true;
    }
    boolean enter = keycode == Input.Keys.ENTER || keycode == Input.Keys.NUMPAD_ENTER;
    return (enter || keycode == Input.Keys.SPACE) && press();
  }

  /** The ring goes (the board's cursor took the keyboard). */
  public void drop() {
    index = -1;
  }

  /** Enter or Space: a click on the button with the ring. False when no button has it. */
  public boolean press() {
    if (index < 0 || index >= buttons.size()) {
      return false;
    }
    TextButton b = buttons.get(index);
    Stage stage = getStage();
    if (stage == null || b.getStage() == null || b.isDisabled()) {
      return false;
    }
    Gdx.app.log(GomokuGame.LOG_TAG, "focus pressed: " + names.get(index));
    Vector2 c = stage.stageToScreenCoordinates(b.localToStageCoordinates(new Vector2(b.getWidth() / 2,
        b.getHeight() / 2)));
    stage.touchDown((int) c.x, (int) c.y, 0, Input.Buttons.LEFT);
    stage.touchUp((int) c.x, (int) c.y, 0, Input.Buttons.LEFT);
    return true;
  }

  @Override
  public void draw(Batch batch, float parentAlpha) {
    if (index < 0 || index >= buttons.size() || buttons.get(index).getStage() == null) {
      return;
    }
    TextButton b = buttons.get(index);
    Vector2 low = b.localToStageCoordinates(new Vector2(-3, -3));
    Vector2 high = b.localToStageCoordinates(new Vector2(b.getWidth() + 3, b.getHeight() + 3));
    float t = 3;
    batch.setColor(Assets.ACCENT.r, Assets.ACCENT.g, Assets.ACCENT.b, parentAlpha);
    batch.draw(assets.pixel, low.x, low.y, high.x - low.x, t);
    batch.draw(assets.pixel, low.x, high.y - t, high.x - low.x, t);
    batch.draw(assets.pixel, low.x, low.y, t, high.y - low.y);
    batch.draw(assets.pixel, high.x - t, low.y, t, high.y - low.y);
    batch.setColor(Color.WHITE);
  }
}
