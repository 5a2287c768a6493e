package gomoku.ui;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Input;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.InputEvent;
import com.badlogic.gdx.scenes.scene2d.InputListener;
import com.badlogic.gdx.scenes.scene2d.Touchable;
import com.badlogic.gdx.scenes.scene2d.actions.Actions;
import com.badlogic.gdx.scenes.scene2d.ui.ButtonGroup;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.ScrollPane;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import com.badlogic.gdx.scenes.scene2d.utils.ChangeListener;
import gomoku.engine.Level;
import gomoku.game.MatchSettings;
import gomoku.game.PlayerKind;
import gomoku.rules.Rule;
import gomoku.rules.Stone;
import java.util.ArrayList;
import java.util.List;

/**
 * The start menu in three sections — Game (rule, opening, board size, clock), Players (each colour a person or
 * a computer with its level and time, the pace of computer games, how moves are made), Display (board look,
 * language) — every choice in a labelled row, and Play. Two columns of sections on a wide screen, one scrolling
 * column on a phone, with Play always in view at the bottom.
 */
final class MenuScreen extends StageScreen {
  static final PlayerKind[] OFFERED_PLAYERS = {PlayerKind.PERSON, PlayerKind.COMPUTER};
  static final String[] PACE_NAMES = {"Fast", "Normal", "Slow"};
  private static final float COLUMN_GAP = 40;

  private final MatchSettings chosen;
  private final String notice;
  private Table root;
  private Label ruleSummary;
  private Label levelDescription;
  /** The named renju opening's buttons, live while the opening is NAMED. */
  private TextButton[] named;
  /** Every choice button with its row name, for the layout log ("menu: White Computer at 612,463"). */
  private final List<TextButton> buttons = new ArrayList<>();
  private final List<String> buttonNames = new ArrayList<>();
  /** The width of one section's column and of its row labels, for the arrangement being built. */
  private float columnWidth;
  private float labelWidth;
  private float fontScale;

  /** Tab's ring over the buttons (see {@link KeyFocus}). */
  private final KeyFocus focus;
  /** The game that Continue resumes, or null. */
  private final gomoku.game.SavedGame unfinished;

  MenuScreen(GomokuGame game) {
    super(game);
    chosen = game.settings();
    gomoku.game.SavedGame saved = game.unfinishedGame(); // before the notice: an unreadable save is reported there
    unfinished = saved != null && !saved.moves.isEmpty() ? saved : null; // an empty board loses nothing
    notice = game.takeNotice();
    focus = new KeyFocus(assets, buttons, buttonNames);
    stage.addListener(new InputListener() {
      @Override
      public boolean keyDown(InputEvent event, int keycode) {
        boolean enter = keycode == Input.Keys.ENTER || keycode == Input.Keys.NUMPAD_ENTER;
        if (ConfirmDialog.forDialog(event)) {
          return false;
        }
        if (keycode == Input.Keys.TAB) {
          boolean shift =
              Gdx.input.isKeyPressed(Input.Keys.SHIFT_LEFT) || Gdx.input.isKeyPressed(Input.Keys.SHIFT_RIGHT);
          focus.move(shift ? -1 : 1);
          return true;
        }
        if ((enter || keycode == Input.Keys.SPACE) && focus.press()) {
          return true;
        }
        if (enter || keycode == Input.Keys.SPACE) {
          if (unfinished != null) {
            game.continueGame(unfinished);
          } else {
            start();
          }
          return true;
        }
        return false;
      }
    });
  }

  @Override
  protected void layout(float width, float height) {
    boolean fadeIn = root == null;
    if (root != null) {
      root.remove();
    }
    buttons.clear();
    buttonNames.clear();
    boolean twoColumns = width >= 940 && height >= 600;
    float margin = width < 600 ? 8 : 24;
    // The root panel sits margin inside the window and pads its content by margin again.
    float inner = width - 4 * margin;
    columnWidth = (float) Math.floor(twoColumns ? Math.min(480, (inner - COLUMN_GAP) / 2) : Math.min(560, inner));
    // A phone keeps each row's name beside its buttons, in smaller type: names above them would push White's
    // row below the fold.
    labelWidth = (float) Math.floor(columnWidth < 420 ? 80 : Math.min(112, columnWidth * 0.25f));
    fontScale = columnWidth < 420 ? 0.72f : 0.9f;

    Table content = new Table();
    content.defaults().top();
    Label title = new Label(texts.get("app.title"), assets.skin, "title");
    content.add(title).colspan(2).row();
    content.add(new Label(texts.get("app.subtitle"), assets.skin, "dim")).colspan(2).padBottom(6).row();
    if (notice != null) {
      Label warning = new Label(notice, assets.skin, "warning");
      warning.setWrap(true);
      content.add(warning).colspan(2).width(twoColumns ? 2 * columnWidth + COLUMN_GAP : columnWidth).padBottom(4).row();
    }
    Table gameSection = gameSection();
    Table playersSection = playersSection();
    Table displaySection = displaySection();
    if (twoColumns) {
      Table left = new Table();
      left.add(gameSection).row();
      left.add(displaySection).padTop(10).row();
      content.add(left).top().padRight(COLUMN_GAP);
      content.add(playersSection).top().row();
    } else {
      content.add(gameSection).row();
      content.add(playersSection).padTop(6).row();
      content.add(displaySection).padTop(6).row();
    }

    TextButton play = new TextButton(texts.get("menu.play"), assets.skin, "accent");
    play.addListener(new ChangeListener() {
      @Override
      public void changed(ChangeEvent event, Actor actor) {
        start();
      }
    });
    register(play, "Play");
    TextButton setUp = new TextButton(texts.get("menu.setUp"), assets.skin, "action");
    setUp.getLabel().setFontScale(0.8f);
    setUp.addListener(new ChangeListener() {
      @Override
      public void changed(ChangeEvent event, Actor actor) {
        game.openEditor(chosen, null);
      }
    });
    register(setUp, "Set up");
    TextButton resume = null;
    if (unfinished != null) {
      resume = new TextButton(texts.format("menu.continue", unfinished.moves.size()), assets.skin, "accent");
      resume.addListener(new ChangeListener() {
        @Override
        public void changed(ChangeEvent event, Actor actor) {
          game.continueGame(unfinished);
        }
      });
      register(resume, "Continue");
      play.setStyle(assets.skin.get("action", TextButton.TextButtonStyle.class));
    }

    ScrollPane scroll = new ScrollPane(content);
    scroll.setOverscroll(false, false);
    scroll.setFadeScrollBars(false);
    scroll.setScrollingDisabled(true, false);
    root = new Table();
    root.setBackground(assets.skin.getDrawable("panel"));
    root.pad(10, margin, 12, margin);
    root.add(scroll).expand().fill().row();
    Table actions = new Table();
    float playWidth = Math.min(300, columnWidth) - 110;
    if (resume != null) {
      actions.add(resume).colspan(2).width(playWidth + 110).height(58).padBottom(8).row();
    }
    actions.add(play).width(playWidth).height(58).padRight(10);
    actions.add(setUp).width(100).height(58);
    root.add(actions).padTop(8);
    content.pack();
    float wanted = content.getPrefHeight() + 8 + 58 + 22 + (resume != null ? 66 : 0);
    float rootW = Math.min(width - 2 * margin, content.getPrefWidth() + 2 * margin);
    float rootH = Math.min(height - 2 * margin, wanted);
    root.setBounds((width - rootW) / 2, (height - rootH) / 2, rootW, rootH);
    stage.addActor(root);
    stage.addActor(focus); // over the buttons
    root.validate();
    stage.setScrollFocus(scroll); // the mouse wheel scrolls the choices where they do not all fit
    if (fadeIn) {
      root.getColor().a = 0;
      root.addAction(Actions.fadeIn(0.3f));
    }
    logButtons();
  }

  /** Game: the rule with its summary, the opening, the board size, the clock. */
  private Table gameSection() {
    Table t = section("menu.game");
    ruleSummary = dim(texts.ruleSummary(chosen.rule));
    Table rules = choices("Rule", Rule.values().length, i -> Rule.values()[i].title, i -> texts.rule(Rule.values()[i]),
        i -> chosen.rule == Rule.values()[i], i -> {
          chosen.rule = Rule.values()[i];
          ruleSummary.setText(texts.ruleSummary(chosen.rule));
        });
    labelledRow(t, "menu.rule", rules);
    note(t, ruleSummary);
    labelledRow(t, "menu.opening", wide(stepper("Opening", () -> texts.get("opening." + chosen.opening.name()), () -> {
      gomoku.game.Opening[] all = gomoku.game.Opening.values();
      chosen.opening = all[(chosen.opening.ordinal() + 1) % all.length];
      enable(chosen.opening == gomoku.game.Opening.NAMED, named);
    })));
    named = namedOpeningButtons();
    float arrow = UiScale.BUTTON_H;
    Table which = new Table();
    which.add(named[0]).width(arrow).height(UiScale.BUTTON_H).padRight(6);
    which.add(named[1]).width(columnWidth - labelWidth - 2 * arrow - 12).height(UiScale.BUTTON_H).padRight(6);
    which.add(named[2]).width(arrow).height(UiScale.BUTTON_H);
    labelledRow(t, "menu.namedOpening", which);
    labelledRow(t, "menu.board", choices("Board", MatchSettings.BOARD_SIZES.length,
        i -> MatchSettings.BOARD_SIZES[i] + " × " + MatchSettings.BOARD_SIZES[i],
        i -> MatchSettings.BOARD_SIZES[i] + " × " + MatchSettings.BOARD_SIZES[i],
        i -> chosen.size == MatchSettings.BOARD_SIZES[i], i -> chosen.size = MatchSettings.BOARD_SIZES[i]));
    labelledRow(t, "menu.clock", wide(stepper("Clock", this::clockText, () -> {
      int[][] all = MatchSettings.CLOCKS;
      int i = 0;
      while (i < all.length && all[i][0] * 60000 != chosen.clockMillis) {
        i++;
      }
      int[] next = all[(i + 1) % all.length];
      chosen.clockMillis = next[0] * 60000;
      chosen.incrementMillis = next[1] * 1000;
    })));
    return t;
  }

  /** Players: each colour a person or a computer (its level and time beneath), the pace, confirming moves. */
  private Table playersSection() {
    Table t = section("menu.players");
    levelDescription = dim("");
    playerRows(t, "Black", texts.get("menu.black"), Stone.BLACK);
    playerRows(t, "White", texts.get("menu.white"), Stone.WHITE);
    note(t, levelDescription);
    labelledRow(t, "menu.pace", choices("Pace", PACE_NAMES.length, i -> PACE_NAMES[i],
        i -> texts.get("pace." + PACE_NAMES[i].toLowerCase()), i -> chosen.paceMillis == MatchSettings.PACES[i],
        i -> chosen.paceMillis = MatchSettings.PACES[i]));
    note(t, dim(texts.get("menu.paceHelp")));
    TextButton confirm = button(texts.get("menu.confirm"));
    confirm.setProgrammaticChangeEvents(false);
    confirm.setChecked(game.confirmMoves());
    confirm.addListener(new ChangeListener() {
      @Override
      public void changed(ChangeEvent event, Actor actor) {
        game.setConfirmMoves(confirm.isChecked());
      }
    });
    register(confirm, "Confirm");
    labelledRow(t, "menu.moves", wide(confirm));
    showLevel(chosen.white == PlayerKind.COMPUTER || chosen.black != PlayerKind.COMPUTER ? Stone.WHITE : Stone.BLACK);
    return t;
  }

  /** Display: the board's look and the language. */
  private Table displaySection() {
    Table t = section("menu.display");
    labelledRow(t, "menu.look", choices("Theme", Theme.values().length, i -> Theme.values()[i].name().toLowerCase(),
        i -> texts.get("theme." + Theme.values()[i].name()), i -> assets.theme == Theme.values()[i],
        i -> game.setTheme(Theme.values()[i])));
    labelledRow(t, "menu.language", choices("Language", Texts.LANGUAGES.length, i -> Texts.LANGUAGES[i][0],
        i -> Texts.LANGUAGES[i][1], i -> texts.language.equals(Texts.LANGUAGES[i][0]),
        i -> game.setLanguage(Texts.LANGUAGES[i][0])));
    return t;
  }

  /** A colour's rows: Person or Computer, and under it the computer's level and thinking time (each steps). */
  private void playerRows(Table t, String name, String shown, int colour) {
    TextButton level = button(texts.format("menu.levelButton", texts.level(chosen.level(colour))));
    TextButton time = button(texts.format("menu.timeButton", texts.seconds(chosen.millis(colour))));
    Table kinds = choices(name, OFFERED_PLAYERS.length, i -> OFFERED_PLAYERS[i].title,
        i -> texts.get("player." + OFFERED_PLAYERS[i].name()), i -> chosen.player(colour) == OFFERED_PLAYERS[i],
        i -> {
          setPlayer(colour, OFFERED_PLAYERS[i]);
          enableComputerButtons(colour, level, time);
          showLevel(colour);
        });
    Label label = new Label(shown, assets.skin);
    label.setFontScale(fontScale);
    addLabel(t, label);
    t.add(kinds).left().row();
    level.addListener(new ChangeListener() {
      @Override
      public void changed(ChangeEvent event, Actor actor) {
        Level[] all = Level.values();
        Level next = all[(chosen.level(colour).ordinal() + 1) % all.length];
        if (colour == Stone.BLACK) {
          chosen.blackLevel = next;
        } else {
          chosen.whiteLevel = next;
        }
        level.setText(texts.format("menu.levelButton", texts.level(next)));
        showLevel(colour);
      }
    });
    time.addListener(new ChangeListener() {
      @Override
      public void changed(ChangeEvent event, Actor actor) {
        int[] all = MatchSettings.MOVE_TIMES;
        int i = 0;
        while (i < all.length && all[i] != chosen.millis(colour)) {
          i++;
        }
        int next = all[(i + 1) % all.length];
        if (colour == Stone.BLACK) {
          chosen.blackMillis = next;
        } else {
          chosen.whiteMillis = next;
        }
        time.setText(texts.format("menu.timeButton", texts.seconds(next)));
      }
    });
    unchecking(level);
    unchecking(time);
    register(level, name + " Level");
    register(time, name + " Time");
    enableComputerButtons(colour, level, time);
    float each = (float) Math.floor((columnWidth - labelWidth - 6) / 2);
    Table computer = new Table();
    computer.add(level).width(each).height(UiScale.BUTTON_H).padRight(6);
    computer.add(time).width(each).height(UiScale.BUTTON_H);
    t.add().width(labelWidth);
    t.add(computer).left().padTop(2).row();
  }

  private Table section(String key) {
    Table t = new Table();
    t.defaults().pad(3, 0, 3, 0);
    Label heading = new Label(texts.get(key), assets.skin);
    heading.setColor(Assets.ACCENT);
    t.add(heading).colspan(2).left().padTop(4).row();
    return t;
  }

  private void labelledRow(Table t, String key, Table buttonsRow) {
    Label label = new Label(texts.get(key), assets.skin);
    label.setFontScale(fontScale);
    label.setEllipsis(true);
    addLabel(t, label);
    t.add(buttonsRow).left().row();
  }

  /** A row's name, in the first column. */
  private void addLabel(Table t, Label label) {
    t.add(label).width(labelWidth).left();
  }

  private void note(Table t, Label label) {
    t.add().width(labelWidth);
    t.add(label).width(columnWidth - labelWidth).left().padTop(0).row();
  }

  private Label dim(String text) {
    Label l = new Label(text, assets.skin, "dim");
    l.setFontScale(0.8f);
    l.setWrap(true);
    return l;
  }

  private TextButton button(String text) {
    TextButton b = new TextButton(text, assets.skin);
    b.getLabel().setFontScale(fontScale);
    b.getLabel().setEllipsis(true);
    b.getLabelCell().minWidth(0);
    return b;
  }

  /** A button that acts on each press rather than staying pressed: a press does not turn it on. */
  private static void unchecking(TextButton b) {
    b.setProgrammaticChangeEvents(false);
    b.addListener(new ChangeListener() {
      @Override
      public void changed(ChangeEvent event, Actor actor) {
        b.setChecked(false);
      }
    });
  }

  /** One button across the row's whole width. */
  private Table wide(TextButton b) {
    Table row = new Table();
    row.add(b).width(columnWidth - labelWidth).height(UiScale.BUTTON_H);
    return row;
  }

  interface Text {
    String get();
  }

  /** A button that steps through a setting's values, showing the current one. */
  private TextButton stepper(String name, Text text, Runnable next) {
    TextButton b = button(text.get());
    unchecking(b);
    b.addListener(new ChangeListener() {
      @Override
      public void changed(ChangeEvent event, Actor actor) {
        next.run();
        b.setText(text.get());
      }
    });
    register(b, name);
    return b;
  }

  /** The named renju opening's row: back, the name (a press steps on), on; live only while the opening is NAMED. */
  private TextButton[] namedOpeningButtons() {
    TextButton name = button("");
    TextButton[] all = {button("<"), name, button(">")};
    String[] names = {"Named back", "Named", "Named on"};
    java.util.List<String> codes = java.util.Arrays.asList(gomoku.record.RenjuOpenings.CODES);
    Runnable show = () -> name.setText(chosen.namedOpening + " " + texts.get("named." + chosen.namedOpening));
    for (int i = 0; i < all.length; i++) {
      unchecking(all[i]);
      int step = i == 0 ? codes.size() - 1 : 1;
      all[i].addListener(new ChangeListener() {
        @Override
        public void changed(ChangeEvent event, Actor actor) {
          chosen.namedOpening = codes.get((codes.indexOf(chosen.namedOpening) + step) % codes.size());
          show.run();
        }
      });
      register(all[i], names[i]);
    }
    show.run();
    enable(chosen.opening == gomoku.game.Opening.NAMED, all);
    return all;
  }

  private String clockText() {
    return chosen.clockMillis == 0 ? texts.get("clock.off")
        : texts.format("clock.value", chosen.clockMillis / 60000, chosen.incrementMillis / 1000);
  }

  private void setPlayer(int colour, PlayerKind kind) {
    if (colour == Stone.BLACK) {
      chosen.black = kind;
    } else {
      chosen.white = kind;
    }
  }

  /** Level and time only mean something for a computer: greyed out for a person. */
  private void enableComputerButtons(int colour, TextButton level, TextButton time) {
    enable(chosen.player(colour) == PlayerKind.COMPUTER, level, time);
  }

  private static void enable(boolean on, TextButton... buttons) {
    for (TextButton b : buttons) {
      b.setDisabled(!on);
      b.getColor().a = on ? 1f : 0.45f;
      b.setTouchable(on ? Touchable.enabled : Touchable.disabled);
    }
  }

  private void showLevel(int colour) {
    levelDescription.setText(chosen.player(colour) == PlayerKind.COMPUTER
        ? texts.format("menu.computerLevel", texts.colour(colour), texts.level(chosen.level(colour)),
            texts.levelAbout(chosen.level(colour)))
        : texts.get("menu.chooseComputer"));
  }

  private void register(TextButton b, String name) {
    buttons.add(b);
    buttonNames.add(name);
  }

  /** Play: a new game; one in progress is replaced only when the player says so. */
  private void start() {
    if (unfinished == null) {
      game.startFromMenu(chosen);
      return;
    }
    ConfirmDialog.show(this, "new game", texts.format("menu.replaceUnfinished", unfinished.moves.size()),
        texts.get("menu.newGame"), () -> game.startFromMenu(chosen));
  }

  interface IntText {
    String text(int i);
  }

  interface IntTest {
    boolean test(int i);
  }

  interface IntAction {
    void run(int i);
  }

  /** Exclusive choice buttons sharing the row's width. */
  private Table choices(String name, int count, IntText logText, IntText text, IntTest selected, IntAction choose) {
    Table row = new Table();
    ButtonGroup<TextButton> group = new ButtonGroup<>();
    float each = (float) Math.floor((columnWidth - labelWidth - 6 * (count - 1)) / count);
    for (int i = 0; i < count; i++) {
      final int index = i;
      TextButton b = button(text.text(i));
      b.setProgrammaticChangeEvents(false);
      group.add(b);
      b.setChecked(selected.test(i));
      b.addListener(new ChangeListener() {
        @Override
        public void changed(ChangeEvent event, Actor actor) {
          if (b.isChecked()) {
            choose.run(index);
          }
        }
      });
      row.add(b).width(each).height(UiScale.BUTTON_H).padRight(i < count - 1 ? 6 : 0);
      register(b, name + " " + logText.text(i));
    }
    return row;
  }

  /** Where each button's centre is on screen, for people reading the log and for end-to-end tests. */
  private void logButtons() {
    for (int i = 0; i < buttons.size(); i++) {
      logCentre("menu: " + buttonNames.get(i), buttons.get(i));
    }
    Gdx.app.log(GomokuGame.LOG_TAG, "menu shown");
  }
}
