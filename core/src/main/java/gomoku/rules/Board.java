package gomoku.rules;

/**
 * A square Gomoku board: which stone stands on which point, nothing else. Points are ints {@code y * size + x}
 * with x from the left and y from the top (the Gomocup protocol's orientation); {@link Notation} turns them
 * into names such as {@code h8}.
 */
public final class Board {
  public static final int MIN_SIZE = 5;
  public static final int MAX_SIZE = 26;

  /** The four line directions: horizontal, vertical, and the two diagonals. */
  public static final int[] DX = {1, 0, 1, 1};

  public static final int[] DY = {0, 1, 1, -1};

  private final int size;
  private final int[] cells;
  private int stones;

  public Board(int size) {
    if (size < MIN_SIZE || size > MAX_SIZE) {
      throw new IllegalArgumentException(
          "board size must be between " + MIN_SIZE + " and " + MAX_SIZE + ", not " + size);
    }
    this.size = size;
    this.cells = new int[size * size];
  }

  public Board copy() {
    Board b = new Board(size);
    System.arraycopy(cells, 0, b.cells, 0, cells.length);
    b.stones = stones;
    return b;
  }

  public int size() {
    return size;
  }

  public int pointCount() {
    return cells.length;
  }

  public int stoneCount() {
    return stones;
  }

  public boolean isFull() {
    return stones == cells.length;
  }

  public int point(int x, int y) {
    return y * size + x;
  }

  public int x(int point) {
    return point % size;
  }

  public int y(int point) {
    return point / size;
  }

  public boolean inside(int x, int y) {
    return x >= 0 && y >= 0 && x < size && y < size;
  }

  public boolean isPoint(int point) {
    return point >= 0 && point < cells.length;
  }

  public int get(int point) {
    return cells[point];
  }

  public int get(int x, int y) {
    return cells[y * size + x];
  }

  /** The stone at (x, y), or -1 off the board: lets line scans stop at the edge without a separate test. */
  public int getOrEdge(int x, int y) {
    return inside(x, y) ? cells[y * size + x] : -1;
  }

  public void place(int point, int colour) {
    if (cells[point] != Stone.EMPTY) {
      throw new IllegalStateException("point " + point + " is occupied");
    }
    cells[point] = colour;
    stones++;
  }

  public void remove(int point) {
    if (cells[point] == Stone.EMPTY) {
      throw new IllegalStateException("point " + point + " is empty");
    }
    cells[point] = Stone.EMPTY;
    stones--;
  }

  /**
   * Length of the unbroken run of {@code colour} through (x, y) along direction d, counting (x, y) itself as
   * that colour whatever stands there (so it answers "what if a stone were here").
   */
  public int runLength(int x, int y, int d, int colour) {
    return 1 + count(x, y, DX[d], DY[d], colour) + count(x, y, -DX[d], -DY[d], colour);
  }

  /** Stones of {@code colour} next to (x, y) going in (dx, dy), not counting (x, y). */
  public int count(int x, int y, int dx, int dy, int colour) {
    int n = 0;
    int cx = x + dx;
    int cy = y + dy;
    while (inside(cx, cy) && cells[cy * size + cx] == colour) {
      n++;
      cx += dx;
      cy += dy;
    }
    return n;
  }
}
