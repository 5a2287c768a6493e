package gomoku.game;

/**
 * Looking through a match's moves: stepping back and forth along the line, a move played instead of one of the line's
 * (entering that variation), a variation made the main line or deleted. With a computer in the game, leaving the
 * latest position is a review: the computer waits until play goes on ({@link Match#playOnFromHere}).
 */
public final class MatchReplay {
  private final Match match;
  private final GameMoves moves;

  MatchReplay(Match match, GameMoves moves) {
    this.match = match;
    this.moves = moves;
  }

  /**
   * One move back ({@code -1}), forward ({@code +1}), or to the first or last move ({@link Integer#MIN_VALUE} /
   * {@link Integer#MAX_VALUE}). Returns whether anything moved.
   */
  public boolean step(int delta) {
    if (!match.mayLeaveLine()) {
      return false;
    }
    match.stopThinking();
    boolean moved = moves.step(delta);
    if (moved) {
      match.startReviewIfComputer();
    }
    return moved;
  }

  /**
   * Plays {@code move} instead of move {@code number} of the line (an alternative the tree holds, or a new one): the
   * game goes back to the position before it and enters that variation. False when the game cannot go back there.
   */
  public boolean enter(int number, int move) {
    if (!match.mayLeaveLine()) {
      return false;
    }
    match.stopThinking();
    boolean entered = moves.enterVariation(number, move);
    if (entered) {
      match.startReviewIfComputer();
    }
    return entered;
  }

  /** Makes the variation the game is in its position's first move (again: the main line). False on the main line. */
  public boolean promote() {
    return moves.promoteVariation();
  }

  /** Deletes the variation the game is in and goes back to where it was tried; false on the main line. */
  public boolean delete() {
    if (match.decidedOffBoard() || moves.tree().stepsOutOfVariation() < 0) {
      return false;
    }
    match.stopThinking();
    return moves.deleteVariation();
  }
}
