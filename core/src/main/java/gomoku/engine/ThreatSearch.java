package gomoku.engine;

/**
 * Threat-space search: does the side to move win by a sequence of threats the opponent must answer?
 *
 * <ul>
 *   <li><b>VCF</b> (victory by continuous fours): every attacking move is a four, so every defence is forced
 *       (the one five point), and the tree is narrow; it ends in an open four, a double four, or a four whose
 *       five point black may not block under renju.
 *   <li><b>VCT</b> (victory by continuous threats): attacking moves are fours or open threes; against a three
 *       the defender may block at any point that stops the four (the points where the attacker's line
 *       pattern is a four) or counter with a four of its own, and every such defence must lose.
 * </ul>
 *
 * Both are depth- and node-limited; a result of false means "not found within the limits". A found win is
 * kept as a move sequence (points of the {@link SearchBoard}) in {@link #line()}.
 *
 * <p>Both remember the positions (attacker to move) they searched in full without a win, with how many attacking
 * moves were left, VCF and VCT apart: the same threats played in another order reach the same positions, and a
 * failure with d moves left is a failure with fewer. A search skips only subtrees that failed, so it finds the
 * same line as without the memory, in fewer nodes.
 */
public final class ThreatSearch {
  private static final int MAX_PLY = 64;
  private static final int FAIL_BITS = 16;

  private final SearchBoard b;
  private final int[][] moveBuf;
  private final int[] five = new int[8];
  /** Empty points to look at, from {@link ThreatIndex#points}. */
  private final int[] scan;
  private final int[] line = new int[MAX_PLY];
  private int lineLength;
  /** Failed VCF positions: the second hash key, and the fours that were left (see the class comment). */
  private final int[] failCheck = new int[1 << FAIL_BITS];
  private final byte[] failDepth = new byte[1 << FAIL_BITS];
  /** Failed VCT positions, likewise, with the attacking moves that were left. */
  private final int[] vctFailCheck = new int[1 << FAIL_BITS];
  private final byte[] vctFailDepth = new byte[1 << FAIL_BITS];
  /** Mixed into the stored checks; {@link #clearCache} changes it. */
  private int salt;
  /** The ply limit cut a branch since the search started: a failure then depends on the path, so none is kept. */
  private boolean truncated;
  private int nodes;
  private int nodeLimit;
  private boolean aborted;
  /** Wall-clock time (ms) at which every search gives up, 0 for none: the caller's hard limit. */
  private long deadline;
  private volatile boolean stopRequested;
  private int attacker;

  public ThreatSearch(SearchBoard board) {
    this.b = board;
    moveBuf = new int[MAX_PLY][board.size * board.size];
    scan = new int[board.size * board.size];
  }

  /** The board this searches (its moves are played and taken back there). */
  public SearchBoard board() {
    return b;
  }

  public int nodes() {
    return nodes;
  }

  /** Node count back to zero; the failure cache stays (it holds facts about positions). */
  public void resetNodes() {
    nodes = 0;
  }

  /**
   * Forgets every remembered failure at once: entries are checked against the hash mixed with a salt, and a new
   * salt leaves the old entries as unlikely to match as another position's (the puzzles clear before each search,
   * and wiping 640 KB each time cost more than some of their searches).
   */
  public void clearCache() {
    salt += 0x9E3779B9;
  }

  public boolean aborted() {
    return aborted;
  }

  /**
   * Until {@link #clearLimits}, searches give up at this time (as from {@link System#currentTimeMillis}),
   * so that a threat search inside a timed search never keeps it past its hard limit.
   */
  public void setDeadline(long millis) {
    deadline = millis;
  }

  /** Asks a running search (on another thread) to give up as soon as it can. */
  public void stop() {
    stopRequested = true;
  }

  /** No deadline, no stop request. */
  public void clearLimits() {
    deadline = 0;
    stopRequested = false;
  }

  /** How many moves the winning sequence found by the last successful search has. */
  /** Whether the last successful search's line ends with the five (else with an open four). */
  private boolean endsInFive = true;

  public int lineLength() {
    return lineLength;
  }

  /**
   * The plies from the position to the five of the last successful search: its line, and two more when the line
   * ends with an open four (the defender's move and the five).
   */
  public int plies() {
    return lineLength + (endsInFive ? 0 : 2);
  }

  /** The first move of the last successful search's line. */
  int firstMove() {
    return line[0];
  }

  /** The winning sequence found by the last successful search, attacker's and defender's moves in turn. */
  public int[] line() {
    int[] out = new int[lineLength];
    System.arraycopy(line, 0, out, 0, lineLength);
    return out;
  }

  /** VCF for the side to move, with at most {@code maxFours} attacking moves and {@code maxNodes} nodes. */
  public boolean vcf(int maxFours, int maxNodes) {
    start(maxNodes);
    return vcfAttack(maxFours, 0);
  }

  /** VCT for the side to move, with at most {@code maxThreats} attacking moves. */
  public boolean vct(int maxThreats, int maxNodes) {
    start(maxNodes);
    return vctAttack(maxThreats, 0);
  }

  /**
   * Whether the side not to move would win by a VCF were it its turn: the threat the side to move must answer. The
   * line found is the other side's, from its first four.
   */
  public boolean vcfThreat(int maxFours, int maxNodes) {
    b.playNull();
    try {
      return vcf(maxFours, maxNodes);
    } finally {
      b.undoNull();
    }
  }

  /**
   * The defender to move after a threat by the other side: the replies a VCT must refute, written to out — the one
   * block of a four, or against an open three the points that stop its four and the defender's own fours (those the
   * rule lets it play). Returns how many; -1 when nothing stops the attacker (two five points, or the one block is
   * forbidden), 0 when the last move threatened nothing. A five of the defender's own is the caller's to see first.
   */
  public int defences(int[] out) {
    int you = b.sideToMove();
    int me = 3 - you;
    int fives = b.fivePoints(me, five);
    if (fives >= 2 || fives == 1 && b.isForbidden(you, five[0])) {
      return -1;
    }
    if (fives == 1) {
      out[0] = five[0];
      return 1;
    }
    if (findValid(me, Threat.FLEX_FOUR) < 0) {
      return 0;
    }
    int n = b.threatIndex.openFourDefences(me, scan);
    int count = 0;
    for (int i = 0; i < n; i++) {
      if (!b.isForbidden(you, scan[i])) {
        out[count++] = scan[i];
      }
    }
    return count;
  }

  private void start(int maxNodes) {
    attacker = b.sideToMove();
    nodeLimit = nodes + maxNodes;
    aborted = false;
    truncated = false;
    lineLength = 0;
  }

  private boolean outOfNodes() {
    if (++nodes > nodeLimit || stopRequested
        || (nodes & 63) == 0 && deadline > 0 && System.currentTimeMillis() >= deadline) {
      aborted = true;
    }
    return aborted;
  }

  // ---- VCF ---------------------------------------------------------------------------------------------

  private boolean vcfAttack(int depthLeft, int ply) {
    int me = attacker;
    int you = 3 - me;
    // 1. A five ends it.
    if (b.threatCount(me, Threat.FIVE) > 0) {
      b.fivePoints(me, five);
      return win(ply, five[0]);
    }
    if (outOfNodes()) {
      return false;
    }
    if (ply >= MAX_PLY - 2) {
      truncated = true;
      return false;
    }
    // 2. If the defender's last block made a four, the attacker must block it, and may go on only if that
    //    block is itself a four.
    int[] moves = moveBuf[ply];
    int count;
    int defenderFives = b.lastMove() < 0 ? 0 : b.fivePointsNear(you, b.lastMove(), five);
    if (defenderFives >= 2) {
      return false;
    }
    if (defenderFives == 1) {
      int f = five[0];
      if (b.threat(me, f) < Threat.FOUR || b.isForbidden(me, f)) {
        return false;
      }
      moves[0] = f;
      count = 1;
    } else {
      // 3. An open four (or a double four) wins outright.
      int flex = findValid(me, Threat.FLEX_FOUR);
      if (flex >= 0) {
        return winByFlex(ply, flex);
      }
      count = collect(me, Threat.FOUR, moves);
    }
    if (depthLeft <= 0 || count == 0 || failedBefore(failCheck, failDepth, depthLeft)) {
      return false;
    }
    // 4. Each four forces the block on its five point; a win below any of them is a win here.
    for (int i = 0; i < count; i++) {
      int m = moves[i];
      b.play(m);
      boolean won;
      int fives = b.fivePointsNear(me, m, five);
      int block = five[0];
      if (fives >= 2) {
        // Two five points: the defender stops one, the attacker completes the other.
        line[ply + 1] = five[0];
        won = win(ply + 2, five[1]);
      } else if (fives == 0) {
        won = false; // no four after all
      } else if (b.isForbidden(you, block)) {
        lineLength = ply + 1; // renju: black may not block there, so white's five cannot be stopped
        won = true;
      } else {
        b.play(block);
        won = vcfAttack(depthLeft - 1, ply + 2);
        b.undo();
        if (won) {
          line[ply + 1] = block;
        }
      }
      b.undo();
      if (won) {
        line[ply] = m;
        return true;
      }
      if (aborted) {
        return false;
      }
    }
    rememberFailure(failCheck, failDepth, depthLeft);
    return false;
  }

  // ---- VCT ---------------------------------------------------------------------------------------------

  private boolean vctAttack(int depthLeft, int ply) {
    int me = attacker;
    int you = 3 - me;
    if (b.threatCount(me, Threat.FIVE) > 0) {
      b.fivePoints(me, five);
      return win(ply, five[0]);
    }
    if (outOfNodes()) {
      return false;
    }
    if (ply >= MAX_PLY - 2) {
      truncated = true;
      return false;
    }
    int[] moves = moveBuf[ply];
    int count;
    int defenderFives = b.lastMove() < 0 ? 0 : b.fivePointsNear(you, b.lastMove(), five);
    if (defenderFives >= 2) {
      return false;
    }
    if (defenderFives == 1) {
      // Forced to block; the block must itself threaten, which vctDefend checks.
      if (b.isForbidden(me, five[0])) {
        return false;
      }
      moves[0] = five[0];
      count = 1;
    } else {
      int flex = findValid(me, Threat.FLEX_FOUR);
      if (flex >= 0) {
        return winByFlex(ply, flex);
      }
      if (depthLeft <= 0) {
        return false;
      }
      // A position that failed before with as many threats left failed its VCF too (tried first, below, with
      // at least as many fours), so the memory is asked before the VCF.
      if (failedBefore(vctFailCheck, vctFailDepth, depthLeft)) {
        return false;
      }
      // A VCF is a VCT, and a cheap one to find.
      int saved = lineLength;
      if (vcfAttack(Ints.min(depthLeft + 4, 12), ply)) {
        return true;
      }
      lineLength = saved;
      if (aborted) {
        return false;
      }
      count = collect(me, Threat.THREE, moves);
    }
    if (depthLeft <= 0 || count == 0) {
      return false;
    }
    for (int i = 0; i < count; i++) {
      int m = moves[i];
      b.play(m);
      boolean won = vctDefend(depthLeft - 1, ply + 1);
      b.undo();
      if (won) {
        line[ply] = m;
        return true;
      }
      if (aborted) {
        return false;
      }
    }
    if (defenderFives == 0) {
      rememberFailure(vctFailCheck, vctFailDepth, depthLeft);
    }
    return false;
  }

  /** The defender to move after a threat: true when every defence loses. */
  private boolean vctDefend(int depthLeft, int ply) {
    int me = attacker;
    int you = 3 - me;
    if (b.threatCount(you, Threat.FIVE) > 0 || outOfNodes()) {
      return false;
    }
    int[] replies = moveBuf[ply];
    int count = 0;
    int attackerFives = b.fivePointsNear(me, b.lastMove(), five);
    if (attackerFives >= 2) {
      lineLength = ply;
      return true;
    }
    if (attackerFives == 1) {
      if (b.isForbidden(you, five[0])) {
        lineLength = ply;
        return true;
      }
      replies[count++] = five[0];
    } else if (findValid(me, Threat.FLEX_FOUR) >= 0) {
      // An open three: block a point of the coming four, or counter with a four.
      int n = b.threatIndex.openFourDefences(me, scan);
      for (int i = 0; i < n; i++) {
        int q = scan[i];
        if (!b.isForbidden(you, q)) {
          replies[count++] = q;
        }
      }
    } else {
      return false; // the last attacking move threatened nothing
    }
    // Every defence must lose; the line kept is the one below the last defence tried.
    for (int i = 0; i < count; i++) {
      int r = replies[i];
      b.play(r);
      boolean won = vctAttack(depthLeft, ply + 1);
      b.undo();
      if (!won) {
        return false;
      }
      line[ply] = r;
    }
    return true;
  }

  // ---- helpers -----------------------------------------------------------------------------------------

  private boolean win(int ply, int move) {
    line[ply] = move;
    lineLength = ply + 1;
    endsInFive = true;
    return true;
  }

  /** A win whose last move is an open four (or a double four): the five comes two plies later. */
  private boolean winByFlex(int ply, int move) {
    win(ply, move);
    endsInFive = false;
    return true;
  }

  /** A point of at least {@code minThreat} for colour that it may play, or -1. */
  private int findValid(int colour, int minThreat) {
    if (b.threatCount(colour, minThreat) == 0
        && (minThreat == Threat.FIVE || b.threatCount(colour, Threat.FIVE) == 0)) {
      boolean any = false;
      for (int t = minThreat; t < Threat.COUNT; t++) {
        any |= b.threatCount(colour, t) > 0;
      }
      if (!any) {
        return -1;
      }
    }
    int count = b.threatIndex.points(colour, minThreat, scan);
    for (int i = 0; i < count; i++) {
      int q = scan[i];
      if (!b.isForbidden(colour, q)) {
        return q;
      }
    }
    return -1;
  }

  /** Points where colour makes at least {@code minThreat}, fours first, then by score. */
  private int collect(int colour, int minThreat, int[] out) {
    int n = 0;
    boolean any = false;
    for (int t = minThreat; t < Threat.COUNT; t++) {
      any |= b.threatCount(colour, t) > 0;
    }
    if (!any) {
      return 0;
    }
    int count = b.threatIndex.points(colour, minThreat, scan);
    for (int i = 0; i < count; i++) {
      int q = scan[i];
      if (!b.isForbidden(colour, q)) {
        out[n++] = q;
      }
    }
    // insertion sort: stronger threats first, then higher point score
    for (int i = 1; i < n; i++) {
      int m = out[i];
      int key = rank(colour, m);
      int j = i - 1;
      while (j >= 0 && rank(colour, out[j]) < key) {
        out[j + 1] = out[j];
        j--;
      }
      out[j + 1] = m;
    }
    return n;
  }

  private int rank(int colour, int q) {
    return b.threat(colour, q) * 100000 + b.pointScore(colour, q) + b.pointScore(3 - colour, q) / 2;
  }

  /** Whether this position, attacker to move, failed before with at least {@code depthLeft} attacking moves. */
  private boolean failedBefore(int[] check, byte[] depth, int depthLeft) {
    int i = (b.hash1() ^ attacker) & ((1 << FAIL_BITS) - 1);
    return check[i] == (b.hash2() ^ salt) && depth[i] >= depthLeft;
  }

  /** Keeps a failure searched in full: not one cut by the node limit, the clock or the ply limit. */
  private void rememberFailure(int[] check, byte[] depth, int depthLeft) {
    if (aborted || truncated) {
      return;
    }
    int i = (b.hash1() ^ attacker) & ((1 << FAIL_BITS) - 1);
    check[i] = b.hash2() ^ salt;
    depth[i] = (byte) Ints.min(depthLeft, 127);
  }
}
