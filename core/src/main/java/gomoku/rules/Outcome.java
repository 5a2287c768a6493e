package gomoku.rules;

/** How a game stands. */
public enum Outcome {
  ONGOING,
  BLACK_WINS,
  WHITE_WINS,
  /** The board filled up with no winner. */
  DRAW;

  public static Outcome winFor(int colour) {
    return colour == Stone.BLACK ? BLACK_WINS : WHITE_WINS;
  }

  public boolean isOver() {
    return this != ONGOING;
  }
}
