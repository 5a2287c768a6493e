package gomoku.web;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Where the board's points are on screen, read from the game's "layout:" log line, e.g.
 * {@code layout: size 15 a15 at 68,90 o1 at 648,670 screen 1100x760}.
 */
final class BoardLayout {
  private static final Pattern LINE =
      Pattern.compile("layout: size (\\d+) \\w+ at (-?\\d+),(-?\\d+) \\w+ at (-?\\d+),(-?\\d+)");

  final int size;
  final double left;
  final double top;
  final double step;

  BoardLayout(String logLine) {
    Matcher m = LINE.matcher(logLine);
    if (!m.find()) {
      throw new IllegalArgumentException("not a layout line: " + logLine);
    }
    size = Integer.parseInt(m.group(1));
    left = Integer.parseInt(m.group(2));
    top = Integer.parseInt(m.group(3));
    step = (Integer.parseInt(m.group(4)) - left) / (size - 1);
  }

  /** Screen x of a point named like h8. */
  int x(String name) {
    return (int) Math.round(left + (name.charAt(0) - 'a') * step);
  }

  int y(String name) {
    int row = Integer.parseInt(name.substring(1));
    return (int) Math.round(top + (size - row) * step);
  }
}
