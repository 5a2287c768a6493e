package gomoku.ui.play;

import gomoku.ui.widgets.KeyFocus;
import gomoku.ui.board.BoardActor;
import gomoku.ui.widgets.ConfirmDialog;
import gomoku.ui.GomokuGame;
import gomoku.ui.StageScreen;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.math.Interpolation;
import com.badlogic.gdx.math.Vector2;
import com.badlogic.gdx.scenes.scene2d.actions.Actions;
import gomoku.game.Match;
import gomoku.game.MatchListener;
import gomoku.game.MatchSettings;
import gomoku.rules.Notation;
import gomoku.rules.Outcome;
import gomoku.rules.Stone;
import gomoku.rules.Verdict;

/**
 * The game: the board, and the panel beside it or under it ({@link PlayPanel}). The screen turns the panel's
 * buttons and the keys ({@link PlayKeys}) into commands on the match, and the match's events into what the
 * panel says; the board animates the same events itself.
 */
public final class PlayScreen extends StageScreen implements MatchListener {
  /** The status names the opening up to this move: the opening stage of the renju tournament rules. */
  private static final int OPENING_MOVES = 6;
  private final OpeningName openingName;
  private final RenjuOpeningWords renjuWords;
  private final Match match;
  private final BoardActor board;
  private final PlayPanel panel;
  private final SearchWords searchWords;
  private final StudyControls study;
  private final ActionSheet sheet;
  private final PlayLayout geometry;
  /** Clicks, taps, long presses and the keyboard's cursor on the board. */
  private final BoardInput input;
  private final RecordCommands records;
  /** Tab's ring over the panel's buttons. */
  private final KeyFocus focus;
  private final GameEndings endings;
  private boolean showThinking = true;
  private final PlayOverlays overlays;
  private final BoardPicture picture;
  /** Whether the move list was last shown with the review complete. */
  private boolean shownReviewComplete;
  /** The colour the computer is thinking for, until its move is placed (-1: none). */
  private int thinkingColour = -1;

  public PlayScreen(GomokuGame game, Match match) {
    super(game);
    this.match = match;
    this.openingName = new OpeningName(texts);
    this.renjuWords = new RenjuOpeningWords(texts, match);
    this.searchWords = new SearchWords(texts, match);
    board = new BoardActor(assets, texts, match, new BoardActor.ClickHandler() {
      @Override
      public void clicked(int point) {
        input.clicked(point);
      }

      @Override
      public void inspect(int point, float stageX, float stageY) {
        input.showPointReport(point);
      }
    });
    input = new BoardInput(this, game, match, board);
    records = new RecordCommands(this, game, match);
    match.addListener(board);
    match.addListener(this);
    stage.addActor(board);
    int[] five = match.state().winningLine();
    if (five != null) {
      board.gameOver(match.outcome(), five); // a loaded or linked game that ended on the board shows its five
    }
    panel = new PlayPanel(assets, texts, match,
        Gdx.input.isPeripheralAvailable(com.badlogic.gdx.Input.Peripheral.HardwareKeyboard), new MoveList.Picks() {
          @Override
          public void move(int number) {
            study.showMove(number);
          }

          @Override
          public void variation(int number, int move) {
            study.enterVariation(number, move);
          }
        });
    study = new StudyControls(this, game, match, panel, board, stage);
    sheet = new ActionSheet(this, panel);
    geometry = new PlayLayout(this, board, panel);
    endings = new GameEndings(this, game, match);
    overlays = new PlayOverlays(this, game, match);
    picture = new BoardPicture(this, game, board, this::overlaysOverBoard);
    wireButtons();
    stage.addActor(panel);
    focus =
        new KeyFocus(assets, java.util.Arrays.asList(panel.buttons()), java.util.Arrays.asList(panel.buttonNames()));
    stage.addActor(focus);
    stage.addListener(new PlayKeys(this, stage));
    refresh();
    renjuWords.logStep();
  }

  private void wireButtons() {
    Runnable after = this::refresh;
    PlayPanel.onPress(panel.undo, this::undo, after);
    PlayPanel.onPress(panel.redo, this::redo, after);
    PlayPanel.onPress(panel.numbers, this::toggleNumbers, after);
    PlayPanel.onPress(panel.newGame, this::toMenu, after);
    PlayPanel.onPress(panel.hint, this::hintOrPlayOn, after);
    PlayPanel.onPress(panel.analyse, this::toggleAnalysis, after);
    PlayPanel.onPress(panel.review, study::startReview, after);
    PlayPanel.onPress(panel.solve, study::solve, after);
    PlayPanel.onPress(panel.thinking, this::toggleThinking, after);
    PlayPanel.onPress(panel.pause, this::togglePause, after);
    PlayPanel.onPress(panel.first, () -> study.step(Integer.MIN_VALUE), after);
    PlayPanel.onPress(panel.back, () -> study.step(-1), after);
    PlayPanel.onPress(panel.forward, () -> study.step(1), after);
    PlayPanel.onPress(panel.last, () -> study.step(Integer.MAX_VALUE), after);
    PlayPanel.onPress(panel.copy, records::copyGame, after);
    PlayPanel.onPress(panel.picture, this::savePicture, after);
    PlayPanel.onPress(panel.load, records::showLoadDialog, after);
    PlayPanel.onPress(panel.help, overlays::toggleHelp, after);
    PlayPanel.onPress(panel.resign, endings::resign, after);
    PlayPanel.onPress(panel.draw, endings::offerDraw, after);
    PlayPanel.onPress(panel.more, sheet::toggle, () -> {});
    sheet.closeAfterActions();
  }

  @Override
  public void render(float delta) {
    match.update();
    overlays.showSwap2Choices();
    overlays.showRenjuChoices();
    if (match.hasClock()) {
      panel.clocks.setText(texts.colour(Stone.BLACK) + " " + SearchWords.clockText(match.timeLeft(Stone.BLACK))
          + "   " + texts.colour(Stone.WHITE) + " " + SearchWords.clockText(match.timeLeft(Stone.WHITE)));
    }
    if (match.isThinking()) {
      showStatus();
      panel.showDetails(searchWords.progress(showThinking));
    } else if (match.study().isAnalysisMode()) {
      panel.showDetails(searchWords.analysis());
    } else {
      panel.showDetails("");
    }
    study.showReview();
    study.makeMistakePuzzles();
    boolean reviewed = match.review().isComplete();
    if (reviewed != shownReviewComplete && !Gdx.input.isTouched()) {
      // The review's marks reach the move list when it ends, not at the next click; not at every score, and not
      // while a finger or button is down: a list rebuilt between a press and its release would lose the tap.
      shownReviewComplete = reviewed;
      panel.moves.show(match.state(), match.line(), match.tree(), listHeading(), match.setupMoves());
    }
    picture.beforeFrame();
    super.render(delta);
    picture.afterFrame();
    if (panel.moves.takeChanged()) {
      study.logMoveList();
    }
    study.logListView();
    if (match.isClockRunning()) {
      // The next frame when the running clock's text changes: tenths under 10 s, seconds above.
      long left = Math.max(0, match.timeLeft(match.state().sideToMove()));
      game.redraws().requestIn((left < 10_000 ? left % 100 + 1 : left % 1000 + 1) / 1000f);
    }
  }

  @Override
  protected boolean isMoving() {
    return super.isMoving() || match.isBusy() || study.makingPuzzles();
  }

  // ---- commands (the panel's buttons and the keys) ---------------------------------------------

  void undo() {
    match.undo();
  }

  void redo() {
    match.redo();
  }

  void toggleNumbers() {
    board.setShowNumbers(!board.showNumbers());
    panel.numbers.setChecked(board.showNumbers());
  }

  /** The Hint button is Play on while a game is reviewed: a touch screen has no Enter key. */
  private void hintOrPlayOn() {
    if (match.isReviewing()) {
      study.playOnFromHere();
    } else {
      askHint();
    }
  }

  void askHint() {
    if (match.study().requestHint()) {
      say(texts.get("msg.lookingForHint"));
    }
  }

  public void toggleAnalysis() {
    boolean on = !match.study().isAnalysisMode();
    match.study().setAnalysisMode(on);
    panel.analyse.setChecked(on);
    searchWords.analysisSwitched();
    say(texts.get(on ? "msg.analysisOn" : "msg.analysisOff"));
  }

  void toggleThinking() {
    showThinking = !showThinking;
    board.setShowThinking(showThinking);
    panel.thinking.setChecked(showThinking);
    say(texts.get(showThinking ? "msg.thinkingShown" : "msg.thinkingHidden"));
  }

  /** Holds or resumes a computer-against-computer game (nothing to pause otherwise). */
  void togglePause() {
    if (!match.settings().computersOnly() || match.isOver()) {
      return;
    }
    match.setPaused(!match.isPaused());
    panel.pause.setText(texts.get(match.isPaused() ? "play.resume" : "play.pause"));
    say(texts.get(match.isPaused() ? "msg.paused" : "msg.resumed"));
  }

  void toggleSound() {
    game.sounds().toggle();
    say(texts.get(game.sounds().on() ? "msg.soundOn" : "msg.soundOff"));
  }

  /** Esc: closes the help if it is open, else back to the menu. */
  void escape() {
    if (sheet.isOpen()) {
      sheet.close();
    } else if (overlays.helpOpen()) {
      overlays.toggleHelp();
    } else {
      toMenu();
    }
  }

  /** To the home screen, the game saved as it is now: the time spent on this move is not given back by Continue. */
  void toMenu() {
    saveNow();
    game.showHome();
  }

  /** The window closes or the app goes to the background: the clocks are kept as they are now. */
  @Override
  public void pause() {
    saveNow();
  }

  /** P: the board with move numbers as a PNG (desktop: a file beside the records; browser: a download). */
  void savePicture() {
    picture.request();
  }

  /** What may stand over the board: hidden while its picture is taken. */
  private com.badlogic.gdx.scenes.scene2d.Actor[] overlaysOverBoard() {
    return new com.badlogic.gdx.scenes.scene2d.Actor[] {endings.banner(), overlays.help(), input.pointPopup(),
      endings.drawOffer()};
  }

  /** Every button's state from the match's. */
  public void refresh() {
    panel.undo.setDisabled(!match.canUndo());
    panel.redo.setDisabled(!match.canRedo());
    panel.hint.setText(texts.get(match.isReviewing() ? "play.playOn" : "play.hint"));
    panel.hint.setDisabled(!match.isReviewing() && !match.acceptsPersonMove());
    panel.pause.setDisabled(match.isOver()); // nothing left to pause
    panel.resign.setDisabled(match.endings().personColour() == 0);
    panel.draw.setDisabled(match.endings().personColour() == 0);
    boolean clocked = match.clockForbidsReview();
    panel.first.setDisabled(clocked || !match.canUndo());
    panel.back.setDisabled(clocked || !match.canUndo());
    panel.forward.setDisabled(clocked || !match.canRedo());
    panel.last.setDisabled(clocked || !match.canRedo());
    showStatus();
    panel.moves.show(match.state(), match.line(), match.tree(), listHeading(), match.setupMoves());
  }

  /** The status; under it, while the game is in its first moves, the renju opening its first three stones make. */
  private void showStatus() {
    int at = match.state().moveCount();
    panel.setStatus(texts.status(match.status()),
        at >= 3 && at <= OPENING_MOVES && match.setupMoves() == 0
            ? openingName.of(match.state().size(), match.line())
            : null);
  }

  /** Over the move list: the set-up position the game started from, or the named opening its first stones make. */
  private String listHeading() {
    int setup = match.setupMoves();
    String heading =
        setup > 0 ? texts.format("moves.setUp", setup) : openingName.of(match.state().size(), match.line());
    return renjuWords.withRecord(heading);
  }

  /** Keeps the game as it is now; the first save that fails is said in words (the last good one stays). */
  public void saveNow() {
    String problem = game.saveProgress(match);
    if (problem != null) {
      refuse(texts.get("msg.notSaved"));
      ConfirmDialog.tell(this, "save problem", problem);
    }
  }

  /** An information in neutral text: a hint, a switch turned on or off, a copy or a save. */
  public void say(String text) {
    say(text, "default");
  }

  /** A refusal in red: a move that cannot be played, a save that failed. */
  public void refuse(String text) {
    say(text, "warning");
  }

  public void say(String text, String style) {
    panel.say(text, style);
    Gdx.app.log(GomokuGame.LOG_TAG, "message: " + text);
  }

  /** The keys' way through the panel's buttons. */
  KeyFocus focus() {
    return focus;
  }

  /** The keys' way to the board's cursor. */
  BoardInput input() {
    return input;
  }

  /** The keys' way to copying, loading and saving records. */
  RecordCommands records() {
    return records;
  }

  /** The keys' way to the help. */
  PlayOverlays overlays() {
    return overlays;
  }

  /** The keys' way to the study commands. */
  StudyControls study() {
    return study;
  }

  // ---- match events ----------------------------------------------------------------------------

  @Override
  public void solved(gomoku.game.Solution solution) {
    study.solved(solution);
  }

  @Override
  public void thinkingStarted(int colour) {
    searchWords.searchStarted();
    thinkingColour = colour;
    Gdx.app.log(GomokuGame.LOG_TAG, "thinking: " + Stone.name(colour));
    refresh();
  }

  @Override
  public void hintShown(int point) {
    String name = Notation.name(match.state().size(), point);
    Gdx.app.log(GomokuGame.LOG_TAG, "hint: " + name);
    say(texts.format("msg.hint", name));
  }

  @Override
  public void openingChanged(gomoku.game.Swap2.Phase phase, gomoku.game.Swap2.Choice choice) {
    Gdx.app.log(GomokuGame.LOG_TAG, "swap2: " + phase + (choice == null ? "" : " after " + choice));
    if (choice != null) {
      say(texts.format(match.swap2().isSwap1() ? "msg.swap1Chosen" : "msg.swap2Chosen",
          texts.get("swap2.choice." + choice.name())));
    }
    panel.showPlayers(texts);
    refresh();
    checkLayout("after swap2 " + phase); // the long status lines of the opening's phases
  }

  @Override
  public void stonePlaced(int point, int colour, int moveNumber) {
    endings.closeDrawOffer(); // a move instead of an answer plays on
    if (colour == thinkingColour) {
      // A search that ends within one frame (a shallow level, a fast machine) was never shown while it ran:
      // its final report goes to the log before its move, so the console always tells how the move was found.
      searchWords.logLastDepth();
      thinkingColour = -1;
    }
    board.setPending(-1);
    Gdx.app.log(GomokuGame.LOG_TAG, "move " + moveNumber + ": " + Stone.name(colour) + " "
        + Notation.name(match.state().size(), point));
    panel.message.setText("");
    saveNow();
    game.sounds().playStone();
    int run = point >= 0 ? gomoku.rules.WinDetector.longestRun(match.state().board(), point) : 0;
    if (run > 5 && !match.isOver()) {
      say(texts.format("msg.overlineNoWin", run), "caution"); // the standard rule: exactly five wins
    }
    refresh();
  }

  @Override
  public void stoneRemoved(int point, int moveNumber) {
    endings.closeDrawOffer();
    thinkingColour = -1; // an undo cancels the search; its report is not this position's
    board.setPending(-1);
    Gdx.app.log(GomokuGame.LOG_TAG, "undo move " + moveNumber + ": " + Notation.name(match.state().size(), point));
    saveNow();
    refresh();
  }

  @Override
  public void gameOver(Outcome outcome, int[] line) {
    String text = texts.status(match.status());
    Gdx.app.log(GomokuGame.LOG_TAG, "result: " + match.statusText() + " (" + match.state().moveString() + ")");
    saveNow();
    if (outcome != Outcome.DRAW) {
      game.sounds().playWin();
    }
    endings.showBanner(text);
    refresh();
  }

  @Override
  public void gameResumed() {
    endings.removeBanner();
  }

  @Override
  public void moveRefused(int point, Verdict verdict) {
    String where = point >= 0 && point < match.state().board().pointCount()
        ? Notation.name(match.state().size(), point) + ": " : "";
    boolean ofOpening = verdict == Verdict.OPENING_RULE && match.renju().refusal() != null;
    refuse(where + (ofOpening ? texts.get(match.renju().refusal()) : texts.verdict(verdict)));
  }

  @Override
  public void renjuOpeningChanged() {
    panel.showPlayers(texts); // a swap exchanges the players' colours
    refresh();
    saveNow(); // an offer or a choice is part of the game, as a stone is
    renjuWords.logStep();
    checkLayout("renju opening step"); // the long status lines of the opening's steps
  }

  // ---- layout ----------------------------------------------------------------------------------

  @Override
  protected void layout(float width, float height) {
    boolean upright = geometry.arrange(width, height);
    if (!upright) {
      sheet.close();
    } else if (sheet.isOpen()) {
      sheet.place();
    }
    for (com.badlogic.gdx.scenes.scene2d.Actor a : new com.badlogic.gdx.scenes.scene2d.Actor[] {endings.banner(),
      endings.drawOffer(), input.pointPopup()}) {
      if (a != null) {
        geometry.placeOverPanel(a);
      }
    }
    overlays.layout();
    geometry.log();
  }

  /** The widest an overlay may be (see {@link PlayLayout#overlayWidth}). */
  public float overlayWidth() {
    return geometry.overlayWidth();
  }

  /** A question or a result over the panel (see {@link PlayLayout#placeOverPanel}). */
  public void placeOverPanel(com.badlogic.gdx.scenes.scene2d.Actor overlay) {
    geometry.placeOverPanel(overlay);
  }

  void logBounds(String name, com.badlogic.gdx.scenes.scene2d.Actor a) {
    geometry.logBounds(name, a);
  }

  @Override
  public void dispose() {
    match.dispose();
    match.removeListener(board);
    match.removeListener(this);
    super.dispose();
  }
}
