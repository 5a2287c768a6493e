package gomoku.ui.menu;

import gomoku.ui.widgets.KeyFocus;
import gomoku.ui.widgets.ConfirmDialog;
import gomoku.ui.GomokuGame;
import gomoku.ui.UiScale;
import gomoku.ui.widgets.FormRows;
import gomoku.ui.widgets.ScrollingPanel;
import gomoku.ui.StageScreen;

import com.badlogic.gdx.Input;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.InputEvent;
import com.badlogic.gdx.scenes.scene2d.InputListener;
import com.badlogic.gdx.scenes.scene2d.actions.Actions;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
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
 * A new game's every option, reached from the home screen: Game (rule, opening, board size, clock) and Players (each
 * colour a person or a computer with its level and time, the pace of computer games), every choice in a labelled
 * row, with Back, Play and Set up. Two columns on a wide screen, one scrolling column on a phone, Play always in view.
 */
public final class MenuScreen extends StageScreen {
  static final PlayerKind[] OFFERED_PLAYERS = {PlayerKind.PERSON, PlayerKind.COMPUTER};
  static final String[] PACE_NAMES = {"Fast", "Normal", "Slow"};
  private static final float COLUMN_GAP = 40;

  private final MatchSettings chosen;
  private Table root;
  private Label ruleSummary;
  private Label levelDescription;
  /** The named renju opening's buttons, live while the opening is NAMED. */
  private TextButton[] named;
  /** Every choice button with its row name, for the layout log ("menu: White Computer at 612,463"). */
  private final List<TextButton> buttons = new ArrayList<>();
  private final List<String> buttonNames = new ArrayList<>();
  /** The rows being built, for the present width. */
  private FormRows rows;

  /** Tab's ring over the buttons (see {@link KeyFocus}). */
  private final KeyFocus focus;
  /** The saved game that Play would replace (the player is asked first), or null. */
  private final gomoku.game.SavedGame unfinished;

  public MenuScreen(GomokuGame game) {
    super(game);
    chosen = game.settings();
    unfinished = game.resumableGame();
    focus = new KeyFocus(assets, buttons, buttonNames);
    stage.addListener(new InputListener() {
      @Override
      public boolean keyDown(InputEvent event, int keycode) {
        if (ConfirmDialog.forDialog(event)) {
          return false;
        }
        if (focus.keyDown(keycode)) {
          return true;
        }
        if (keycode == Input.Keys.ENTER || keycode == Input.Keys.NUMPAD_ENTER || keycode == Input.Keys.SPACE) {
          start();
          return true;
        }
        if (keycode == Input.Keys.ESCAPE || keycode == Input.Keys.BACK) {
          game.showHome();
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
    float columnWidth =
        (float) Math.floor(twoColumns ? Math.min(480, (inner - COLUMN_GAP) / 2) : Math.min(560, inner));
    rows = new FormRows(assets, texts, buttons, buttonNames, columnWidth);

    Table content = new Table();
    content.defaults().top();
    Label title = new Label(texts.get("menu.newGame"), assets.skin); // the title font has the game's name alone
    title.setFontScale(1.3f);
    content.add(title).colspan(2).padBottom(2).row();
    Table gameSection = gameSection();
    Table playersSection = playersSection();
    if (twoColumns) {
      content.add(gameSection).top().padRight(COLUMN_GAP);
      content.add(playersSection).top().row();
    } else {
      content.add(gameSection).row();
      content.add(playersSection).padTop(6).row();
    }

    TextButton back = new TextButton(texts.get("menu.back"), assets.skin, "action");
    back.getLabel().setFontScale(0.8f);
    FormRows.onPress(back, game::showHome);
    rows.register(back, "Back");
    TextButton play = new TextButton(texts.get("menu.play"), assets.skin, "accent");
    FormRows.onPress(play, this::start);
    rows.register(play, "Play");
    TextButton setUp = new TextButton(texts.get("menu.setUp"), assets.skin, "action");
    setUp.getLabel().setFontScale(0.8f);
    FormRows.onPress(setUp, () -> game.openEditor(chosen, null)); // a position under these rules and size
    rows.register(setUp, "Set up");

    ScrollingPanel panel = new ScrollingPanel(assets, content, margin);
    root = panel;
    root.row();
    Table actions = new Table();
    float side = columnWidth < 420 ? 84 : 100;
    float playWidth = Math.min(240, columnWidth - 2 * side - 20);
    actions.add(back).width(side).height(58).padRight(10);
    actions.add(play).width(playWidth).height(58).padRight(10);
    actions.add(setUp).width(side).height(58);
    root.add(actions).padTop(8);
    content.pack();
    float wanted = content.getPrefHeight() + 8 + 58 + 22;
    float rootW = Math.min(width - 2 * margin, content.getPrefWidth() + 2 * margin);
    float rootH = Math.min(height - 2 * margin, wanted);
    root.setBounds((width - rootW) / 2, (height - rootH) / 2, rootW, rootH);
    stage.addActor(root);
    stage.addActor(focus); // over the buttons
    root.validate();
    stage.setScrollFocus(panel.scroll); // the mouse wheel scrolls the choices where they do not all fit
    if (fadeIn) {
      root.getColor().a = 0;
      root.addAction(Actions.fadeIn(0.3f));
    }
    FormRows.log(this, "menu", buttons, buttonNames);
  }

  /** Game: the rule with its summary, the opening, the board size, the clock. */
  private Table gameSection() {
    Table t = rows.section("menu.game");
    ruleSummary = rows.dim(texts.ruleSummary(chosen.rule));
    Table rules =
        rows.choices("Rule", Rule.values().length, i -> Rule.values()[i].title, i -> texts.rule(Rule.values()[i]),
            i -> chosen.rule == Rule.values()[i], i -> {
              chosen.rule = Rule.values()[i];
              ruleSummary.setText(texts.ruleSummary(chosen.rule));
            });
    rows.labelledRow(t, "menu.rule", rules);
    rows.note(t, ruleSummary);
    rows.labelledRow(t, "menu.opening",
        rows.wide(rows.stepper("Opening", () -> texts.get("opening." + chosen.opening.name()), () -> {
          gomoku.game.Opening[] all = gomoku.game.Opening.values();
          do { // the renju tournament rules are offered under renju
            chosen.opening = all[(chosen.opening.ordinal() + 1) % all.length];
          } while (chosen.opening.renjuRule != null && chosen.rule != Rule.RENJU);
          FormRows.enable(chosen.opening == gomoku.game.Opening.NAMED, named);
        })));
    named = namedOpeningButtons();
    float arrow = UiScale.BUTTON_H;
    Table which = new Table();
    which.add(named[0]).width(arrow).height(UiScale.BUTTON_H).padRight(6);
    which.add(named[1]).width(rows.columnWidth - rows.labelWidth - 2 * arrow - 12).height(UiScale.BUTTON_H).padRight(6);
    which.add(named[2]).width(arrow).height(UiScale.BUTTON_H);
    rows.labelledRow(t, "menu.namedOpening", which);
    rows.labelledRow(t, "menu.board", rows.choices("Board", MatchSettings.BOARD_SIZES.length,
        i -> MatchSettings.BOARD_SIZES[i] + " × " + MatchSettings.BOARD_SIZES[i],
        i -> MatchSettings.BOARD_SIZES[i] + " × " + MatchSettings.BOARD_SIZES[i],
        i -> chosen.size == MatchSettings.BOARD_SIZES[i], i -> chosen.size = MatchSettings.BOARD_SIZES[i]));
    rows.labelledRow(t, "menu.clock", rows.wide(rows.stepper("Clock", this::clockText, () -> {
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

  /** Players: each colour a person or a computer (its level and time beneath), the pace. */
  private Table playersSection() {
    Table t = rows.section("menu.players");
    levelDescription = rows.dim("");
    playerRows(t, "Black", texts.get("menu.black"), Stone.BLACK);
    playerRows(t, "White", texts.get("menu.white"), Stone.WHITE);
    rows.note(t, levelDescription);
    rows.labelledRow(t, "menu.pace", rows.choices("Pace", PACE_NAMES.length, i -> PACE_NAMES[i],
        i -> texts.get("pace." + PACE_NAMES[i].toLowerCase()), i -> chosen.paceMillis == MatchSettings.PACES[i],
        i -> chosen.paceMillis = MatchSettings.PACES[i]));
    rows.note(t, rows.dim(texts.get("menu.paceHelp")));
    showLevel(chosen.white == PlayerKind.COMPUTER || chosen.black != PlayerKind.COMPUTER ? Stone.WHITE : Stone.BLACK);
    return t;
  }

  /** A colour's rows: Person or Computer, and under it the computer's level and thinking time (each steps). */
  private void playerRows(Table t, String name, String shown, int colour) {
    TextButton level = rows.button(texts.format("menu.levelButton", texts.level(chosen.level(colour))));
    TextButton time = rows.button(texts.format("menu.timeButton", texts.seconds(chosen.millis(colour))));
    Table kinds = rows.choices(name, OFFERED_PLAYERS.length, i -> OFFERED_PLAYERS[i].title,
        i -> texts.get("player." + OFFERED_PLAYERS[i].name()), i -> chosen.player(colour) == OFFERED_PLAYERS[i],
        i -> {
          setPlayer(colour, OFFERED_PLAYERS[i]);
          enableComputerButtons(colour, level, time);
          showLevel(colour);
        });
    Label label = new Label(shown, assets.skin);
    label.setFontScale(rows.fontScale);
    rows.addLabel(t, label);
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
    FormRows.unchecking(level);
    FormRows.unchecking(time);
    rows.register(level, name + " Level");
    rows.register(time, name + " Time");
    enableComputerButtons(colour, level, time);
    float each = (float) Math.floor((rows.columnWidth - rows.labelWidth - 6) / 2);
    Table computer = new Table();
    computer.add(level).width(each).height(UiScale.BUTTON_H).padRight(6);
    computer.add(time).width(each).height(UiScale.BUTTON_H);
    t.add().width(rows.labelWidth);
    t.add(computer).left().padTop(2).row();
  }

  /** The named renju opening's row: back, the name (a press steps on), on; live only while the opening is NAMED. */
  private TextButton[] namedOpeningButtons() {
    TextButton name = rows.button("");
    TextButton[] all = {rows.button("<"), name, rows.button(">")};
    String[] names = {"Named back", "Named", "Named on"};
    java.util.List<String> codes = java.util.Arrays.asList(gomoku.record.RenjuOpenings.CODES);
    Runnable show = () -> name.setText(chosen.namedOpening + " " + texts.get("named." + chosen.namedOpening));
    for (int i = 0; i < all.length; i++) {
      FormRows.unchecking(all[i]);
      int step = i == 0 ? codes.size() - 1 : 1;
      all[i].addListener(new ChangeListener() {
        @Override
        public void changed(ChangeEvent event, Actor actor) {
          chosen.namedOpening = codes.get((codes.indexOf(chosen.namedOpening) + step) % codes.size());
          show.run();
        }
      });
      rows.register(all[i], names[i]);
    }
    show.run();
    FormRows.enable(chosen.opening == gomoku.game.Opening.NAMED, all);
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
    FormRows.enable(chosen.player(colour) == PlayerKind.COMPUTER, level, time);
  }

  private void showLevel(int colour) {
    levelDescription.setText(chosen.player(colour) == PlayerKind.COMPUTER
        ? texts.format("menu.computerLevel", texts.colour(colour), texts.level(chosen.level(colour)),
            texts.levelAbout(chosen.level(colour)))
        : texts.get("menu.chooseComputer"));
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
}
