package gomoku.game;

import gomoku.engine.SearchInfo;
import gomoku.rules.GameState;

/**
 * What a person asks the engine about the game in play: a hint, a forced win (or what the other side threatens),
 * and the analysis of the position on the board. One thinker serves the game and these questions, so each waits
 * while the computer is to move.
 */
public final class MatchStudy {
  /** "Find a forced win" looks this long. */
  public static final int SOLVE_MILLIS = EngineHelp.SOLVE_MILLIS;

  private final Match match;
  private final EngineHelp help;
  private final ThinkerSlot slot;
  private final GameState state;

  MatchStudy(Match match, EngineHelp help, ThinkerSlot slot, GameState state) {
    this.match = match;
    this.help = help;
    this.slot = slot;
    this.state = state;
  }

  /**
   * Asks the engine which move it would play for the person to move; the answer arrives as a
   * {@link MatchListener#hintShown} event a moment later. False when no hint can be given now.
   */
  public boolean requestHint() {
    if (!help.thinkerFree() || !match.acceptsPersonMove()) {
      return false;
    }
    help.requestHint();
    return true;
  }

  public boolean isHinting() {
    return slot.job() == EngineJob.HINT;
  }

  /**
   * Looks for a forced win in the position on the board for {@link #SOLVE_MILLIS}: the answer arrives as a
   * {@link MatchListener#solved} event; a winning line is added to the game as the way forward, to step through.
   * False when the engine cannot look now (the computer is to move, the game is decided on the board).
   */
  public boolean solve() {
    return solve(false);
  }

  /**
   * As {@link #solve()}; with {@code threat}, for the other side as if it were its move (the side to move passes):
   * whether it threatens a forced win, and its line ({@link Solution#threat}).
   */
  public boolean solve(boolean threat) {
    if (!help.thinkerFree() || state.outcome().isOver() || match.computerAboutToMove()) {
      return false;
    }
    help.solve(threat);
    return true;
  }

  public boolean isSolving() {
    return slot.job() == EngineJob.SOLVE;
  }

  /** The last answer of {@link #solve}, or null (see {@link Solution#position} for where it was found). */
  public Solution solution() {
    return help.solution();
  }

  /**
   * Analysis mode: while a person is to move, the engine looks at the position and reports its best few moves with
   * their scores ({@link #analysis()}), deeper with every iteration. It starts again after every move, undo and
   * redo. Needs a thinker (a match between people gets one too).
   */
  public void setAnalysisMode(boolean on) {
    help.setAnalysisMode(on);
  }

  public boolean isAnalysisMode() {
    return help.isAnalysisMode();
  }

  /** The latest analysis of the current position (top moves and scores), or null. */
  public SearchInfo analysis() {
    return help.analysis();
  }
}
