package gomoku.engine;

import gomoku.rules.Board;
import gomoku.rules.ForbiddenMoves;
import gomoku.rules.Rule;
import gomoku.rules.Stone;

/**
 * The engine's board: stones on a padded array, and everything the search asks about kept up to date move by
 * move instead of recomputed. For every empty point and each colour it holds the four line patterns (from
 * {@link PatternTable} keys updated with two bit operations per neighbour), the point's {@link Threat} class
 * and score (from {@link PointTable}), how many points of each class each colour has, the sum of scores
 * (the evaluation), a Zobrist hash (two ints: {@code long} is slow in the browser) and how many stones are
 * near each point (the candidate area).
 *
 * <p>Points are indices into the padded array ({@code (y + PAD) * stride + x + PAD}); {@link #toPoint} and
 * {@link #fromPoint} convert to and from the rules' {@code y * size + x}.
 */
public final class SearchBoard {
  static final int PAD = PatternTable.REACH;

  public final int size;
  public final Rule rule;
  final int stride;
  /** Offsets of the four line directions in the padded array. */
  final int[] dir;

  private final PatternTable table;
  final int[] cells;
  /** keys[d][q]: the 20-bit neighbourhood key of q along direction d. */
  private final int[][] keys = new int[4][];
  /** linePattern[colour][q * 4 + d]. */
  final byte[][] linePattern = new byte[3][];
  /** threat[colour][q]: the {@link Threat} class; score[colour][q]: the point's value. */
  final byte[][] threat = new byte[3][];
  final int[][] score = new int[3][];
  final boolean[] maybeForbidden;
  /** threatCount[colour][class]: how many empty points of that class each colour has. */
  final int[][] threatCount = new int[3][Threat.COUNT];
  final int[] scoreSum = new int[3];
  /** Stones within two points (a 5×5 square) of each point. */
  final int[] near;
  /** Interior points in order, for scans. */
  final int[] interior;

  private final int[] moves;
  private int moveCount;
  private int hash1;
  private int hash2;
  private final int[][] zobrist1 = new int[3][];
  private final int[][] zobrist2 = new int[3][];
  /** A plain board kept alongside, for the exact renju forbidden test. */
  private final Board mirror;

  // Undo information: the points each move refreshed, with their values before, and the sums before.
  private static final int SUMS = 2 + 2 * Threat.COUNT;
  private final int[] frameStart;
  private final int[] sumStack;
  private int[] savedPoint = new int[1024];
  private int[] savedPatterns = new int[1024];
  private int[] savedThreat = new int[1024];
  private int[] savedScore = new int[2048];
  private int savedTop;

  public SearchBoard(int size, Rule rule) {
    this.size = size;
    this.rule = rule;
    this.stride = size + 2 * PAD;
    this.dir = new int[] {1, stride, stride + 1, stride - 1};
    this.table = PatternTable.forRule(rule);
    int n = stride * stride;
    cells = new int[n];
    for (int d = 0; d < 4; d++) {
      keys[d] = new int[n];
    }
    for (int c = 1; c <= 2; c++) {
      linePattern[c] = new byte[n * 4];
      threat[c] = new byte[n];
      score[c] = new int[n];
      zobrist1[c] = new int[n];
      zobrist2[c] = new int[n];
    }
    maybeForbidden = new boolean[n];
    near = new int[n];
    moves = new int[size * size];
    frameStart = new int[size * size + 1];
    sumStack = new int[(size * size + 1) * SUMS];
    interior = new int[size * size];
    mirror = new Board(size);
    for (int i = 0; i < n; i++) {
      cells[i] = PatternTable.WALL;
    }
    int k = 0;
    for (int y = 0; y < size; y++) {
      for (int x = 0; x < size; x++) {
        int q = fromPoint(y * size + x);
        cells[q] = Stone.EMPTY;
        interior[k++] = q;
      }
    }
    initZobrist(n);
    for (int q : interior) {
      for (int d = 0; d < 4; d++) {
        keys[d][q] = computeKey(q, d);
      }
    }
    for (int q : interior) {
      refreshPoint(q, true);
    }
  }

  private void initZobrist(int n) {
    int s = 0x9E3779B9 ^ size * 31 ^ rule.ordinal();
    for (int c = 1; c <= 2; c++) {
      for (int i = 0; i < n; i++) {
        s = xorshift(s);
        zobrist1[c][i] = s;
        s = xorshift(s);
        zobrist2[c][i] = s;
      }
    }
  }

  /** Marsaglia's xorshift: only shifts and xors, so the browser computes the same ints as the JVM. */
  private static int xorshift(int s) {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return s;
  }

  private int computeKey(int q, int d) {
    int key = 0;
    for (int o = -PAD; o <= PAD; o++) {
      if (o != 0) {
        key |= cells[q + o * dir[d]] << (2 * PatternTable.slot(o));
      }
    }
    return key;
  }

  // ---- coordinates ---------------------------------------------------------------------------------------

  public int fromPoint(int point) {
    return (point / size + PAD) * stride + point % size + PAD;
  }

  public int toPoint(int q) {
    return (q / stride - PAD) * size + q % stride - PAD;
  }

  public boolean isEmpty(int q) {
    return cells[q] == Stone.EMPTY;
  }

  public int stoneAt(int q) {
    return cells[q];
  }

  // ---- moves ---------------------------------------------------------------------------------------------

  public int sideToMove() {
    return (moveCount & 1) == 0 ? Stone.BLACK : Stone.WHITE;
  }

  public int moveCount() {
    return moveCount;
  }

  public int move(int i) {
    return moves[i];
  }

  public int lastMove() {
    return moveCount == 0 ? -1 : moves[moveCount - 1];
  }

  public boolean isFull() {
    return moveCount == size * size;
  }

  public int hash1() {
    return hash1;
  }

  public int hash2() {
    return hash2;
  }

  /** Puts a stone of the side to move on q (which must be empty) and updates every derived table. */
  public void play(int q) {
    int c = sideToMove();
    saveSums(moveCount);
    frameStart[moveCount] = savedTop;
    cells[q] = c;
    moves[moveCount++] = q;
    hash1 ^= zobrist1[c][q];
    hash2 ^= zobrist2[c][q];
    mirror.place(toPoint(q), c);
    removePointFromSums(q);
    for (int d = 0; d < 4; d++) {
      int step = dir[d];
      for (int k = 1; k <= PAD; k++) {
        keys[d][q + k * step] |= c << (2 * PatternTable.slot(-k));
        keys[d][q - k * step] |= c << (2 * PatternTable.slot(k));
      }
    }
    adjustNear(q, 1);
    refreshAround(q);
  }

  /**
   * Takes back the last move. Keys are cleared bit by bit; the neighbours' patterns, classes and scores are
   * restored from what {@link #play} saved rather than looked up again, which is what makes undo cheap.
   */
  public void undo() {
    int q = moves[--moveCount];
    int c = cells[q];
    cells[q] = Stone.EMPTY;
    hash1 ^= zobrist1[c][q];
    hash2 ^= zobrist2[c][q];
    mirror.remove(toPoint(q));
    for (int d = 0; d < 4; d++) {
      int step = dir[d];
      for (int k = 1; k <= PAD; k++) {
        keys[d][q + k * step] &= ~(3 << (2 * PatternTable.slot(-k)));
        keys[d][q - k * step] &= ~(3 << (2 * PatternTable.slot(k)));
      }
    }
    adjustNear(q, -1);
    int start = frameStart[moveCount];
    while (savedTop > start) {
      restorePoint(--savedTop);
    }
    restoreSums(moveCount);
  }

  private void saveSums(int frame) {
    int i = frame * SUMS;
    sumStack[i++] = scoreSum[1];
    sumStack[i++] = scoreSum[2];
    for (int t = 0; t < Threat.COUNT; t++) {
      sumStack[i++] = threatCount[1][t];
      sumStack[i++] = threatCount[2][t];
    }
  }

  private void restoreSums(int frame) {
    int i = frame * SUMS;
    scoreSum[1] = sumStack[i++];
    scoreSum[2] = sumStack[i++];
    for (int t = 0; t < Threat.COUNT; t++) {
      threatCount[1][t] = sumStack[i++];
      threatCount[2][t] = sumStack[i++];
    }
  }

  private void savePoint(int q) {
    if (savedTop == savedPoint.length) {
      int n = savedTop * 2;
      savedPoint = java.util.Arrays.copyOf(savedPoint, n);
      savedPatterns = java.util.Arrays.copyOf(savedPatterns, n);
      savedThreat = java.util.Arrays.copyOf(savedThreat, n);
      savedScore = java.util.Arrays.copyOf(savedScore, 2 * n);
    }
    int i = savedTop++;
    int base = q * 4;
    byte[] lb = linePattern[1];
    byte[] lw = linePattern[2];
    savedPoint[i] = q;
    savedPatterns[i] = lb[base] | lb[base + 1] << 4 | lb[base + 2] << 8 | lb[base + 3] << 12
        | lw[base] << 16 | lw[base + 1] << 20 | lw[base + 2] << 24 | lw[base + 3] << 28;
    savedThreat[i] = threat[1][q] | threat[2][q] << 8 | (maybeForbidden[q] ? 1 << 16 : 0);
    savedScore[2 * i] = score[1][q];
    savedScore[2 * i + 1] = score[2][q];
  }

  private void restorePoint(int i) {
    int q = savedPoint[i];
    int base = q * 4;
    int pats = savedPatterns[i];
    byte[] lb = linePattern[1];
    byte[] lw = linePattern[2];
    lb[base] = (byte) (pats & 15);
    lb[base + 1] = (byte) ((pats >>> 4) & 15);
    lb[base + 2] = (byte) ((pats >>> 8) & 15);
    lb[base + 3] = (byte) ((pats >>> 12) & 15);
    lw[base] = (byte) ((pats >>> 16) & 15);
    lw[base + 1] = (byte) ((pats >>> 20) & 15);
    lw[base + 2] = (byte) ((pats >>> 24) & 15);
    lw[base + 3] = (byte) ((pats >>> 28) & 15);
    int t = savedThreat[i];
    threat[1][q] = (byte) (t & 0xff);
    threat[2][q] = (byte) ((t >>> 8) & 0xff);
    maybeForbidden[q] = (t & (1 << 16)) != 0;
    score[1][q] = savedScore[2 * i];
    score[2][q] = savedScore[2 * i + 1];
  }

  private void adjustNear(int q, int delta) {
    for (int dy = -2; dy <= 2; dy++) {
      int row = q + dy * stride;
      for (int dx = -2; dx <= 2; dx++) {
        near[row + dx] += delta;
      }
    }
  }

  private void refreshAround(int q) {
    for (int d = 0; d < 4; d++) {
      int step = dir[d];
      for (int k = 1; k <= PAD; k++) {
        int a = q + k * step;
        if (cells[a] == Stone.EMPTY) {
          savePoint(a);
          refreshPoint(a, false);
        }
        int b = q - k * step;
        if (cells[b] == Stone.EMPTY) {
          savePoint(b);
          refreshPoint(b, false);
        }
      }
    }
  }

  /** Recomputes an empty point's patterns, class and score; {@code fresh} when it is not yet in the sums. */
  private void refreshPoint(int q, boolean fresh) {
    if (!fresh) {
      removePointFromSums(q);
    }
    int base = q * 4;
    int k0 = table.patterns(keys[0][q]);
    int k1 = table.patterns(keys[1][q]);
    int k2 = table.patterns(keys[2][q]);
    int k3 = table.patterns(keys[3][q]);
    byte[] lb = linePattern[1];
    lb[base] = (byte) (k0 & 15);
    lb[base + 1] = (byte) (k1 & 15);
    lb[base + 2] = (byte) (k2 & 15);
    lb[base + 3] = (byte) (k3 & 15);
    int ib = PointTable.index(k0 & 15, k1 & 15, k2 & 15, k3 & 15);
    int tb = PointTable.THREAT[ib];
    threat[1][q] = (byte) tb;
    score[1][q] = PointTable.SCORE[ib];
    threatCount[1][tb]++;
    scoreSum[1] += score[1][q];
    maybeForbidden[q] = rule == Rule.RENJU && PointTable.MAYBE_FORBIDDEN[ib];
    byte[] lw = linePattern[2];
    lw[base] = (byte) (k0 >>> 4);
    lw[base + 1] = (byte) (k1 >>> 4);
    lw[base + 2] = (byte) (k2 >>> 4);
    lw[base + 3] = (byte) (k3 >>> 4);
    int iw = PointTable.index(k0 >>> 4, k1 >>> 4, k2 >>> 4, k3 >>> 4);
    int tw = PointTable.THREAT[iw];
    threat[2][q] = (byte) tw;
    score[2][q] = PointTable.SCORE[iw];
    threatCount[2][tw]++;
    scoreSum[2] += score[2][q];
  }

  private void removePointFromSums(int q) {
    for (int c = 1; c <= 2; c++) {
      threatCount[c][threat[c][q]]--;
      scoreSum[c] -= score[c][q];
    }
  }

  // ---- questions the search asks --------------------------------------------------------------------------

  public int threat(int colour, int q) {
    return threat[colour][q];
  }

  public int pointScore(int colour, int q) {
    return score[colour][q];
  }

  public int linePattern(int colour, int q, int d) {
    return linePattern[colour][q * 4 + d];
  }

  public int threatCount(int colour, int t) {
    return threatCount[colour][t];
  }

  /** Whether {@code colour} may not play q: only black under renju, decided by the rules' exact test. */
  public boolean isForbidden(int colour, int q) {
    return colour == Stone.BLACK && maybeForbidden[q] && ForbiddenMoves.isForbidden(mirror, toPoint(q));
  }

  /** Points where {@code colour} would make a five, written to out; returns how many. */
  public int fivePoints(int colour, int[] out) {
    if (threatCount[colour][Threat.FIVE] == 0) {
      return 0;
    }
    int n = 0;
    for (int q : interior) {
      if (cells[q] == Stone.EMPTY && threat[colour][q] == Threat.FIVE) {
        out[n++] = q;
      }
    }
    return n;
  }

  /**
   * Points on the four lines through q (within four) where colour would make a five. In the search the
   * opponent's five points can only have come from its last move, so this is all that needs looking at.
   */
  public int fivePointsNear(int colour, int q, int[] out) {
    if (threatCount[colour][Threat.FIVE] == 0) {
      return 0;
    }
    int n = 0;
    byte[] t = threat[colour];
    for (int d = 0; d < 4; d++) {
      int step = dir[d];
      for (int k = -4; k <= 4; k++) {
        int a = q + k * step;
        if (k != 0 && cells[a] == Stone.EMPTY && t[a] == Threat.FIVE && !contains(out, n, a)) {
          out[n++] = a;
        }
      }
    }
    return n;
  }

  private static boolean contains(int[] a, int n, int v) {
    for (int i = 0; i < n; i++) {
      if (a[i] == v) {
        return true;
      }
    }
    return false;
  }

  /** The static evaluation from the side to move's view: its potential minus the opponent's. */
  public int evaluate() {
    int me = sideToMove();
    return scoreSum[me] - scoreSum[3 - me] + Evaluation.TEMPO;
  }

  public boolean hasNeighbours(int q) {
    return near[q] > 0;
  }

  /** The rules' board of this position (read-only use). */
  Board mirror() {
    return mirror;
  }
}
