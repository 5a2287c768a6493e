package gomoku.ui;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Input;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.InputEvent;
import com.badlogic.gdx.scenes.scene2d.InputListener;
import com.badlogic.gdx.scenes.scene2d.actions.Actions;
import com.badlogic.gdx.scenes.scene2d.ui.ButtonGroup;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import com.badlogic.gdx.scenes.scene2d.utils.ChangeListener;
import gomoku.engine.Level;
import gomoku.game.MatchSettings;
import gomoku.game.PlayerKind;
import gomoku.rules.Rule;
import gomoku.rules.Stone;

/** The start menu: rule, board size, who plays each colour (a computer's level and time), the pace, then Play. */
final class MenuScreen extends StageScreen {
  static final PlayerKind[] OFFERED_PLAYERS = {PlayerKind.PERSON, PlayerKind.COMPUTER};
  static final String[] PACE_NAMES = {"Fast", "Normal", "Slow"};
  private static final float CHOICE_WIDTH = 160;

  private final MatchSettings chosen;
  private final Table root = new Table();
  private final Label ruleSummary;
  private final Label levelDescription;
  /** Every choice button with its row name, for the layout log ("menu: White Computer at 612,463"). */
  private final java.util.List<TextButton> buttons = new java.util.ArrayList<>();
  private final java.util.List<String> buttonNames = new java.util.ArrayList<>();

  MenuScreen(GomokuGame game) {
    super(game);
    chosen = game.settings();
    root.setBackground(assets.skin.getDrawable("panel"));
    root.pad(14, 40, 16, 40).defaults().pad(4);

    Label title = new Label(texts.get("app.title"), assets.skin, "title");
    root.add(title).colspan(5).padBottom(0).row();
    root.add(new Label(texts.get("app.subtitle"), assets.skin, "dim")).colspan(5).padBottom(8).row();
    String notice = game.takeNotice();
    if (notice != null) {
      Label warning = new Label(notice, assets.skin, "warning");
      warning.setWrap(true);
      root.add(warning).colspan(5).width(900).padBottom(4).row();
    }

    ruleSummary = new Label("", assets.skin, "dim");
    root.add(new Label(texts.get("menu.rule"), assets.skin)).right().padRight(20);
    addChoices("Rule", Rule.values().length, i -> Rule.values()[i].title, i -> texts.rule(Rule.values()[i]),
        i -> chosen.rule == Rule.values()[i], i -> {
          chosen.rule = Rule.values()[i];
          ruleSummary.setText(texts.ruleSummary(chosen.rule));
        });
    addOpeningButton();
    root.row();
    ruleSummary.setText(texts.ruleSummary(chosen.rule));
    root.add();
    root.add(ruleSummary).colspan(4).left().padTop(0).row();
    root.add(new Label(texts.get("menu.board"), assets.skin)).right().padRight(20);
    addChoices("Board", MatchSettings.BOARD_SIZES.length,
        i -> MatchSettings.BOARD_SIZES[i] + " × " + MatchSettings.BOARD_SIZES[i],
        i -> MatchSettings.BOARD_SIZES[i] + " × " + MatchSettings.BOARD_SIZES[i],
        i -> chosen.size == MatchSettings.BOARD_SIZES[i], i -> chosen.size = MatchSettings.BOARD_SIZES[i]);
    addClockButton();
    root.row();
    levelDescription = new Label("", assets.skin, "dim");
    levelDescription.setWrap(true);
    addPlayerRow("Black", texts.get("menu.black"), Stone.BLACK);
    addPlayerRow("White", texts.get("menu.white"), Stone.WHITE);
    root.add();
    root.add(levelDescription).colspan(4).width(600).left().padTop(0).row();
    root.add(new Label(texts.get("menu.pace"), assets.skin)).right().padRight(20);
    addChoices("Pace", PACE_NAMES.length, i -> PACE_NAMES[i], i -> texts.get("pace." + PACE_NAMES[i].toLowerCase()),
        i -> chosen.paceMillis == MatchSettings.PACES[i], i -> chosen.paceMillis = MatchSettings.PACES[i]);
    addConfirmButton();
    root.row();
    root.add();
    root.add(new Label(texts.get("menu.paceHelp"), assets.skin, "dim")).colspan(4).left().padTop(0).row();
    // Board look and language share a row: the menu must fit a 700-unit-high screen.
    root.add(new Label(texts.get("menu.display"), assets.skin)).right().padRight(20);
    addChoices("Theme", Theme.values().length, i -> Theme.values()[i].name().toLowerCase(),
        i -> texts.get("theme." + Theme.values()[i].name()), i -> assets.theme == Theme.values()[i],
        i -> game.setTheme(Theme.values()[i]));
    addChoices("Language", Texts.LANGUAGES.length, i -> Texts.LANGUAGES[i][0],
        i -> Texts.LANGUAGES[i][1], i -> texts.language.equals(Texts.LANGUAGES[i][0]),
        i -> game.setLanguage(Texts.LANGUAGES[i][0]));
    root.row();
    showLevel(chosen.white == PlayerKind.COMPUTER || chosen.black != PlayerKind.COMPUTER ? Stone.WHITE : Stone.BLACK);

    TextButton play = new TextButton(texts.get("menu.play"), assets.skin);
    play.addListener(new ChangeListener() {
      @Override
      public void changed(ChangeEvent event, Actor actor) {
        start();
      }
    });
    root.add(play).colspan(5).width(260).height(56).padTop(14).row();
    register(play, "Play");
    stage.addActor(root);
    stage.addListener(new InputListener() {
      @Override
      public boolean keyDown(InputEvent event, int keycode) {
        if (keycode == Input.Keys.ENTER || keycode == Input.Keys.NUMPAD_ENTER || keycode == Input.Keys.SPACE) {
          start();
          return true;
        }
        return false;
      }
    });
    root.getColor().a = 0;
    root.addAction(Actions.fadeIn(0.3f));
  }

  /**
   * A colour's row: Person or Computer, and for a computer its level and thinking time, each a button that
   * steps through the choices (the level's description shows below the rows).
   */
  private void addPlayerRow(String name, String shown, int colour) {
    root.add(new Label(shown, assets.skin)).right().padRight(20);
    ButtonGroup<TextButton> group = new ButtonGroup<>();
    TextButton level = new TextButton(texts.level(chosen.level(colour)), assets.skin);
    TextButton time = new TextButton(texts.seconds(chosen.millis(colour)), assets.skin);
    for (PlayerKind kind : OFFERED_PLAYERS) {
      TextButton b = new TextButton(texts.get("player." + kind.name()), assets.skin);
      b.setProgrammaticChangeEvents(false);
      group.add(b);
      b.setChecked(chosen.player(colour) == kind);
      b.addListener(new ChangeListener() {
        @Override
        public void changed(ChangeEvent event, Actor actor) {
          if (b.isChecked()) {
            setPlayer(colour, kind);
            enableComputerButtons(colour, level, time);
            showLevel(colour);
          }
        }
      });
      root.add(b).width(CHOICE_WIDTH).height(46);
      register(b, name + " " + kind.title);
    }
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
        level.setText(texts.level(next));
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
        time.setText(texts.seconds(next));
      }
    });
    enableComputerButtons(colour, level, time);
    root.add(level).width(CHOICE_WIDTH).height(46);
    register(level, name + " Level");
    root.add(time).width(110).height(46);
    register(time, name + " Time");
    root.row();
  }

  /** On or off: a move takes a second tap on the proposed stone (on by default on touch screens). */
  private void addConfirmButton() {
    TextButton confirm = new TextButton(texts.get("menu.confirm"), assets.skin);
    confirm.setProgrammaticChangeEvents(false);
    confirm.setChecked(game.confirmMoves());
    confirm.addListener(new ChangeListener() {
      @Override
      public void changed(ChangeEvent event, Actor actor) {
        game.setConfirmMoves(confirm.isChecked());
      }
    });
    root.add(confirm).width(CHOICE_WIDTH).height(46);
    register(confirm, "Confirm");
  }

  /** How the game opens: a button that steps through free, random tournament opening, swap2. */
  private void addOpeningButton() {
    TextButton opening = new TextButton(texts.get("opening." + chosen.opening.name()), assets.skin);
    opening.addListener(new ChangeListener() {
      @Override
      public void changed(ChangeEvent event, Actor actor) {
        gomoku.game.Opening[] all = gomoku.game.Opening.values();
        chosen.opening = all[(chosen.opening.ordinal() + 1) % all.length];
        opening.setText(texts.get("opening." + chosen.opening.name()));
      }
    });
    root.add(opening).width(CHOICE_WIDTH).height(46);
    register(opening, "Opening");
  }

  /** The time control: a button that steps through no clock, 1 min + 2 s, 5 min + 3 s, 10 min + 5 s. */
  private void addClockButton() {
    TextButton clock = new TextButton(clockText(), assets.skin);
    clock.addListener(new ChangeListener() {
      @Override
      public void changed(ChangeEvent event, Actor actor) {
        int[][] all = MatchSettings.CLOCKS;
        int i = 0;
        while (i < all.length && all[i][0] * 60000 != chosen.clockMillis) {
          i++;
        }
        int[] next = all[(i + 1) % all.length];
        chosen.clockMillis = next[0] * 60000;
        chosen.incrementMillis = next[1] * 1000;
        clock.setText(clockText());
      }
    });
    root.add(clock).width(CHOICE_WIDTH).height(46);
    register(clock, "Clock");
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
    boolean computer = chosen.player(colour) == PlayerKind.COMPUTER;
    for (TextButton b : new TextButton[] {level, time}) {
      b.setDisabled(!computer);
      b.getColor().a = computer ? 1f : 0.45f;
      b.setTouchable(computer ? com.badlogic.gdx.scenes.scene2d.Touchable.enabled
          : com.badlogic.gdx.scenes.scene2d.Touchable.disabled);
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

  private void start() {
    game.startMatch(chosen);
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

  /** Exclusive choice buttons in the current row. */
  private void addChoices(String name, int count, IntText logText, IntText text, IntTest selected, IntAction choose) {
    ButtonGroup<TextButton> group = new ButtonGroup<>();
    for (int i = 0; i < count; i++) {
      final int index = i;
      TextButton b = new TextButton(text.text(i), assets.skin);
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
      root.add(b).width(CHOICE_WIDTH).height(46);
      register(b, name + " " + logText.text(i));
    }
  }

  @Override
  protected void layout(float width, float height) {
    root.pack();
    root.setPosition((width - root.getWidth()) / 2, (height - root.getHeight()) / 2);
    root.validate();
    for (int i = 0; i < buttons.size(); i++) {
      TextButton b = buttons.get(i);
      com.badlogic.gdx.math.Vector2 c = b.localToStageCoordinates(
          new com.badlogic.gdx.math.Vector2(b.getWidth() / 2, b.getHeight() / 2));
      stage.stageToScreenCoordinates(c);
      Gdx.app.log(GomokuGame.LOG_TAG, "menu: " + buttonNames.get(i) + " at " + Math.round(c.x) + "," + Math.round(c.y));
    }
    Gdx.app.log(GomokuGame.LOG_TAG, "menu shown");
  }

  @Override
  public void show() {
    super.show();
    root.invalidateHierarchy();
  }
}
