package gomoku.rules;

/** The rule variants. Only renju restricts moves; the other two differ in what counts as a win. */
public enum Rule {
  /** Five or more in a row wins, for both colours. */
  FREESTYLE("Freestyle", "five or more in a row wins"),
  /** Exactly five wins; an overline is a legal move that wins for neither side. */
  STANDARD("Standard", "exactly five wins; six or more does not"),
  /** RIF renju: black must make exactly five and may not play double-three, double-four or overline. */
  RENJU("Renju", "black: exactly five, no 3-3, 4-4 or overline");

  public final String title;
  public final String summary;

  Rule(String title, String summary) {
    this.title = title;
    this.summary = summary;
  }

  /** Whether a run of {@code length} stones of {@code colour} (length >= 5) is a winning five. */
  public boolean isWinningRun(int colour, int length) {
    if (length < 5) {
      return false;
    }
    switch (this) {
      case FREESTYLE:
        return true;
      case STANDARD:
        return length == 5;
      default:
        return colour == Stone.WHITE || length == 5;
    }
  }
}
