package gomoku.engine;

/**
 * {@code min}, {@code max} and {@code abs} of ints for the engine, in place of {@link Math}'s. In the web page
 * GWT's code runs in an iframe, and it compiles {@code Math.min} to a call of the page window's {@code Math}
 * ({@code $wnd.Math.min}): a call into another window, which the browser's compiler does not inline. The engine
 * makes such calls in its hottest code (move keys, the search window, the board's box), and with them the
 * bench ran on the page's thread at half the speed of the same code in the Web Worker, where the window is
 * the worker's own. These compile to a plain comparison everywhere; {@code IntsTest} keeps Math's out of the
 * engine.
 */
final class Ints {
  private Ints() {}

  static int min(int a, int b) {
    return a <= b ? a : b;
  }

  static int max(int a, int b) {
    return a >= b ? a : b;
  }

  /** As {@link Math#abs(int)}: {@code Integer.MIN_VALUE} stays itself. */
  static int abs(int a) {
    return a < 0 ? -a : a;
  }
}
