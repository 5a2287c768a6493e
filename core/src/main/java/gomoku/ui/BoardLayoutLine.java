package gomoku.ui;

import gomoku.rules.Notation;

/**
 * The log line that says where the board's points are on screen, and its reader. People read it when a click
 * seems to land wrong; the end-to-end tests of both builds read it to know where to click. Format:
 * {@code layout: size 15 a15 at 68,90 o1 at 648,670 screen 1100x760} (screen pixels, origin top left).
 */
public final class BoardLayoutLine {
  public static final String PREFIX = "layout:";

  public final int size;
  public final double left;
  public final double top;
  public final double step;

  private BoardLayoutLine(int size, double left, double top, double step) {
    this.size = size;
    this.left = left;
    this.top = top;
    this.step = step;
  }

  static String format(int size, float leftX, float topY, float rightX, float bottomY, int screenW, int screenH) {
    return PREFIX + " size " + size + " " + Notation.name(size, 0) + " at " + Math.round(leftX) + "," + Math.round(topY)
        + " " + Notation.name(size, size * size - 1) + " at " + Math.round(rightX) + "," + Math.round(bottomY)
        + " screen " + screenW + "x" + screenH;
  }

  /** Reads a line written by {@link #format}; anything else is an IllegalArgumentException. */
  public static BoardLayoutLine parse(String line) {
    String[] w = line.trim().split(" ");
    if (w.length < 9 || !w[0].equals(PREFIX) || !w[1].equals("size") || !w[4].equals("at") || !w[7].equals("at")) {
      throw new IllegalArgumentException("not a layout line: " + line);
    }
    int size = Integer.parseInt(w[2]);
    String[] a = w[5].split(",");
    String[] b = w[8].split(",");
    double left = Double.parseDouble(a[0]);
    double top = Double.parseDouble(a[1]);
    double step = (Double.parseDouble(b[0]) - left) / (size - 1);
    return new BoardLayoutLine(size, left, top, step);
  }

  /** Screen x of a point name such as h8. */
  public int x(String name) {
    int p = Notation.parsePoint(size, name);
    return (int) Math.round(left + (p % size) * step);
  }

  /** Screen y of a point name such as h8. */
  public int y(String name) {
    int p = Notation.parsePoint(size, name);
    return (int) Math.round(top + (p / size) * step);
  }
}
