package gomoku.engine;

import gomoku.rules.Board;
import gomoku.rules.Rule;
import gomoku.rules.Stone;

/**
 * The engine's board: stones on a padded array, and everything the search asks about kept up to date move by
 * move instead of recomputed. For every empty point and each colour it holds the four line patterns (from
 * {@link PatternTable} keys updated with two bit operations per neighbour), the point's {@link Threat} class
 * and {@link PointCombination} (from {@link PointTable}), how many points of each class each colour has, the
 * sums of the combinations' {@link EvalTables} values (the evaluation), a Zobrist hash (two ints: {@code long} is slow in the browser), bitsets of the points
 * with a threat class (for the threat search) and the stones of each row (for the candidate area).
 *
 * <p>Points are indices into the padded array ({@code (y + PAD) * stride + x + PAD}); {@link #toPoint} and
 * {@link #fromPoint} convert to and from the rules' {@code y * size + x}.
 */
public final class SearchBoard {
  static final int PAD = PatternTable.MAX_REACH;

  public final int size;
  public final Rule rule;
  final int stride;
  /** Offsets of the four line directions in the padded array. */
  final int[] dir;

  final PatternTable table;
  /** The pattern table's entries, read directly in {@link #play}. */
  private final byte[] patternBytes;
  final int[] cells;
  /** keys[d][q]: the 20-bit neighbourhood key of q along direction d. */
  final int[][] keys = new int[4][];
  /**
   * Per point, packed so that one point's facts sit together in memory: {@code lines[q]} holds the eight line
   * patterns (black's four in bits 0–15, white's in 16–31, four bits each, direction d at 4·d);
   * {@code threats[q]} black's {@link Threat} class in bits 0–3, white's in 4–7, bit 8 "renju black may be
   * forbidden here"; {@code combinations[2q]} and {@code combinations[2q+1]} black's and white's
   * {@link PointCombination}s.
   */
  final int[] lines;
  final int[] threats;
  final int[] combinations;
  /** counts[colour * 8 + class]: how many empty points of that class each colour has. */
  final int[] counts = new int[24];
  /**
   * moverSums[colour] and opponentSums[colour]: the sums of the colour's {@link EvalTables} mover and opponent
   * values over the empty points, in quarter points.
   */
  final int[] moverSums = new int[3];

  final int[] opponentSums = new int[3];
  /** The evaluation's values by lines index (see {@link EvalTables#values}) for black and white, and its tempo. */
  private final int[] evalBlack;

  private final int[] evalWhite;
  private final int tempo;
  /** The evaluation's {@link ThreatSituation} values for the side to move. */
  private final int[] situations;
  /** How far along a line a stone changes other points' patterns: the pattern table's reach (4 or 5). */
  final int reach;
  /** 16 under renju (keeps {@link PointTable#PACKED}'s "maybe forbidden" bit for black), else 0. */
  private final int forbiddenFlag;
  /** The empty points with a threat class, by colour, as bitsets. */
  final ThreatIndex threatIndex;
  /** Interior points in order, for scans. */
  final int[] interior;

  private final int[] moves;
  int moveCount;
  /** The quiet move candidates: the empty points near a stone. */
  final CandidateArea candidates;
  private int hash1;
  private int hash2;
  /** The hashes' keys by colour and point ({@link ZobristKeys}). */
  private final int[][] zobrist1;

  private final int[][] zobrist2;
  private final RenjuPoints renjuPoints;
  /** The evaluation after a quiet move without playing it ({@link QuietPreview}). */
  final QuietPreview quietPreview;
  /** A plain board kept alongside, for the exact renju forbidden test. */
  final Board mirror;

  // Undo information: the points each move refreshed, with their values before, and the sums before.
  private final int[] frameStart;
  private final SumStack sumStack;
  private int[] saved = new int[4096];
  /** The most ints one move saves: five for each point it can see. */
  private final int savedPerMove;
  private int savedTop;

  public SearchBoard(int size, Rule rule) {
    this.size = size;
    this.rule = rule;
    this.stride = size + 2 * PAD;
    this.dir = new int[] {1, stride, stride + 1, stride - 1};
    this.table = PatternTable.forRule(rule);
    EvalTables eval = EvalTables.forRule(rule);
    evalBlack = eval.values[Stone.BLACK];
    evalWhite = eval.values[Stone.WHITE];
    tempo = eval.tempo;
    situations = eval.situations;
    int n = stride * stride;
    cells = new int[n];
    for (int d = 0; d < 4; d++) {
      keys[d] = new int[n];
    }
    ZobristKeys zobrist = new ZobristKeys(size, rule, n);
    zobrist1 = zobrist.first;
    zobrist2 = zobrist.second;
    lines = new int[n];
    threats = new int[n];
    combinations = new int[2 * n];
    reach = table.reach;
    patternBytes = table.patternBytes();
    savedPerMove = 5 * 8 * reach;
    forbiddenFlag = rule == Rule.RENJU ? 16 : 0;
    candidates = new CandidateArea(size, stride, PAD);
    threatIndex = new ThreatIndex(this, n);
    moves = new int[size * size];
    frameStart = new int[size * size + 1];
    sumStack = new SumStack(size * size + 1, moverSums, opponentSums, counts);
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
    for (int q : interior) {
      for (int d = 0; d < 4; d++) {
        keys[d][q] = computeKey(q, d);
      }
    }
    counts[8 + Threat.NONE] = size * size;
    counts[16 + Threat.NONE] = size * size;
    quietPreview = new QuietPreview(this, eval);
    renjuPoints = new RenjuPoints(this);
    for (int q : interior) {
      refreshPoint(q);
    }
  }

  private int computeKey(int q, int d) {
    int key = 0;
    for (int o = -reach; o <= reach; o++) {
      if (o != 0) {
        key |= cells[q + o * dir[d]] << (2 * table.slot(o));
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

  /** {@link #hash1} after the side to move plays q, without playing it. */
  int hash1After(int q) {
    return hash1 ^ zobrist1[sideToMove()][q];
  }

  /** {@link #hash2} after the side to move plays q, without playing it. */
  int hash2After(int q) {
    return hash2 ^ zobrist2[sideToMove()][q];
  }

  /**
   * Puts a stone of the side to move on q (which must be empty) and updates every derived table. A stone
   * changes only one line of each point it can see, so each such point looks up that one line's patterns and
   * is re-classified only when they changed (often they do not: a stone far away leaves the shape alone).
   */
  public void play(int q) {
    int c = sideToMove();
    sumStack.save(moveCount);
    frameStart[moveCount] = savedTop;
    candidates.placed(q, moveCount);
    cells[q] = c;
    moves[moveCount++] = q;
    hash1 ^= zobrist1[c][q];
    hash2 ^= zobrist2[c][q];
    if (rule == Rule.RENJU) {
      mirror.place(toPoint(q), c);
    }
    removePointFromSums(q);
    threatIndex.set(q, 0);
    if (savedTop + savedPerMove > saved.length) {
      saved = java.util.Arrays.copyOf(saved, saved.length * 2);
    }
    // One loop over the points q can see (k = -reach..reach along each direction), with the running sums in
    // locals: this is the hottest loop of the engine, and field updates per point added up.
    int[] sv = saved;
    int top = savedTop;
    int moverB = moverSums[1];
    int opponentB = opponentSums[1];
    int moverW = moverSums[2];
    int opponentW = opponentSums[2];
    int[] evalB = evalBlack;
    int[] evalW = evalWhite;
    for (int d = 0; d < 4; d++) {
      int step = dir[d];
      int[] keysD = keys[d];
      int shiftB = 4 * d;
      int shiftW = 16 + shiftB;
      int keep = ~(15 << shiftB | 15 << shiftW);
      for (int k = -reach; k <= reach; k++) {
        if (k == 0) {
          continue;
        }
        int a = q + k * step;
        int slot = k > 0 ? reach - k : reach - k - 1; // where q sits in a's key (see PatternTable#slot)
        int key = keysD[a] |= c << (2 * slot);
        if (cells[a] != Stone.EMPTY) {
          continue;
        }
        // Only this line of a changed: look it up again, and re-classify a when its patterns changed.
        int both = patternBytes[key] & 0xff;
        int old = lines[a];
        int updated = old & keep | (both & 15) << shiftB | (both >>> 4) << shiftW;
        if (updated == old) {
          continue;
        }
        int oldThreats = threats[a];
        int oldB = combinations[2 * a];
        int oldW = combinations[2 * a + 1];
        sv[top] = a;
        sv[top + 1] = old;
        sv[top + 2] = oldThreats;
        sv[top + 3] = oldB;
        sv[top + 4] = oldW;
        top += 5;
        lines[a] = updated;
        int pb = PointTable.PACKED[updated & 0xffff]; // black's four lines are its index (see PointTable)
        int pw = PointTable.PACKED[updated >>> 16];
        setThreats(a, oldThreats, pb, pw);
        int kb = pb >>> 5;
        int kw = pw >>> 5;
        combinations[2 * a] = kb;
        combinations[2 * a + 1] = kw;
        int nb = 2 * kb;
        int ob = 2 * oldB;
        int nw = 2 * kw;
        int ow = 2 * oldW;
        moverB += evalB[nb] - evalB[ob];
        opponentB += evalB[nb + 1] - evalB[ob + 1];
        moverW += evalW[nw] - evalW[ow];
        opponentW += evalW[nw + 1] - evalW[ow + 1];
      }
    }
    savedTop = top;
    moverSums[1] = moverB;
    opponentSums[1] = opponentB;
    moverSums[2] = moverW;
    opponentSums[2] = opponentW;
  }

  /**
   * Takes back the last move. Keys are cleared bit by bit; the neighbours' patterns, classes and combinations are
   * restored from what {@link #play} saved rather than looked up again, which is what makes undo cheap.
   */
  public void undo() {
    int q = moves[--moveCount];
    int c = cells[q];
    cells[q] = Stone.EMPTY;
    hash1 ^= zobrist1[c][q];
    hash2 ^= zobrist2[c][q];
    if (rule == Rule.RENJU) {
      mirror.remove(toPoint(q));
    }
    for (int d = 0; d < 4; d++) {
      int step = dir[d];
      for (int k = 1; k <= reach; k++) {
        keys[d][q + k * step] &= ~(3 << (2 * (reach - k)));
        keys[d][q - k * step] &= ~(3 << (2 * (reach + k - 1)));
      }
    }
    int[] sv = saved;
    int start = frameStart[moveCount];
    for (int i = savedTop - 5; i >= start; i -= 5) {
      int a = sv[i];
      lines[a] = sv[i + 1];
      int before = threats[a];
      int after = sv[i + 2];
      if (before != after) {
        threats[a] = after;
        threatIndex.flip(a, before, after);
      }
      combinations[2 * a] = sv[i + 3];
      combinations[2 * a + 1] = sv[i + 4];
    }
    savedTop = start;
    threatIndex.set(q, threats[q]); // unchanged while it held a stone
    sumStack.restore(moveCount);
    candidates.removed(q, moveCount);
  }

  /**
   * A pass, for the search's null-move test: the other side is to move, nothing else changes. The hash
   * changes too, so that the position after a pass (the same stones, the other side to move, which no real
   * game reaches) has its own table entries. {@link #lastMove} is -1 until {@link #undoNull}.
   */
  public void playNull() {
    moves[moveCount++] = -1;
    hash1 ^= ZobristKeys.NULL_FIRST;
    hash2 ^= ZobristKeys.NULL_SECOND;
  }

  public void undoNull() {
    moveCount--;
    hash1 ^= ZobristKeys.NULL_FIRST;
    hash2 ^= ZobristKeys.NULL_SECOND;
  }

  /**
   * Sets a point's classes from both colours' {@link PointTable#PACKED} entries, and the class counts when a
   * class changed (mostly it does not, and these read-modify-writes add up).
   */
  private void setThreats(int q, int oldThreats, int pb, int pw) {
    int newThreats = (pb & 15) | (pw & 15) << 4 | (pb & forbiddenFlag) << 4;
    if (newThreats != oldThreats) {
      threats[q] = newThreats;
      threatIndex.flip(q, oldThreats, newThreats);
      counts[8 + (oldThreats & 15)]--;
      counts[16 + ((oldThreats >>> 4) & 15)]--;
      counts[8 + (pb & 15)]++;
      counts[16 + (pw & 15)]++;
    }
  }

  /**
   * Computes an empty point's patterns from scratch (the board's first set-up, where every point starts
   * counted as class {@link Threat#NONE} with score 0).
   */
  private void refreshPoint(int q) {
    int packed = 0;
    for (int d = 0; d < 4; d++) {
      int both = table.patterns(keys[d][q]);
      packed |= (both & 15) << (4 * d) | (both >>> 4) << (16 + 4 * d);
    }
    lines[q] = packed;
    int pb = PointTable.PACKED[packed & 0xffff];
    int pw = PointTable.PACKED[packed >>> 16];
    setThreats(q, threats[q], pb, pw);
    combinations[2 * q] = pb >>> 5;
    combinations[2 * q + 1] = pw >>> 5;
    addEvalValues(q, 1);
  }

  /** Adds (sign 1) or takes away (-1) the point's evaluation values, from its lines, to the sums. */
  private void addEvalValues(int q, int sign) {
    int b = 2 * combinations[2 * q];
    int w = 2 * combinations[2 * q + 1];
    moverSums[1] += sign * evalBlack[b];
    opponentSums[1] += sign * evalBlack[b + 1];
    moverSums[2] += sign * evalWhite[w];
    opponentSums[2] += sign * evalWhite[w + 1];
  }

  private void removePointFromSums(int q) {
    int t = threats[q];
    counts[8 + (t & 15)]--;
    counts[16 + ((t >>> 4) & 15)]--;
    addEvalValues(q, -1);
  }

  // ---- questions the search asks --------------------------------------------------------------------------

  public int threat(int colour, int q) {
    return (threats[q] >>> (colour == Stone.BLACK ? 0 : 4)) & 15;
  }

  public int pointScore(int colour, int q) {
    return PointTable.SCORE[combinations[2 * q + colour - 1]];
  }

  /** The {@link PointCombination} of an empty point's four lines for the colour. */
  public int pointCombination(int colour, int q) {
    return combinations[2 * q + colour - 1];
  }

  public int linePattern(int colour, int q, int d) {
    return (lines[q] >>> ((colour == Stone.BLACK ? 0 : 16) + 4 * d)) & 15;
  }

  public int threatCount(int colour, int t) {
    return counts[colour * 8 + t];
  }

  /** The colour's evaluation sums (mover and opponent values over the empty points), for tests. */
  int evalSum(int colour, boolean mover) {
    return mover ? moverSums[colour] : opponentSums[colour];
  }

  /** Whether {@code colour} may not play q: only black under renju ({@link RenjuPoints}). */
  public boolean isForbidden(int colour, int q) {
    return colour == Stone.BLACK && (threats[q] & 256) != 0 && renjuPoints.isForbidden(q);
  }

  /** Points where {@code colour} would make a five, written to out; returns how many. */
  public int fivePoints(int colour, int[] out) {
    if (threatCount(colour, Threat.FIVE) == 0) {
      return 0;
    }
    return threatIndex.points(colour, Threat.FIVE, out);
  }

  /** See {@link ThreatIndex#fivePointsNear}. */
  public int fivePointsNear(int colour, int q, int[] out) {
    return threatIndex.fivePointsNear(colour, q, out);
  }

  /**
   * The static evaluation from the side to move's view ({@link EvalTables}): its points' mover values less the
   * opponent's points' opponent values, plus the tempo and the value of the {@link ThreatSituation}.
   */
  public int evaluate() {
    return evaluate(threatSituation());
  }

  /** {@link #evaluate()} for a caller that has the position's {@link #threatSituation} already. */
  int evaluate(int situation) {
    int me = sideToMove();
    return (moverSums[me] >> EvalTables.UNIT_SHIFT) - (opponentSums[3 - me] >> EvalTables.UNIT_SHIFT) + tempo
        + situations[situation];
  }

  /** The {@link ThreatSituation} index of the position for the side to move. */
  public int threatSituation() {
    return ThreatSituation.index(counts, sideToMove());
  }

  /** Whether the colour has a 3-3, 4-3 or open-four point on the board now (a threat no table can weigh). */
  boolean hasForcingPoint(int colour) {
    return forcingPoints(colour) > 0;
  }

  /** Whether the colour can make a four (or more) on the board now. */
  boolean hasFourPoint(int colour) {
    int base = colour * 8;
    return counts[base + Threat.FOUR] + counts[base + Threat.FOUR_THREE] + counts[base + Threat.FLEX_FOUR]
        + counts[base + Threat.FIVE] > 0;
  }

  /** How many 3-3, 4-3 and open-four points the colour has on the board now. */
  private int forcingPoints(int colour) {
    int base = colour * 8;
    return counts[base + Threat.DOUBLE_THREE] + counts[base + Threat.FOUR_THREE] + counts[base + Threat.FLEX_FOUR];
  }

  /** Whether a stone lies within two rows and columns of q ({@link CandidateArea}). */
  public boolean hasNeighbours(int q) {
    return candidates.hasNeighbours(q);
  }
}
