package gomoku.ui;

import gomoku.ui.board.BoardSurface;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.ScreenAdapter;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Group;
import com.badlogic.gdx.scenes.scene2d.Stage;
import com.badlogic.gdx.utils.ScreenUtils;
import com.badlogic.gdx.utils.viewport.ScreenViewport;

/**
 * A screen that is one scene2d stage filling the window: its world is the window measured in units that
 * {@link UiScale} sizes (the design's 1000 × 700 or more on a desktop, about the CSS size on a phone), and
 * subclasses lay out for whatever world that gives in {@link #layout}.
 */
public abstract class StageScreen extends ScreenAdapter {
  protected final GomokuGame game;
  public final Assets assets;
  public final Texts texts;
  public final Stage stage;
  private final RedrawOnInput input;

  public StageScreen(GomokuGame game) {
    this.game = game;
    this.assets = game.assets();
    this.texts = game.texts();
    this.stage = new Stage(new ScreenViewport());
    stage.getBatch().setShader(assets.textShader);
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

  /** The window size the screen was last laid out for: the same size again lays nothing out. */
  private int laidOutWidth = -1;
  private int laidOutHeight = -1;

  @Override
  public void resize(int width, int height) {
    if (width == laidOutWidth && height == laidOutHeight) {
      // The browser's backend reports the size again on its first frame: a new layout then would replace the
      // buttons under a finger that is already down, and its tap would be lost.
      return;
    }
    laidOutWidth = width;
    laidOutHeight = height;
    ScreenViewport viewport = (ScreenViewport) stage.getViewport();
    float pixelsPerUnit = UiScale.pixelsPerUnit(width, height, game.pixelRatio(), game.touchScreen());
    viewport.setUnitsPerPixel(1 / pixelsPerUnit);
    viewport.update(width, height, true);
    assets.setPixelsPerUnit(pixelsPerUnit);
    Gdx.app.log(GomokuGame.LOG_TAG, "screen units: " + Math.round(viewport.getWorldWidth()) + "x"
        + Math.round(viewport.getWorldHeight()) + " css per unit " + pixelsPerUnit / game.pixelRatio());
    layout(stage.getViewport().getWorldWidth(), stage.getViewport().getWorldHeight());
    checkLayout("at " + width + "x" + height);
  }

  /** With the layout check on, checks the screen now ({@code when}: "at 800x600", "after …") and logs it. */
  protected void checkLayout(String when) {
    if (game.checksLayout()) {
      String where = getClass().getSimpleName() + " " + when;
      for (String problem : LayoutCheck.problems(stage)) {
        Gdx.app.log(GomokuGame.LOG_TAG, "layout problem: " + where + ": " + problem);
      }
      Gdx.app.log(GomokuGame.LOG_TAG, "layout checked: " + where);
    }
  }

  /**
   * A board with its panel (already sized to {@code panelWidth} and packed): the panel under the board ({@code below},
   * an upright screen), else beside it, the two centred together with {@code gap} around them.
   */
  protected static void placeBoardAndPanel(Actor board, Actor panel, float width, float height, float panelWidth,
      boolean below, float gap) {
    float panelHeight = panel.getHeight();
    if (below) {
      float side = Math.min(width - 2 * gap, height - panelHeight - 3 * gap);
      board.setBounds((width - side) / 2, height - gap - side, side, side);
      panel.setBounds(gap, board.getY() - gap - panelHeight, panelWidth, panelHeight);
    } else {
      float side = Math.min(height - 2 * gap, width - panelWidth - 3 * gap);
      float x = (width - side - gap - panelWidth) / 2;
      float top = (height + side) / 2;
      board.setBounds(x, top - side, side, side);
      panel.setBounds(x + side + gap, top - panelHeight, panelWidth, panelHeight);
    }
  }

  /** Where an actor's centre is on screen (pixels, origin top left), for end-to-end tests and log readers. */
  public void logCentre(String name, Actor actor) {
    com.badlogic.gdx.math.Vector2 c = actor.localToStageCoordinates(
        new com.badlogic.gdx.math.Vector2(actor.getWidth() / 2, actor.getHeight() / 2));
    stage.stageToScreenCoordinates(c);
    Gdx.app.log(GomokuGame.LOG_TAG, name + " at " + Math.round(c.x) + "," + Math.round(c.y));
  }

  /** Where a board's corner points are on screen ({@link BoardLayoutLine}), for people and end-to-end tests. */
  public void logBoardLayout(BoardSurface board) {
    int n = board.n;
    com.badlogic.gdx.math.Vector2 topLeft = stage.stageToScreenCoordinates(board.stageCentre(0));
    com.badlogic.gdx.math.Vector2 bottomRight = stage.stageToScreenCoordinates(board.stageCentre(n * n - 1));
    Gdx.app.log(GomokuGame.LOG_TAG, BoardLayoutLine.format(n, topLeft.x, topLeft.y, bottomRight.x, bottomRight.y,
        Gdx.graphics.getWidth(), Gdx.graphics.getHeight()));
  }

  /** Places the actors for a world of this size (any shape; a phone's is about 390 × 844). */
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
