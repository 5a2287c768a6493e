package gomoku.engine;

import java.util.Arrays;
import java.util.Random;

/**
 * The main search: iterative deepening over a negamax alpha-beta search with principal-variation windows,
 * a transposition table, killer and history move ordering, four and singular extensions, late-move
 * reductions, null-move and reverse futility pruning, after a threat-space search (VCF, then VCT) at the
 * root. Threat search also works inside: root moves that let the opponent win by VCF are dropped before the
 * search (Step 3b), and at the horizon a side with a 4-3 point gets a short VCF instead of a static
 * evaluation. Scores are from the side to move's view; a win whose five lands n plies from the root scores
 * {@code MATE - n}.
 */
public final class Search {
  /** Told after every completed iteration. */
  public interface Listener {
    void iteration(SearchInfo info);
  }

  static final int MAX_PLY = 96;
  private static final int INF = Evaluation.MATE + 1;

  private final SearchBoard b;
  private final TranspositionTable tt;
  private final ThreatSearch threats;
  private final MovePicker picker;
  private final int[][] moveBuf;
  private final int[][] keyBuf;
  private final int[][] killers = new int[MAX_PLY][2];
  private final int[][] history = new int[3][];
  private final int[][] pv = new int[MAX_PLY + 1][MAX_PLY + 1];
  private final int[] pvLength = new int[MAX_PLY + 1];
  /** played[ply]: whether the node at ply has played the move it is searching (see {@link #child}). */
  private final boolean[] played = new boolean[MAX_PLY + 1];
  private final int[] five = new int[8];
  private final int[] scratch;
  /** excluded[ply]: the move that a singular-extension search at that ply leaves out (-1: none; Step 4c). */
  private final int[] excluded = new int[MAX_PLY + 1];

  /** The root defence check's limits (Step 3b of {@link #think}): attacking fours, nodes per root move. */
  private static final int DEFENCE_FOURS = 12;
  private static final int DEFENCE_MIN_NODES = 20;
  private static final int DEFENCE_MAX_NODES = 1000;
  /** The horizon VCF's limits: attacking fours and nodes. */
  private static final int HORIZON_FOURS = 5;
  private static final int HORIZON_NODES = 40;
  /** The horizon VCT's limits (a side with a 3-3 point): attacking threats and nodes. */
  private static final int HORIZON_THREATS = 3;
  private static final int HORIZON_VCT_NODES = 60;

  // Options (see Level).
  boolean useVcf = true;
  /** A short VCF at the horizon when the side to move has a 4-3 point (see Step 3 of {@link #search}). */
  boolean horizonVcf = true;
  /** Null-move pruning (Step 4b of {@link #search}). */
  boolean nullMove = true;
  private static final int NULL_MIN_DEPTH = 3;
  /**
   * Singular extension (Step 4c of {@link #search}): from this depth, a table move that beats every other move
   * by this margin a ply is searched a ply deeper. In self-play a sequential test accepted it at +38 Elo (95%:
   * +8 to +68 by pairs); against PentaZen 32.0% of 576 games against same-session baselines of 28.3% of 576
   * (docs/arena/singular-extension-sprt-2.txt, pentazen-singular-extension-experiment.txt, the fourteenth run
   * of pentazen-baseline-48.txt). Margin 60 scored 30.2% against PentaZen.
   */
  private static final int SINGULAR_MIN_DEPTH = 6;
  private static final int SINGULAR_MARGIN = 30;
  /**
   * Reverse futility (Step 4a of {@link #search}): up to 3 plies from the horizon, 300 a ply. Against the
   * search without it: +58 -39 =3 in 100 games at 200 ms (docs/arena/reverse-futility.txt); to 4 plies -24
   * Elo (docs/arena/reverse-futility-depth4-experiment.txt). 300 a ply against 200, the margin before: a
   * sequential test accepted it at +41 Elo, 95% +9 to +74 (docs/arena/reverse-futility-margin300-sprt.txt); 400
   * against 300 lost 52 (reverse-futility-margin400-sprt.txt), and 2 plies instead of 3 lost 70
   * (reverse-futility-depth2-sprt.txt): the margin, not the reach, was what had drifted since singular
   * extensions and the cut-node reductions came in.
   */
  private static final int RFP_MAX_DEPTH = 3;
  private static final int RFP_MARGIN = 300;
  /**
   * R = 2 + depth/6: R = 3 scored -96 Elo, R = 1 -56 (docs/arena/null-move-r3-experiment.txt, -r1-). Without the
   * null move the bench's tree is a quarter smaller from depth 12, yet the games were no deeper and it lost 41 Elo
   * (docs/arena/no-null-move-sprt.txt).
   */
  private static final int NULL_REDUCTION = 2;
  /**
   * A short VCT at the horizon when the side to move has a 3-3 point (see Step 3 of {@link #search}). Off:
   * it costs 9% more nodes at the bench depth and measured -31 Elo (+43 -52 =5 in 100 games at 200 ms,
   * docs/arena/horizon-vct-experiment.txt), so the static 3-3 bonus stays the horizon's judgement.
   */
  boolean horizonVct;
  boolean useVct = true;
  /** Off for the later steps of a {@link SteppedSearch}: the first step already looked for a threat win. */
  boolean rootThreats = true;
  /**
   * How many quiet moves a node searches, by remaining depth: shallow nodes need only the best few. Two
   * wider everywhere ({8,10,...,20}: -63 Elo) and two narrower ({6,6,8,...,16}: -10) scored worse
   * (docs/arena/quiet-cap-*). Two more at depth 1 only, where the children are cheap previewed leaves, scored
   * +17 in 1000 games of self-play (95% by pairs +2 to +32; the sequential test [0, 30] did not decide,
   * docs/arena/quiet-cap-depth1-wider-sprt.txt); at depths 1 and 2, +17 in 600 (undecided as well). Wider
   * from depth 4 ({...,16,20,24}) was rejected after 1048 games, +8 (docs/arena/quiet-cap-deep-wider-sprt.txt).
   */
  private static final int[] QUIET_CAP = {8, 10, 10, 12, 14, 16, 18};
  int rootCap = 64;
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

  // State of the running search.
  private int nodes;
  private int selDepth;
  private int rootDepth;
  private long startMillis;
  private SearchLimits limits = new SearchLimits();
  private boolean aborted;
  /** Raw scores of the best root moves (multi-PV), reported by {@link #report}. */
  private int[] topRaw = new int[0];
  /** The best raw score of the iteration before the last completed one ({@link #NO_SCORE}: none). */
  private int previousScore = NO_SCORE;
  /** No score: none yet, or a shortcut that does not end the node. No search returns it. */
  private static final int NO_SCORE = Integer.MIN_VALUE;
  /** A root move after the first that finished above alpha in the current iteration (-1: none yet). */
  private int rootImprovement = -1;
  private volatile boolean stopRequested;

  public Search(SearchBoard board, TranspositionTable table) {
    this.b = board;
    this.tt = table;
    this.threats = new ThreatSearch(board);
    this.picker = new MovePicker(board);
    int n = board.stride * board.stride;
    moveBuf = new int[MAX_PLY][board.size * board.size];
    keyBuf = new int[MAX_PLY][board.size * board.size];
    scratch = new int[board.size * board.size];
    history[1] = new int[n];
    history[2] = new int[n];
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

  // ---- root ----------------------------------------------------------------------------------------------

  public Result think(SearchLimits searchLimits, Listener listener) {
    // Step 0. Reset the counters and age the heuristics.
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
    for (int[] k : killers) {
      k[0] = -1;
      k[1] = -1;
    }
    for (int c = 1; c <= 2; c++) {
      for (int i = 0; i < history[c].length; i++) {
        history[c][i] >>= 3;
      }
    }
    Result r = new Result();
    topRaw = new int[0];
    int me = b.sideToMove();
    int you = 3 - me;
    if (b.isFull()) {
      return r;
    }

    // Step 1. Positions with one sensible move: our five, or the block of the opponent's only five.
    if (b.threatCount(me, Threat.FIVE) > 0) {
      b.fivePoints(me, five);
      return decided(r, five[0], Evaluation.MATE - 1, false);
    }
    int oppFives = b.fivePoints(you, five);
    if (oppFives > 0) {
      int block = five[0];
      int score = oppFives >= 2 || b.isForbidden(me, block) ? -(Evaluation.MATE - 2) : 0;
      if (b.isForbidden(me, block)) {
        block = anyLegalMove(me);
      }
      if (oppFives == 1 && score == 0) {
        // Forced, but still worth a short look (4 plies) for the score the player sees: it shows a loss that
        // follows the block (SearchTest). Searching such blocks to the usual time did not play better
        // (docs/arena/pentazen-think-on-forced-blocks-experiment.txt).
        return deepen(r, new int[] {block}, true, listener);
      }
      return decided(r, block, score, false);
    }

    // Step 2. Threat-space search: a forced win by fours, then by threats, ends the thinking.
    if (rootThreats && useVcf && threats.vcf(20, threatBudget(4))) {
      int[] line = threats.line();
      return decided(r, line[0], Evaluation.MATE - line.length, true, line);
    }
    if (rootThreats && useVct && threats.vct(5, threatBudget(8))) {
      int[] line = threats.line();
      return decided(r, line[0], Evaluation.MATE - line.length, true, line);
    }

    // Step 3. Iterative deepening over the root moves.
    int[] rootMoves = new int[b.size * b.size];
    int[] keys = new int[rootMoves.length];
    int all = picker.generate(rootMoves, keys, -1, -1, -1, -1, history[me]); // no five points: Step 1
    MovePicker.sort(rootMoves, keys, all);
    int n = picker.forced ? all : Ints.min(all, rootCap);
    if (n == 0) {
      return decided(r, anyLegalMove(me), -(Evaluation.MATE - 2), false);
    }
    if (rootThreats && useVcf) {
      n = dropMovesThatAllowVcf(rootMoves, n, all);
    }
    int[] moves = new int[n];
    System.arraycopy(rootMoves, 0, moves, 0, n);
    return deepen(r, moves, false, listener);
  }

  /**
   * Step 3b. A root move after which the opponent wins by continuous fours is lost, however good it looks to
   * a search too shallow to follow a long VCF. Each move that leaves the opponent a four to start with gets
   * a short VCF check, once per search (the answer does not change with depth), and the lost moves are
   * dropped. When all of the first {@code n} (the capped list) are lost, the rest of the {@code all} moves
   * are tried too: the one defence is often a quiet point the ordering ranks low. When every move is lost,
   * all of the first n stay and the search picks the slowest loss. Returns the new count, order kept.
   */
  private int dropMovesThatAllowVcf(int[] moves, int n, int all) {
    // About half of the root threat budget for each of the two passes, shared by the moves; a small floor so
    // that short VCFs are still seen when the time is short (the browser's first step has 40 ms).
    int total = threatBudget(2);
    int perMove = Ints.max(DEFENCE_MIN_NODES, Ints.min(DEFENCE_MAX_NODES, total / n));
    int kept = keepMovesWithoutVcf(moves, 0, n, 0, perMove);
    if (kept > 0 || all == n) {
      return kept > 0 ? kept : n;
    }
    int restPerMove = Ints.max(DEFENCE_MIN_NODES, Ints.min(DEFENCE_MAX_NODES, total / (all - n)));
    int rest = keepMovesWithoutVcf(moves, n, all, 0, restPerMove);
    return rest > 0 ? rest : n;
  }

  /**
   * Moves the moves in [from, to) that leave the opponent no VCF to the front, starting at {@code out}, and
   * returns where they end. The moves that lose are not kept, so a caller that finds none keeps the list.
   */
  private int keepMovesWithoutVcf(int[] moves, int from, int to, int out, int perMove) {
    int you = 3 - b.sideToMove();
    int[] lost = new int[to - from];
    int lostCount = 0;
    int kept = out;
    for (int i = from; i < to; i++) {
      int m = moves[i];
      b.play(m);
      boolean opponentWins = b.threatCount(you, Threat.FIVE) > 0
          || hasFourPoint(you) && threats.vcf(DEFENCE_FOURS, perMove);
      b.undo();
      if (opponentWins) {
        lost[lostCount++] = m;
      } else {
        moves[kept++] = m;
      }
    }
    if (kept == out) {
      System.arraycopy(lost, 0, moves, from, lostCount); // nothing kept: leave [from, to) as it was
    }
    return kept;
  }

  /** Threat-search nodes at the root: a share of the node budget, or about a tenth of the time. */
  private int threatBudget(int divisor) {
    if (limits.nodes > 0) {
      return Ints.max(1000, limits.nodes / divisor);
    }
    int millis = limits.softMillis > 0 ? limits.softMillis : limits.hardMillis;
    if (millis > 0) {
      return Ints.max(500, millis * 80 / divisor);
    }
    return 200000;
  }

  private Result decided(Result r, int move, int score, boolean threatWin, int... line) {
    r.move = move;
    r.info.score = score;
    r.info.threatWin = threatWin;
    r.info.nodes = nodes();
    r.info.millis = elapsed();
    int[] shown = line.length > 0 ? line : new int[] {move};
    r.info.pv = toRulesPoints(shown, shown.length);
    r.info.topMoves = toRulesPoints(shown, 1);
    r.info.topScores = new int[] {score};
    r.info.depth = shown.length;
    r.info.selectiveDepth = shown.length;
    return r;
  }

  /**
   * Step 3's iterative deepening over the root moves. {@code forcedBlock}: the one move is the block of the
   * opponent's only five (Step 1), searched 4 plies deep for the score the player sees.
   */
  private Result deepen(Result r, int[] moves, boolean forcedBlock, Listener listener) {
    int n = moves.length;
    int[] scores = new int[n];
    int bestMove = moves[0];
    int bestScore = -INF;
    int[] bestPv = new int[] {moves[0]};
    int maxDepth = limits.depth > 0 ? Ints.min(limits.depth, MAX_PLY - 8) : MAX_PLY - 8;
    if (forcedBlock) {
      maxDepth = Ints.min(maxDepth, 4);
    }
    int completed = 0;
    int previousBest = -1;
    int instability = 0; // see nextInstability (Stockfish's bestMoveChanges)
    previousScore = NO_SCORE;
    for (int depth = 1; depth <= maxDepth; depth++) {
      rootDepth = depth;
      // Every iteration has the full window. An aspiration window of ±80 around the last score failed in 66
      // of 70 iterations at the bench depth 10 (the evaluation leans to the side to move, so the score swings
      // by hundreds from one depth to the next), and the searches again cost a fifth of the nodes. Without it:
      // +158 -125 =17 in three runs of 100 games at 200 ms, Elo +38 (docs/arena/no-aspiration.txt).
      rootSearch(depth + depthOffset, -INF, INF, moves, scores);
      if (aborted) {
        // An unfinished iteration proves little, with one exception: a move whose search finished and beat
        // the previous best (searched first, and finished too) is better at the new depth. Keep that one.
        if (multiPv == 1 && completed > 0 && rootImprovement >= 0 && rootImprovement != bestMove
            && pvLength[0] > 0 && pv[0][0] == rootImprovement) {
          bestMove = pv[0][0];
          bestPv = new int[pvLength[0]];
          System.arraycopy(pv[0], 0, bestPv, 0, pvLength[0]);
          report(r, completed, bestScore, bestPv, listener);
        }
        break;
      }
      MovePicker.sort(moves, scores, moves.length);
      bestMove = moves[0];
      previousScore = completed > 0 ? bestScore : NO_SCORE;
      bestScore = scores[0];
      bestPv = new int[pvLength[0]];
      System.arraycopy(pv[0], 0, bestPv, 0, pvLength[0]);
      if (bestPv.length == 0 || bestPv[0] != bestMove) {
        bestPv = new int[] {bestMove};
      }
      completed = depth;
      setTopMoves(r.info, moves, scores, Ints.min(multiPv, n));
      report(r, depth, bestScore, bestPv, listener);
      // One root move needs no comparison after depth 2, except a forced block, whose look is for its score.
      if (n == 1 && depth >= 2 && !forcedBlock
          || Evaluation.isMate(bestScore) && depth > Evaluation.MATE - Ints.abs(bestScore)
          || winHeld(bestScore, previousScore)) {
        break;
      }
      // No new iteration after 70% of the soft time (it was 50%): the engine used only about 40% of its time,
      // and twice the time is worth about +114 Elo in self-play (docs/arena/time-doubling.txt). An iteration
      // that cannot finish still helps: the root searches the last best move first, and a move that beats it
      // in time is kept. A sequential test against 50% accepted a gain (Arena --sprt 0,30, 300 ms a move,
      // after 59 pairs: Elo +78, 95% +28 to +131, time used 139 against 122 ms a move;
      // docs/arena/time-70-sprt.txt).
      instability = nextInstability(instability, completed > 1 && bestMove != previousBest);
      previousBest = bestMove;
      if (limits.softMillis > 0 && elapsed() > lastIterationStart(limits.softMillis, limits.hardMillis, instability)) {
        break;
      }
    }
    if (completed == 0) {
      report(r, 0, 0, bestPv, null);
    }
    r.move = bestMove;
    if (varietyMargin > 0 && completed >= 2 && !Evaluation.isMate(bestScore) && n > 1) {
      r.move = pickVariety(moves, completed, bestScore);
    }
    return r;
  }

  /**
   * Whether a win the search has proved ends the thinking: once two iterations in a row have found one, a
   * further iteration only looks for a shorter win, and the player would wait the whole time for it. (Before,
   * the search went on until its depth passed the win's length, so a position won in 23 plies used all of its
   * time.) Two iterations, not one, so that a win resting on one iteration's table entries is seen once more
   * from the root. A proven loss is searched on: a deeper search finds a slower one, which leaves a human
   * opponent more moves in which to miss the win.
   */
  static boolean winHeld(int score, int previousScore) {
    return score > 0 && Evaluation.isMate(score) && previousScore > 0 && Evaluation.isMate(previousScore);
  }

  /**
   * The time after which no new iteration starts: 70% of the soft time, and of more while the best move keeps
   * changing (twice as much just after a change, then 1.5, 1.25 times...): an iteration that changed its mind
   * is likely to change it again, and a new one is then worth more than the time it takes. Never past the
   * hard limit, so without a match clock (soft = hard) the best move's changes change nothing. Computed in a
   * long (once an iteration, so its cost in the browser does not matter): a soft time of weeks cannot overflow.
   */
  static int lastIterationStart(int softMillis, int hardMillis, int instability) {
    long soft = (long) softMillis * (4 + instability) / 4;
    if (hardMillis > 0 && soft > hardMillis) {
      soft = hardMillis;
    }
    long start = soft * 7 / 10;
    return start > Integer.MAX_VALUE ? Integer.MAX_VALUE : (int) start;
  }

  /** The best move's instability after an iteration: halved, plus 4 when the iteration changed the move. */
  static int nextInstability(int instability, boolean changed) {
    return instability / 2 + (changed ? 4 : 0);
  }

  private void report(Result r, int depth, int score, int[] line, Listener listener) {
    SearchInfo info = r.info;
    info.depth = depth;
    info.selectiveDepth = Ints.max(selDepth, depth);
    info.nodes = nodes();
    info.millis = elapsed();
    info.rawScore = score;
    info.score = depth > 0 ? reportedScore(score, score) : score;
    info.topScores = new int[topRaw.length];
    for (int i = 0; i < topRaw.length; i++) {
      info.topScores[i] = reportedScore(topRaw[i], topRaw[0]);
    }
    info.pv = toRulesPoints(line, line.length);
    if (listener != null) {
      listener.iteration(info);
    }
  }

  /** The best {@code count} root moves (sorted) and their scores, for analysis displays. */
  private void setTopMoves(SearchInfo info, int[] moves, int[] scores, int count) {
    info.topMoves = toRulesPoints(moves, count);
    topRaw = new int[count];
    System.arraycopy(scores, 0, topRaw, 0, count); // reported by report(), on the players' scale
  }

  /**
   * Scores as reported (to players, analysis and the swap2 choices). The evaluation favours whoever is to move
   * at the leaf (its potential counts 7/4), so a raw score leans with the parity of the depth: in the opening
   * it flips by about ±2000 from one shallow iteration to the next, and less but still visibly in sharp
   * positions. The reported best score is therefore the mean of the last two iterations' raw scores (one of
   * each parity), scaled to count both sides' potentials alike; the other top moves keep their distance from
   * it, scaled the same way. Mate scores stay as they are. Before, the report was the difference of the two
   * sides' potentials where the principal variation ends, which swings whenever the line ends on an unanswered
   * three: in self-play at 300 ms a move from the 12 tournament openings (30 moves each, black's view) it
   * changed by 3281 a move on average, against 919 for the raw score. The mean of two iterations changes about
   * as much as the raw score from move to move (599 against 575, tools/ScoreSwing.java; 543 against 597 in an
   * earlier run), and less from depth to depth (SearchTest), which is what a player watching it think sees.
   */
  private int reportedScore(int score, int bestRaw) {
    int scaled = 2 * Evaluation.ATTACK_DEN;
    int unit = Evaluation.ATTACK_NUM + Evaluation.ATTACK_DEN;
    if (Evaluation.isMate(score)) {
      return score;
    }
    if (Evaluation.isMate(bestRaw)) {
      return score * scaled / unit;
    }
    boolean twoIterations = previousScore != NO_SCORE && !Evaluation.isMate(previousScore);
    int steady = twoIterations ? (bestRaw + previousScore) / 2 : bestRaw;
    return (steady + score - bestRaw) * scaled / unit;
  }

  /**
   * The score a root move must beat to matter: alpha for a single best move; with multi-PV, the worst of the
   * best {@code multiPv} scores so far (-INF until that many moves have exact scores).
   */
  private int rootBar(int alpha, int[] scores, int searched) {
    if (multiPv <= 1) {
      return alpha;
    }
    if (searched < multiPv) {
      return -INF;
    }
    int[] best = new int[multiPv];
    Arrays.fill(best, -INF);
    for (int i = 0; i < searched; i++) {
      int v = scores[i];
      for (int k = 0; k < multiPv; k++) {
        if (v > best[k]) {
          System.arraycopy(best, k, best, k + 1, multiPv - k - 1);
          best[k] = v;
          break;
        }
      }
    }
    return Ints.min(alpha, best[multiPv - 1]);
  }

  /**
   * One iteration over the root moves: the first with the full window, the others with a null window at full
   * depth, searched again with the full window when they beat the best. Reducing late quiet root moves, as the
   * inner nodes do, made the games' search deeper (10.8 against 10.4) and scored -11 Elo
   * (docs/arena/root-reductions-sprt.txt).
   */
  private int rootSearch(int depth, int alpha, int beta, int[] moves, int[] scores) {
    int best = -INF;
    pvLength[0] = 0;
    rootImprovement = -1;
    for (int i = 0; i < moves.length; i++) {
      scores[i] = -INF; // unsearched moves sort last
    }
    for (int i = 0; i < moves.length; i++) {
      int m = moves[i];
      int ext = b.threat(b.sideToMove(), m) >= Threat.FOUR ? 1 : 0;
      b.play(m);
      int s;
      int bar = rootBar(alpha, scores, i);
      if (i == 0 || bar == -INF) {
        s = -search(depth - 1 + ext, -beta, -bar, 1, true, false);
      } else {
        s = -search(depth - 1 + ext, -bar - 1, -bar, 1, false, true);
        if (s > bar && s < beta) {
          s = -search(depth - 1 + ext, -beta, -bar, 1, true, false);
        }
      }
      b.undo();
      if (aborted) {
        break;
      }
      scores[i] = s;
      if (s > best) {
        best = s;
        updatePv(0, m);
        if (s > alpha) {
          if (i > 0) {
            rootImprovement = m;
          }
          alpha = s;
          if (alpha >= beta) {
            break;
          }
        }
      }
    }
    return best;
  }

  /** Another root move whose score is within the margin of the best, chosen at random; else the best. */
  private int pickVariety(int[] moves, int depth, int bestScore) {
    int[] candidates = new int[Ints.min(moves.length, 5)];
    int count = 0;
    candidates[count++] = moves[0];
    int threshold = bestScore - varietyMargin;
    aborted = false;
    for (int i = 1; i < candidates.length && !aborted; i++) {
      b.play(moves[i]);
      int s = -search(depth - 1, -threshold - 1, -threshold, 1, false, true);
      b.undo();
      if (!aborted && s > threshold) {
        candidates[count++] = moves[i];
      }
    }
    return candidates[random.nextInt(count)];
  }

  // ---- the recursive search -----------------------------------------------------------------------------

  /**
   * The score of the position for the side to move, within (alpha, beta) when it can be told. {@code pvNode}: a
   * full window on the principal variation. {@code cutNode}: a null-window node expected to fail high (a cut
   * node in Knuth's terms). Below a node the kinds alternate, cut under all and all under cut, and the child of
   * a reduced late move counts as a cut node. At a cut node late moves are reduced a ply more (Step 6).
   */
  private int search(int depth, int alpha, int beta, int ply, boolean pvNode, boolean cutNode) {
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
    if (oppFives == 0 && b.threatCount(me, Threat.FLEX_FOUR) > 0 && hasPlayable(me, Threat.FLEX_FOUR)) {
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

    // Step 3. At the horizon, the static evaluation — unless the side to move has a 4-3 point. Such a point
    // wins unless the defender can fight back with fours, which the evaluation cannot see either way; a short
    // VCF settles it (it is rare, so the check costs little; most wins it finds take one or two fours).
    if (depth <= 0 || ply >= MAX_PLY - 2) {
      if (horizonVcf && useVcf && b.threatCount(me, Threat.FOUR_THREE) > 0
          && threats.vcf(HORIZON_FOURS, HORIZON_NODES)) {
        return Evaluation.MATE - (ply + threats.lineLength());
      }
      // Likewise a 3-3 point when the defender has no four to fight back with: then it wins unless the one
      // block of the first three makes a four. A short VCT (which tries the VCF first) tells. With defender
      // fours about, the VCT rarely settles anything in so few nodes, and it would run at many leaves.
      if (horizonVct && useVct && b.threatCount(me, Threat.DOUBLE_THREE) > 0 && !hasFourPoint(you)
          && threats.vct(HORIZON_THREATS, HORIZON_VCT_NODES)) {
        return Evaluation.MATE - (ply + threats.lineLength());
      }
      return clampedEval();
    }

    // Step 4. Transposition table: a deep enough bound ends the node; any entry gives a first move.
    int h1 = b.hash1();
    int h2 = b.hash2();
    // A singular-extension search (Step 4c) asks about this position without one move: the table's entry,
    // and what it says, are about all of them.
    boolean singularSearch = excluded[ply] >= 0;
    int slot = singularSearch ? -1 : tt.probe(h1, h2);
    int ttMove = -1;
    if (slot >= 0) {
      ttMove = tt.move(slot);
      int s = pvNode ? NO_SCORE : cutoffScore(slot, depth, alpha, beta, ply);
      if (s != NO_SCORE) {
        return s;
      }
    }

    // Step 4a. Reverse futility: near the horizon, a side whose evaluation clears beta by a margin per ply
    // keeps it, unless the opponent holds a point that wins or forces (a 3-3, a 4-3 or an open four), which
    // the evaluation cannot weigh.
    if (!pvNode && !singularSearch && depth <= RFP_MAX_DEPTH && oppFive < 0 && !Evaluation.isMate(beta)
        && !b.hasForcingPoint(you)) {
      int s = reverseFutility(clampedEval(), depth, beta);
      if (s != NO_SCORE) {
        return s;
      }
    }

    // Step 4b. Null move. In Gomoku a stone never hurts its owner, so a side that may pass and still holds
    // beta, searched R plies shallower, would hold it with a real move too. Not at PV nodes, not twice in a
    // row, and not when the opponent threatens an open four or more: then passing loses, which says nothing.
    if (nullMove && !pvNode && !singularSearch && depth >= NULL_MIN_DEPTH && b.lastMove() >= 0
        && !Evaluation.isMate(beta)
        && b.threatCount(you, Threat.FLEX_FOUR) == 0 && b.threatCount(you, Threat.FOUR_THREE) == 0
        && b.moveCount() < b.size * b.size - 8 && clampedEval() >= beta) {
      b.playNull();
      int s = -search(depth - 1 - NULL_REDUCTION - depth / 6, -beta, -beta + 1, ply + 1, false, !cutNode);
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
    if (!singularSearch && depth >= SINGULAR_MIN_DEPTH && slot >= 0 && ttMove >= 0 && oppFive < 0
        && tt.depth(slot) >= depth - 3 && tt.bound(slot) != TranspositionTable.BOUND_UPPER) {
      int ttScore = tt.score(slot, ply);
      if (!Evaluation.isMate(ttScore)) {
        int bar = ttScore - SINGULAR_MARGIN * depth;
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
    int n = picker.generate(moves, keys, oppFive, ttMove, killers[ply][0], killers[ply][1], history[me]);
    boolean forced = picker.forced;
    if (n == 0) {
      return forced ? -(Evaluation.MATE - (ply + 2)) : 0;
    }
    int limit = forced ? n : Ints.min(n, QUIET_CAP[Ints.min(depth, QUIET_CAP.length - 1)]);

    // Step 6. Principal-variation search. Fours are extended (the reply is forced, so it costs little;
    // extending only 4-3s scored -205 Elo, docs/arena/four-extension-experiment.txt); late moves that make or
    // stop no more than one open three are first searched shallower and searched again only if they look good.
    // Reducing single threes too (not only quieter moves) more than halved the tree at depth 12 and scored
    // +53 -45 =2 (docs/arena/lmr-threes.txt); reductions growing as ln(depth)·ln(move) scored -35 on top.
    // At a cut node they are a ply deeper (Stockfish's cutNode reduction): there an early move is expected to
    // refute, so the late ones matter little (docs/arena/cut-node-reduction-sprt.txt). Late defences against
    // an open three are reduced by one ply too (docs/arena/forced-reduction-sprt.txt). Two plies from the 9th
    // move at depth 5: from the 13th lost 21 Elo (lmr-two-plies-later-sprt.txt), from depth 6 lost 17
    // (lmr-two-plies-depth6-sprt.txt).
    int origAlpha = alpha;
    int best = -INF;
    int bestMove = -1;
    for (int i = 0; i < limit; i++) {
      if (i > 0) {
        MovePicker.selectBest(moves, keys, i, n); // the list comes with its best first
      }
      int m = moves[i];
      if (m == excluded[ply]) {
        limit = widenedLimit(i, limit, n, best); // Step 4c's search of the other moves
        continue;
      }
      int attack = b.threat(me, m);
      int ext = (attack >= Threat.FOUR || m == singularMove) && ply < 2 * rootDepth ? 1 : 0;
      int newDepth = depth - 1 + ext;
      // A child at the horizon that will be quiet needs only its evaluation, which the board can compute
      // without playing the move (the same number, so the same tree; only cheaper). Such a child is never
      // reduced: reductions start at depth 3.
      boolean previewed = newDepth <= 0 && !horizonVct && b.previewQuiet(m);
      // A quiet move (no four, no reply to a threat) leaves the child nothing for Step 2 to decide, so the
      // child's table entry and reverse futility test can be run before the move is played; when they end the
      // child, the move never is.
      boolean quiet = !previewed && oppFive < 0 && attack < Threat.FOUR && noOpenFourFor(you);
      played[ply] = false;
      int s;
      if (i == 0) {
        s = previewed ? -previewedLeaf(-beta, -alpha, ply + 1)
            : -child(m, quiet, newDepth, -beta, -alpha, ply, pvNode, !pvNode && !cutNode);
      } else {
        int reduction = 0;
        if (!forced && depth >= 3 && i >= 3 && attack <= Threat.THREE && b.threat(you, m) <= Threat.THREE
            && m != killers[ply][0] && m != killers[ply][1]) {
          reduction = (i >= 8 && depth >= 5 ? 2 : 1) + (cutNode ? 1 : 0);
        } else if (forced && depth >= 3 && i >= 2 && attack < Threat.FOUR) {
          // Under an open three every defence is searched (none is capped), and such nodes are most of the
          // tree: 70 to 80% of the inner nodes of three report positions searched to depth 12. From the third
          // on, a defence that makes no four of our own is first searched a ply shallower, and again at full
          // depth if it beats alpha.
          reduction = 1;
        }
        s = previewed ? -previewedLeaf(-alpha - 1, -alpha, ply + 1)
            : -child(m, quiet, newDepth - reduction, -alpha - 1, -alpha, ply, false, reduction > 0 || !cutNode);
        if (s > alpha && reduction > 0) {
          s = -child(m, quiet, newDepth, -alpha - 1, -alpha, ply, false, !cutNode);
        }
        if (s > alpha && s < beta && pvNode) {
          s = previewed ? -previewedLeaf(-beta, -alpha, ply + 1)
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
          updatePv(ply, m);
          if (alpha >= beta) {
            rememberCutoff(ply, me, m, depth);
            break;
          }
        }
      }
      limit = widenedLimit(i, limit, n, best);
    }

    // Step 7. Store what we learned.
    int bound = best >= beta ? TranspositionTable.BOUND_LOWER
        : best > origAlpha ? TranspositionTable.BOUND_EXACT : TranspositionTable.BOUND_UPPER;
    if (!singularSearch) {
      tt.store(h1, h2, bestMove, depth, bound, best, ply);
    }
    return best;
  }

  /**
   * The move loop's limit after its i-th move: all n moves when every capped move so far loses. Before calling
   * the position lost, the rest are tried: the cap is a guess about which quiet moves matter, and a quiet
   * defence it left out (a point that takes away a coming threat) turned a claimed "win in 11" into a lost game
   * against the evaluation-only level. A singular-extension search (Step 4c) leaves the table move out; when
   * that move is the last capped one, the others are widened all the same.
   */
  static int widenedLimit(int i, int limit, int n, int best) {
    return i == limit - 1 && limit < n && Evaluation.isMate(best) && best < 0 ? n : limit;
  }

  /**
   * The search of the child after move m (played by the node at {@code ply}, if it has not been yet). When m
   * is quiet (see the move loop) and the child is not a PV node, the child's Steps 1 and 2 would decide
   * nothing, so its Steps 4 (the table) and 4a (reverse futility, on the board's preview of m) are run first,
   * without playing m: what ends the child there ends it here. The same tree, minus a move played and taken
   * back at nodes that end early (by the reverse futility test alone, 96,000 times in the 1.17 million nodes
   * of the bench at depth 10, measured when its margin was 200 a ply).
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
    return slot < 0 ? NO_SCORE : cutoffScore(slot, depth, alpha, beta, ply);
  }

  /**
   * A table entry's score when it ends a non-PV node searched to {@code depth} with this window (it is deep
   * enough, and exact or a bound beyond the window), else {@link #NO_SCORE}.
   */
  private int cutoffScore(int slot, int depth, int alpha, int beta, int ply) {
    if (tt.depth(slot) < depth) {
      return NO_SCORE;
    }
    int s = tt.score(slot, ply);
    int bound = tt.bound(slot);
    boolean ends = bound == TranspositionTable.BOUND_EXACT
        || bound == TranspositionTable.BOUND_LOWER && s >= beta
        || bound == TranspositionTable.BOUND_UPPER && s <= alpha;
    return ends ? s : NO_SCORE;
  }

  /**
   * Step 4a of the child after the quiet move m, from the board's preview of it: the child's evaluation when
   * its reverse futility test would return it, else {@link #NO_SCORE}. Its conditions are the child's: the
   * mover left no five point (m is quiet), and holds no 3-3, 4-3 or open-four point afterwards.
   */
  private int reverseFutilityAfter(int m, int depth, int beta) {
    if (depth > RFP_MAX_DEPTH || Evaluation.isMate(beta) || !b.previewQuiet(m) || b.previewedForcing()) {
      return NO_SCORE;
    }
    return reverseFutility(clamped(b.previewedEvaluation()), depth, beta);
  }

  /** Step 4a's test: the evaluation, when it clears beta by the margin for this depth; else {@link #NO_SCORE}. */
  private static int reverseFutility(int eval, int depth, int beta) {
    return eval - RFP_MARGIN * depth >= beta ? eval : NO_SCORE;
  }

  private boolean noOpenFourFor(int colour) {
    return b.threatCount(colour, Threat.FLEX_FOUR) == 0;
  }

  /**
   * A horizon node whose move was not played because {@link SearchBoard#previewQuiet} found it quiet: what
   * {@link #search} does there (Steps 1, 2's mate-distance bounds and 3), with the previewed evaluation. It
   * is a node of the tree like any other, and counted as one.
   */
  private int previewedLeaf(int alpha, int beta, int ply) {
    if (!enterNode(ply)) {
      return 0;
    }
    alpha = Ints.max(alpha, -(Evaluation.MATE - ply));
    beta = Ints.min(beta, Evaluation.MATE - ply - 1);
    if (alpha >= beta) {
      return alpha;
    }
    return clamped(b.previewedEvaluation());
  }

  /**
   * Step 1 of every node: counts it, clears its principal variation and notes the selective depth. Every 128
   * nodes it looks at the clock and the stop flag (often enough that a search given 10 ms in the browser,
   * where a node costs tens of microseconds, overruns by little). False when the search must stop.
   */
  private boolean enterNode(int ply) {
    pvLength[ply] = 0;
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

  private int clampedEval() {
    return clamped(b.evaluate());
  }

  /** A static evaluation kept inside the limit, so that it never reads as a mate. */
  private static int clamped(int eval) {
    return Ints.max(-Evaluation.EVAL_LIMIT, Ints.min(Evaluation.EVAL_LIMIT, eval));
  }

  private boolean hasFourPoint(int colour) {
    return b.threatCount(colour, Threat.FOUR) + b.threatCount(colour, Threat.FOUR_THREE)
        + b.threatCount(colour, Threat.FLEX_FOUR) + b.threatCount(colour, Threat.FIVE) > 0;
  }

  private boolean hasPlayable(int colour, int threat) {
    if (b.rule != gomoku.rules.Rule.RENJU || colour != gomoku.rules.Stone.BLACK) {
      return true;
    }
    int n = b.threatPoints(colour, threat, scratch);
    for (int i = 0; i < n; i++) {
      if (b.threat(colour, scratch[i]) != Threat.FIVE && !b.isForbidden(colour, scratch[i])) {
        return true;
      }
    }
    return false;
  }

  private int anyLegalMove(int colour) {
    for (int q : b.interior) {
      if (b.isEmpty(q) && !b.isForbidden(colour, q)) {
        return q;
      }
    }
    return -1;
  }

  private void rememberCutoff(int ply, int colour, int move, int depth) {
    if (killers[ply][0] != move) {
      killers[ply][1] = killers[ply][0];
      killers[ply][0] = move;
    }
    history[colour][move] += depth * depth;
  }

  private void updatePv(int ply, int move) {
    pv[ply][0] = move;
    int childLength = pvLength[ply + 1];
    System.arraycopy(pv[ply + 1], 0, pv[ply], 1, childLength);
    pvLength[ply] = childLength + 1;
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

  private int elapsed() {
    return (int) (System.currentTimeMillis() - startMillis);
  }

  private int[] toRulesPoints(int[] line, int length) {
    int[] out = new int[length];
    for (int i = 0; i < length; i++) {
      out[i] = b.toPoint(line[i]);
    }
    return out;
  }
}
