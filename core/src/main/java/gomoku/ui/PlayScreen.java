package gomoku.ui;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.math.Interpolation;
import com.badlogic.gdx.math.Vector2;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
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
final class PlayScreen extends StageScreen implements MatchListener {
  private final Match match;
  private final BoardActor board;
  private final PlayPanel panel;
  private final SearchWords searchWords;
  private final StudyControls study;
  private final ActionSheet sheet;
  private boolean showThinking = true;
  private Banner banner;
  private HelpOverlay help;
  private PointPopup pointPopup;
  /** A picture of the board is due after the next frame (drawn with move numbers, nothing over the board). */
  private boolean picturePending;
  private Swap2Choices swap2Choices;
  private DrawOffer drawOffer;
  /** The colour the computer is thinking for, until its move is placed (-1: none). */
  private int thinkingColour = -1;

  PlayScreen(GomokuGame game, Match match) {
    super(game);
    this.match = match;
    this.searchWords = new SearchWords(texts, match);
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
    panel = new PlayPanel(assets, texts, match,
        Gdx.input.isPeripheralAvailable(com.badlogic.gdx.Input.Peripheral.HardwareKeyboard), new MoveList.Picks() {
          @Override
          public void move(int number) {
            showMove(number);
          }

          @Override
          public void variation(int number, int move) {
            study.enterVariation(number, move);
          }
        });
    study = new StudyControls(this, game, match, panel, board, stage);
    sheet = new ActionSheet(this, panel);
    wireButtons();
    stage.addActor(panel);
    stage.addListener(new PlayKeys(this, stage));
    refresh();
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
    PlayPanel.onPress(panel.first, () -> step(Integer.MIN_VALUE), after);
    PlayPanel.onPress(panel.back, () -> step(-1), after);
    PlayPanel.onPress(panel.forward, () -> step(1), after);
    PlayPanel.onPress(panel.last, () -> step(Integer.MAX_VALUE), after);
    PlayPanel.onPress(panel.copy, this::copyGame, after);
    PlayPanel.onPress(panel.picture, this::savePicture, after);
    PlayPanel.onPress(panel.load, this::showLoadDialog, after);
    PlayPanel.onPress(panel.help, this::toggleHelp, after);
    PlayPanel.onPress(panel.resign, this::resign, after);
    PlayPanel.onPress(panel.draw, this::offerDraw, after);
    PlayPanel.onPress(panel.more, sheet::toggle, () -> {});
    for (TextButton b : panel.buttons()) {
      if (b != panel.more) {
        b.addListener(new com.badlogic.gdx.scenes.scene2d.utils.ChangeListener() {
          @Override
          public void changed(ChangeEvent event, com.badlogic.gdx.scenes.scene2d.Actor actor) {
            if (panel.inSheet(b) && !(b == panel.analyse || b == panel.thinking || b == panel.numbers)) {
              sheet.close(); // done: the board shows what it did (switches stay open, to try the next)
            }
          }
        });
      }
    }
  }

  @Override
  public void render(float delta) {
    match.update();
    showSwap2Choices();
    if (match.hasClock()) {
      panel.clocks.setText(texts.colour(Stone.BLACK) + " " + SearchWords.clockText(match.timeLeft(Stone.BLACK))
          + "   " + texts.colour(Stone.WHITE) + " " + SearchWords.clockText(match.timeLeft(Stone.WHITE)));
    }
    if (match.isThinking()) {
      panel.setStatus(texts.status(match.status()));
      panel.showDetails(searchWords.progress(showThinking));
    } else if (match.isAnalysisMode()) {
      panel.showDetails(searchWords.analysis());
    } else {
      panel.showDetails("");
    }
    study.showReview();
    boolean hadNumbers = board.showNumbers();
    if (picturePending) {
      board.setShowNumbers(true);
      setOverlaysVisible(false);
    }
    super.render(delta);
    if (picturePending) {
      picturePending = false;
      savePictureNow();
      board.setShowNumbers(hadNumbers);
      setOverlaysVisible(true);
      game.redraws().request();
    }
    if (panel.moves.takeChanged()) {
      study.logMoveList();
    }
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

  // ---- commands (the panel's buttons and the keys) ---------------------------------------------

  void undo() {
    match.undo();
  }

  void redo() {
    match.redo();
  }

  /** Steps through the game: -1 back, 1 forward, MIN_VALUE to the start, MAX_VALUE to the last move. */
  void step(int moves) {
    if (refusedUnderClock()) {
      return;
    }
    match.step(moves);
  }

  /** Under a clock the game in progress is not looked back through; said when asked. */
  private boolean refusedUnderClock() {
    if (!match.clockForbidsReview()) {
      return false;
    }
    refuse(texts.get("msg.noReviewUnderClock"));
    return true;
  }

  /**
   * The move list's or the graph's pick: the game as it was after move {@code number} (a review against the
   * computer); the move on the board itself, in a variation: the variation's menu.
   */
  void showMove(int number) {
    if (number == match.state().moveCount() && match.tree().inVariation()) {
      study.showVariationMenu();
      return;
    }
    if (refusedUnderClock()) {
      return;
    }
    Gdx.app.log(GomokuGame.LOG_TAG, "move list: show move " + number);
    match.step(number - match.state().moveCount());
    refresh();
  }

  /** While reviewing: the game goes on from the move shown (the later moves are dropped). True if it did. */
  boolean playOnFromHere() {
    if (match.isReviewing()) {
      match.playOnFromHere();
      say(texts.format("msg.playOn", match.state().moveCount()));
      return true;
    }
    return false;
  }

  /**
   * An arrow key: the board's keyboard cursor appears (on the last move, or the centre) or moves a point, staying on
   * the board. Columns run left to right, rows top to bottom ({@code dy} 1: one row down the screen).
   */
  void moveCursor(int dx, int dy) {
    int n = match.state().size();
    int at = board.cursor();
    if (at < 0) {
      java.util.List<Integer> moves = match.state().moves();
      int last = moves.isEmpty() ? gomoku.rules.GameState.PASS : moves.get(moves.size() - 1);
      at = last >= 0 ? last : (n / 2) * n + n / 2;
    } else {
      int x = Math.max(0, Math.min(n - 1, at % n + dx));
      int y = Math.max(0, Math.min(n - 1, at / n + dy));
      at = y * n + x;
    }
    board.setCursor(at);
    game.redraws().request();
    Gdx.app.log(GomokuGame.LOG_TAG, "cursor: " + Notation.name(n, at));
  }

  /** Enter or Space with the cursor shown: plays (or proposes) there as a click would. False when there is none. */
  boolean playAtCursor() {
    if (board.cursor() < 0 || !match.acceptsPersonMove()) {
      return false;
    }
    boardClicked(board.cursor());
    return true;
  }

  void toggleNumbers() {
    board.setShowNumbers(!board.showNumbers());
    panel.numbers.setChecked(board.showNumbers());
  }

  /** The person (the side to move between people) gives up: the result shows as for any other ending. */
  void resign() {
    int colour = match.personColour();
    if (colour == 0 || match.isOver()) {
      return;
    }
    ConfirmDialog.show(this, "resign", texts.format("play.resignQuestion", texts.colour(colour)),
        texts.get("play.resign"), () -> {
          if (!match.isOver() && match.personColour() == colour) {
            Gdx.app.log(GomokuGame.LOG_TAG, "resign: " + Stone.name(colour));
            match.resign();
          }
        });
  }

  /** A draw offer: the computer answers at once; between people the other one is asked over the board. */
  void offerDraw() {
    int offering = match.personColour();
    gomoku.game.Match.DrawAnswer answer = match.offerDraw();
    Gdx.app.log(GomokuGame.LOG_TAG, "draw offered: " + answer);
    if (answer == gomoku.game.Match.DrawAnswer.DECLINED) {
      say(texts.get("msg.drawDeclined"), "caution");
    } else if (answer == gomoku.game.Match.DrawAnswer.ASK_OPPONENT) {
      closeDrawOffer();
      drawOffer = new DrawOffer(assets, texts, offering, overlayWidth(), () -> {
        closeDrawOffer();
        Gdx.app.log(GomokuGame.LOG_TAG, "draw accepted");
        match.agreeDraw();
        refresh();
      }, () -> {
        closeDrawOffer();
        say(texts.format("msg.drawRefused", texts.colour(3 - offering)), "caution");
      });
      placeOverPanel(drawOffer);
      stage.addActor(drawOffer);
      logCentre("draw offer: accept", drawOffer.accept);
      logCentre("draw offer: decline", drawOffer.decline);
      Gdx.app.log(GomokuGame.LOG_TAG, "draw offer shown");
    }
  }

  private void closeDrawOffer() {
    if (drawOffer != null) {
      drawOffer.remove();
      drawOffer = null;
    }
  }

  /** The Hint button is Play on while a game is reviewed: a touch screen has no Enter key. */
  private void hintOrPlayOn() {
    if (match.isReviewing()) {
      playOnFromHere();
    } else {
      askHint();
    }
  }

  void askHint() {
    if (match.requestHint()) {
      say(texts.get("msg.lookingForHint"));
    }
  }

  void toggleAnalysis() {
    boolean on = !match.isAnalysisMode();
    match.setAnalysisMode(on);
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
    game.toggleSound();
    say(texts.get(game.soundOn() ? "msg.soundOn" : "msg.soundOff"));
  }

  /** Esc: closes the help if it is open, else back to the menu. */
  void escape() {
    if (sheet.isOpen()) {
      sheet.close();
    } else if (help != null) {
      toggleHelp();
    } else {
      toMenu();
    }
  }

  /** To the menu, the game saved as it is now: the time spent on this move is not given back by Continue. */
  void toMenu() {
    saveNow();
    game.showMenu();
  }

  /** The window closes or the app goes to the background: the clocks are kept as they are now. */
  @Override
  public void pause() {
    saveNow();
  }

  /** P: the board with move numbers as a PNG (desktop: a file beside the records; browser: a download). */
  void savePicture() {
    if (game.boardImages() == null) {
      refuse(texts.get("msg.noPictures"));
      return;
    }
    picturePending = true;
    game.redraws().request();
  }

  private void savePictureNow() {
    // The wood's rim reaches a few units past the board's bounds.
    Vector2 topLeft = stage.stageToScreenCoordinates(new Vector2(board.getX() - 6, board.getTop() + 6));
    Vector2 bottomRight = stage.stageToScreenCoordinates(new Vector2(board.getRight() + 6, board.getY() - 8));
    int x = Math.max(0, Math.round(topLeft.x));
    int top = Math.max(0, Math.round(topLeft.y));
    int width = Math.min(Gdx.graphics.getWidth() - x, Math.round(bottomRight.x - topLeft.x));
    int height = Math.min(Gdx.graphics.getHeight() - top, Math.round(bottomRight.y - topLeft.y));
    String name = "gomoku-" + System.currentTimeMillis() / 1000 + ".png";
    try {
      String where = game.boardImages().save(x, top, width, height, name);
      Gdx.app.log(GomokuGame.LOG_TAG, "picture: " + where + ", " + width + "x" + height);
      say(texts.format("msg.picture", where.substring(Math.max(where.lastIndexOf('/'), where.lastIndexOf('\\')) + 1)));
    } catch (java.io.IOException | RuntimeException e) {
      Gdx.app.log(GomokuGame.LOG_TAG, "picture failed: " + e.getMessage());
      refuse(texts.format("msg.pictureFailed", String.valueOf(e.getMessage())));
    }
  }

  /** What may stand over the board: hidden while its picture is taken. */
  private void setOverlaysVisible(boolean visible) {
    for (com.badlogic.gdx.scenes.scene2d.Actor a : new com.badlogic.gdx.scenes.scene2d.Actor[] {banner, help,
      pointPopup, drawOffer}) {
      if (a != null) {
        a.setVisible(visible);
      }
    }
  }

  /** The game so far as a move string, to the clipboard (and the log). */
  void copyGame() {
    String moves = match.state().moveString();
    Gdx.app.log(GomokuGame.LOG_TAG, "record: " + moves);
    if (moves.isEmpty()) {
      say(texts.get("msg.nothingToCopy"), "caution");
      return;
    }
    String link = game.linkTo(match.state(), match.tree());
    if (link != null) { // the browser: a link opens the game for whoever gets it
      Gdx.app.getClipboard().setContents(link);
      Gdx.app.log(GomokuGame.LOG_TAG, "link: " + link);
      say(texts.get("msg.linkCopied"));
      return;
    }
    Gdx.app.getClipboard().setContents(moves);
    say(texts.format("msg.copied", moves.length() > 40 ? moves.substring(0, 40) + "…" : moves));
  }

  void showLoadDialog() {
    new LoadDialog(game, match.settings(), match.timeLeft(Stone.BLACK), match.timeLeft(Stone.WHITE)).show(stage);
  }

  /** Ctrl+S on the desktop: the game as a PSQ file in ~/Gomoku (the message names the file). */
  void saveRecord() {
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
    } catch (java.io.IOException | IllegalArgumentException e) {
      Gdx.app.log(GomokuGame.LOG_TAG, "save failed: " + e.getMessage());
      refuse(texts.format("msg.saveFailed", String.valueOf(e.getMessage())));
    }
  }

  /** The help over the board (the Help button, F1 or ?); the same, Esc or a tap closes it. */
  void toggleHelp() {
    if (help != null) {
      help.remove();
      help = null;
      Gdx.app.log(GomokuGame.LOG_TAG, "help closed");
      return;
    }
    help = new HelpOverlay(assets, texts, HelpOverlay.Platform.current(game), Math.min(720, stage.getWidth() - 24),
        stage.getHeight() - 24, this::toggleHelp);
    help.setPosition((stage.getWidth() - help.getWidth()) / 2, (stage.getHeight() - help.getHeight()) / 2);
    stage.addActor(help);
    help.takeScrollFocus();
    logCentre("help: close", help.closeButton);
    Gdx.app.log(GomokuGame.LOG_TAG, "help shown");
  }

  /** Every button's state from the match's. */
  void refresh() {
    panel.undo.setDisabled(!match.canUndo());
    panel.redo.setDisabled(!match.canRedo());
    panel.hint.setText(texts.get(match.isReviewing() ? "play.playOn" : "play.hint"));
    panel.hint.setDisabled(!match.isReviewing() && !match.acceptsPersonMove());
    panel.pause.setDisabled(match.isOver()); // nothing left to pause
    panel.resign.setDisabled(match.personColour() == 0);
    panel.draw.setDisabled(match.personColour() == 0);
    boolean clocked = match.clockForbidsReview();
    panel.first.setDisabled(clocked || !match.canUndo());
    panel.back.setDisabled(clocked || !match.canUndo());
    panel.forward.setDisabled(clocked || !match.canRedo());
    panel.last.setDisabled(clocked || !match.canRedo());
    panel.setStatus(texts.status(match.status()));
    panel.moves.show(match.state(), match.line(), match.tree());
  }

  /** Keeps the game as it is now; the first save that fails is said in words (the last good one stays). */
  void saveNow() {
    String problem = game.saveProgress(match);
    if (problem != null) {
      refuse(texts.get("msg.notSaved"));
      ConfirmDialog.tell(this, "save problem", problem);
    }
  }

  /** An information in neutral text: a hint, a switch turned on or off, a copy or a save. */
  void say(String text) {
    say(text, "default");
  }

  /** A refusal in red: a move that cannot be played, a save that failed. */
  private void refuse(String text) {
    say(text, "warning");
  }

  void say(String text, String style) {
    panel.say(text, style);
    Gdx.app.log(GomokuGame.LOG_TAG, "message: " + text);
  }

  // ---- the board -------------------------------------------------------------------------------

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

  /** The right-click / long-press popup: what a stone on the point would make for each colour. */
  private void showPointReport(int point, float stageX, float stageY) {
    if (pointPopup != null) {
      pointPopup.remove();
    }
    game.redraws().request(); // a long press is noticed between frames: nothing else asks for one
    String name = Notation.name(match.state().size(), point);
    Gdx.app.log(GomokuGame.LOG_TAG, "inspect: " + name + "|"
        + gomoku.engine.PointReport.describe(match.state(), point).replace('\n', '|'));
    pointPopup = new PointPopup(assets, name + "\n" + texts.pointReport(match.state(), point),
        Math.min(overlayWidth(), 520));
    placeOverPanel(pointPopup); // the stones it describes stay in sight
    stage.addActor(pointPopup);
    Gdx.app.log(GomokuGame.LOG_TAG, "popup: " + pointPopup.lines + " lines, " + Math.round(pointPopup.getWidth()) + "x"
        + Math.round(pointPopup.getHeight()));
  }

  /** The swap2 choices over the board while a person has to make one. */
  private void showSwap2Choices() {
    if (!match.awaitsSwap2Choice()) {
      if (swap2Choices != null) {
        swap2Choices.remove();
        swap2Choices = null;
      }
      return;
    }
    if (swap2Choices != null) {
      return;
    }
    swap2Choices = new Swap2Choices(assets, texts, match, overlayWidth(), () -> {
      showSwap2Choices();
      refresh();
    });
    placeOverPanel(swap2Choices); // the stones it asks about stay in sight
    stage.addActor(swap2Choices);
    logBounds("swap2 choices", swap2Choices);
    Gdx.app.log(GomokuGame.LOG_TAG, "swap2 choices shown: " + match.swap2Phase());
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
      say(texts.format("msg.swap2Chosen", texts.get("swap2.choice." + choice.name())));
    }
    panel.showPlayers(texts);
    refresh();
  }

  @Override
  public void stonePlaced(int point, int colour, int moveNumber) {
    closeDrawOffer(); // a move instead of an answer plays on
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
    game.playStoneSound();
    int run = point >= 0 ? gomoku.rules.WinDetector.longestRun(match.state().board(), point) : 0;
    if (run > 5 && !match.isOver()) {
      say(texts.format("msg.overlineNoWin", run), "caution"); // the standard rule: exactly five wins
    }
    refresh();
  }

  @Override
  public void stoneRemoved(int point, int moveNumber) {
    closeDrawOffer();
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
    game.startMatch(match.settings().rematch());
  }

  private void showBanner(String text) {
    if (banner != null) {
      banner.remove();
    }
    // Between computers there is no loser to give the other colour: the same game again, to watch.
    String again = texts.get(match.settings().computersOnly() ? "banner.another" : "banner.rematch");
    banner = new Banner(assets, texts, text, again, overlayWidth(), this::playAgainSwapped, () -> {
      banner.hide();
      banner = null;
    });
    stage.addActor(banner);
    placeOverPanel(banner);
    logBounds("banner", banner);
    banner.getColor().a = 0;
    banner.setY(banner.getY() + 30);
    // The log line marks the end of the animation, when the last stone has landed too: tests wait for it
    // before a screenshot, instead of guessing a delay.
    banner.addAction(Actions.sequence(Actions.delay(0.5f),
        Actions.parallel(Actions.fadeIn(0.35f), Actions.moveBy(0, -30, 0.35f, Interpolation.pow2Out)),
        Actions.run(() -> Gdx.app.log(GomokuGame.LOG_TAG, "banner shown: " + text))));
  }

  // ---- layout ----------------------------------------------------------------------------------

  /** "NAME: left,top to right,bottom" in screen pixels (top down, as the layout line), for tests. */
  private void logBounds(String name, com.badlogic.gdx.scenes.scene2d.Actor a) {
    Vector2 low = stage.stageToScreenCoordinates(a.localToStageCoordinates(new Vector2(0, 0)));
    Vector2 high = stage.stageToScreenCoordinates(a.localToStageCoordinates(new Vector2(a.getWidth(), a.getHeight())));
    Gdx.app.log(GomokuGame.LOG_TAG, name + ": " + Math.round(low.x) + "," + Math.round(high.y) + " to "
        + Math.round(high.x) + "," + Math.round(low.y));
  }

  /** The widest an overlay may be: the panel's width, less a margin. */
  float overlayWidth() {
    return panel.getWidth() - 16;
  }

  /**
   * A question or a result goes over the top of the panel (its title, status and moves), never over the board, whose
   * stones it is about; the panel's buttons stay in reach below it.
   */
  void placeOverPanel(com.badlogic.gdx.scenes.scene2d.Actor overlay) {
    float top = panel.getY() + panel.getHeight() - 8;
    float y = Math.max(Math.min(top - overlay.getHeight(), stage.getHeight() - overlay.getHeight()), 0);
    overlay.setPosition(panel.getX() + (panel.getWidth() - overlay.getWidth()) / 2, y);
  }

  /** Space around the board and the panel, in world units. */
  private static float gap(float width, float height) {
    return Math.min(width, height) < 600 ? 8 : 24;
  }

  @Override
  protected void layout(float width, float height) {
    float gap = gap(width, height);
    // Upright (a phone, a tall window): the board across the top, the panel under it. Else side by side.
    boolean below = height > width * 1.15f;
    if (below) {
      layOutUpright(width, height);
    } else {
      boolean shortWindow = height < 600;
      float panelWidth = shortWindow ? Math.max(300, Math.min(460, width - height)) : 330;
      panel.arrange(shortWindow ? PlayPanel.Shape.SHORT_COLUMN : PlayPanel.Shape.COLUMN, panelWidth, height - 2 * gap);
      panel.setWidth(panelWidth);
      panel.validate();
      float panelHeight = Math.min(height - 2 * gap, panel.getPrefHeight());
      float side = Math.min(height - 2 * gap, width - panelWidth - 3 * gap);
      float x = (width - side - gap - panelWidth) / 2;
      // Tops aligned, the taller of the two centred in the window.
      float top = (height + Math.max(side, panelHeight)) / 2;
      board.setBounds(x, top - side, side, side);
      panel.setBounds(x + side + gap, top - panelHeight, panelWidth, panelHeight);
    }
    if (!below) {
      board.setMargin(BoardSurface.MARGIN);
      sheet.close();
    }
    if (banner != null) {
      placeOverPanel(banner);
    }
    for (com.badlogic.gdx.scenes.scene2d.Actor a : new com.badlogic.gdx.scenes.scene2d.Actor[] {swap2Choices,
      drawOffer, pointPopup}) {
      if (a != null) {
        placeOverPanel(a);
      }
    }
    if (help != null) {
      toggleHelp();
      toggleHelp(); // laid out again for the new size
    }
    logLayout();
  }

  /** Where the board's corner points are on screen, for people reading the log and for end-to-end tests. */
  /**
   * Upright (a phone): the board edge to edge across the top (its wood's rim just inside the screen), the panel in
   * all the height under it. A short window shrinks the board so that the panel keeps one row of moves.
   */
  private void layOutUpright(float width, float height) {
    float rim = 4; // the board's rim is drawn 4 units outside it: it meets the screen's edges
    float panelWidth = width - 8;
    board.setMargin(BoardSurface.NARROW_MARGIN);
    panel.arrange(PlayPanel.Shape.BELOW, panelWidth, 0);
    panel.setWidth(panelWidth);
    panel.validate();
    float leastPanel = panel.getPrefHeight();
    float side = Math.min(width - 2 * rim, height - leastPanel - 2 * rim - 10);
    float boardTop = height - rim;
    board.setBounds((width - side) / 2, boardTop - side, side, side);
    float panelTop = board.getY() - rim - 4;
    panel.arrange(PlayPanel.Shape.BELOW, panelWidth, panelTop - 4);
    panel.validate();
    float panelHeight = Math.min(panelTop - 4, panel.getPrefHeight());
    panel.setBounds(4, panelTop - panelHeight, panelWidth, panelHeight);
    if (sheet.isOpen()) {
      sheet.place();
    }
  }

  private void logLayout() {
    logBoardLayout(board);
    panel.validate();
    String[] names = panel.buttonNames();
    TextButton[] buttons = panel.buttons();
    for (int i = 0; i < buttons.length; i++) {
      if (panel.inSheet(buttons[i])) {
        Gdx.app.log(GomokuGame.LOG_TAG, "panel: " + names[i] + " at sheet"); // ⋯ opens the sheet; see "sheet:"
      } else if (buttons[i].getStage() != null) {
        logCentre("panel: " + names[i], buttons[i]);
      }
    }
    Vector2 graphLow = panel.graph.localToStageCoordinates(new Vector2(0, 0));
    Vector2 graphHigh =
        panel.graph.localToStageCoordinates(new Vector2(panel.graph.getWidth(), panel.graph.getHeight()));
    stage.stageToScreenCoordinates(graphLow);
    stage.stageToScreenCoordinates(graphHigh);
    Gdx.app.log(GomokuGame.LOG_TAG, "graph: " + Math.round(graphLow.x) + "," + Math.round(graphHigh.y) + " to "
        + Math.round(graphHigh.x) + "," + Math.round(graphLow.y) + ", " + WinChanceGraph.MIN_COLUMNS
        + " columns or more");
  }

  @Override
  public void dispose() {
    match.dispose();
    match.removeListener(board);
    match.removeListener(this);
    super.dispose();
  }
}
