package gomoku.record;

import java.util.ArrayList;
import java.util.List;

/**
 * Tournament openings in Gomocup's offset notation: one opening a line, black's move first, each move
 * {@code dx,dy} from the board centre with x to the right and y downward; {@code #} starts a comment.
 *
 * <pre>
 *   0,0, 1,-1, 3,2      black at the centre, white up-right of it, black further down-right
 * </pre>
 */
public final class Openings {
  private Openings() {}

  /**
   * The openings of a file's text as rules points on a {@code size} board.
   *
   * @throws IllegalArgumentException naming the line: an odd number of values, a value that is not a number,
   *     a point off the board, a point used twice
   */
  public static List<int[]> parse(String text, int size) {
    List<int[]> out = new ArrayList<>();
    String[] lines = text.split("\r\n|\n|\r");
    int c = size / 2;
    for (int li = 0; li < lines.length; li++) {
      String t = lines[li].trim();
      if (t.isEmpty() || t.startsWith("#")) {
        continue;
      }
      int[] v = Psq.numbers(t.endsWith(",") ? t.substring(0, t.length() - 1) : t);
      if (v == null || v.length % 2 != 0) {
        throw new IllegalArgumentException("openings line " + (li + 1) + ": expected dx,dy pairs, found '" + t + "'");
      }
      int[] moves = new int[v.length / 2];
      boolean[] used = new boolean[size * size];
      for (int i = 0; i < moves.length; i++) {
        int x = c + v[2 * i];
        int y = c + v[2 * i + 1];
        if (x < 0 || y < 0 || x >= size || y >= size) {
          throw new IllegalArgumentException("openings line " + (li + 1) + ": move " + (i + 1) + " is off the board");
        }
        moves[i] = y * size + x;
        if (used[moves[i]]) {
          throw new IllegalArgumentException("openings line " + (li + 1) + ": move " + (i + 1) + " repeats a point");
        }
        used[moves[i]] = true;
      }
      out.add(moves);
    }
    return out;
  }
}
