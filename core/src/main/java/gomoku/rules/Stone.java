package gomoku.rules;

/**
 * Stone colours as small ints: the board, the engine and the protocol all store colours in int arrays, and an
 * int is cheap in the browser where an enum reference is not.
 */
public final class Stone {
  public static final int EMPTY = 0;
  public static final int BLACK = 1;
  public static final int WHITE = 2;

  private Stone() {}

  public static int opponent(int colour) {
    return 3 - colour;
  }

  public static String name(int colour) {
    switch (colour) {
      case BLACK:
        return "black";
      case WHITE:
        return "white";
      default:
        return "empty";
    }
  }
}
