package gomoku.ui.play;

import gomoku.ui.Assets;
import gomoku.ui.Texts;
import gomoku.ui.GomokuGame;
import gomoku.ui.NativeTextField;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Input;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Stage;
import com.badlogic.gdx.scenes.scene2d.ui.Dialog;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import com.badlogic.gdx.scenes.scene2d.ui.TextArea;
import com.badlogic.gdx.scenes.scene2d.utils.ChangeListener;
import gomoku.game.MatchSettings;

/**
 * A dialog to paste a game into (a move string or a PSQ record), with the desktop's saved records below; Load
 * starts the game with this game's players, or says what is wrong and leaves everything as it was.
 */
final class LoadDialog {
  private final GomokuGame game;
  private final Texts texts;
  private final MatchSettings settings;
  /** The game's clocks (ms left for black and white), or -1 when it has none. */
  private final long blackLeft;
  private final long whiteLeft;
  /** With a clock: whether the loaded game keeps the times left (else it is played without a clock). */
  private boolean keepClock = true;

  LoadDialog(GomokuGame game, MatchSettings settings, long blackLeft, long whiteLeft) {
    this.game = game;
    this.texts = game.texts();
    this.settings = settings;
    this.blackLeft = settings.clockMillis > 0 ? blackLeft : -1;
    this.whiteLeft = whiteLeft;
  }

  void show(Stage stage) {
    Assets assets = game.assets();
    float width = Math.min(560, stage.getWidth() - 70);
    NativeTextField dom = game.nativeTextField();
    Dialog dialog = new Dialog("", assets.skin) {
      @Override
      public void hide(com.badlogic.gdx.scenes.scene2d.Action action) {
        if (dom != null) {
          dom.hide();
        }
        super.hide(action);
      }
    };
    // Several lines: a PSQ record keeps its line breaks, which tell its moves apart.
    TextArea field = new TextArea("", assets.skin);
    field.setMessageText(texts.get("load.placeholder"));
    // The browser's own field reads the system clipboard itself; libGDX's clipboard there is only the game's copy.
    String clip = dom == null && Gdx.app.getClipboard().hasContents() ? Gdx.app.getClipboard().getContents() : null;
    if (clip != null && clip.length() < 20000) {
      field.setText(clip.trim().replace("\r\n", "\n").replace('\r', '\n'));
    }
    Label problem = new Label("", assets.skin, "warning");
    problem.setWrap(true);
    problem.setFontScale(0.85f);
    Table content = dialog.getContentTable();
    content.pad(18, 20, 6, 20);
    content.add(new Label(texts.get("load.title"), assets.skin)).left().row();
    content.add(field).width(width).height(120).padTop(10).row();
    if (blackLeft >= 0) {
      addClockChoice(content, width);
    }
    content.add(problem).width(width).height(60).padTop(6).row();
    addRecordButtons(content, width, problem, dialog::hide);
    TextButton load = new TextButton(texts.get("load.load"), assets.skin);
    TextButton cancel = new TextButton(texts.get("load.cancel"), assets.skin);
    dialog.getButtonTable().pad(0, 20, 18, 20).defaults().width(Math.min(140, width / 2 - 10)).height(46).padLeft(10);
    dialog.getButtonTable().add(cancel);
    dialog.getButtonTable().add(load);
    Runnable tryLoad = () -> {
      String error = load(dom != null ? dom.text() : field.getText());
      if (error == null) {
        dialog.hide();
      } else {
        problem.setText(error);
        Gdx.app.log(GomokuGame.LOG_TAG, "load refused: " + error);
      }
    };
    load.addListener(new ChangeListener() {
      @Override
      public void changed(ChangeEvent event, Actor actor) {
        tryLoad.run();
      }
    });
    cancel.addListener(new ChangeListener() {
      @Override
      public void changed(ChangeEvent event, Actor actor) {
        dialog.hide();
      }
    });
    field.addListener(new com.badlogic.gdx.scenes.scene2d.InputListener() {
      @Override
      public boolean keyDown(com.badlogic.gdx.scenes.scene2d.InputEvent event, int keycode) {
        boolean ctrl =
            Gdx.input.isKeyPressed(Input.Keys.CONTROL_LEFT) || Gdx.input.isKeyPressed(Input.Keys.CONTROL_RIGHT);
        if (ctrl && (keycode == Input.Keys.ENTER || keycode == Input.Keys.NUMPAD_ENTER)) {
          tryLoad.run(); // Enter alone starts a new line
          return true;
        }
        return false;
      }
    });
    dialog.key(Input.Keys.ESCAPE, null);
    dialog.show(stage);
    stage.setKeyboardFocus(field);
    field.selectAll();
    if (dom != null) {
      dialog.validate();
      com.badlogic.gdx.math.Vector2 topLeft = stage.stageToScreenCoordinates(field.localToStageCoordinates(
          new com.badlogic.gdx.math.Vector2(0, field.getHeight())));
      com.badlogic.gdx.math.Vector2 bottomRight = stage.stageToScreenCoordinates(field.localToStageCoordinates(
          new com.badlogic.gdx.math.Vector2(field.getWidth(), 0)));
      dom.show(Math.round(topLeft.x), Math.round(topLeft.y), Math.round(bottomRight.x - topLeft.x),
          Math.round(bottomRight.y - topLeft.y), game.pixelRatio(), "", texts.get("load.placeholder"));
      field.setVisible(false); // its room stays: the browser's field lies over it
      Gdx.app.log(GomokuGame.LOG_TAG, "load field: the browser's own");
    }
    Gdx.app.log(GomokuGame.LOG_TAG, "load dialog shown");
  }

  /**
   * Under a clock, loading is no way to new time: the loaded game keeps the times left, or is played without a
   * clock; the player chooses, and the choice shows.
   */
  private void addClockChoice(Table content, float width) {
    Assets assets = game.assets();
    TextButton keep = new TextButton(texts.format("load.keepClock", SearchWords.clockText(blackLeft),
        SearchWords.clockText(whiteLeft)), assets.skin);
    TextButton none = new TextButton(texts.get("load.noClock"), assets.skin);
    for (TextButton b : new TextButton[] {keep, none}) {
      b.getLabel().setFontScale(0.75f);
      b.getLabel().setWrap(true);
    }
    com.badlogic.gdx.scenes.scene2d.ui.ButtonGroup<TextButton> group =
        new com.badlogic.gdx.scenes.scene2d.ui.ButtonGroup<>(
            keep, none);
    group.setChecked(keep.getText().toString());
    keep.addListener(new ChangeListener() {
      @Override
      public void changed(ChangeEvent event, Actor actor) {
        keepClock = keep.isChecked();
        Gdx.app.log(GomokuGame.LOG_TAG, "load clock: " + (keepClock ? "keep" : "none"));
      }
    });
    Table row = new Table();
    row.add(keep).width(width / 2 - 4).height(44).padRight(8);
    row.add(none).width(width / 2 - 4).height(44);
    content.add(row).padTop(6).row();
  }

  /** The saved PSQ files (desktop), newest first; a click loads one. */
  private void addRecordButtons(Table content, float width, Label problem, Runnable close) {
    gomoku.game.RecordFiles files = game.records();
    if (files == null) {
      return;
    }
    java.util.List<String> names = files.list();
    if (names.isEmpty()) {
      return;
    }
    content.add(new Label(texts.get("load.files"), game.assets().skin, "dim")).left().padTop(4).row();
    for (int i = 0; i < names.size() && i < 5; i++) {
      String name = names.get(i);
      TextButton b = new TextButton(name, game.assets().skin);
      b.getLabel().setFontScale(0.75f);
      b.getLabel().setEllipsis(true);
      b.getLabelCell().minWidth(0);
      b.addListener(new ChangeListener() {
        @Override
        public void changed(ChangeEvent event, Actor actor) {
          String error;
          try {
            error = load(files.read(name));
          } catch (java.io.IOException e) {
            error = String.valueOf(e.getMessage());
          }
          if (error == null) {
            close.run();
          } else {
            problem.setText(name + ": " + error);
            Gdx.app.log(GomokuGame.LOG_TAG, "load refused: " + name + ": " + error);
          }
        }
      });
      content.add(b).width(width).height(44).padTop(2).row();
    }
  }

  /** Starts the game in {@code text}; returns what is wrong with it instead (nothing changes then). */
  String load(String text) {
    MatchSettings s = settings.copy();
    if (blackLeft >= 0 && !keepClock) {
      s.clockMillis = 0;
      s.incrementMillis = 0;
    }
    long black = blackLeft >= 0 && keepClock ? blackLeft : -1;
    try {
      if (gomoku.record.GameLink.isLink(text)) { // a link copied in the browser
        gomoku.record.GameLink link = gomoku.record.GameLink.fromAddress(text);
        s.rule = link.rule;
        s.size = link.size;
        Gdx.app.log(GomokuGame.LOG_TAG, "loaded: " + link.moves.size() + " moves");
        game.startLoadedLink(s, link, black, whiteLeft);
        return null;
      }
      gomoku.record.GameText g = gomoku.record.GameText.parse(text, s.size);
      if (g.size != 15 && g.size != 19 && g.size != 20) {
        return texts.format("load.badSize", g.size);
      }
      s.size = g.size;
      for (java.util.List<Integer> line : g.tree.leaves()) {
        gomoku.rules.GameState.replay(s.rule, s.size, line);
      }
      Gdx.app.log(GomokuGame.LOG_TAG, "loaded: " + g.moves.size() + " moves");
      game.startLoaded(s, g.tree, black, whiteLeft);
      return null;
    } catch (IllegalArgumentException e) {
      return texts.inputError(e);
    }
  }
}
