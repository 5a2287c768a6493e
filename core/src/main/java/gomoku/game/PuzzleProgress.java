package gomoku.game;

/**
 * What a player has done with one rule's puzzles, as the settings keep it: each puzzle unseen, solved, solved with
 * hints or failed; the current streak of puzzles solved without a hint; and a rating that rises with the difficulty
 * of what is solved and falls less for a hard puzzle failed than for an easy one.
 */
public final class PuzzleProgress {
  public enum Mark {
    UNSEEN('.'),
    SOLVED('s'),
    HINTED('h'),
    FAILED('f');

    final char letter;

    Mark(char letter) {
      this.letter = letter;
    }
  }

  /** Where every rating starts. */
  public static final int START_RATING = 1000;

  private final char[] marks;
  private int streak;
  private int rating = START_RATING;

  /** Progress through {@code count} puzzles, read from {@link #toText} (null or unreadable: none yet). */
  public PuzzleProgress(int count, String text) {
    marks = new char[count];
    java.util.Arrays.fill(marks, Mark.UNSEEN.letter);
    if (text == null) {
      return;
    }
    String[] f = text.split(" ");
    if (f.length == 3 && f[0].matches("[0-9]{1,5}") && f[1].matches("[0-9]{1,5}") && f[2].matches("[.shf]*")) {
      streak = Integer.parseInt(f[0]);
      rating = Integer.parseInt(f[1]);
      for (int i = 0; i < Math.min(count, f[2].length()); i++) {
        marks[i] = f[2].charAt(i);
      }
    }
  }

  public String toText() {
    return streak + " " + rating + " " + new String(marks);
  }

  public Mark mark(int index) {
    for (Mark m : Mark.values()) {
      if (m.letter == marks[index]) {
        return m;
      }
    }
    return Mark.UNSEEN;
  }

  public int streak() {
    return streak;
  }

  public int rating() {
    return rating;
  }

  public int solved() {
    int n = 0;
    for (char c : marks) {
      n += c == Mark.SOLVED.letter || c == Mark.HINTED.letter ? 1 : 0;
    }
    return n;
  }

  /**
   * A puzzle ended: solved (with or without hints) or failed. Only the first try counts for the rating and the mark
   * stays at its best (a failed puzzle solved later is marked solved, with hints).
   */
  public void record(int index, int difficulty, boolean solved, boolean hinted) {
    boolean first = marks[index] == Mark.UNSEEN.letter;
    if (solved) {
      boolean clean = !hinted && first;
      marks[index] = clean || marks[index] == Mark.SOLVED.letter ? Mark.SOLVED.letter : Mark.HINTED.letter;
      streak = clean ? streak + 1 : 0;
      if (first) {
        rating += hinted ? 2 * difficulty : 8 * difficulty;
      }
    } else {
      if (first) {
        marks[index] = Mark.FAILED.letter;
        rating = Math.max(0, rating - 4 * (6 - difficulty));
      }
      streak = 0;
    }
  }
}
