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

/** The start menu: rule, board size and who plays each colour, then Play. */
final class MenuScreen extends StageScreen {
  static final PlayerKind[] OFFERED_PLAYERS = {PlayerKind.PERSON, PlayerKind.COMPUTER};

  private final MatchSettings chosen;
  private final Table root = new Table();
  private final Label ruleSummary;
  /** Every choice button with its row name, for the layout log ("menu: White Computer at 612,463"). */
  private final java.util.List<TextButton> buttons = new java.util.ArrayList<>();
  private final java.util.List<String> buttonNames = new java.util.ArrayList<>();

  MenuScreen(GomokuGame game) {
    super(game);
    chosen = game.settings();
    root.setBackground(assets.skin.getDrawable("panel"));
    root.pad(22, 40, 22, 40).defaults().pad(5);

    Label title = new Label("Gomoku", assets.skin, "title");
    root.add(title).colspan(4).padBottom(0).row();
    root.add(new Label("five in a row", assets.skin, "dim")).colspan(4).padBottom(12).row();

    ruleSummary = new Label("", assets.skin, "dim");
    addChoiceRow("Rule", Rule.values().length, i -> Rule.values()[i].title,
        i -> chosen.rule == Rule.values()[i], i -> {
          chosen.rule = Rule.values()[i];
          ruleSummary.setText(chosen.rule.summary);
        });
    ruleSummary.setText(chosen.rule.summary);
    root.add();
    root.add(ruleSummary).colspan(3).left().padTop(0).row();
    addChoiceRow("Board", MatchSettings.BOARD_SIZES.length,
        i -> MatchSettings.BOARD_SIZES[i] + " × " + MatchSettings.BOARD_SIZES[i],
        i -> chosen.size == MatchSettings.BOARD_SIZES[i], i -> chosen.size = MatchSettings.BOARD_SIZES[i]);
    addChoiceRow("Black", OFFERED_PLAYERS.length, i -> OFFERED_PLAYERS[i].title,
        i -> chosen.black == OFFERED_PLAYERS[i], i -> chosen.black = OFFERED_PLAYERS[i]);
    addChoiceRow("White", OFFERED_PLAYERS.length, i -> OFFERED_PLAYERS[i].title,
        i -> chosen.white == OFFERED_PLAYERS[i], i -> chosen.white = OFFERED_PLAYERS[i]);

    addLevelRow();

    TextButton play = new TextButton("Play", assets.skin);
    play.addListener(new ChangeListener() {
      @Override
      public void changed(ChangeEvent event, Actor actor) {
        start();
      }
    });
    root.add(play).colspan(4).width(260).height(56).padTop(14).row();
    buttons.add(play);
    buttonNames.add("Play");
    root.add(new Label("Enter: play", assets.skin, "dim")).colspan(4).row();
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

  /** The computer's level: one button that steps through the levels, with what the level does beside it. */
  private void addLevelRow() {
    root.add(new Label("Computer", assets.skin)).right().padRight(20);
    TextButton level = new TextButton(chosen.level.title, assets.skin);
    Label description = new Label(chosen.level.description, assets.skin, "dim");
    description.setWrap(true);
    level.addListener(new ChangeListener() {
      @Override
      public void changed(ChangeEvent event, Actor actor) {
        Level[] all = Level.values();
        chosen.level = all[(chosen.level.ordinal() + 1) % all.length];
        level.setText(chosen.level.title);
        description.setText(chosen.level.description);
      }
    });
    root.add(level).width(170).height(46);
    buttons.add(level);
    buttonNames.add("Level");
    root.add(description).colspan(2).width(350).left();
    root.row();
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

  private void addChoiceRow(String name, int count, IntText text, IntTest selected, IntAction choose) {
    root.add(new Label(name, assets.skin)).right().padRight(20);
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
      root.add(b).width(170).height(46);
      buttons.add(b);
      buttonNames.add(name + " " + text.text(i));
    }
    for (int i = count; i < 3; i++) {
      root.add();
    }
    root.row();
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
