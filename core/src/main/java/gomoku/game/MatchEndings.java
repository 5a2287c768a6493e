package gomoku.game;

import gomoku.rules.GameState;
import gomoku.rules.Outcome;
import gomoku.rules.Stone;
import java.util.List;

/**
 * Ending a game off the board: a person resigns, offers a draw (the computer answers from its own look at the
 * position; a person is asked), or two people agree one. The result is kept in {@link GameEnding}.
 */
public final class MatchEndings {
  /** What became of a draw offer. */
  public enum DrawAnswer {
    ACCEPTED,
    DECLINED,
    /** Between people: the other person accepts or declines ({@link #agreeDraw}). */
    ASK_OPPONENT
  }

  private final Match match;
  private final MatchSettings settings;
  private final GameState state;
  private final GameEnding ending;
  private final List<MatchListener> listeners;

  MatchEndings(Match match, MatchSettings settings, GameState state, GameEnding ending,
      List<MatchListener> listeners) {
    this.match = match;
    this.settings = settings;
    this.state = state;
    this.ending = ending;
    this.listeners = listeners;
  }

  /**
   * The colour a resignation or a draw offer would come from now: between people the side to move, against the
   * computer the person's colour; 0 when there is none (the game is over, or only computers play).
   */
  public int personColour() {
    if (match.isOver() || settings.computersOnly()) {
      return 0;
    }
    if (!settings.hasComputer()) {
      return state.sideToMove();
    }
    return settings.black == PlayerKind.PERSON ? Stone.BLACK : Stone.WHITE;
  }

  /** The person ({@link #personColour}) gives up the game; false when there is no one to resign. */
  public boolean resign() {
    int colour = personColour();
    if (colour == 0) {
      return false;
    }
    match.stopThinking();
    ending.resign(colour);
    for (MatchListener l : listeners) {
      l.gameOver(match.outcome(), null);
    }
    return true;
  }

  /**
   * The person offers a draw. The computer accepts in a level game, late ({@link GameEnding#computerAcceptsDraw}); a
   * person is asked ({@link DrawAnswer#ASK_OPPONENT}).
   */
  public DrawAnswer offerDraw() {
    if (personColour() == 0) {
      return DrawAnswer.DECLINED;
    }
    if (!settings.hasComputer()) {
      return DrawAnswer.ASK_OPPONENT;
    }
    int black = match.review().blackChance(state.moveCount());
    int computer = settings.player(Stone.BLACK) == PlayerKind.COMPUTER ? Stone.BLACK : Stone.WHITE;
    int lookedAt = black < 0 ? -1 : computer == Stone.BLACK ? black : 100 - black;
    if (ending.computerAcceptsDraw(state.moveCount(), lookedAt)) {
      agreeDraw();
      return DrawAnswer.ACCEPTED;
    }
    return DrawAnswer.DECLINED;
  }

  /** Both sides agree: the game ends drawn (between people, after the other accepted the offer). */
  public void agreeDraw() {
    if (match.isOver()) {
      return;
    }
    match.stopThinking();
    ending.agreeDraw();
    for (MatchListener l : listeners) {
      l.gameOver(Outcome.DRAW, null);
    }
  }
}
