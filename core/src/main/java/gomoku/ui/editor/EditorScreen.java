package gomoku.ui.editor;

import gomoku.ui.widgets.Buttons;
import gomoku.ui.GomokuGame;
import gomoku.ui.UiScale;
import gomoku.ui.StageScreen;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import com.badlogic.gdx.utils.Align;
import gomoku.game.MatchSettings;
import gomoku.game.PositionEditor;
import gomoku.rules.Notation;
import gomoku.rules.Stone;

/**
 * The board editor: black and white stones placed and taken off freely, the side to move (the counts', or the other
 * one through a pass), and
 * what keeps them from being a game's position said at once; then the game goes on from them (Play, with the menu's
 * players) or is analysed (two people, analysis on).
 */
public final class EditorScreen extends StageScreen {
  private final MatchSettings settings;
  private final PositionEditor editor;
  private final EditorBoard board;
  private final Table panel = new Table();
  private final Label status;
  private final TextButton black;
  private final TextButton white;
  private final TextButton erase;
  private final TextButton clear;
  private final TextButton toMove;
  private final TextButton play;
  private final TextButton analyse;
  private final TextButton back;
  private PositionEditor.Tool tool = PositionEditor.Tool.BLACK;

  /** The editor, starting from {@code from}'s stones (null: an empty board). */
  public EditorScreen(GomokuGame game, MatchSettings settings, gomoku.rules.GameState from) {
    super(game);
    this.settings = settings.copy();
    editor = new PositionEditor(settings.rule, settings.size);
    if (from != null) {
      editor.load(from);
    }
    board = new EditorBoard(assets, editor, this::tapped);
    stage.addActor(board);
    status = new Label("", assets.skin);
    status.setWrap(true);
    status.setAlignment(Align.topLeft);
    status.setFontScale(0.8f);
    black = toggle(texts.colour(Stone.BLACK), () -> choose(PositionEditor.Tool.BLACK));
    white = toggle(texts.colour(Stone.WHITE), () -> choose(PositionEditor.Tool.WHITE));
    erase = toggle(texts.get("editor.erase"), () -> choose(PositionEditor.Tool.ERASE));
    clear = button(texts.get("editor.clear"), () -> {
      editor.clear();
      refresh();
    });
    toMove = Buttons.of(assets, "default", "", 0.7f, () -> {
      editor.setSideToMove(Stone.opponent(editor.sideToMove()));
      Gdx.app.log(GomokuGame.LOG_TAG, "editor: " + Stone.name(editor.sideToMove()) + " to move");
      refresh();
    });
    toMove.setProgrammaticChangeEvents(false);
    play = button(texts.get("editor.play"), () -> start(false));
    analyse = button(texts.get("editor.analyse"), () -> start(true));
    back = button(texts.get("editor.back"), game::showHome);
    panel.setBackground(assets.skin.getDrawable("panel"));
    stage.addActor(panel);
    choose(PositionEditor.Tool.BLACK);
    stage.addListener(new com.badlogic.gdx.scenes.scene2d.InputListener() {
      @Override
      public boolean keyDown(com.badlogic.gdx.scenes.scene2d.InputEvent event, int keycode) {
        if (keycode == com.badlogic.gdx.Input.Keys.ESCAPE || keycode == com.badlogic.gdx.Input.Keys.BACK) {
          Gdx.app.log(GomokuGame.LOG_TAG, "editor: back to the menu");
          game.showHome(); // as the help says, and as Back does
          return true;
        }
        return false;
      }
    });
  }

  private TextButton button(String text, Runnable action) {
    return Buttons.action(assets, text, 0.7f, action);
  }

  /** A tool's button: it shows whether the tool is the one in use (setting that fires nothing). */
  private TextButton toggle(String text, Runnable action) {
    TextButton b = Buttons.of(assets, "default", text, 0.7f, action);
    b.setProgrammaticChangeEvents(false);
    return b;
  }

  private void choose(PositionEditor.Tool t) {
    tool = t;
    black.setChecked(t == PositionEditor.Tool.BLACK);
    white.setChecked(t == PositionEditor.Tool.WHITE);
    erase.setChecked(t == PositionEditor.Tool.ERASE);
    Gdx.app.log(GomokuGame.LOG_TAG, "editor tool: " + t);
  }

  private void tapped(int point) {
    editor.apply(point, tool);
    Gdx.app.log(GomokuGame.LOG_TAG, "editor: " + Notation.name(editor.size(), point) + " " + tool);
    refresh();
  }

  /** The counts and the side to move, or the problem in red; Play and Analyse only for a game's position. */
  private void refresh() {
    PositionEditor.Problem p = editor.problem();
    String text;
    if (p == null) {
      text = texts.format("editor.ok", editor.count(Stone.BLACK), editor.count(Stone.WHITE),
          texts.colour(editor.sideToMove()));
      if (editor.passer() != 0) {
        text += " " + texts.format("editor.passed", texts.colour(editor.passer()));
      }
      status.setStyle(assets.skin.get("default", Label.LabelStyle.class));
    } else {
      text = problemText(p);
      status.setStyle(assets.skin.get("warning", Label.LabelStyle.class));
    }
    status.setText(text);
    toMove.setText(texts.format("editor.toMove", texts.colour(editor.sideToMove())));
    toMove.setChecked(editor.passer() != 0); // lit while the side is not the one the counts give
    play.setDisabled(p != null);
    analyse.setDisabled(p != null);
    Gdx.app.log(GomokuGame.LOG_TAG, "editor status: " + (p == null ? "ok " + (editor.count(Stone.BLACK)
        + editor.count(Stone.WHITE)) + " stones"
        + (editor.passer() == 0 ? "" : ", " + Stone.name(
            editor.sideToMove()) + " to move after a pass")
        : editor.check()));
  }

  private String problemText(PositionEditor.Problem p) {
    switch (p.kind) {
      case COUNTS:
        return texts.format("editor.counts", p.black, p.white);
      case FIVE:
        return texts.format("editor.five", Notation.name(editor.size(), p.point));
      case FORBIDDEN:
        return texts.format("editor.forbidden", Notation.name(editor.size(), p.point),
            texts.get("verdict.FORBIDDEN_" + p.forbidden.name()));
      default:
        return texts.get("editor.unreachable");
    }
  }

  /** The game from the stones: the menu's players (Play), or two people with the analysis on (Analyse). */
  private void start(boolean analysis) {
    java.util.List<Integer> moves = editor.moves();
    if (moves == null || editor.problem() != null) {
      return;
    }
    MatchSettings s = settings.copy();
    s.opening = gomoku.game.Opening.FREE;
    if (analysis) {
      s.black = gomoku.game.PlayerKind.PERSON;
      s.white = gomoku.game.PlayerKind.PERSON;
    }
    Gdx.app.log(GomokuGame.LOG_TAG, "editor: " + (analysis ? "analyse " : "play ") + Notation.moveString(
        editor.size(), moves));
    game.startFromPosition(s, gomoku.record.GameTree.of(moves), analysis);
  }

  @Override
  protected void layout(float width, float height) {
    float gap = Math.min(width, height) < 600 ? 8 : 24;
    boolean below = height > width * 1.15f;
    float panelWidth = below ? width - 2 * gap : Math.min(360, Math.max(280, width - height));
    panel.clearChildren();
    panel.pad(12).defaults().pad(3);
    float inner = panelWidth - 30;
    Label title = new Label(texts.get("editor.title") + " · " + texts.rule(settings.rule) + " · " + settings.size
        + "×" + settings.size, assets.skin);
    title.setFontScale(0.85f);
    title.setWrap(true);
    panel.add(title).width(inner).colspan(4).left().row();
    panel.add(status).width(inner).height(status.getStyle().font.getLineHeight() * 0.8f * 3).colspan(4).left().row();
    float each = (inner - 18) / 4;
    float h = UiScale.BUTTON_H;
    panel.add(black).width(each).height(h);
    panel.add(white).width(each).height(h);
    panel.add(erase).width(each).height(h);
    panel.add(clear).width(each).height(h).row();
    panel.add(toMove).width(2 * each + 6).height(h).colspan(2).left().padTop(6).row();
    float third = (inner - 12) / 3;
    Table actions = new Table();
    actions.add(play).width(third).height(h).padRight(6);
    actions.add(analyse).width(third).height(h).padRight(6);
    actions.add(back).width(third).height(h);
    panel.add(actions).colspan(4).padTop(6).row();
    panel.setWidth(panelWidth);
    panel.pack();
    panel.setSize(panelWidth, panel.getPrefHeight());
    placeBoardAndPanel(board, panel, width, height, panelWidth, below, gap);
    refresh();
    logLayout();
  }

  /** The board's corners and the buttons on screen, as the play screen logs them, for tests. */
  private void logLayout() {
    logBoardLayout(board);
    panel.validate();
    String[] names = {"black", "white", "erase", "clear", "to move", "play", "analyse", "back"};
    TextButton[] buttons = {black, white, erase, clear, toMove, play, analyse, back};
    for (int i = 0; i < names.length; i++) {
      logCentre("editor button: " + names[i], buttons[i]);
    }
  }
}
