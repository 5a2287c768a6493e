package gomoku.rules;

/** Whether a move may be played now, and if not, why — worded for the player who tried it. */
public enum Verdict {
  LEGAL("legal"),
  OFF_BOARD("that is not a point on the board"),
  OCCUPIED("that point is already taken"),
  GAME_OVER("the game is over"),
  NOT_YOUR_TURN("wait: it is not your turn"),
  /** The opening rule does not allow it now (its step says why: {@code gomoku.game.RenjuOpening#refusal}). */
  OPENING_RULE("the opening rule does not allow it"),
  FORBIDDEN_DOUBLE_THREE("forbidden for black: double three (3-3)"),
  FORBIDDEN_DOUBLE_FOUR("forbidden for black: double four (4-4)"),
  FORBIDDEN_OVERLINE("forbidden for black: overline (six or more)");

  public final String message;

  Verdict(String message) {
    this.message = message;
  }

  public boolean isLegal() {
    return this == LEGAL;
  }

  static Verdict of(Forbidden f) {
    switch (f) {
      case DOUBLE_THREE:
        return FORBIDDEN_DOUBLE_THREE;
      case DOUBLE_FOUR:
        return FORBIDDEN_DOUBLE_FOUR;
      case OVERLINE:
        return FORBIDDEN_OVERLINE;
      default:
        return LEGAL;
    }
  }
}
