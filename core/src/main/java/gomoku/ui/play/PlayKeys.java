package gomoku.ui.play;

import gomoku.ui.widgets.ConfirmDialog;

import com.badlogic.gdx.Input;
import com.badlogic.gdx.scenes.scene2d.InputEvent;
import com.badlogic.gdx.scenes.scene2d.InputListener;
import com.badlogic.gdx.scenes.scene2d.Stage;
import com.badlogic.gdx.scenes.scene2d.ui.TextField;

/** The play screen's keyboard shortcuts (the help lists them), each a command of the screen. */
final class PlayKeys extends InputListener {
  private final PlayScreen screen;
  private final Stage stage;
  /**
   * Modifier keys as the events report them, in order. Asking Gdx.input.isKeyPressed instead reads the state
   * at the time the frame handles the event, and a fast Ctrl+Z (both keys down and up within one frame) would
   * then look like a plain Z.
   */
  private boolean ctrlDown;
  private boolean shiftDown;

  PlayKeys(PlayScreen screen, Stage stage) {
    this.screen = screen;
    this.stage = stage;
  }

  @Override
  public boolean keyDown(InputEvent event, int keycode) {
    trackModifier(keycode, true);
    if (stage.getKeyboardFocus() instanceof TextField || ConfirmDialog.forDialog(event)) {
      return false; // typing into the load dialog, or answering a question: not shortcuts
    }
    return shortcut(keycode, ctrlDown, shiftDown);
  }

  @Override
  public boolean keyUp(InputEvent event, int keycode) {
    trackModifier(keycode, false);
    return false;
  }

  private void trackModifier(int keycode, boolean down) {
    if (keycode == Input.Keys.CONTROL_LEFT || keycode == Input.Keys.CONTROL_RIGHT || keycode == Input.Keys.SYM) {
      ctrlDown = down;
    } else if (keycode == Input.Keys.SHIFT_LEFT || keycode == Input.Keys.SHIFT_RIGHT) {
      shiftDown = down;
    }
  }

  private boolean shortcut(int keycode, boolean ctrl, boolean shift) {
    if (ctrl && keycode == Input.Keys.Z && !shift) {
      screen.undo();
    } else if (ctrl && (keycode == Input.Keys.Y || (keycode == Input.Keys.Z && shift))) {
      screen.redo();
    } else if (keycode == Input.Keys.N && !ctrl) {
      screen.toggleNumbers();
    } else if (keycode == Input.Keys.H && !ctrl) {
      screen.askHint();
    } else if (keycode == Input.Keys.A && !ctrl) {
      screen.toggleAnalysis();
    } else if (keycode == Input.Keys.T && !ctrl) {
      screen.toggleThinking();
    } else if (keycode == Input.Keys.TAB) {
      screen.focus().move(shift ? -1 : 1);
    } else if ((keycode == Input.Keys.SPACE || keycode == Input.Keys.ENTER || keycode == Input.Keys.NUMPAD_ENTER)
        && screen.focus().press()) {
      return true; // the button with Tab's ring (refreshed by its own press)
    } else if (keycode == Input.Keys.SPACE) {
      if (!screen.input().playAtCursor()) {
        screen.togglePause();
      }
    } else if (keycode == Input.Keys.LEFT) {
      screen.focus().drop();
      screen.input().moveCursor(-1, 0);
    } else if (keycode == Input.Keys.RIGHT) {
      screen.focus().drop();
      screen.input().moveCursor(1, 0);
    } else if (keycode == Input.Keys.UP) {
      screen.focus().drop();
      screen.input().moveCursor(0, -1);
    } else if (keycode == Input.Keys.DOWN) {
      screen.focus().drop();
      screen.input().moveCursor(0, 1);
    } else if (keycode == Input.Keys.PAGE_UP) {
      screen.study().step(-1);
    } else if (keycode == Input.Keys.PAGE_DOWN) {
      screen.study().step(1);
    } else if (keycode == Input.Keys.HOME) {
      screen.study().step(Integer.MIN_VALUE);
    } else if (keycode == Input.Keys.END) {
      screen.study().step(Integer.MAX_VALUE);
    } else if (keycode == Input.Keys.ENTER || keycode == Input.Keys.NUMPAD_ENTER) {
      if (!screen.study().playOnFromHere()) {
        screen.input().playAtCursor();
      }
    } else if (ctrl && keycode == Input.Keys.C) {
      screen.records().copyGame();
    } else if (ctrl && keycode == Input.Keys.V) {
      screen.records().showLoadDialog();
    } else if (ctrl && keycode == Input.Keys.S) {
      screen.records().saveRecord();
    } else if (keycode == Input.Keys.P && !ctrl) {
      screen.savePicture();
    } else if (keycode == Input.Keys.E && !ctrl) {
      screen.study().editPosition();
    } else if (keycode == Input.Keys.F && !ctrl) {
      screen.study().solve();
    } else if (keycode == Input.Keys.V && !ctrl) {
      screen.study().showVariationMenu();
    } else if (keycode == Input.Keys.M && !ctrl) {
      screen.toggleSound();
    } else if (keycode == Input.Keys.F1 || keycode == Input.Keys.SLASH && shift) {
      screen.overlays().toggleHelp();
    } else if (keycode == Input.Keys.ESCAPE) {
      screen.escape();
    } else {
      return false;
    }
    screen.refresh();
    return true;
  }
}
