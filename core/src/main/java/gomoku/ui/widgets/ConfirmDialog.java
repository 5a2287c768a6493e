package gomoku.ui.widgets;

import gomoku.ui.Assets;
import gomoku.ui.GomokuGame;
import gomoku.ui.StageScreen;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Input;
import com.badlogic.gdx.scenes.scene2d.Stage;
import com.badlogic.gdx.scenes.scene2d.ui.Dialog;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;

/**
 * A question before something that cannot be taken back (replacing an unfinished game, resigning): the action is
 * named on its button (Enter), Cancel beside it (Esc).
 */
public final class ConfirmDialog {
  private ConfirmDialog() {}

  /** Whether a key went to an open dialog: the screen behind must not act on it too (the event bubbles up). */
  public static boolean forDialog(com.badlogic.gdx.scenes.scene2d.InputEvent event) {
    for (com.badlogic.gdx.scenes.scene2d.Actor a = event.getTarget(); a != null; a = a.getParent()) {
      if (a instanceof Dialog) {
        return true;
      }
    }
    return false;
  }

  /** A message that must be read (a save that failed): its text and one OK button (Enter, Esc). */
  public static void tell(StageScreen screen, String name, String message) {
    show(screen, name, message, screen.texts.get("dialog.ok"), null);
  }

  /**
   * Shows the question (with {@code onYes} null: a message with one button); {@code name} tags its log lines ("confirm new game: yes at x,y"), which end-to-end tests
   * read to find the buttons.
   */
  public static void show(StageScreen screen, String name, String question, String yes, Runnable onYes) {
    Stage stage = screen.stage;
    Assets assets = screen.assets;
    float width = Math.min(460, stage.getWidth() - 40);
    Dialog dialog = new Dialog("", assets.skin) {
      @Override
      protected void result(Object answer) {
        boolean confirmed = Boolean.TRUE.equals(answer);
        Gdx.app.log(GomokuGame.LOG_TAG, "confirm " + name + ": " + (confirmed ? "yes" : "cancelled"));
        cancel(); // gone at once, not faded: a modal dialog fading out still takes the next click
        hide(null);
        if (confirmed && onYes != null) {
          onYes.run();
        }
      }
    };
    Label text = new Label(question, assets.skin);
    text.setWrap(true);
    dialog.getContentTable().pad(20, 20, 10, 20);
    dialog.getContentTable().add(text).width(width - 40);
    TextButton confirm = new TextButton(yes, assets.skin, "accent");
    TextButton cancel = new TextButton(screen.texts.get("load.cancel"), assets.skin);
    dialog.getButtonTable().pad(0, 20, 18, 20).defaults().width(Math.min(180, width / 2 - 25)).height(50).pad(0, 5, 0,
        5);
    if (onYes != null) {
      dialog.button(cancel, Boolean.FALSE);
    }
    dialog.button(confirm, Boolean.TRUE);
    dialog.key(Input.Keys.ESCAPE, Boolean.FALSE);
    dialog.key(Input.Keys.BACK, Boolean.FALSE);
    dialog.key(Input.Keys.ENTER, Boolean.TRUE);
    dialog.key(Input.Keys.NUMPAD_ENTER, Boolean.TRUE);
    dialog.show(stage);
    dialog.validate();
    screen.logCentre("confirm " + name + ": yes", confirm);
    if (onYes != null) {
      screen.logCentre("confirm " + name + ": cancel", cancel);
    }
    Gdx.app.log(GomokuGame.LOG_TAG, "confirm " + name + " shown: " + question);
  }
}
