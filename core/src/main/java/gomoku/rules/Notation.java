package gomoku.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * Point names and move strings as Gomoku players write them: the column is a letter from {@code a} on the
 * left, the row a number from {@code 1} at the bottom, so {@code h8} is the centre of a 15×15 board and a game
 * reads {@code h8i9j10…}.
 */
public final class Notation {
  private Notation() {}

  /** How a move string writes {@link GameState#PASS}. */
  public static final String PASS_NAME = "--";

  /** A point's name; {@code --} for {@link GameState#PASS}. */
  public static String name(int size, int point) {
    if (point == GameState.PASS) {
      return PASS_NAME;
    }
    int x = point % size;
    int y = point / size;
    return String.valueOf((char) ('a' + x)) + (size - y);
  }

  /**
   * The point a name denotes on a board of {@code size}; case and surrounding spaces are ignored.
   *
   * @throws IllegalArgumentException saying what is wrong with the name
   */
  public static int parsePoint(int size, String name) {
    String s = name == null ? "" : name.trim().toLowerCase();
    int[] out = new int[1];
    int end = parseAt(size, s, 0, out);
    if (end != s.length()) {
      throw new InputError("pointName", "'" + name + "' is not a point name such as h8", name);
    }
    return out[0];
  }

  /** A game as a move string, e.g. {@code h8i9j10}. */
  public static String moveString(int size, List<Integer> moves) {
    StringBuilder sb = new StringBuilder();
    for (int p : moves) {
      sb.append(name(size, p));
    }
    return sb.toString();
  }

  /**
   * The points of a move string. Letters may be upper or lower case; spaces, commas and semicolons between
   * moves are allowed; {@code --} is a {@link GameState#PASS}. It checks names only; whether the moves make a legal game is {@link GameState}'s job.
   *
   * @throws IllegalArgumentException naming the first bad character and its position
   */
  public static List<Integer> parseMoves(int size, String text) {
    List<Integer> moves = new ArrayList<>();
    String s = text == null ? "" : text.toLowerCase();
    int i = 0;
    int[] out = new int[1];
    while (i < s.length()) {
      char c = s.charAt(i);
      if (c == ' ' || c == ',' || c == ';' || c == '\n' || c == '\r' || c == '\t') {
        i++;
        continue;
      }
      if (s.startsWith(PASS_NAME, i)) {
        moves.add(GameState.PASS);
        i += PASS_NAME.length();
        continue;
      }
      i = parseAt(size, s, i, out);
      moves.add(out[0]);
    }
    return moves;
  }

  private static int parseAt(int size, String s, int start, int[] out) {
    if (start >= s.length()) {
      throw new InputError("emptyPoint", "empty point name");
    }
    char letter = s.charAt(start);
    int x = letter - 'a';
    if (letter < 'a' || letter > 'z' || x >= size) {
      throw new InputError("column", "bad column '" + letter + "' at position " + (start + 1) + " (columns are a to "
          + (char) ('a' + size - 1) + ")", String.valueOf(letter), start + 1, String.valueOf((char) ('a' + size - 1)));
    }
    int i = start + 1;
    int row = 0;
    while (i < s.length() && s.charAt(i) >= '0' && s.charAt(i) <= '9' && i - start <= 2) {
      row = row * 10 + (s.charAt(i) - '0');
      i++;
    }
    if (i == start + 1) {
      throw new InputError("missingRow", "missing row number after '" + letter + "' at position " + (start + 1),
          String.valueOf(letter), start + 1);
    }
    if (row < 1 || row > size) {
      throw new InputError("row",
          "row " + row + " at position " + (start + 2) + " is off the board (1 to " + size + ")",
          row, start + 2, size);
    }
    out[0] = (size - row) * size + x;
    return i;
  }
}
