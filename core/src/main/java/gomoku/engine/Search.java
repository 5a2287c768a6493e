package gomoku.engine;

import java.util.Arrays;
import java.util.Random;

/**
 * The engine's search: a negamax alpha-beta search with principal-variation windows, a transposition table,
 * killer and history move order ({@link MoveHistory}), four and singular extensions, late-move reductions,
 * null-move, reverse futility and razoring on an evaluation corrected by what the search has learned
 * ({@link EvalCorrection}), and at the horizon a short VCF for a side with a 4-3 point or, below beta, a four point. The root (threat-space search, iterative deepening, time) is {@link RootSearch}; the tuned
 * limits are {@link SearchParams}. Scores are from the side to move's view; a win whose five lands n plies from
 * the root scores {@code MATE - n}.
 */
public final class Search {
  /** Told after every completed iteration. */
  public interface Listener {
    void iteration(SearchInfo info);
  }

  static final int MAX_PLY = 96;
  static final int INF = Evaluation.MATE + 1;
  /** No score: none yet, or a shortcut that does not end the node. No search returns it. */
  static final int NO_SCORE = TranspositionTable.NO_CUTOFF;

  final SearchBoard b;
  private final TranspositionTable tt;
  private final ThreatSearch threats;
  private final MovePicker picker;
  final MoveHistory history;
  private final EvalCorrection correction;
  private final RootSearch root;
  private final int[][] moveBuf;
  private final int[][] keyBuf;
  final PrincipalVariation pv = new PrincipalVariation(MAX_PLY);
  /** played[ply]: whether the node at ply has played the move it is searching (see {@link #child}). */
  private final boolean[] played = new boolean[MAX_PLY + 1];
  private final int[] five = new int[8];
  /** excluded[ply]: the move that a singular-extension search at that ply leaves out (-1: none; Step 4c). */
  private final int[] excluded = new int[MAX_PLY + 1];

  // Options (see Level and Engine).
  boolean useVcf = true;
  boolean useVct = true;
  /** Off for the later steps of a {@link SteppedSearch}: the first step already looked for a threat win. */
  boolean rootThreats = true;
  /** Root moves within this many points of the best may be chosen at random; 0 = always the best. */
  int varietyMargin;
  /**
   * Analysis: how many of the best root moves get exact scores (multi-PV). With 1, the others are only shown
   * to be worse, which is all a player of the move needs and much cheaper.
   */
  int multiPv = 1;
  /** Lazy SMP helpers search each iteration this many plies deeper than its number (0 for the main search). */
  int depthOffset;
  Random random = new Random(1);

  // State of the running search (the root reads it too).
  private int nodes;
  int selDepth;
  int rootDepth;
  private long startMillis;
  SearchLimits limits = new SearchLimits();
  boolean aborted;
  private volatile boolean stopRequested;

  public Search(SearchBoard board, TranspositionTable table) {
    this.b = board;
    this.tt = table;
    this.threats = new ThreatSearch(board);
    this.picker = new MovePicker(board);
    this.history = new MoveHistory(board.stride * board.stride);
    this.correction = new EvalCorrection(board.stride * board.stride);
    this.root = new RootSearch(this, board, threats, picker);
    moveBuf = new int[MAX_PLY][board.size * board.size];
    keyBuf = new int[MAX_PLY][board.size * board.size];
    Arrays.fill(excluded, -1);
  }

  /** Asks a running search (on another thread) to return as soon as it can. */
  public void stop() {
    stopRequested = true;
    threats.stop();
  }

  public int nodes() {
    return nodes + threats.nodes();
  }

  /** The result of {@link #think}: the move as a padded-board point (-1 when there is none) and its report. */
  public static final class Result {
    public int move = -1;
    public final SearchInfo info = new SearchInfo();
  }

  /** Searches the board's position within the limits, telling the listener (may be null) each iteration. */
  public Result think(SearchLimits searchLimits, Listener listener) {
    // Step 0. Reset the counters and age the move-order heuristics; the root does the rest.
    limits = searchLimits;
    startMillis = System.currentTimeMillis();
    nodes = 0;
    selDepth = 0;
    aborted = false;
    stopRequested = false;
    threats.resetNodes();
    threats.clearLimits();
    if (limits.hardMillis > 0) {
      threats.setDeadline(startMillis + limits.hardMillis); // threat searches keep the hard limit too
    }
    if (depthOffset == 0) {
      tt.newSearch(); // one new generation per move, not one per thread
    }
    history.age();
    correction.age();
    return root.think(listener);
  }

  // ---- the recursive search -----------------------------------------------------------------------------

  /**
   * The score of the position for the side to move, within (alpha, beta) when it can be told. {@code pvNode}: a
   * full window on the principal variation. {@code cutNode}: a null-window node expected to fail high (a cut
   * node in Knuth's terms). Below a node the kinds alternate, cut under all and all under cut, and the child of
   * a reduced late move counts as a cut node. At a cut node late moves are reduced a ply more (Step 6).
   */
  int search(int depth, int alpha, int beta, int ply, boolean pvNode, boolean cutNode) {
    // Step 1. Count the node, and now and then look at the clock (see enterNode).
    if (!enterNode(ply)) {
      return 0;
    }
    int me = b.sideToMove();
    int you = 3 - me;

    // Step 2. Positions the patterns decide: our five, the opponent's unstoppable five, our open four.
    if (b.threatCount(me, Threat.FIVE) > 0) {
      return Evaluation.MATE - (ply + 1);
    }
    // (The opponent's five points can only come from its last move: earlier ones were blocked. After a
    // pass it has none: the pass is only tried when it had none.)
    int oppFives = b.lastMove() < 0 ? 0 : b.fivePointsNear(you, b.lastMove(), five);
    if (oppFives >= 2 || oppFives == 1 && b.isForbidden(me, five[0])) {
      return -(Evaluation.MATE - (ply + 2));
    }
    int oppFive = oppFives == 1 ? five[0] : -1; // (five[] is shared: the null move's search reuses it)
    if (oppFives == 0 && b.threatCount(me, Threat.FLEX_FOUR) > 0 && picker.hasPlayable(me, Threat.FLEX_FOUR)) {
      return Evaluation.MATE - (ply + 3);
    }
    if (b.isFull()) {
      return 0;
    }
    // Mate-distance pruning: nothing here can beat a mate already found nearer the root.
    alpha = Ints.max(alpha, -(Evaluation.MATE - ply));
    beta = Ints.min(beta, Evaluation.MATE - ply - 1);
    if (alpha >= beta) {
      return alpha;
    }

    // Step 3. At the horizon, the static evaluation, unless a short VCF wins. It is tried at a 4-3 point, which
    // wins unless the defender fights back with fours (the evaluation cannot weigh that), and below beta at a
    // four point: a reduced line may end before its fours.
    if (depth <= 0 || ply >= MAX_PLY - 2) {
      if (useVcf && b.threatCount(me, Threat.FOUR_THREE) > 0
          && threats.vcf(SearchParams.HORIZON_FOURS, SearchParams.HORIZON_NODES)) {
        return vcfWin(ply);
      }
      int eval = clampedEval();
      if (useVcf && eval < beta && b.threatCount(me, Threat.FOUR) > 0
          && threats.vcf(SearchParams.HORIZON_VCF_FOURS, SearchParams.HORIZON_VCF_NODES)) {
        return vcfWin(ply);
      }
      return eval;
    }

    // Step 4. Transposition table: a deep enough bound or a proven mate ends the node; any entry gives a first move.
    int h1 = b.hash1();
    int h2 = b.hash2();
    // A singular-extension search (Step 4c) asks about this position without one move: the table's entry,
    // and what it says, are about all of them.
    boolean singularSearch = excluded[ply] >= 0;
    int slot = singularSearch ? -1 : tt.probe(h1, h2);
    int ttMove = -1;
    if (slot >= 0) {
      ttMove = tt.move(slot);
      // A PV node searches on for its line, unless the entry proves a win or loss: a proof needs no deeper look.
      int s = !pvNode || tt.proven(slot) ? tt.cutoff(slot, depth, alpha, beta, ply) : NO_SCORE;
      if (s != NO_SCORE) {
        if (pvNode && s > 0 && ttMove >= 0) {
          pv.setSingle(ply, ttMove); // the line shows at least the winning move
        }
        return s;
      }
    }

    // Step 4a. Reverse futility: near the horizon, a side whose evaluation clears beta by a margin per ply
    // keeps it, unless the opponent holds a point that wins or forces (a 3-3, a 4-3 or an open four), which
    // the evaluation cannot weigh.
    if (!pvNode && !singularSearch && depth <= SearchParams.RFP_MAX_DEPTH && oppFive < 0 && !Evaluation.isMate(beta)
        && !b.hasForcingPoint(you)) {
      int s = reverseFutility(clampedEval(), depth, beta);
      if (s != NO_SCORE) {
        return s;
      }
    }

    // Step 4a'. Razoring: near the horizon, a side far below alpha with no forcing point on either side is left to
    // its evaluation, since a few quiet plies do not make up such a gap; only its fours could, so they get a VCF.
    if (!pvNode && !singularSearch && depth <= SearchParams.RAZOR_MAX_DEPTH && oppFive < 0 && !Evaluation.isMate(alpha)
        && !b.hasForcingPoint(you) && !b.hasForcingPoint(me)) {
      int eval = clampedEval();
      if (eval + SearchParams.RAZOR_MARGIN * depth <= alpha) {
        if (useVcf && b.hasFourPoint(me) && threats.vcf(SearchParams.RAZOR_FOURS, SearchParams.RAZOR_NODES)) {
          return vcfWin(ply);
        }
        return eval;
      }
    }

    // Step 4b. Null move. In Gomoku a stone never hurts its owner, so a side that may pass and still holds
    // beta, searched R plies shallower, would hold it with a real move too. Not at PV nodes, not twice in a
    // row, and not when the opponent threatens an open four or more: then passing loses, which says nothing.
    if (!pvNode && !singularSearch && depth >= SearchParams.NULL_MIN_DEPTH && b.lastMove() >= 0
        && !Evaluation.isMate(beta)
        && b.threatCount(you, Threat.FLEX_FOUR) == 0 && b.threatCount(you, Threat.FOUR_THREE) == 0
        && b.moveCount() < b.size * b.size - 8 && clampedEval() >= beta) {
      b.playNull();
      int s = -search(depth - 1 - SearchParams.NULL_REDUCTION - depth / 6, -beta, -beta + 1, ply + 1, false, !cutNode);
      b.undoNull();
      if (aborted) {
        return 0;
      }
      if (s >= beta) {
        return Evaluation.isMate(s) ? beta : s;
      }
    }

    // Step 4c. Singular extension (Stockfish's; Rapfi has it too). When the table's move held a lower bound
    // nearly as deep as this node, search the others, half as deep, against a bar a margin a ply below that
    // bound. If none reaches it, the table move is the only good one here, and a line that hangs on one move
    // is searched a ply deeper (Step 6). If one does and the bar is at or above beta, two moves beat beta and
    // the node fails high without more search (multi-cut).
    int singularMove = -1;
    if (!singularSearch && depth >= SearchParams.SINGULAR_MIN_DEPTH && slot >= 0 && ttMove >= 0 && oppFive < 0
        && tt.depth(slot) >= depth - 3 && tt.bound(slot) != TranspositionTable.BOUND_UPPER) {
      int ttScore = tt.score(slot, ply);
      if (!Evaluation.isMate(ttScore)) {
        int bar = ttScore - SearchParams.SINGULAR_MARGIN * depth;
        excluded[ply] = ttMove;
        int s = search((depth - 1) / 2, bar - 1, bar, ply, false, cutNode);
        excluded[ply] = -1;
        if (aborted) {
          return 0;
        }
        if (s < bar) {
          singularMove = ttMove;
        } else if (bar >= beta) {
          return bar;
        }
      }
    }

    // Step 5. The moves, best first (only the forced ones when we are under threat).
    int[] moves = moveBuf[ply];
    int[] keys = keyBuf[ply];
    int n = picker.generate(moves, keys, oppFive, ttMove, history.killer(ply, 0), history.killer(ply, 1),
        history.scores(me));
    boolean forced = picker.forced;
    if (n == 0) {
      return forced ? -(Evaluation.MATE - (ply + 2)) : 0;
    }
    int limit = forced ? n : Ints.min(n, SearchParams.QUIET_CAP[Ints.min(depth, SearchParams.QUIET_CAP.length - 1)]);

    // Step 6. Principal-variation search. Fours are extended: the reply is forced, so it costs little. Every move
    // after the first (quiet, a four or a defence) is first searched shallower, by SearchParams.LMR (a ply more at
    // cut nodes, a ply less at PV nodes), and again at full depth if it beats alpha: forced lines are most of the
    // tree, and the re-search keeps a reduced move that matters.
    int origAlpha = alpha;
    int best = -INF;
    int bestMove = -1;
    for (int i = 0; i < limit; i++) {
      if (i > 0) {
        MovePicker.selectBest(moves, keys, i, n); // the list comes with its best first
      }
      int m = moves[i];
      if (m == excluded[ply]) {
        limit = MovePicker.widenedLimit(i, limit, n, best); // Step 4c's search of the other moves
        continue;
      }
      int attack = b.threat(me, m);
      int ext = (attack >= Threat.FOUR || m == singularMove) && ply < 2 * rootDepth ? 1 : 0;
      int newDepth = depth - 1 + ext;
      // A child at the horizon that will be quiet needs only its evaluation, which the board can compute
      // without playing the move (the same number, so the same tree; only cheaper), unless Step 3 would try a
      // VCF there (its side to move below its beta with a four point). Such a child is never reduced.
      boolean previewed = newDepth <= 0 && b.quietPreview.of(m)
          && !(b.quietPreview.fourPoint && previewEval(m) < -alpha);
      // A quiet move (no four, no reply to a threat) leaves the child nothing for Step 2 to decide, so the
      // child's table entry and reverse futility test can be run before the move is played; when they end the
      // child, the move never is.
      boolean quiet = !previewed && oppFive < 0 && attack < Threat.FOUR && noOpenFourFor(you);
      played[ply] = false;
      int s;
      if (i == 0) {
        s = previewed ? -previewedLeaf(m, -beta, -alpha, ply + 1)
            : -child(m, quiet, newDepth, -beta, -alpha, ply, pvNode, !pvNode && !cutNode);
      } else {
        int reduction = 0;
        if (depth >= 3) {
          reduction = SearchParams.LMR[Ints.min(depth, 63)][Ints.min(i, 63)] + (cutNode ? 1 : 0) - (pvNode ? 1 : 0);
          reduction = Ints.max(0, Ints.min(reduction, newDepth - 1));
        }
        s = previewed ? -previewedLeaf(m, -alpha - 1, -alpha, ply + 1)
            : -child(m, quiet, newDepth - reduction, -alpha - 1, -alpha, ply, false, reduction > 0 || !cutNode);
        if (s > alpha && reduction > 0) {
          s = -child(m, quiet, newDepth, -alpha - 1, -alpha, ply, false, !cutNode);
        }
        if (s > alpha && s < beta && pvNode) {
          s = previewed ? -previewedLeaf(m, -beta, -alpha, ply + 1)
              : -child(m, quiet, newDepth, -beta, -alpha, ply, true, false);
        }
      }
      if (played[ply]) {
        b.undo();
      }
      if (aborted) {
        return 0;
      }
      if (s > best) {
        best = s;
        bestMove = m;
        if (s > alpha) {
          alpha = s;
          pv.update(ply, m);
          if (alpha >= beta) {
            history.cutoff(ply, me, m, depth);
            break;
          }
        }
      }
      limit = MovePicker.widenedLimit(i, limit, n, best);
    }

    // Step 7. Store what we learned.
    int bound = best >= beta ? TranspositionTable.BOUND_LOWER
        : best > origAlpha ? TranspositionTable.BOUND_EXACT : TranspositionTable.BOUND_UPPER;
    if (!singularSearch) {
      tt.store(h1, h2, bestMove, depth, bound, best, ply);
      // Step 7a. A quiet node's result says how far its evaluation was off; not when a four decided it.
      if (!forced && bestMove >= 0 && !Evaluation.isMate(best) && b.threat(me, bestMove) < Threat.FOUR) {
        correction.learn(b, best, bound, depth);
      }
    }
    return best;
  }

  /**
   * The search of the child after move m (played by the node at {@code ply}, if it has not been yet). When m
   * is quiet (see the move loop) and the child is not a PV node, the child's Steps 1 and 2 would decide
   * nothing, so its Steps 4 (the table) and 4a (reverse futility, on the board's preview of m) are run first,
   * without playing m: what ends the child there ends it here. The same tree, minus a move played and taken
   * back at every node that ends early.
   */
  private int child(int m, boolean quiet, int depth, int alpha, int beta, int ply, boolean pvNode,
      boolean cutNode) {
    if (!played[ply]) {
      if (quiet && !pvNode && depth > 0 && b.moveCount() + 1 < b.size * b.size) {
        int s = tableCutoff(b.hash1After(m), b.hash2After(m), depth, alpha, beta, ply + 1);
        if (s == NO_SCORE) {
          s = reverseFutilityAfter(m, depth, Ints.min(beta, Evaluation.MATE - ply - 2));
        }
        if (s != NO_SCORE) {
          return enterNode(ply + 1) ? s : 0;
        }
      }
      b.play(m);
      played[ply] = true;
    }
    return search(depth, alpha, beta, ply + 1, pvNode, cutNode);
  }

  /**
   * What a non-PV node at {@code ply} with this hash returns from Steps 2's mate-distance bounds and 4 (the
   * table), or {@link #NO_SCORE} when it goes on.
   */
  private int tableCutoff(int h1, int h2, int depth, int alpha, int beta, int ply) {
    alpha = Ints.max(alpha, -(Evaluation.MATE - ply));
    beta = Ints.min(beta, Evaluation.MATE - ply - 1);
    if (alpha >= beta) {
      return alpha;
    }
    int slot = tt.probe(h1, h2);
    return slot < 0 ? NO_SCORE : tt.cutoff(slot, depth, alpha, beta, ply);
  }

  /**
   * Step 4a of the child after the quiet move m, from the board's preview of it: the child's evaluation when
   * its reverse futility test would return it, else {@link #NO_SCORE}. Its conditions are the child's: the
   * mover left no five point (m is quiet), and holds no 3-3, 4-3 or open-four point afterwards.
   */
  private int reverseFutilityAfter(int m, int depth, int beta) {
    if (depth > SearchParams.RFP_MAX_DEPTH || Evaluation.isMate(beta) || !b.quietPreview.of(m)
        || b.quietPreview.forcing) {
      return NO_SCORE;
    }
    return reverseFutility(previewEval(m), depth, beta);
  }

  /** Step 4a's test: the evaluation, when it clears beta by the margin for this depth; else {@link #NO_SCORE}. */
  private static int reverseFutility(int eval, int depth, int beta) {
    return eval - SearchParams.RFP_MARGIN * depth >= beta ? eval : NO_SCORE;
  }

  /** The score of the win by fours the threat search just found, kept in the table: a proof holds at any depth. */
  private int vcfWin(int ply) {
    int s = Evaluation.MATE - (ply + threats.lineLength());
    tt.store(b.hash1(), b.hash2(), threats.firstMove(), 0, TranspositionTable.BOUND_LOWER, s, ply);
    return s;
  }

  private boolean noOpenFourFor(int colour) {
    return b.threatCount(colour, Threat.FLEX_FOUR) == 0;
  }

  /**
   * A horizon node whose move was not played because {@link QuietPreview#of} found it quiet: what
   * {@link #search} does there (Steps 1, 2's mate-distance bounds and 3), with the previewed evaluation. It
   * is a node of the tree like any other, and counted as one.
   */
  private int previewedLeaf(int m, int alpha, int beta, int ply) {
    if (!enterNode(ply)) {
      return 0;
    }
    alpha = Ints.max(alpha, -(Evaluation.MATE - ply));
    beta = Ints.min(beta, Evaluation.MATE - ply - 1);
    if (alpha >= beta) {
      return alpha;
    }
    return previewEval(m);
  }

  /**
   * Step 1 of every node: counts it, clears its principal variation and notes the selective depth. Every 128
   * nodes it looks at the clock and the stop flag (often enough that a search given 10 ms in the browser,
   * where a node costs tens of microseconds, overruns by little). False when the search must stop.
   */
  private boolean enterNode(int ply) {
    pv.clear(ply);
    if ((++nodes & 127) == 0) {
      checkLimits();
    }
    if (aborted) {
      return false;
    }
    if (ply > selDepth) {
      selDepth = ply;
    }
    return true;
  }

  /** The static evaluation with what the search has learned about its errors ({@link EvalCorrection}). */
  private int clampedEval() {
    return clamped(correction.evaluate(b));
  }

  /** The same for the position after m that the board's preview has just evaluated. */
  private int previewEval(int m) {
    return clamped(correction.preview(b, m));
  }

  /** A static evaluation kept inside the limit, so that it never reads as a mate. */
  static int clamped(int eval) {
    return Ints.max(-Evaluation.EVAL_LIMIT, Ints.min(Evaluation.EVAL_LIMIT, eval));
  }

  private void checkLimits() {
    if (stopRequested) {
      aborted = true;
      return;
    }
    if (limits.nodes > 0 && nodes() >= limits.nodes) {
      aborted = true;
      return;
    }
    if (limits.hardMillis > 0 && elapsed() >= limits.hardMillis) {
      aborted = true;
    }
  }

  int elapsed() {
    return (int) (System.currentTimeMillis() - startMillis);
  }
}
