package gomoku.ui.play;

import gomoku.ui.GomokuGame;
import gomoku.ui.board.BoardActor;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.math.Vector2;
import com.badlogic.gdx.scenes.scene2d.Actor;
import java.util.function.Supplier;

/**
 * The board with move numbers as a PNG (desktop: a file beside the records; browser: a download): asked for, it is
 * read from the next frame, drawn with the numbers on and nothing over the board.
 */
final class BoardPicture {
  private final PlayScreen screen;
  private final GomokuGame game;
  private final BoardActor board;
  private final Supplier<Actor[]> overlays;
  private boolean pending;
  private boolean hadNumbers;

  public BoardPicture(PlayScreen screen, GomokuGame game, BoardActor board, Supplier<Actor[]> overlays) {
    this.screen = screen;
    this.game = game;
    this.board = board;
    this.overlays = overlays;
  }

  /** A picture from the next frame; where the platform cannot save one, says so. */
  public void request() {
    if (game.boardImages() == null) {
      screen.refuse(screen.texts.get("msg.noPictures"));
      return;
    }
    pending = true;
    game.redraws().request();
  }

  /** Before the frame is drawn: the numbers on and the overlays hidden when a picture is due. */
  public void beforeFrame() {
    if (pending) {
      hadNumbers = board.showNumbers();
      board.setShowNumbers(true);
      setOverlaysVisible(false);
    }
  }

  /** After the frame: the picture read from it, and the board as it was. */
  public void afterFrame() {
    if (!pending) {
      return;
    }
    pending = false;
    save();
    board.setShowNumbers(hadNumbers);
    setOverlaysVisible(true);
    game.redraws().request();
  }

  private void save() {
    // The wood's rim reaches a few units past the board's bounds.
    Vector2 topLeft = screen.stage.stageToScreenCoordinates(new Vector2(board.getX() - 6, board.getTop() + 6));
    Vector2 bottomRight = screen.stage.stageToScreenCoordinates(new Vector2(board.getRight() + 6, board.getY() - 8));
    int x = Math.max(0, Math.round(topLeft.x));
    int top = Math.max(0, Math.round(topLeft.y));
    int width = Math.min(Gdx.graphics.getWidth() - x, Math.round(bottomRight.x - topLeft.x));
    int height = Math.min(Gdx.graphics.getHeight() - top, Math.round(bottomRight.y - topLeft.y));
    String name = "gomoku-" + System.currentTimeMillis() / 1000 + ".png";
    try {
      String where = game.boardImages().save(x, top, width, height, name);
      Gdx.app.log(GomokuGame.LOG_TAG, "picture: " + where + ", " + width + "x" + height);
      screen.say(screen.texts.format("msg.picture",
          where.substring(Math.max(where.lastIndexOf('/'), where.lastIndexOf('\\')) + 1)));
    } catch (java.io.IOException | RuntimeException e) {
      Gdx.app.log(GomokuGame.LOG_TAG, "picture failed: " + e.getMessage());
      screen.refuse(screen.texts.format("msg.pictureFailed", String.valueOf(e.getMessage())));
    }
  }

  private void setOverlaysVisible(boolean visible) {
    for (Actor a : overlays.get()) {
      if (a != null) {
        a.setVisible(visible);
      }
    }
  }
}
