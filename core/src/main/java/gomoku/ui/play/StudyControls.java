package gomoku.ui.play;

import gomoku.ui.Assets;
import gomoku.ui.board.BoardActor;
import gomoku.ui.Texts;
import gomoku.ui.GomokuGame;

import com.badlogic.gdx.Gdx;
import gomoku.game.Match;
import gomoku.rules.Notation;

/**
 * The play screen's study commands: stepping through the game, review, solve, variations (enter, promote, delete) and the board editor, with what
 * the panel says of them and the log lines tests read.
 */
final class StudyControls {
  private final PlayScreen screen;
  private final GomokuGame game;
  private final Match match;
  private final Texts texts;
  private final Assets assets;
  private final PlayPanel panel;
  private final BoardActor board;
  private final com.badlogic.gdx.scenes.scene2d.Stage stage;
  private final ReviewWords reviewWords;
  private String reviewShown = "";
  private VariationMenu variationMenu;

  StudyControls(PlayScreen screen, GomokuGame game, Match match, PlayPanel panel, BoardActor board,
      com.badlogic.gdx.scenes.scene2d.Stage stage) {
    this.screen = screen;
    this.game = game;
    this.match = match;
    this.texts = game.texts();
    this.assets = game.assets();
    this.panel = panel;
    this.board = board;
    this.stage = stage;
    this.reviewWords = new ReviewWords(texts, match);
  }

  /** Steps through the game: -1 back, 1 forward, MIN_VALUE to the start, MAX_VALUE to the last move. */
  void step(int moves) {
    if (refusedUnderClock()) {
      return;
    }
    match.replay().step(moves);
  }

  /** Under a clock the game in progress is not looked back through; said when asked. */
  private boolean refusedUnderClock() {
    if (!match.clockForbidsReview()) {
      return false;
    }
    screen.refuse(texts.get("msg.noReviewUnderClock"));
    return true;
  }

  /**
   * The move list's or the graph's pick: the game as it was after move {@code number} (a review against the
   * computer); the move on the board itself, in a variation: the variation's menu.
   */
  void showMove(int number) {
    if (number == match.state().moveCount() && match.tree().inVariation()) {
      showVariationMenu();
      return;
    }
    if (refusedUnderClock()) {
      return;
    }
    Gdx.app.log(GomokuGame.LOG_TAG, "move list: show move " + number);
    match.replay().step(number - match.state().moveCount());
    screen.refresh();
  }

  /** While reviewing: the game goes on from the move shown (the later moves are dropped). True if it did. */
  boolean playOnFromHere() {
    if (match.isReviewing()) {
      match.playOnFromHere();
      screen.say(texts.format("msg.playOn", match.state().moveCount()));
      return true;
    }
    return false;
  }

  /** The move list's alternative: {@code move} instead of move {@code number}. */
  void enterVariation(int number, int move) {
    String name = Notation.name(match.state().size(), move);
    if (match.replay().enter(number, move)) {
      Gdx.app.log(GomokuGame.LOG_TAG, "variation: " + name + " as move " + number);
      screen.say(texts.format("msg.variation", name, number));
    }
    screen.refresh();
  }

  /**
   * After a review: the positions where a person missed a win or blundered that the threat search proves become the
   * player's own puzzles (Puzzles, Mine), once per game's line. The proofs are made a piece at a time between frames
   * ({@link #makeMistakePuzzles}).
   */
  void keepMistakesAsPuzzles() {
    String line = gomoku.rules.Notation.moveString(match.state().size(), match.line());
    if (line.equals(keptFrom)) {
      return;
    }
    keptFrom = line;
    mistakes = new gomoku.game.MistakePuzzles(match);
  }

  /** The puzzles being made from the last review, or null. */
  private gomoku.game.MistakePuzzles mistakes;

  /** Whether puzzles are being made (the screen keeps drawing frames for it). */
  boolean makingPuzzles() {
    return mistakes != null;
  }

  /**
   * A few milliseconds of the puzzles' proofs (each piece is one bounded threat search), once a frame; when all are
   * made, they are kept and the player is told.
   */
  void makeMistakePuzzles() {
    if (mistakes == null) {
      return;
    }
    long until = System.currentTimeMillis() + MAKING_MILLIS;
    while (!mistakes.done() && System.currentTimeMillis() < until) {
      mistakes.step();
    }
    if (!mistakes.done()) {
      return;
    }
    java.util.List<gomoku.game.Puzzle> mine = mistakes.made();
    mistakes = null;
    Gdx.app.log(GomokuGame.LOG_TAG, "my puzzles: " + mine.size() + " from the review" + kinds(mine));
    if (!mine.isEmpty()) {
      String key = "myPuzzles." + match.settings().rule.name();
      game.setPuzzles(key, gomoku.game.MyPuzzles.add(game.puzzles(key), mine));
      screen.say(texts.format("msg.myPuzzlesKept", mine.size()));
    }
  }

  /** Milliseconds of proofs a frame: a frame at 60 a second keeps room to draw. */
  private static final int MAKING_MILLIS = 8;

  private static String kinds(java.util.List<gomoku.game.Puzzle> puzzles) {
    StringBuilder sb = new StringBuilder();
    for (gomoku.game.Puzzle p : puzzles) {
      sb.append(sb.length() == 0 ? " (" : ", ").append(p.kind.name().toLowerCase());
    }
    return sb.length() == 0 ? "" : sb.append(')').toString();
  }

  /** The line whose mistakes were last kept as puzzles. */
  private String keptFrom;

  /** Over the board: promote or delete the variation the game is in (V, or a tap on its move in the list). */
  void showVariationMenu() {
    closeVariationMenu();
    if (!match.tree().inVariation()) {
      screen.say(texts.get("msg.mainLine"));
      return;
    }
    variationMenu = new VariationMenu(assets, texts, match.tree().variationStart(), screen.overlayWidth(), () -> {
      closeVariationMenu();
      match.replay().promote();
      Gdx.app.log(GomokuGame.LOG_TAG, "variation promoted: " + gomoku.record.TreeText.write(match.state().size(),
          match.tree()));
      screen.say(texts.get(match.tree().inVariation() ? "msg.promoted" : "msg.promotedMain"));
      screen.saveNow();
      screen.refresh();
    }, () -> {
      closeVariationMenu();
      match.replay().delete();
      Gdx.app.log(GomokuGame.LOG_TAG, "variation deleted: " + gomoku.record.TreeText.write(match.state().size(),
          match.tree()));
      screen.say(texts.get("msg.variationDeleted"));
      screen.saveNow();
      screen.refresh();
    }, this::closeVariationMenu);
    screen.placeOverPanel(variationMenu);
    stage.addActor(variationMenu);
    screen.logCentre("variation menu: promote", variationMenu.promote);
    screen.logCentre("variation menu: delete", variationMenu.delete);
    Gdx.app.log(GomokuGame.LOG_TAG, "variation menu shown");
  }

  void closeVariationMenu() {
    if (variationMenu != null) {
      variationMenu.remove();
      variationMenu = null;
    }
  }

  /** The board editor with the stones on the board (E). */
  void editPosition() {
    game.openEditor(match.settings(), match.state());
  }

  /**
   * Find a forced win in the position on the board (F, or the Solve button); pressed again on the same position, the
   * other side's, as if the side to move passed: what it threatens.
   */
  void solve() {
    gomoku.game.Solution last = match.study().solution();
    boolean threat = last != null && !last.threat && last.position.equals(match.state().moves());
    if (match.study().solve(threat)) {
      Gdx.app.log(GomokuGame.LOG_TAG, (threat ? "solving threat: " : "solving: ") + match.state().moveString());
      int side = match.state().sideToMove();
      screen.say(threat
          ? texts.format("msg.solvingThreat", texts.colour(3 - side), texts.colour(side),
              gomoku.game.MatchStudy.SOLVE_MILLIS / 1000)
          : texts.format("msg.solving", gomoku.game.MatchStudy.SOLVE_MILLIS / 1000));
    } else {
      screen.say(texts.get("msg.cannotSolve"), "caution");
    }
  }

  /** The solver's answer: logged for tests, shown at once. */
  void solved(gomoku.game.Solution solution) {
    StringBuilder line = new StringBuilder();
    for (int p : solution.line.length > 0 ? solution.line : solution.defences) {
      line.append(' ').append(Notation.name(match.state().size(), p));
    }
    Gdx.app.log(GomokuGame.LOG_TAG, (solution.threat ? "solved threat: " : "solved: ") + solution.kind + line);
    panel.endMessage();
    screen.refresh();
  }

  /** Reviews the game at a second a position; pressed again, at three. */
  void startReview() {
    gomoku.game.GameReview r = match.review();
    boolean first = !r.isReviewing();
    int millis = first ? gomoku.game.GameReview.REVIEW_MILLIS : gomoku.game.GameReview.DEEP_REVIEW_MILLIS;
    if (!first && r.millisPerPosition() >= millis) {
      screen.say(texts.get("msg.reviewDone"));
      return;
    }
    match.startReview(millis);
    Gdx.app.log(GomokuGame.LOG_TAG, "review started: " + millis + " ms a position");
    screen.say(texts.format(first ? "msg.reviewStarted" : "msg.reviewDeeper", millis / 1000));
  }

  /** The review's words under the graph; each change goes to the log, which tests read. */
  void showReview() {
    String text = reviewWords.text();
    if (!text.equals(reviewShown)) {
      reviewShown = text;
      panel.showReview(text);
      if (!text.isEmpty()) {
        Gdx.app.log(GomokuGame.LOG_TAG, "review: " + text);
      }
    }
    // The end is told when the review completes, even when its last look (often an alternative move's) left the
    // words as they were: otherwise its mistakes were never kept as puzzles.
    boolean complete = match.review().isReviewing() && match.review().isComplete();
    if (complete && !reviewEndTold) {
      Gdx.app.log(GomokuGame.LOG_TAG, "review marks:" + reviewWords.marks());
      keepMistakesAsPuzzles();
    }
    reviewEndTold = complete;
  }

  /** Whether the review's end has been told (its marks logged, its mistakes kept as puzzles) since it completed. */
  private boolean reviewEndTold;

  /** What {@link #logListView} said last (null: nothing yet). */
  private Boolean inViewLogged;

  /** Whether the move on the board is in the list's view, logged each time it changes (for tests and log readers). */
  void logListView() {
    if (panel.moves.current() == null) {
      return;
    }
    boolean inView = panel.moves.currentInView();
    if (inViewLogged == null || inView != inViewLogged) {
      inViewLogged = inView;
      Gdx.app.log(GomokuGame.LOG_TAG, "move list: current in view: " + inView);
    }
  }

  /** Where the move list's alternatives and the move on the board are on screen, for tests that tap them. */
  void logMoveList() {
    for (java.util.Map.Entry<String, com.badlogic.gdx.scenes.scene2d.ui.Label> e : panel.moves.alternatives
        .entrySet()) {
      screen.logCentre("move list: " + e.getKey(), e.getValue());
    }
    if (panel.moves.current() != null && match.tree().inVariation()) {
      screen.logCentre("move list: current", panel.moves.current());
    }

  }
}
