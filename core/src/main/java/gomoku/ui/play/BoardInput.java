package gomoku.ui.play;

import gomoku.ui.GomokuGame;
import gomoku.ui.board.BoardActor;

import com.badlogic.gdx.Gdx;
import gomoku.game.Match;
import gomoku.rules.Notation;
import gomoku.rules.Verdict;

/**
 * What a player does on the board: a click or tap plays (or, with confirmed moves, proposes and then plays), a
 * right-click or long press shows what a stone there would make, and the keyboard's cursor walks the points.
 */
final class BoardInput {
  private final PlayScreen screen;
  private final GomokuGame game;
  private final Match match;
  private final BoardActor board;
  private PointPopup pointPopup;

  public BoardInput(PlayScreen screen, GomokuGame game, Match match, BoardActor board) {
    this.screen = screen;
    this.game = game;
    this.match = match;
    this.board = board;
  }

  public PointPopup pointPopup() {
    return pointPopup;
  }

  /** A click or tap on {@code point} (-1: off the grid). */
  public void clicked(int point) {
    if (point < 0) {
      screen.refuse(screen.texts.verdict(Verdict.OFF_BOARD));
      return;
    }
    // Confirming: the first tap on a point a stone could go proposes it, a second tap on it plays it, and a tap
    // elsewhere proposes that point instead. A point that is refused is refused at the first tap, with its reason.
    if (game.confirmMoves() && point != board.pending() && match.acceptsPersonMove()
        && match.state().check(point).isLegal() && match.renju().allowsPoint(point)) {
      board.setPending(point);
      Gdx.app.log(GomokuGame.LOG_TAG, "proposed: " + Notation.name(match.state().size(), point));
      return;
    }
    board.setPending(-1);
    match.playPersonMove(point);
    screen.refresh();
  }

  /** The right-click / long-press popup: what a stone on the point would make for each colour, over the panel. */
  public void showPointReport(int point) {
    if (pointPopup != null) {
      pointPopup.remove();
    }
    game.redraws().request(); // a long press is noticed between frames: nothing else asks for one
    String name = Notation.name(match.state().size(), point);
    Gdx.app.log(GomokuGame.LOG_TAG, "inspect: " + name + "|"
        + gomoku.engine.PointReport.describe(match.state(), point).replace('\n', '|'));
    pointPopup = new PointPopup(screen.assets, name + "\n" + screen.texts.pointReport(match.state(), point),
        Math.min(screen.overlayWidth(), 520));
    screen.placeOverPanel(pointPopup); // the stones it describes stay in sight
    screen.stage.addActor(pointPopup);
    Gdx.app.log(GomokuGame.LOG_TAG, "popup: " + pointPopup.lines + " lines, " + Math.round(pointPopup.getWidth()) + "x"
        + Math.round(pointPopup.getHeight()));
  }

  /**
   * An arrow key: the board's keyboard cursor appears (on the last move, or the centre) or moves a point, staying on
   * the board. Columns run left to right, rows top to bottom ({@code dy} 1: one row down the screen).
   */
  public void moveCursor(int dx, int dy) {
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
  public boolean playAtCursor() {
    if (board.cursor() < 0 || !match.acceptsPersonMove()) {
      return false;
    }
    clicked(board.cursor());
    return true;
  }
}
