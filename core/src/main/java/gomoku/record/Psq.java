package gomoku.record;

import java.util.ArrayList;
import java.util.List;

/**
 * Piskvork's game record. The first line is {@code Piskvorky WxH, 11:11, 0}; then one line per move,
 * {@code x,y,ms} with 1-based coordinates counted from the top-left corner and the milliseconds the move took;
 * after the moves Piskvork writes free-form lines (the players, the result), which a reader skips.
 *
 * <pre>
 *   Piskvorky 15x15, 11:11, 0
 *   8,8,0          black h8
 *   9,7,412        white i9
 *   -1
 *   black: pbrain-a
 * </pre>
 *
 * Points are the rules' {@code y * size + x} (y = 0 is the top row), the same as the engine protocol's x,y.
 */
public final class Psq {
  /** A parsed record: board size, moves in order, and the milliseconds each took (0 when not given). */
  public static final class Game {
    public final int size;
    public final List<Integer> moves;
    public final List<Integer> millis;

    public Game(int size, List<Integer> moves, List<Integer> millis) {
      this.size = size;
      this.moves = moves;
      this.millis = millis;
    }
  }

  private Psq() {}

  /**
   * Writes a square board's game. {@code millis} may be null (times written as 0); {@code trailer} lines (the
   * players, the result) go after the moves, behind a {@code -1} line as Piskvork does.
   */
  public static String write(int size, List<Integer> moves, List<Integer> millis, List<String> trailer) {
    StringBuilder sb = new StringBuilder();
    sb.append("Piskvorky ").append(size).append('x').append(size).append(", 11:11, 0\n");
    for (int i = 0; i < moves.size(); i++) {
      int p = moves.get(i);
      if (p < 0) {
        throw new gomoku.rules.InputError("psqPass", "move " + (i + 1) + " is a pass (a set-up position): a PSQ file"
            + " cannot hold one; copy the game instead", i + 1);
      }
      int t = millis != null && i < millis.size() ? millis.get(i) : 0;
      sb.append(p % size + 1).append(',').append(p / size + 1).append(',').append(t).append('\n');
    }
    if (trailer != null && !trailer.isEmpty()) {
      sb.append("-1\n");
      for (String line : trailer) {
        sb.append(line).append('\n');
      }
    }
    return sb.toString();
  }

  /**
   * Reads a record. Moves end at the first line that is not {@code x,y[,ms]}.
   *
   * @throws IllegalArgumentException saying which line is wrong and why: a missing or odd header, a board that
   *     is not square or not 5..26 wide, a point off the board, a point played twice
   */
  public static Game parse(String text) {
    if (text == null || text.trim().isEmpty()) {
      throw new gomoku.rules.InputError("empty", "the record is empty");
    }
    String[] lines = text.trim().split("\r\n|\n|\r");
    if (lines.length == 1 && lines[0].toLowerCase().startsWith("piskvorky")) {
      lines = unjoined(lines[0]);
    }
    int size = parseHeader(lines[0].trim());
    List<Integer> moves = new ArrayList<>();
    List<Integer> millis = new ArrayList<>();
    boolean[] taken = new boolean[size * size];
    for (int i = 1; i < lines.length; i++) {
      String line = lines[i].trim();
      if (line.isEmpty()) {
        continue;
      }
      int[] f = numbers(line);
      if (f == null || f.length < 2 || f.length > 3 || f[0] < 0) {
        break; // the trailer
      }
      int x = f[0] - 1;
      int y = f[1] - 1;
      if (x < 0 || y < 0 || x >= size || y >= size) {
        throw new gomoku.rules.InputError("psqOffBoard",
            "line " + (i + 1) + ": move " + f[0] + "," + f[1] + " is off the " + size + "x" + size + " board", i + 1,
            f[0], f[1], size);
      }
      int p = y * size + x;
      if (taken[p]) {
        throw new gomoku.rules.InputError("psqTwice",
            "line " + (i + 1) + ": point " + f[0] + "," + f[1] + " is played twice", i + 1, f[0], f[1]);
      }
      taken[p] = true;
      moves.add(p);
      millis.add(f.length == 3 ? Math.max(0, f[2]) : 0);
    }
    return new Game(size, moves, millis);
  }

  /**
   * A record whose line breaks were turned into spaces (pasted through a one-line field): the header runs while
   * its comma-separated fields do ("Piskvorky 15x15, 11:11, 0"), then each word is a line of its own.
   */
  private static String[] unjoined(String line) {
    String[] words = line.trim().split("\\s+");
    List<String> out = new ArrayList<>();
    int i = Math.min(2, words.length);
    while (i < words.length && words[i - 1].endsWith(",")) {
      i++;
    }
    StringBuilder header = new StringBuilder();
    for (int k = 0; k < i; k++) {
      header.append(k > 0 ? " " : "").append(words[k]);
    }
    out.add(header.toString());
    for (int k = i; k < words.length; k++) {
      out.add(words[k]);
    }
    return out.toArray(new String[0]);
  }

  private static int parseHeader(String header) {
    String lower = header.toLowerCase();
    if (!lower.startsWith("piskvorky")) {
      throw new gomoku.rules.InputError("psqHeader",
          "line 1: expected 'Piskvorky WxH, ...', found '" + shorten(header) + "'", shorten(header));
    }
    String rest = header.substring("piskvorky".length()).trim();
    int comma = rest.indexOf(',');
    String dims = (comma >= 0 ? rest.substring(0, comma) : rest).trim().toLowerCase();
    int cross = dims.indexOf('x');
    int w = cross > 0 ? toInt(dims.substring(0, cross)) : -1;
    int h = cross > 0 ? toInt(dims.substring(cross + 1)) : -1;
    if (w < 0 || h < 0) {
      throw new gomoku.rules.InputError("psqSize", "line 1: board size '" + shorten(dims) + "' is not WxH",
          shorten(dims));
    }
    if (w != h) {
      throw new gomoku.rules.InputError("psqNotSquare",
          "line 1: a " + w + "x" + h + " board is not square; only square boards are played", w, h);
    }
    if (w < 5 || w > 26) {
      throw new gomoku.rules.InputError("psqSizeRange", "line 1: board size " + w + " is outside 5..26", w);
    }
    return w;
  }

  /** The comma-separated integers of a line, or null if it is anything else. */
  static int[] numbers(String line) {
    String[] parts = line.split(",", -1);
    int[] out = new int[parts.length];
    for (int i = 0; i < parts.length; i++) {
      int v = toInt(parts[i].trim());
      if (v == Integer.MIN_VALUE) {
        return null;
      }
      out[i] = v;
    }
    return out;
  }

  /** A decimal int (optionally negative, at most 9 digits), or Integer.MIN_VALUE. */
  static int toInt(String s) {
    int start = s.startsWith("-") ? 1 : 0;
    if (s.length() == start || s.length() - start > 9) {
      return Integer.MIN_VALUE;
    }
    int v = 0;
    for (int i = start; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c < '0' || c > '9') {
        return Integer.MIN_VALUE;
      }
      v = v * 10 + (c - '0');
    }
    return start == 1 ? -v : v;
  }

  private static String shorten(String s) {
    return s.length() > 40 ? s.substring(0, 40) + "…" : s;
  }
}
