package gomoku.pbrain;

/**
 * Reading the protocol's numbers and points, and writing them: a value that does not parse is refused with an
 * IllegalArgumentException that quotes it, made printable and at most 40 characters long (the brain answers
 * ERROR with it and changes nothing).
 */
final class ProtocolText {
  private ProtocolText() {}

  /** {@code x,y} on a {@code size} board, as a rules point. */
  static int point(String args, int size) {
    String[] f = args.split(",");
    if (f.length != 2) {
      throw new IllegalArgumentException("expected x,y but found '" + shorten(args) + "'");
    }
    int x = parseInt(f[0]);
    int y = parseInt(f[1]);
    if (x < 0 || y < 0 || x >= size || y >= size) {
      throw new IllegalArgumentException(x + "," + y + " is off the " + size + "x" + size + " board");
    }
    return y * size + x;
  }

  /** Milliseconds, a negative value as 0 and a huge one as the largest int. */
  static int parseMillis(String s) {
    long v = parseLong(s);
    return (int) Math.max(0, Math.min(Integer.MAX_VALUE, v));
  }

  static int parseInt(String s) {
    long v = parseLong(s);
    if (v > Integer.MAX_VALUE || v < Integer.MIN_VALUE) {
      throw new IllegalArgumentException("'" + shorten(s) + "' is out of range");
    }
    return (int) v;
  }

  static long parseLong(String s) {
    String t = s.trim();
    if (t.isEmpty() || t.length() > 18 || !t.matches("-?[0-9]+")) {
      throw new IllegalArgumentException("'" + shorten(t) + "' is not a number");
    }
    return Long.parseLong(t);
  }

  /** Yixin's FORBID coordinates: two digits each. */
  static String twoDigits(int v) {
    return v < 10 ? "0" + v : String.valueOf(v);
  }

  /** A quoted input, printable and at most 40 characters (with "..." when cut). */
  static String shorten(String s) {
    String printable = s.replaceAll("[^\\x20-\\x7e]", "?");
    return printable.length() > 40 ? printable.substring(0, 40) + "..." : printable;
  }
}
