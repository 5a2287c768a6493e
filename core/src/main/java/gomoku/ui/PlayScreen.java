package gomoku.ui;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Input;
import com.badlogic.gdx.math.Interpolation;
import com.badlogic.gdx.math.Vector2;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.InputEvent;
import com.badlogic.gdx.scenes.scene2d.InputListener;
import com.badlogic.gdx.scenes.scene2d.actions.Actions;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import com.badlogic.gdx.scenes.scene2d.utils.ChangeListener;
import com.badlogic.gdx.utils.Align;
import gomoku.game.Match;
import gomoku.game.MatchListener;
import gomoku.game.MatchSettings;
import gomoku.rules.Notation;
import gomoku.rules.Outcome;
import gomoku.engine.Evaluation;
import gomoku.engine.SearchInfo;
import gomoku.rules.Stone;
import gomoku.rules.Verdict;

/** The game: the board on one side, a panel with status, feedback and buttons on the other. */
final class PlayScreen extends StageScreen implements MatchListener {
  private static final float PANEL_W = 330;
  private static final float PORTRAIT_W = 900;
  private static final float GAP = 24;
  private static final float BUTTON_H = 46;

  private final Match match;
  private final BoardActor board;
  private final Table panel = new Table();
  private final Label title;
  private final Label players;
  /** Both clocks when the game has them, the running one first in bright text. */
  private final Label clocks;
  private final Label status;
  /** The thinking panel's figures, or the analysis: smaller, under the status line. */
  private final Label details;
  private final Label message;
  private final Label keys;
  private final TextButton undo;
  private final TextButton redo;
  private final TextButton numbers;
  private final TextButton newGame;
  private final TextButton hintButton;
  private final TextButton analyseButton;
  private final TextButton thinkingButton;
  private final TextButton pauseButton;
  private final TextButton first;
  private final TextButton back;
  private final TextButton forward;
  private final TextButton last;
  private final TextButton copyButton;
  private final TextButton loadButton;
  private boolean showThinking = true;
  /** The arrangement the panel has now: 1 landscape (a column beside the board), 2 portrait (below it). */
  private int arrangement;
  private Banner banner;

  PlayScreen(GomokuGame game, Match match) {
    super(game);
    this.match = match;
    board = new BoardActor(assets, texts, match, new BoardActor.ClickHandler() {
      @Override
      public void clicked(int point) {
        boardClicked(point);
      }

      @Override
      public void inspect(int point, float stageX, float stageY) {
        showPointReport(point, stageX, stageY);
      }
    });
    match.addListener(board);
    match.addListener(this);
    stage.addActor(board);

    MatchSettings s = match.settings();
    panel.setBackground(assets.skin.getDrawable("panel"));
    title = new Label(texts.rule(s.rule) + " · " + s.size + "×" + s.size, assets.skin);
    players = new Label(texts.format("players", texts.colour(Stone.BLACK), texts.player(s, Stone.BLACK),
        texts.colour(Stone.WHITE), texts.player(s, Stone.WHITE)), assets.skin, "dim");
    players.setWrap(true);
    clocks = new Label("", assets.skin);
    clocks.setFontScale(0.9f);
    players.setFontScale(0.8f);
    status = new Label("", assets.skin);
    status.setWrap(true);
    status.setAlignment(Align.topLeft);
    details = new Label("", assets.skin, "dim");
    details.setWrap(true);
    details.setFontScale(0.8f);
    message = new Label("", assets.skin);
    message.setFontScale(0.85f);
    message.setWrap(true);
    undo = button(texts.get("play.undo"), match::undo);
    redo = button(texts.get("play.redo"), match::redo);
    numbers = button(texts.get("play.numbers"), () -> board.setShowNumbers(!board.showNumbers()));
    numbers.setProgrammaticChangeEvents(false);
    newGame = button(texts.get("play.new"), game::showMenu);
    hintButton = button(texts.get("play.hint"), this::askHint);
    analyseButton = button(texts.get("play.analyse"), this::toggleAnalysis);
    analyseButton.setProgrammaticChangeEvents(false);
    thinkingButton = button(texts.get("play.thinking"), this::toggleThinking);
    thinkingButton.setProgrammaticChangeEvents(false);
    thinkingButton.setChecked(true);
    pauseButton = button(texts.get("play.pause"), this::togglePause);
    first = button("|<", () -> match.step(Integer.MIN_VALUE));
    back = button("<", () -> match.step(-1));
    forward = button(">", () -> match.step(1));
    last = button(">|", () -> match.step(Integer.MAX_VALUE));
    copyButton = button(texts.get("play.copy"), this::copyGame);
    loadButton = button(texts.get("play.load"), this::showLoadDialog);
    for (TextButton b : new TextButton[] {undo, redo, numbers, hintButton, analyseButton, thinkingButton, pauseButton,
      newGame, copyButton, loadButton}) {
      b.getLabel().setFontScale(0.7f);
    }
    keys = new Label(texts.get("play.keys"), assets.skin, "dim");
    keys.setFontScale(0.7f);
    keys.setWrap(true);
    stage.addActor(panel);

    stage.addListener(new InputListener() {
      @Override
      public boolean keyDown(InputEvent event, int keycode) {
        trackModifier(keycode, true);
        return shortcut(keycode);
      }

      @Override
      public boolean keyUp(InputEvent event, int keycode) {
        trackModifier(keycode, false);
        return false;
      }
    });
    refresh();
  }

  @Override
  public void render(float delta) {
    match.update();
    showSwap2Choices();
    if (match.hasClock()) {
      clocks.setText(texts.colour(Stone.BLACK) + " " + clockText(match.timeLeft(Stone.BLACK)) + "   "
          + texts.colour(Stone.WHITE) + " " + clockText(match.timeLeft(Stone.WHITE)));
    }
    if (match.isThinking()) {
      status.setText(statusLine());
      details.setText(progressText());
    } else if (match.isAnalysisMode()) {
      details.setText(analysisText());
    } else {
      details.setText("");
    }
    super.render(delta);
    if (match.isClockRunning()) {
      // The next frame when the running clock's text changes: tenths under 10 s, seconds above.
      long left = Math.max(0, match.timeLeft(match.state().sideToMove()));
      game.redraws().requestIn((left < 10_000 ? left % 100 + 1 : left % 1000 + 1) / 1000f);
    }
  }

  @Override
  protected boolean isMoving() {
    return super.isMoving() || match.isBusy();
  }

  /** Whose turn it is, or how the game ended, in the player's language (the log keeps Match's English). */
  private String statusLine() {
    gomoku.rules.GameState st = match.state();
    Outcome o = match.outcome();
    if (match.timeLoser() != 0) {
      return texts.format("status.winsOnTime", texts.colour(3 - match.timeLoser()));
    }
    if (o == Outcome.BLACK_WINS || o == Outcome.WHITE_WINS) {
      String who = texts.colour(o == Outcome.BLACK_WINS ? Stone.BLACK : Stone.WHITE);
      int[] line = st.winningLine();
      int n = line == null ? 0 : line.length;
      return n > 5 ? texts.format("status.winsOverline", who, n) : texts.format("status.wins", who);
    }
    if (o == Outcome.DRAW) {
      return texts.get("status.draw");
    }
    if (match.isReviewing()) {
      return texts.format("status.review", st.moveCount(), st.moveCount() + match.redoCount());
    }
    if (match.swap2Phase() != gomoku.game.Swap2.Phase.NONE) {
      return texts.get("swap2." + match.swap2Phase().name());
    }
    String side = texts.colour(st.sideToMove());
    if (match.isPaused() && match.playerToMove() == gomoku.game.PlayerKind.COMPUTER) {
      return texts.format("status.paused", side);
    }
    if (match.isThinking()) {
      return texts.format("status.thinking", side);
    }
    return texts.format("status.toMove", side, st.moveCount() + 1);
  }

  /** The thinking panel: depth, nodes, speed, who is better and by how much, and the best line. */
  private String progressText() {
    SearchInfo info = match.thinkingProgress();
    if (info == null || info.depth == 0) {
      return "";
    }
    if (info.depth != loggedDepth) {
      loggedDepth = info.depth;
      logSearch(info);
    }
    if (!showThinking) {
      return "";
    }
    return texts.format("think.details", info.depth, info.selectiveDepth, count(info.nodes),
        count(info.nodesPerSecond()), advantage(match.state().sideToMove(), info.score), line(info.pv, 6));
  }

  /** m:ss, or s.t under ten seconds. */
  static String clockText(long millis) {
    long ms = Math.max(0, millis);
    if (ms < 10_000) {
      return ms / 1000 + "." + ms % 1000 / 100;
    }
    long seconds = (ms + 999) / 1000;
    long s = seconds % 60;
    return seconds / 60 + ":" + (s < 10 ? "0" : "") + s;
  }

  private static String count(int n) {
    return n < 10000 ? String.valueOf(n) : n < 10_000_000 ? n / 1000 + "k" : n / 1_000_000 + "M";
  }

  /** The score as people read it: who is better and by how much, or who wins in how many moves. */
  String advantage(int toMove, int score) {
    if (Evaluation.isMate(score)) {
      return texts.analysisScore(score, toMove);
    }
    String me = texts.colour(toMove);
    String you = texts.colour(3 - toMove);
    // Words by the win chance that self-play games bear out (see Evaluation.winChance), the chance in brackets.
    int chance = Evaluation.winChance(score);
    String who = chance >= 50 ? me : you;
    int theirs = Math.max(chance, 100 - chance);
    if (theirs < 55) {
      return texts.format("adv.even", who, theirs);
    }
    String how = theirs < 65 ? "adv.slightly" : theirs < 80 ? "adv.better" : theirs < 92 ? "adv.much" : "adv.winning";
    return texts.format(how, who, theirs);
  }

  private String line(int[] points, int max) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < points.length && i < max; i++) {
      sb.append(i > 0 ? " " : "").append(Notation.name(match.state().size(), points[i]));
    }
    return points.length > max ? sb.append(" …").toString() : sb.toString();
  }

  private int loggedAnalysisDepth;

  /** Analysis mode: the depth reached and the best moves with their scores (the board shows them too). */
  private String analysisText() {
    SearchInfo a = match.analysis();
    if (a == null || a.topMoves.length == 0) {
      return match.acceptsPersonMove() ? texts.get("analysis.thinking") : "";
    }
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < a.topMoves.length && i < 2; i++) {
      sb.append(i > 0 ? "\n" : "").append(Notation.name(match.state().size(), a.topMoves[i])).append(": ")
          .append(texts.analysisScore(a.topScores[i], match.state().sideToMove()));
    }
    if (a.depth != loggedAnalysisDepth) {
      loggedAnalysisDepth = a.depth;
      StringBuilder all = new StringBuilder("analysis: depth " + a.depth + " top");
      for (int i = 0; i < a.topMoves.length; i++) {
        all.append(' ').append(Notation.name(match.state().size(), a.topMoves[i])).append(' ')
            .append(Evaluation.describe(a.topScores[i]));
      }
      Gdx.app.log(GomokuGame.LOG_TAG, all.toString());
    }
    return texts.format("analysis.line", a.depth, sb.toString());
  }

  private void toggleAnalysis() {
    boolean on = !match.isAnalysisMode();
    match.setAnalysisMode(on);
    analyseButton.setChecked(on);
    loggedAnalysisDepth = 0;
    say(texts.get(on ? "msg.analysisOn" : "msg.analysisOff"));
  }

  private void toggleThinking() {
    showThinking = !showThinking;
    board.setShowThinking(showThinking);
    thinkingButton.setChecked(showThinking);
    say(texts.get(showThinking ? "msg.thinkingShown" : "msg.thinkingHidden"));
  }

  private void togglePause() {
    if (!match.settings().computersOnly()) {
      return;
    }
    match.setPaused(!match.isPaused());
    pauseButton.setText(texts.get(match.isPaused() ? "play.resume" : "play.pause"));
    say(texts.get(match.isPaused() ? "msg.paused" : "msg.resumed"));
  }

  /** The search as it deepens, in the log ("the search process in the console"). */
  private void logSearch(SearchInfo info) {
    StringBuilder line = new StringBuilder("search: depth ").append(info.depth).append('/')
        .append(info.selectiveDepth).append(" nodes ").append(info.nodes).append(" nps ")
        .append(info.nodesPerSecond()).append(" score ").append(Evaluation.describe(info.score))
        .append(" pv");
    for (int p : info.pv) {
      line.append(' ').append(Notation.name(match.state().size(), p));
    }
    Gdx.app.log(GomokuGame.LOG_TAG, line.toString());
  }

  private int loggedDepth;
  /** The colour the computer is thinking for, until its move is placed (-1: none). */
  private int thinkingColour = -1;

  @Override
  public void thinkingStarted(int colour) {
    loggedDepth = 0;
    thinkingColour = colour;
    Gdx.app.log(GomokuGame.LOG_TAG, "thinking: " + Stone.name(colour));
    refresh();
  }

  private TextButton button(String text, Runnable action) {
    TextButton b = new TextButton(text, assets.skin);
    b.addListener(new ChangeListener() {
      @Override
      public void changed(ChangeEvent event, Actor actor) {
        action.run();
        refresh();
      }
    });
    return b;
  }

  /**
   * Modifier keys as the events report them, in order. Asking Gdx.input.isKeyPressed instead reads the state
   * at the time the frame handles the event, and a fast Ctrl+Z (both keys down and up within one frame) would
   * then look like a plain Z.
   */
  private boolean ctrlDown;
  private boolean shiftDown;

  private void trackModifier(int keycode, boolean down) {
    if (keycode == Input.Keys.CONTROL_LEFT || keycode == Input.Keys.CONTROL_RIGHT || keycode == Input.Keys.SYM) {
      ctrlDown = down;
    } else if (keycode == Input.Keys.SHIFT_LEFT || keycode == Input.Keys.SHIFT_RIGHT) {
      shiftDown = down;
    }
  }

  private boolean shortcut(int keycode) {
    if (stage.getKeyboardFocus() instanceof com.badlogic.gdx.scenes.scene2d.ui.TextField) {
      return false; // typing into the load dialog: letters are text, not shortcuts
    }
    boolean ctrl = ctrlDown;
    boolean shift = shiftDown;
    if (ctrl && keycode == Input.Keys.Z && !shift) {
      match.undo();
    } else if (ctrl && (keycode == Input.Keys.Y || (keycode == Input.Keys.Z && shift))) {
      match.redo();
    } else if (keycode == Input.Keys.N && !ctrl) {
      board.setShowNumbers(!board.showNumbers());
      numbers.setChecked(board.showNumbers());
    } else if (keycode == Input.Keys.H && !ctrl) {
      askHint();
    } else if (keycode == Input.Keys.A && !ctrl) {
      toggleAnalysis();
    } else if (keycode == Input.Keys.T && !ctrl) {
      toggleThinking();
    } else if (keycode == Input.Keys.SPACE && match.settings().computersOnly()) {
      togglePause();
    } else if (keycode == Input.Keys.LEFT) {
      match.step(-1);
    } else if (keycode == Input.Keys.RIGHT) {
      match.step(1);
    } else if (keycode == Input.Keys.HOME) {
      match.step(Integer.MIN_VALUE);
    } else if (keycode == Input.Keys.END) {
      match.step(Integer.MAX_VALUE);
    } else if ((keycode == Input.Keys.ENTER || keycode == Input.Keys.NUMPAD_ENTER) && match.isReviewing()) {
      match.playOnFromHere();
      say(texts.format("msg.playOn", match.state().moveCount()));
    } else if (ctrl && keycode == Input.Keys.C) {
      copyGame();
    } else if (ctrl && keycode == Input.Keys.V) {
      showLoadDialog();
    } else if (ctrl && keycode == Input.Keys.S) {
      saveRecord();
    } else if (keycode == Input.Keys.M && !ctrl) {
      game.toggleSound();
      say(texts.get(game.soundOn() ? "msg.soundOn" : "msg.soundOff"));
    } else if (keycode == Input.Keys.F1 || keycode == Input.Keys.SLASH && shift) {
      toggleHelp();
    } else if (keycode == Input.Keys.ESCAPE && help != null) {
      toggleHelp();
    } else if (keycode == Input.Keys.ESCAPE) {
      game.showMenu();
      return true;
    } else {
      return false;
    }
    refresh();
    return true;
  }

  private Table help;

  /** The help overlay's lines (help.N.key / help.N.what in the texts). */
  static final int HELP_LINES = 13;

  /** The keyboard shortcuts over the board; F1, ?, Esc or a click closes it. */
  private void toggleHelp() {
    if (help != null) {
      help.remove();
      help = null;
      return;
    }
    help = new Table();
    help.setBackground(assets.skin.getDrawable("banner"));
    help.pad(20, 28, 20, 28).defaults().left().pad(3, 0, 3, 18);
    help.add(new Label(texts.get("help.title"), assets.skin)).colspan(2).padBottom(10).row();
    for (int i = 1; i <= HELP_LINES; i++) {
      Label key = new Label(texts.get("help." + i + ".key"), assets.skin);
      key.setFontScale(0.8f);
      Label what = new Label(texts.get("help." + i + ".what"), assets.skin, "dim");
      what.setFontScale(0.8f);
      help.add(key);
      help.add(what).row();
    }
    help.pack();
    help.setPosition((stage.getWidth() - help.getWidth()) / 2, (stage.getHeight() - help.getHeight()) / 2);
    help.addListener(new com.badlogic.gdx.scenes.scene2d.utils.ClickListener() {
      @Override
      public void clicked(InputEvent event, float x, float y) {
        toggleHelp();
      }
    });
    help.getColor().a = 0;
    help.addAction(Actions.fadeIn(0.15f));
    stage.addActor(help);
    Gdx.app.log(GomokuGame.LOG_TAG, "help shown");
  }

  /** The game so far as a move string, to the clipboard (and the log). */
  private void copyGame() {
    String moves = match.state().moveString();
    Gdx.app.getClipboard().setContents(moves);
    Gdx.app.log(GomokuGame.LOG_TAG, "record: " + moves);
    if (moves.isEmpty()) {
      say(texts.get("msg.nothingToCopy"), "caution");
    } else {
      say(texts.format("msg.copied", moves.length() > 40 ? moves.substring(0, 40) + "…" : moves));
    }
  }

  /**
   * A dialog to paste a game into (a move string or a PSQ record); Load starts it with this game's players,
   * or says what is wrong and leaves everything as it was.
   */
  private void showLoadDialog() {
    com.badlogic.gdx.scenes.scene2d.ui.Dialog dialog = new com.badlogic.gdx.scenes.scene2d.ui.Dialog("", assets.skin);
    com.badlogic.gdx.scenes.scene2d.ui.TextField field =
        new com.badlogic.gdx.scenes.scene2d.ui.TextField("", assets.skin);
    field.setMessageText(texts.get("load.placeholder"));
    String clip = Gdx.app.getClipboard().getContents();
    if (clip != null && clip.length() < 5000) {
      field.setText(clip.trim().replace('\n', ' ').replace('\r', ' '));
    }
    Label problem = new Label("", assets.skin, "warning");
    problem.setWrap(true);
    problem.setFontScale(0.85f);
    Table content = dialog.getContentTable();
    content.pad(18, 20, 6, 20);
    content.add(new Label(texts.get("load.title"), assets.skin)).left().row();
    content.add(field).width(560).height(48).padTop(10).row();
    content.add(problem).width(560).height(60).padTop(6).row();
    addRecordButtons(content, problem, dialog::hide);
    TextButton load = new TextButton(texts.get("load.load"), assets.skin);
    TextButton cancel = new TextButton(texts.get("load.cancel"), assets.skin);
    dialog.getButtonTable().pad(0, 20, 18, 20).defaults().width(140).height(46).padLeft(10);
    dialog.getButtonTable().add(cancel);
    dialog.getButtonTable().add(load);
    Runnable tryLoad = () -> {
      String error = loadGame(field.getText());
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
    field.setTextFieldListener((f, c) -> {
      if (c == '\r' || c == '\n') {
        tryLoad.run();
      }
    });
    dialog.key(Input.Keys.ESCAPE, null);
    dialog.show(stage);
    stage.setKeyboardFocus(field);
    field.selectAll();
    Gdx.app.log(GomokuGame.LOG_TAG, "load dialog shown");
  }

  /** Ctrl+S on the desktop: the game as a PSQ file in ~/Gomoku (the message says where). */
  private void saveRecord() {
    gomoku.game.RecordFiles files = game.records();
    if (files == null) {
      copyGame(); // the browser has no files to show: the move string goes to the clipboard instead
      return;
    }
    try {
      String where = files.save(gomoku.record.Psq.write(match.state().size(), match.state().moves(), null,
          java.util.Arrays.asList("result: " + match.statusText())));
      Gdx.app.log(GomokuGame.LOG_TAG, "saved: " + where);
      // The file's name only: the folder is always the same, and a whole path does not fit the panel.
      say(texts.format("msg.saved", where.substring(Math.max(where.lastIndexOf('/'), where.lastIndexOf('\\')) + 1)));
    } catch (java.io.IOException e) {
      Gdx.app.log(GomokuGame.LOG_TAG, "save failed: " + e.getMessage());
      refuse(texts.format("msg.saveFailed", String.valueOf(e.getMessage())));
    }
  }

  /** The load dialog's list of saved PSQ files (desktop), newest first; a click loads one. */
  private void addRecordButtons(Table content, Label problem, Runnable close) {
    gomoku.game.RecordFiles files = game.records();
    if (files == null) {
      return;
    }
    java.util.List<String> names = files.list();
    if (names.isEmpty()) {
      return;
    }
    content.add(new Label(texts.get("load.files"), assets.skin, "dim")).left().padTop(4).row();
    for (int i = 0; i < names.size() && i < 5; i++) {
      String name = names.get(i);
      TextButton b = new TextButton(name, assets.skin);
      b.getLabel().setFontScale(0.75f);
      b.addListener(new ChangeListener() {
        @Override
        public void changed(ChangeEvent event, Actor actor) {
          String error;
          try {
            error = loadGame(files.read(name));
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
      content.add(b).width(560).height(38).padTop(2).row();
    }
  }

  /** Starts the pasted game; returns what is wrong with it instead (nothing changes then). */
  String loadGame(String text) {
    MatchSettings s = match.settings();
    try {
      gomoku.record.GameText g = gomoku.record.GameText.parse(text, s.size);
      if (g.size != 15 && g.size != 19 && g.size != 20) {
        return texts.format("load.badSize", g.size);
      }
      s.size = g.size;
      gomoku.rules.GameState.replay(s.rule, s.size, g.moves);
      Gdx.app.log(GomokuGame.LOG_TAG, "loaded: " + g.moves.size() + " moves");
      game.startMatch(s, g.moves);
      return null;
    } catch (IllegalArgumentException e) {
      return e.getMessage();
    }
  }

  private Table pointPopup;

  /** The right-click / long-press popup: what a stone on the point would make for each colour. */
  private void showPointReport(int point, float stageX, float stageY) {
    if (pointPopup != null) {
      pointPopup.remove();
    }
    game.redraws().request(); // a long press is noticed between frames: nothing else asks for one
    String text = Notation.name(match.state().size(), point) + "\n" + texts.pointReport(match.state(), point);
    Gdx.app.log(GomokuGame.LOG_TAG, "inspect: " + Notation.name(match.state().size(), point) + "|"
        + gomoku.engine.PointReport.describe(match.state(), point).replace('\n', '|'));
    pointPopup = new Table();
    pointPopup.setBackground(assets.skin.getDrawable("banner"));
    pointPopup.pad(12, 16, 12, 16);
    Label label = new Label(text, assets.skin);
    label.setFontScale(0.85f);
    pointPopup.add(label);
    pointPopup.pack();
    float x = Math.min(stageX + 16, stage.getWidth() - pointPopup.getWidth() - 4);
    float y = Math.max(4, Math.min(stageY - pointPopup.getHeight() - 16, stage.getHeight() - pointPopup.getHeight()));
    pointPopup.setPosition(Math.max(4, x), y);
    pointPopup.setTouchable(com.badlogic.gdx.scenes.scene2d.Touchable.disabled);
    pointPopup.getColor().a = 0;
    pointPopup.addAction(Actions.sequence(Actions.fadeIn(0.15f), Actions.delay(5f), Actions.fadeOut(0.4f),
        Actions.removeActor()));
    stage.addActor(pointPopup);
  }

  private void askHint() {
    if (match.requestHint()) {
      say(texts.get("msg.lookingForHint"));
    }
  }

  @Override
  public void hintShown(int point) {
    String name = Notation.name(match.state().size(), point);
    Gdx.app.log(GomokuGame.LOG_TAG, "hint: " + name);
    say(texts.format("msg.hint", name));
  }

  private void boardClicked(int point) {
    if (point < 0) {
      refuse(texts.verdict(Verdict.OFF_BOARD));
      return;
    }
    // Confirming: the first tap on a point a stone could go proposes it, a second tap on it plays it, and a tap
    // elsewhere proposes that point instead. A point that is refused is refused at the first tap, with its reason.
    if (game.confirmMoves() && point != board.pending() && match.acceptsPersonMove()
        && match.state().check(point).isLegal()) {
      board.setPending(point);
      Gdx.app.log(GomokuGame.LOG_TAG, "proposed: " + Notation.name(match.state().size(), point));
      return;
    }
    board.setPending(-1);
    match.playPersonMove(point);
    refresh();
  }

  private void refresh() {
    undo.setDisabled(!match.canUndo());
    redo.setDisabled(!match.canRedo());
    hintButton.setDisabled(!match.acceptsPersonMove());
    pauseButton.setDisabled(match.isOver()); // nothing left to pause
    first.setDisabled(!match.canUndo());
    back.setDisabled(!match.canUndo());
    forward.setDisabled(!match.canRedo());
    last.setDisabled(!match.canRedo());
    status.setText(statusLine());
  }

  /** An information in neutral text: a hint, a switch turned on or off, a copy or a save. */
  private void say(String text) {
    say(text, "default");
  }

  /** A refusal in red: a move that cannot be played, a save that failed. */
  private void refuse(String text) {
    say(text, "warning");
  }

  /** Says {@code text} for a few seconds in the label style of its kind ("default", "caution", "warning"). */
  private void say(String text, String style) {
    message.setStyle(assets.skin.get(style, Label.LabelStyle.class));
    message.setText(text);
    message.clearActions();
    message.getColor().a = 1;
    message.addAction(Actions.sequence(Actions.delay(2.5f), Actions.fadeOut(0.6f)));
    Gdx.app.log(GomokuGame.LOG_TAG, "message: " + text);
  }

  // ---- swap2 -----------------------------------------------------------------------------------

  private Table swap2Choices;

  @Override
  public void openingChanged(gomoku.game.Swap2.Phase phase, gomoku.game.Swap2.Choice choice) {
    Gdx.app.log(GomokuGame.LOG_TAG, "swap2: " + phase + (choice == null ? "" : " after " + choice));
    if (choice != null) {
      say(texts.format("msg.swap2Chosen", texts.get("swap2.choice." + choice.name())));
    }
    MatchSettings s = match.settings();
    players.setText(texts.format("players", texts.colour(Stone.BLACK), texts.player(s, Stone.BLACK),
        texts.colour(Stone.WHITE), texts.player(s, Stone.WHITE)));
    refresh();
  }

  /** The choices of a swap2 phase, over the board, while a person has to make one. */
  private void showSwap2Choices() {
    boolean wanted = match.awaitsSwap2Choice();
    if (!wanted) {
      if (swap2Choices != null) {
        swap2Choices.remove();
        swap2Choices = null;
      }
      return;
    }
    if (swap2Choices != null) {
      return;
    }
    swap2Choices = new Table();
    swap2Choices.setBackground(assets.skin.getDrawable("banner"));
    swap2Choices.pad(14, 20, 14, 20).defaults().pad(4).height(48);
    Label title = new Label(texts.get("swap2." + match.swap2Phase().name()), assets.skin);
    swap2Choices.add(title).colspan(3).row();
    for (gomoku.game.Swap2.Choice c : gomoku.game.Swap2.Choice.values()) {
      if (!gomoku.game.Swap2.allowed(match.swap2Phase(), c)) {
        continue;
      }
      TextButton b = new TextButton(texts.get("swap2.choice." + c.name()), assets.skin);
      b.addListener(new ChangeListener() {
        @Override
        public void changed(ChangeEvent event, Actor actor) {
          Gdx.app.log(GomokuGame.LOG_TAG, "swap2 choice: " + c);
          match.chooseSwap2(c);
          showSwap2Choices();
          refresh();
        }
      });
      swap2Choices.add(b).minWidth(170);
    }
    swap2Choices.pack();
    swap2Choices.setPosition(board.getX() + (board.getWidth() - swap2Choices.getWidth()) / 2,
        board.getY() + board.getHeight() * 0.08f);
    stage.addActor(swap2Choices);
    Gdx.app.log(GomokuGame.LOG_TAG, "swap2 choices shown: " + match.swap2Phase());
  }

  // ---- match events ----------------------------------------------------------------------------

  @Override
  public void stonePlaced(int point, int colour, int moveNumber) {
    if (colour == thinkingColour) {
      // A search that ends within one frame (a shallow level, a fast machine) was never shown while it ran:
      // its final report goes to the log before its move, so the console always tells how the move was found.
      SearchInfo last = match.thinkingProgress();
      if (last != null && last.depth > 0 && last.depth != loggedDepth) {
        logSearch(last);
      }
      thinkingColour = -1;
    }
    board.setPending(-1);
    Gdx.app.log(GomokuGame.LOG_TAG, "move " + moveNumber + ": " + Stone.name(colour) + " "
        + Notation.name(match.state().size(), point));
    game.saveProgress(match);
    game.playStoneSound();
    message.setText("");
    refresh();
  }

  @Override
  public void stoneRemoved(int point, int moveNumber) {
    thinkingColour = -1; // an undo cancels the search; its report is not this position's
    board.setPending(-1);
    Gdx.app.log(GomokuGame.LOG_TAG, "undo move " + moveNumber + ": " + Notation.name(match.state().size(), point));
    game.saveProgress(match);
    refresh();
  }

  @Override
  public void gameOver(Outcome outcome, int[] line) {
    String text = statusLine();
    Gdx.app.log(GomokuGame.LOG_TAG, "result: " + match.statusText() + " (" + match.state().moveString() + ")");
    refresh();
    game.saveProgress(match);
    if (outcome != Outcome.DRAW) {
      game.playWinSound();
    }
    showBanner(text);
    refresh();
  }

  @Override
  public void gameResumed() {
    if (banner != null) {
      banner.remove();
      banner = null;
    }
  }

  @Override
  public void moveRefused(int point, Verdict verdict) {
    String where = point >= 0 && point < match.state().board().pointCount()
        ? Notation.name(match.state().size(), point) + ": " : "";
    refuse(where + texts.verdict(verdict));
  }

  /** The same game again with the colours' players exchanged (the loser of a person-computer game gets the
   *  other colour). */
  private void playAgainSwapped() {
    MatchSettings s = match.settings();
    gomoku.game.PlayerKind black = s.black;
    s.black = s.white;
    s.white = black;
    game.startMatch(s);
  }

  private void showBanner(String text) {
    if (banner != null) {
      banner.remove();
    }
    // Between computers there is no loser to give the other colour: the same game again, to watch.
    String again = texts.get(computersOnly() ? "banner.another" : "banner.rematch");
    banner = new Banner(assets, texts, text, again, this::playAgainSwapped, () -> {
      banner.hide();
      banner = null;
    });
    stage.addActor(banner);
    placeBanner();
    banner.getColor().a = 0;
    banner.setY(banner.getY() + 30);
    // The log line marks the end of the animation, when the last stone has landed too: tests wait for it
    // before a screenshot, instead of guessing a delay.
    banner.addAction(Actions.sequence(Actions.delay(0.5f),
        Actions.parallel(Actions.fadeIn(0.35f), Actions.moveBy(0, -30, 0.35f, Interpolation.pow2Out)),
        Actions.run(() -> Gdx.app.log(GomokuGame.LOG_TAG, "banner shown: " + text))));
  }

  /** Over the half of the board that does not hold the winning line, so the line stays in view. */
  private void placeBanner() {
    if (banner == null) {
      return;
    }
    banner.pack();
    // Over the board where it hides the fewest stones (none, as a rule: games fill the middle), and of those the
    // one farthest from the winning line: the finished game stays in view.
    float stone = board.step();
    int[] line = match.state().winningLine();
    float lineY = line == null ? board.getHeight() / 2
        : (board.centreY(line[0]) + board.centreY(line[line.length - 1])) / 2;
    float bestY = 0;
    long best = Long.MAX_VALUE;
    for (float y = 0; y + banner.getHeight() <= board.getHeight(); y += stone / 4) {
      int hidden = 0;
      for (int p : match.state().moves()) {
        float stoneY = board.centreY(p);
        if (stoneY + stone / 2 > y && stoneY - stone / 2 < y + banner.getHeight()) {
          hidden++;
        }
      }
      long cost = hidden * 100_000L - (long) Math.abs(y + banner.getHeight() / 2 - lineY);
      if (cost < best) {
        best = cost;
        bestY = y;
      }
    }
    banner.setPosition(board.getX() + (board.getWidth() - banner.getWidth()) / 2, board.getY() + bestY);
  }

  // ---- layout ----------------------------------------------------------------------------------

  /** Buttons side by side sharing {@code width} equally (their labels may be wider than that: they shrink). */
  private static Table buttonRow(float width, TextButton... buttons) {
    Table row = new Table();
    float each = (width - 6 * (buttons.length - 1)) / buttons.length;
    for (int i = 0; i < buttons.length; i++) {
      buttons[i].getLabelCell().minWidth(0);
      buttons[i].getLabel().setEllipsis(true);
      row.add(buttons[i]).width(each).height(BUTTON_H).padRight(i < buttons.length - 1 ? 6 : 0);
    }
    return row;
  }

  private boolean computersOnly() {
    return match.settings().computersOnly();
  }

  /** A column of rows beside the board (landscape), or a wide, short block under it (portrait). */
  private void arrangePanel(boolean portrait) {
    int wanted = portrait ? 2 : 1;
    if (arrangement == wanted) {
      return;
    }
    arrangement = wanted;
    panel.clearChildren();
    panel.pad(portrait ? 14 : 20).top().defaults().pad(4).left();
    float inner = PANEL_W - 44;
    if (portrait) {
      Table head = new Table();
      head.add(title).left().expandX();
      head.add(players).right().width(520);
      panel.add(head).width(PORTRAIT_W - 28).row();
      if (match.hasClock()) {
        panel.add(clocks).width(PORTRAIT_W - 28).row();
      }
      panel.add(status).width(PORTRAIT_W - 28).row();
      panel.add(details).width(PORTRAIT_W - 28).row();
      panel.add(message).width(PORTRAIT_W - 28).height(34).row();
      Table row = new Table();
      row.defaults().height(BUTTON_H).expandX().fillX().padRight(8);
      row.add(undo);
      row.add(redo);
      row.add(first);
      row.add(back);
      row.add(forward);
      row.add(last);
      row.add(newGame).padRight(0);
      panel.add(row).width(PORTRAIT_W - 28).row();
      Table row2 = new Table();
      row2.defaults().height(BUTTON_H).expandX().fillX().padRight(8);
      row2.add(numbers);
      row2.add(computersOnly() ? pauseButton : hintButton);
      row2.add(analyseButton);
      row2.add(thinkingButton);
      row2.add(copyButton);
      row2.add(loadButton).padRight(0);
      panel.add(row2).width(PORTRAIT_W - 28).row();
    } else {
      panel.add(title).row();
      panel.add(players).width(inner).row();
      if (match.hasClock()) {
        panel.add(clocks).width(inner).row();
      }
      // Room for two lines: "White (computer) is thinking…" wraps in this column, and a status row that grew
      // with its text squeezed the thinking details below into it (the panel's height is set on resize).
      float statusHeight = 2 * status.getStyle().font.getLineHeight() + 4;
      panel.add(status).width(inner).height(statusHeight).padTop(10).row();
      panel.add(details).width(inner).height(68).top().row();
      panel.add(message).width(inner).height(36).top().row();
      panel.add(buttonRow(inner, undo, redo, newGame)).width(inner).padTop(8).row();
      panel.add(buttonRow(inner, first, back, forward, last)).width(inner).row();
      panel.add(buttonRow(inner, numbers, computersOnly() ? pauseButton : hintButton, analyseButton)).width(inner)
          .row();
      panel.add(buttonRow(inner, thinkingButton, copyButton, loadButton)).width(inner).row();
      panel.add(keys).width(inner).padTop(6).row();
    }
  }

  @Override
  protected void layout(float width, float height) {
    boolean landscape = width >= height;
    arrangePanel(!landscape);
    float side;
    if (landscape) {
      side = Math.min(height - 2 * GAP, width - PANEL_W - 3 * GAP);
      float total = side + GAP + PANEL_W;
      float x = (width - total) / 2;
      board.setBounds(x, (height - side) / 2, side, side);
      panel.setWidth(PANEL_W);
      panel.validate();
      panel.setSize(PANEL_W, Math.min(side, panel.getPrefHeight()));
      panel.setPosition(x + side + GAP, (height - side) / 2 + side - panel.getHeight());
    } else {
      panel.setWidth(PORTRAIT_W);
      panel.validate();
      float panelHeight = panel.getPrefHeight();
      side = Math.min(width - 2 * GAP, height - panelHeight - 3 * GAP);
      float top = (height + side + GAP + panelHeight) / 2;
      board.setBounds((width - side) / 2, top - side, side, side);
      panel.setSize(PORTRAIT_W, panelHeight);
      panel.setPosition((width - PORTRAIT_W) / 2, board.getY() - GAP - panelHeight);
    }
    placeBanner();
    logLayout();
  }

  /** Where the board's corner points are on screen, for people reading the log and for end-to-end tests. */
  private void logLayout() {
    int n = match.state().size();
    Vector2 topLeft = stage.stageToScreenCoordinates(board.stageCentre(0));
    Vector2 bottomRight = stage.stageToScreenCoordinates(board.stageCentre(n * n - 1));
    Gdx.app.log(GomokuGame.LOG_TAG, BoardLayoutLine.format(n, topLeft.x, topLeft.y, bottomRight.x, bottomRight.y,
        Gdx.graphics.getWidth(), Gdx.graphics.getHeight()));
  }

  @Override
  public void dispose() {
    match.dispose();
    match.removeListener(board);
    match.removeListener(this);
    super.dispose();
  }
}
