package gomoku.ui;

import com.badlogic.gdx.InputMultiplexer;
import com.badlogic.gdx.InputProcessor;

/** Passes every input event to the screen's stage and asks for a frame: a hover, a click or a key shows at once. */
public final class RedrawOnInput extends InputMultiplexer {
  private final Redraws redraws;

  RedrawOnInput(InputProcessor target, Redraws redraws) {
    super(target);
    this.redraws = redraws;
  }

  @Override
  public boolean keyDown(int keycode) {
    redraws.request();
    return super.keyDown(keycode);
  }

  @Override
  public boolean keyUp(int keycode) {
    redraws.request();
    return super.keyUp(keycode);
  }

  @Override
  public boolean keyTyped(char character) {
    redraws.request();
    return super.keyTyped(character);
  }

  @Override
  public boolean touchDown(int screenX, int screenY, int pointer, int button) {
    redraws.request();
    return super.touchDown(screenX, screenY, pointer, button);
  }

  @Override
  public boolean touchUp(int screenX, int screenY, int pointer, int button) {
    redraws.request();
    return super.touchUp(screenX, screenY, pointer, button);
  }

  @Override
  public boolean touchCancelled(int screenX, int screenY, int pointer, int button) {
    redraws.request();
    return super.touchCancelled(screenX, screenY, pointer, button);
  }

  @Override
  public boolean touchDragged(int screenX, int screenY, int pointer) {
    redraws.request();
    return super.touchDragged(screenX, screenY, pointer);
  }

  @Override
  public boolean mouseMoved(int screenX, int screenY) {
    redraws.request();
    return super.mouseMoved(screenX, screenY);
  }

  @Override
  public boolean scrolled(float amountX, float amountY) {
    redraws.request();
    return super.scrolled(amountX, amountY);
  }
}
