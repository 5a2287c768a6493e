package gomoku.game;

import gomoku.rules.GameState;
import gomoku.rules.Outcome;
import gomoku.rules.Stone;
import gomoku.rules.Verdict;
import java.util.ArrayList;
import java.util.List;

/**
 * One game being played: the rules' {@link GameState} plus who plays each colour, and the events the screens
 * animate. All moves, from a click or (later) from a computer player, come through here.
 */
public final class Match {
  private final MatchSettings settings;
  private final GameState state;
  private final List<MatchListener> listeners = new ArrayList<>();

  public Match(MatchSettings settings) {
    this.settings = settings.copy();
    this.state = new GameState(settings.rule, settings.size);
  }

  public MatchSettings settings() {
    return settings.copy();
  }

  /** Read-only use: the match changes it only through its own methods. */
  public GameState state() {
    return state;
  }

  public void addListener(MatchListener l) {
    listeners.add(l);
  }

  public void removeListener(MatchListener l) {
    listeners.remove(l);
  }

  public PlayerKind playerToMove() {
    return settings.player(state.sideToMove());
  }

  /** Whether a click on the board may place a stone now. */
  public boolean acceptsPersonMove() {
    return !state.outcome().isOver() && playerToMove() == PlayerKind.PERSON;
  }

  /** A person's move; refused (with an event saying why) when it is not legal or not a person's turn. */
  public Verdict playPersonMove(int point) {
    if (state.outcome().isOver()) {
      return refuse(point, Verdict.GAME_OVER);
    }
    if (playerToMove() != PlayerKind.PERSON) {
      return refuse(point, Verdict.NOT_YOUR_TURN);
    }
    return play(point);
  }

  private Verdict play(int point) {
    int colour = state.sideToMove();
    Verdict v = state.play(point);
    if (!v.isLegal()) {
      return refuse(point, v);
    }
    for (MatchListener l : listeners) {
      l.stonePlaced(point, colour, state.moveCount());
    }
    announceEnd();
    return v;
  }

  public boolean canUndo() {
    return state.canUndo();
  }

  public boolean canRedo() {
    return state.canRedo();
  }

  /** Takes back one move. */
  public void undo() {
    if (!state.canUndo()) {
      return;
    }
    boolean wasOver = state.outcome().isOver();
    int number = state.moveCount();
    int p = state.undo();
    for (MatchListener l : listeners) {
      l.stoneRemoved(p, number);
    }
    if (wasOver) {
      for (MatchListener l : listeners) {
        l.gameResumed();
      }
    }
  }

  /** Plays the last undone move again. */
  public void redo() {
    if (!state.canRedo()) {
      return;
    }
    int colour = state.sideToMove();
    int p = state.redo();
    for (MatchListener l : listeners) {
      l.stonePlaced(p, colour, state.moveCount());
    }
    announceEnd();
  }

  private void announceEnd() {
    Outcome o = state.outcome();
    if (o.isOver()) {
      int[] line = state.winningLine();
      for (MatchListener l : listeners) {
        l.gameOver(o, line);
      }
    }
  }

  private Verdict refuse(int point, Verdict v) {
    for (MatchListener l : listeners) {
      l.moveRefused(point, v);
    }
    return v;
  }

  /** A sentence for the status line: whose turn it is, or how the game ended. */
  public String statusText() {
    Outcome o = state.outcome();
    switch (o) {
      case BLACK_WINS:
        return "Black wins" + how();
      case WHITE_WINS:
        return "White wins" + how();
      case DRAW:
        return "Draw: the board is full";
      default:
        return (state.sideToMove() == Stone.BLACK ? "Black" : "White") + " to move (move " + (state.moveCount() + 1) + ")";
    }
  }

  private String how() {
    int[] line = state.winningLine();
    int n = line == null ? 0 : line.length;
    return n > 5 ? " with an overline of " + n : " with five in a row";
  }
}
