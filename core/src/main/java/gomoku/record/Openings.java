package gomoku.record;

import gomoku.rules.GameState;
import gomoku.rules.Rule;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

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

  /**
   * The opening a game starts from: the first {@code stones} moves (all of them when the opening is shorter) of a
   * random one of {@code openings} that is a legal, undecided game under the rule, trying each once from a random
   * start; null when none is (renju forbids some black stones).
   */
  public static int[] pick(List<int[]> openings, Random random, Rule rule, int size, int stones) {
    if (openings.isEmpty()) {
      return null;
    }
    int start = random.nextInt(openings.size());
    for (int k = 0; k < openings.size(); k++) {
      int[] o = openings.get((start + k) % openings.size());
      int[] moves = Arrays.copyOf(o, Math.min(stones, o.length));
      if (legal(rule, size, moves)) {
        return moves;
      }
    }
    return null;
  }

  /** Whether the moves are a legal game under the rule that is not over yet. */
  private static boolean legal(Rule rule, int size, int[] moves) {
    List<Integer> list = new ArrayList<>();
    for (int p : moves) {
      list.add(p);
    }
    try {
      return !GameState.replay(rule, size, list).outcome().isOver();
    } catch (IllegalArgumentException e) {
      return false; // a stone off the board, twice, or forbidden
    }
  }
}
