package gomoku.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * A test position drawn as text and placed in the middle of a board, in any of the 8 symmetries of the
 * square. {@code X} black, {@code O} white, {@code *} the point under test (empty), anything else empty.
 */
public final class Diagram {
  final int size;
  final int symmetry;
  public final List<Integer> black = new ArrayList<>();
  public final List<Integer> white = new ArrayList<>();
  public int marked = -1;

  public Diagram(int size, int symmetry, String... rows) {
    this.size = size;
    this.symmetry = symmetry;
    int height = rows.length;
    int width = 0;
    for (String r : rows) {
      width = Math.max(width, r.replace(" ", "").length());
    }
    int ox = (size - width) / 2;
    int oy = (size - height) / 2;
    for (int y = 0; y < height; y++) {
      String r = rows[y].replace(" ", "");
      for (int x = 0; x < r.length(); x++) {
        int p = transform(ox + x, oy + y);
        char c = r.charAt(x);
        if (c == 'X') {
          black.add(p);
        } else if (c == 'O') {
          white.add(p);
        } else if (c == '*') {
          marked = p;
        }
      }
    }
  }

  public int transform(int x, int y) {
    return transform(x, y, size, symmetry);
  }

  /** Point (x, y) of a size×size board under one of the 8 symmetries (bits: mirror x, mirror y, swap). */
  public static int transform(int x, int y, int size, int symmetry) {
    int n = size - 1;
    if ((symmetry & 1) != 0) {
      x = n - x;
    }
    if ((symmetry & 2) != 0) {
      y = n - y;
    }
    if ((symmetry & 4) != 0) {
      int t = x;
      x = y;
      y = t;
    }
    return y * size + x;
  }

  public Board board() {
    Board b = new Board(size);
    for (int p : black) {
      b.place(p, Stone.BLACK);
    }
    for (int p : white) {
      b.place(p, Stone.WHITE);
    }
    return b;
  }

  /**
   * The stones as a legal move order: black and white alternate, and the side with fewer stones fills in with
   * scattered moves along the board's top and bottom edges, far from the drawing.
   */
  public List<Integer> moveOrder() {
    return moveOrder(Stone.BLACK);
  }

  /** The same, arranged so that {@code toMove} is to play after the last move. */
  public List<Integer> moveOrder(int toMove) {
    List<Integer> b = new ArrayList<>(black);
    List<Integer> w = new ArrayList<>(white);
    int filler = 0;
    int whiteTarget = toMove == Stone.BLACK ? 0 : 1; // how many more black stones than white
    while (w.size() + whiteTarget < b.size()) {
      w.add(fillerPoint(filler++));
    }
    while (b.size() < w.size() + whiteTarget) {
      b.add(fillerPoint(filler++));
    }
    List<Integer> order = new ArrayList<>();
    for (int i = 0; i < Math.max(b.size(), w.size()); i++) {
      if (i < b.size()) {
        order.add(b.get(i));
      }
      if (i < w.size()) {
        order.add(w.get(i));
      }
    }
    return order;
  }

  private int fillerPoint(int i) {
    // Every third point of the top and bottom edges: never five in a row, never near the centre.
    int x = (i % 5) * 3;
    int y = (i / 5) % 2 == 0 ? 0 : size - 1;
    return y * size + x;
  }
}
