package gomoku.ui.play;

import gomoku.ui.Overlay;

import gomoku.ui.Assets;
import gomoku.ui.widgets.Buttons;
import gomoku.ui.Texts;
import gomoku.ui.GomokuGame;
import gomoku.ui.UiScale;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Input;
import com.badlogic.gdx.scenes.scene2d.InputEvent;
import com.badlogic.gdx.scenes.scene2d.actions.Actions;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.ScrollPane;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.utils.ClickListener;
import java.util.ArrayList;
import java.util.List;

/**
 * The help over the board, opened by the Help button or F1: what this platform's gestures and keys do, and
 * only those (a phone has no F11, a browser saves no files). A tap or click anywhere closes it.
 */
public final class HelpOverlay extends Table implements Overlay {
  /** What the device offers, which decides the lines shown. */
  static final class Platform {
    final boolean touch;
    final boolean keyboard;
    /** A desktop window: full screen with F11, records saved as files. */
    final boolean desktop;
    /** Moves take a second tap (the menu's Confirm moves). */
    final boolean confirmMoves;

    Platform(boolean touch, boolean keyboard, boolean desktop, boolean confirmMoves) {
      this.touch = touch;
      this.keyboard = keyboard;
      this.desktop = desktop;
      this.confirmMoves = confirmMoves;
    }

    /** The device the game runs on. */
    static Platform current(GomokuGame game) {
      return new Platform(Gdx.input.isPeripheralAvailable(Input.Peripheral.MultitouchScreen),
          Gdx.input.isPeripheralAvailable(Input.Peripheral.HardwareKeyboard), game.records() != null,
          game.confirmMoves());
    }
  }

  /** Every line any platform shows (help.ID.key and help.ID.what in the texts). */
  public static final String[] ALL_LINES = {"click", "rightClick", "tap", "tapTwice", "longPress", "stepButtons",
    "hintButton", "analyseButton", "reviewButton", "solveButton", "moveList", "cursor", "undo", "step", "hint",
    "analysis",
    "solve", "variation", "edit", "picture",
    "thinking", "pause", "numbers", "copy", "save", "fullscreen", "help"};

  /** The help lines for {@code p}, in order; "keys" stands for the keyboard heading. */
  static List<String> lines(Platform p) {
    List<String> out = new ArrayList<>();
    if (p.touch) {
      out.add(p.confirmMoves ? "tapTwice" : "tap");
      out.add("longPress");
    }
    if (!p.touch || p.keyboard) {
      out.add("click");
      out.add("rightClick");
    }
    out.add("stepButtons");
    out.add("hintButton");
    out.add("analyseButton");
    out.add("reviewButton");
    out.add("solveButton");
    out.add("moveList");
    if (p.keyboard) {
      out.add("keys");
      for (String id : new String[] {"cursor", "undo", "step", "hint", "analysis", "solve", "variation", "edit",
        "picture",
        "thinking", "pause", "numbers", "copy"}) {
        out.add(id);
      }
      if (p.desktop) {
        out.add("save");
        out.add("fullscreen");
      }
      out.add("help");
    }
    return out;
  }

  /** The list, which takes the mouse wheel while the help shows ({@link #takeScrollFocus}). */
  private final ScrollPane scroll;
  /** × closes the help (as Esc, F1 or a tap anywhere do). */
  final com.badlogic.gdx.scenes.scene2d.ui.TextButton closeButton;

  HelpOverlay(Assets assets, Texts texts, Platform platform, float maxWidth, float maxHeight, Runnable close) {
    setBackground(assets.skin.getDrawable("sheet"));
    Table list = new Table();
    list.defaults().left().top().pad(3, 0, 3, 14);
    float keyWidth = Math.min(190, maxWidth * 0.32f);
    float whatWidth = maxWidth - keyWidth - 80;
    for (String id : lines(platform)) {
      if (id.equals("keys")) {
        list.add(new Label(texts.get("help.keys"), assets.skin)).colspan(2).padTop(10).row();
        continue;
      }
      Label key = new Label(texts.get("help." + id + ".key"), assets.skin);
      key.setFontScale(0.8f);
      key.setWrap(true);
      Label what = new Label(texts.get("help." + id + ".what"), assets.skin, "dim");
      what.setFontScale(0.8f);
      what.setWrap(true);
      list.add(key).width(keyWidth);
      list.add(what).width(whatWidth).row();
    }
    scroll = new ScrollPane(list);
    scroll.setFadeScrollBars(false); // the bar shows there is more below
    scroll.setOverscroll(false, false);
    pad(16, 22, 16, 16);
    list.pack();
    float width = keyWidth + whatWidth + 18;
    Table header = new Table();
    header.add(new Label(texts.get("help.title"), assets.skin)).expandX().left();
    closeButton = Buttons.action(assets, "×", 1f, close);
    header.add(closeButton).width(UiScale.BUTTON_H).height(UiScale.BUTTON_H);
    add(header).width(width).padBottom(6).row();
    add(scroll).width(width).height(Math.min(list.getPrefHeight(), maxHeight - 32 - UiScale.BUTTON_H - 6));
    pack();
    addListener(new ClickListener() {
      @Override
      public void clicked(InputEvent event, float x, float y) {
        if (!event.getTarget().isDescendantOf(closeButton)) { // × has closed it already
          close.run();
        }
      }
    });
    getColor().a = 0;
    addAction(Actions.fadeIn(0.15f));
  }

  /** The mouse wheel scrolls the help (scene2d sends it to the actor with the scroll focus only). */
  void takeScrollFocus() {
    if (getStage() != null) {
      getStage().setScrollFocus(scroll);
    }
  }
}
