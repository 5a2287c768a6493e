package gomoku.engine;

import java.util.Arrays;

/**
 * The root of a {@link Search}: the positions with one sensible move, the threat-space search, the root moves
 * that lose to a VCF, and the iterative deepening over the rest with its time policy. Each iteration searches
 * the root moves with {@link Search#search}.
 */
final class RootSearch {
  private final Search s;
  private final SearchBoard b;
  private final ThreatSearch threats;
  private final MovePicker picker;
  private final ScoreReport report;
  private final int[] five = new int[8];
  /** A root move after the first that finished above alpha in the current iteration (-1: none yet). */
  private int rootImprovement = -1;
  /** Whether the root's moves are all forced (the opponent threatens an open four): none is then reduced. */
  private boolean forcedRoot;

  RootSearch(Search search, SearchBoard board, ThreatSearch threats, MovePicker picker) {
    this.s = search;
    this.b = board;
    this.threats = threats;
    this.picker = picker;
    this.report = new ScoreReport(board);
  }

  Search.Result think(Search.Listener listener) {
    Search.Result r = new Search.Result();
    report.clear();
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
        // Forced, but searched 4 plies for the score the player sees (a loss that follows the block; SearchTest):
        // thinking longer cannot change a forced move.
        return deepen(r, new int[] {block}, true, listener);
      }
      return decided(r, block, score, false);
    }

    // Step 2. Threat-space search: a forced win by fours, then by threats, ends the thinking.
    if (s.rootThreats && s.useVcf && threats.vcf(20, TimePolicy.threatBudget(s.limits, 4))) {
      int[] line = threats.line();
      return decided(r, line[0], Evaluation.MATE - threats.plies(), true, line);
    }
    if (s.rootThreats && s.useVct && threats.vct(5, TimePolicy.threatBudget(s.limits, 8))) {
      int[] line = threats.line();
      return decided(r, line[0], Evaluation.MATE - threats.plies(), true, line);
    }

    // Step 3. Iterative deepening over the root moves.
    int[] rootMoves = new int[b.size * b.size];
    int[] keys = new int[rootMoves.length];
    int all = picker.generate(rootMoves, keys, -1, -1, -1, -1, s.history.scores(me)); // no five points: Step 1
    MovePicker.sort(rootMoves, keys, all);
    forcedRoot = picker.forced;
    int n = forcedRoot ? all : Ints.min(all, SearchParams.ROOT_CAP);
    if (n == 0) {
      return decided(r, anyLegalMove(me), -(Evaluation.MATE - 2), false);
    }
    if (s.rootThreats && s.useVcf) {
      n = dropMovesThatAllowVcf(rootMoves, n, all);
    }
    int[] moves = new int[n];
    System.arraycopy(rootMoves, 0, moves, 0, n);
    return deepen(r, moves, false, listener);
  }

  /**
   * Step 3b. A root move after which the opponent wins by continuous fours is lost, however good it looks to a
   * search too shallow to follow a long VCF: each move that leaves the opponent a four gets a short VCF check,
   * once per search, and the lost moves are dropped. When the first n (the
   * capped list) are all lost, the rest of the {@code all} are tried: the one defence is often a quiet point the
   * order ranks low. When every move is lost, the first n stay and the search picks the slowest loss. Returns
   * the new count, order kept.
   */
  private int dropMovesThatAllowVcf(int[] moves, int n, int all) {
    // About half of the root threat budget, shared by the moves; a small floor so that short VCFs are still
    // seen when the time is short (the browser's first step has 40 ms).
    int total = TimePolicy.threatBudget(s.limits, 2);
    int perMove = Ints.max(SearchParams.DEFENCE_MIN_NODES, Ints.min(SearchParams.DEFENCE_MAX_NODES, total / n));
    int kept = keepMovesWithoutVcf(moves, 0, n, 0, perMove);
    if (kept > 0 || all == n) {
      return kept > 0 ? kept : n;
    }
    int restPerMove =
        Ints.max(SearchParams.DEFENCE_MIN_NODES, Ints.min(SearchParams.DEFENCE_MAX_NODES, total / (all - n)));
    int rest = keepMovesWithoutVcf(moves, n, all, 0, restPerMove);
    return rest > 0 ? rest : n;
  }

  /**
   * Moves the moves in [from, to) that leave the opponent no VCF to the front, starting at {@code out}, and
   * returns where they end. When none is kept, [from, to) is left as it was.
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
          || b.hasFourPoint(you) && threats.vcf(SearchParams.DEFENCE_FOURS, perMove);
      b.undo();
      if (opponentWins) {
        lost[lostCount++] = m;
      } else {
        moves[kept++] = m;
      }
    }
    if (kept == out) {
      System.arraycopy(lost, 0, moves, from, lostCount);
    }
    return kept;
  }

  private Search.Result decided(Search.Result r, int move, int score, boolean threatWin, int... line) {
    r.move = move;
    report.fillDecided(r.info, move, score, threatWin, s.nodes(), s.elapsed(), line);
    return r;
  }

  /**
   * Step 3's iterative deepening over the root moves. {@code forcedBlock}: the one move is the block of the
   * opponent's only five (Step 1), searched 4 plies deep for the score the player sees.
   */
  private Search.Result deepen(Search.Result r, int[] moves, boolean forcedBlock, Search.Listener listener) {
    int n = moves.length;
    int[] scores = new int[n];
    int bestMove = moves[0];
    int bestScore = -Search.INF;
    int[] bestPv = new int[] {moves[0]};
    int maxDepth = s.limits.depth > 0 ? Ints.min(s.limits.depth, Search.MAX_PLY - 8) : Search.MAX_PLY - 8;
    if (forcedBlock) {
      maxDepth = Ints.min(maxDepth, 4);
    }
    int completed = 0;
    int previousBest = -1;
    int instability = 0; // Stockfish's bestMoveChanges (TimePolicy.nextInstability)
    report.setPreviousScore(Search.NO_SCORE);
    for (int depth = 1; depth <= maxDepth; depth++) {
      s.rootDepth = depth;
      // A full window every iteration: the root's score moves by about a thousand from one depth to the next, half
      // a unit of the win chance's logistic (tools/IterationSteps.java), so an aspiration window would fail.
      rootSearch(depth + s.depthOffset, -Search.INF, Search.INF, moves, scores);
      if (s.aborted) {
        // An unfinished iteration proves little, except that a move whose search finished and beat the previous
        // best (searched first, and finished too) is better at the new depth. Keep that one.
        if (s.multiPv == 1 && completed > 0 && rootImprovement >= 0 && rootImprovement != bestMove
            && s.pv.first(0) == rootImprovement) {
          bestMove = rootImprovement;
          bestPv = s.pv.line(0);
          reportIteration(r, completed, bestScore, bestPv, listener);
        }
        break;
      }
      MovePicker.sort(moves, scores, moves.length);
      int[] lastPv = bestPv;
      boolean sameProof = Evaluation.isMate(scores[0]) && scores[0] == bestScore && moves[0] == bestMove;
      bestMove = moves[0];
      report.setPreviousScore(completed > 0 ? bestScore : Search.NO_SCORE);
      bestScore = scores[0];
      bestPv = s.pv.line(0);
      if (bestPv.length == 0 || bestPv[0] != bestMove) {
        bestPv = new int[] {bestMove};
      }
      if (sameProof && lastPv.length > bestPv.length) {
        bestPv = lastPv; // the table ended the line where it held the proof; the last iteration's line shows it
      }
      completed = depth;
      report.setTopMoves(r.info, moves, scores, Ints.min(s.multiPv, n));
      reportIteration(r, depth, bestScore, bestPv, listener);
      // One root move needs no comparison after depth 2, except a forced block, whose look is for its score.
      if (n == 1 && depth >= 2 && !forcedBlock
          || Evaluation.isMate(bestScore) && depth > Evaluation.MATE - Ints.abs(bestScore)
          || TimePolicy.winHeld(bestScore, report.previousScore())) {
        break;
      }
      instability = TimePolicy.nextInstability(instability, completed > 1 && bestMove != previousBest);
      previousBest = bestMove;
      if (s.limits.softMillis > 0
          && s.elapsed() > TimePolicy.lastIterationStart(s.limits.softMillis, s.limits.hardMillis, instability)) {
        break;
      }
    }
    if (completed == 0) {
      reportIteration(r, 0, 0, bestPv, null);
    }
    r.move = bestMove;
    if (s.varietyMargin > 0 && completed >= 2 && !Evaluation.isMate(bestScore) && n > 1) {
      r.move = pickVariety(moves, completed, bestScore);
    }
    return r;
  }

  private void reportIteration(Search.Result r, int depth, int score, int[] line, Search.Listener listener) {
    report.fill(r.info, depth, s.selDepth, s.nodes(), s.elapsed(), score, line);
    if (listener != null) {
      listener.iteration(r.info);
    }
  }

  /**
   * The score a root move must beat to matter: alpha for a single best move; with multi-PV, the worst of the
   * best {@code multiPv} scores so far (-INF until that many moves have exact scores).
   */
  private int rootBar(int alpha, int[] scores, int searched) {
    int multiPv = s.multiPv;
    if (multiPv <= 1) {
      return alpha;
    }
    if (searched < multiPv) {
      return -Search.INF;
    }
    int[] best = new int[multiPv];
    Arrays.fill(best, -Search.INF);
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
   * One iteration over the root moves: the first with the full window, the others with a null window, searched again
   * with the full window when they beat the best. From depth 4 the quiet ones after the eighth start a ply shallower
   * (see the move loop), the quiet moves Step 6 of the search reduces: no four, no point of the opponent's three.
   */
  private int rootSearch(int depth, int alpha, int beta, int[] moves, int[] scores) {
    int best = -Search.INF;
    s.pv.clear(0);
    rootImprovement = -1;
    Arrays.fill(scores, -Search.INF); // unsearched moves sort last
    for (int i = 0; i < moves.length; i++) {
      int m = moves[i];
      int me = b.sideToMove();
      int ext = b.threat(me, m) >= Threat.FOUR ? 1 : 0;
      boolean reducible = !forcedRoot && i >= SearchParams.ROOT_FULL_MOVES && depth >= 4
          && b.threat(me, m) <= Threat.THREE && b.threat(3 - me, m) < Threat.THREE;
      b.play(m);
      int v;
      int bar = rootBar(alpha, scores, i);
      if (i == 0 || bar == -Search.INF) {
        v = -s.search(depth - 1 + ext, -beta, -bar, 1, true, false);
      } else {
        // A quiet move the last iteration ranked ninth or lower (its own search, not a static guess) is searched a
        // ply shallower first, and again at full depth when it beats the best.
        int reduction = reducible ? 1 : 0;
        v = -s.search(depth - 1 + ext - reduction, -bar - 1, -bar, 1, false, true);
        if (v > bar && reduction > 0 && !s.aborted) {
          v = -s.search(depth - 1 + ext, -bar - 1, -bar, 1, false, true);
        }
        if (v > bar && v < beta) {
          v = -s.search(depth - 1 + ext, -beta, -bar, 1, true, false);
        }
      }
      b.undo();
      if (s.aborted) {
        break;
      }
      scores[i] = v;
      if (v > best) {
        best = v;
        s.pv.update(0, m);
        if (v > alpha) {
          if (i > 0) {
            rootImprovement = m;
          }
          alpha = v;
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
    int threshold = bestScore - s.varietyMargin;
    s.aborted = false;
    for (int i = 1; i < candidates.length && !s.aborted; i++) {
      b.play(moves[i]);
      int v = -s.search(depth - 1, -threshold - 1, -threshold, 1, false, true);
      b.undo();
      if (!s.aborted && v > threshold) {
        candidates[count++] = moves[i];
      }
    }
    return candidates[s.random.nextInt(count)];
  }

  private int anyLegalMove(int colour) {
    for (int q : b.interior) {
      if (b.isEmpty(q) && !b.isForbidden(colour, q)) {
        return q;
      }
    }
    return -1;
  }
}
