package gomoku.ui;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.ScreenAdapter;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Group;
import com.badlogic.gdx.scenes.scene2d.Stage;
import com.badlogic.gdx.utils.ScreenUtils;
import com.badlogic.gdx.utils.viewport.ExtendViewport;

/**
 * A screen that is one scene2d stage. The viewport keeps a minimum world of {@code MIN_W × MIN_H} and extends
 * the longer side, so nothing is cut off at any window shape; subclasses lay out in {@link #layout}.
 */
abstract class StageScreen extends ScreenAdapter {
  static final float MIN_W = 1000;
  static final float MIN_H = 700;

  protected final GomokuGame game;
  protected final Assets assets;
  protected final Texts texts;
  protected final Stage stage;
  private final RedrawOnInput input;

  StageScreen(GomokuGame game) {
    this.game = game;
    this.assets = game.assets();
    this.texts = game.texts();
    this.stage = new Stage(new ExtendViewport(MIN_W, MIN_H));
    this.input = new RedrawOnInput(stage, game.redraws());
  }

  @Override
  public void show() {
    Gdx.input.setInputProcessor(input);
  }

  @Override
  public void render(float delta) {
    ScreenUtils.clear(Assets.BACKGROUND);
    stage.act(Math.min(delta, 1 / 20f));
    stage.draw();
    if (isMoving()) {
      game.redraws().request();
    }
  }

  /** Whether the next frame would differ from this one without any input: an action is running. */
  protected boolean isMoving() {
    return hasActions(stage.getRoot());
  }

  private static boolean hasActions(Actor actor) {
    if (actor.hasActions()) {
      return true;
    }
    if (actor instanceof Group) {
      for (Actor child : ((Group) actor).getChildren()) {
        if (hasActions(child)) {
          return true;
        }
      }
    }
    return false;
  }

  @Override
  public void resize(int width, int height) {
    stage.getViewport().update(width, height, true);
    layout(stage.getViewport().getWorldWidth(), stage.getViewport().getWorldHeight());
  }

  /** Places the actors for a world of this size (at least MIN_W × MIN_H). */
  protected abstract void layout(float width, float height);

  @Override
  public void hide() {
    if (Gdx.input.getInputProcessor() == input) {
      Gdx.input.setInputProcessor(null);
    }
  }

  @Override
  public void dispose() {
    stage.dispose();
  }
}
