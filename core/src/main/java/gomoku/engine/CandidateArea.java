package gomoku.engine;

/**
 * The quiet move candidates: the empty points with a stone within two rows and columns. It keeps a bit a stone
 * for each row ({@code rowStones[y]}, bit x for column x) and the first and last rows holding stones, so a row's
 * candidates are a few bit operations: the stones of the five rows around it, spread two columns each way. Boards
 * go up to {@link gomoku.rules.Board#MAX_SIZE} (26) columns, so a row and its spread by two fit in an int.
 */
final class CandidateArea {
  private final int size;
  private final int stride;
  private final int pad;
  private final int[] rowStones;
  /** The first and last padded rows holding stones (none: top above bottom), and those before each move. */
  private int boxTop = Integer.MAX_VALUE;

  private int boxBottom = Integer.MIN_VALUE;
  private final int[] boxStack;

  CandidateArea(int size, int stride, int pad) {
    this.size = size;
    this.stride = stride;
    this.pad = pad;
    rowStones = new int[size];
    boxStack = new int[2 * (size * size + 1)];
  }

  /** A stone was put on padded point q as move {@code moveIndex} (0 for the first). */
  void placed(int q, int moveIndex) {
    int i = 2 * moveIndex;
    boxStack[i] = boxTop;
    boxStack[i + 1] = boxBottom;
    int y = q / stride;
    boxTop = Ints.min(boxTop, y);
    boxBottom = Ints.max(boxBottom, y);
    rowStones[y - pad] |= 1 << (q % stride - pad);
  }

  /** Move {@code moveIndex}, the stone on q, was taken back. */
  void removed(int q, int moveIndex) {
    rowStones[q / stride - pad] &= ~(1 << (q % stride - pad));
    int i = 2 * moveIndex;
    boxTop = boxStack[i];
    boxBottom = boxStack[i + 1];
  }

  /** The candidates in board order (padded points), written to out; returns how many (none on an empty board). */
  int points(int[] out) {
    if (boxTop > boxBottom) {
      return 0;
    }
    int columns = (1 << size) - 1;
    int first = Ints.max(0, boxTop - pad - 2);
    int last = Ints.min(size - 1, boxBottom - pad + 2);
    int n = 0;
    for (int y = first; y <= last; y++) {
      int rows = 0;
      for (int r = Ints.max(0, y - 2); r <= Ints.min(size - 1, y + 2); r++) {
        rows |= rowStones[r];
      }
      int bits = (rows | rows << 1 | rows << 2 | rows >>> 1 | rows >>> 2) & columns & ~rowStones[y];
      int rowStart = (y + pad) * stride + pad;
      while (bits != 0) {
        out[n++] = rowStart + Bits.lowest(bits);
        bits &= bits - 1;
      }
    }
    return n;
  }

  /** Whether a stone lies within two rows and columns of padded point q. */
  boolean hasNeighbours(int q) {
    int x = q % stride - pad;
    int y = q / stride - pad;
    int columns = (31 << Ints.max(0, x - 2)) >>> Ints.max(0, 2 - x); // columns x-2 .. x+2
    for (int r = Ints.max(0, y - 2); r <= Ints.min(size - 1, y + 2); r++) {
      if ((rowStones[r] & columns) != 0) {
        return true;
      }
    }
    return false;
  }
}
