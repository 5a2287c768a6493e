package gomoku.ui.play;

import gomoku.ui.GomokuGame;
import gomoku.ui.StageScreen;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.math.Interpolation;
import com.badlogic.gdx.math.Vector2;
import com.badlogic.gdx.scenes.scene2d.actions.Actions;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;

/**
 * Upright (a phone): the actions the panel's bar has no room for, in a sheet that slides up over the panel when ⋯ is
 * tapped and goes when an action is chosen, ⋯ or Esc is pressed, or the screen turns on its side.
 */
final class ActionSheet {
  private final StageScreen screen;
  private final PlayPanel panel;

  public ActionSheet(StageScreen screen, PlayPanel panel) {
    this.screen = screen;
    this.panel = panel;
  }

  public boolean isOpen() {
    return panel.sheet.getStage() != null;
  }

  /** ⋯: the sheet slides up over the panel, or goes. */
  public void toggle() {
    if (isOpen()) {
      close();
      return;
    }
    Table sheet = panel.sheet;
    screen.stage.addActor(sheet);
    place();
    sheet.setY(panel.getY() - sheet.getHeight());
    sheet.addAction(Actions.moveTo(panel.getX(), panel.getY(), 0.18f, Interpolation.pow2Out));
    String[] names = panel.buttonNames();
    TextButton[] buttons = panel.buttons();
    for (int i = 0; i < buttons.length; i++) {
      if (panel.inSheet(buttons[i])) {
        log(names[i], buttons[i]);
      }
    }
    Gdx.app.log(GomokuGame.LOG_TAG, "sheet shown");
  }

  /** Where a button will be once the sheet has slid up (logged as it starts to move), for people and tests. */
  private void log(String name, TextButton b) {
    Vector2 c = b.localToAscendantCoordinates(panel.sheet, new Vector2(b.getWidth() / 2, b.getHeight() / 2));
    c.add(panel.getX(), panel.getY());
    screen.stage.stageToScreenCoordinates(c);
    Gdx.app.log(GomokuGame.LOG_TAG, "sheet: " + name + " at " + Math.round(c.x) + "," + Math.round(c.y));
  }

  /** The sheet over the panel, bottoms aligned. */
  public void place() {
    Table sheet = panel.sheet;
    sheet.setWidth(panel.getWidth());
    sheet.validate();
    sheet.setSize(panel.getWidth(), sheet.getPrefHeight());
    sheet.validate();
    sheet.setPosition(panel.getX(), panel.getY());
  }

  public void close() {
    if (isOpen()) {
      panel.sheet.clearActions();
      panel.sheet.remove();
      Gdx.app.log(GomokuGame.LOG_TAG, "sheet closed");
    }
  }

  /** A press on an action in the sheet closes it: the board shows what it did (switches stay open, to try the next). */
  void closeAfterActions() {
    for (com.badlogic.gdx.scenes.scene2d.ui.TextButton b : panel.buttons()) {
      if (b != panel.more) {
        b.addListener(new com.badlogic.gdx.scenes.scene2d.utils.ChangeListener() {
          @Override
          public void changed(ChangeEvent event, com.badlogic.gdx.scenes.scene2d.Actor actor) {
            if (panel.inSheet(b) && !(b == panel.analyse || b == panel.thinking || b == panel.numbers)) {
              close();
            }
          }
        });
      }
    }
  }
}
