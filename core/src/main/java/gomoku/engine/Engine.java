package gomoku.engine;

import gomoku.rules.GameState;

import gomoku.rules.Rule;
import java.util.List;
import java.util.Random;

/**
 * The AI as the rest of the program sees it: give it a position (rule, size, moves) and ask for a move at a
 * {@link Level}, within {@link SearchLimits}. Points in and out are the rules' {@code y * size + x}. One engine
 * keeps its transposition table between moves of a game. Not thread-safe, except {@link #stop()}.
 */
public final class Engine {
  private final TranspositionTable tt;
  private SearchBoard board;
  private Search search;
  private Random random;
  private long seed;
  private boolean variety;
  private int multiPv = 1;

  /** An engine with a transposition table of about {@code tableBytes} bytes. */
  public Engine(long tableBytes) {
    this(new TranspositionTable(TranspositionTable.bitsFor(tableBytes)));
  }

  private Engine(TranspositionTable shared) {
    tt = shared;
    seed = 20261122L;
    random = new Random(seed);
  }

  /**
   * A helper for a parallel search (lazy SMP, on the desktop: threads are the launcher's business): its own
   * board and search, this engine's transposition table. Helper {@code index} (1, 2, …) searches its iterations
   * that many plies deeper than the main engine, so the threads explore different trees and meet in the table.
   * Races on the shared table can at worst give a helper a stale score: moves from the table only reorder
   * moves the picker generated itself.
   */
  public Engine helper(int index) {
    Engine h = new Engine(tt);
    h.helperIndex = index;
    return h;
  }

  private int helperIndex;

  /** Deterministic play unless variety is on: then near-equal moves are chosen at random (seeded). */
  public void setVariety(boolean on, long randomSeed) {
    variety = on;
    seed = randomSeed;
    random = new Random(randomSeed);
  }

  /**
   * Sets the position; moves are played in order, black first, and must be legal (the game model has
   * checked them).
   */
  public void setPosition(Rule rule, int size, List<Integer> moves) {
    if (board == null || board.rule != rule || board.size != size) {
      if (board != null && helperIndex == 0) {
        tt.clear(); // a new table is clear already: clearing a large one costs a move's worth of time
      }
      board = new SearchBoard(size, rule);
      search = new Search(board, tt);
    } else {
      while (board.moveCount() > 0) {
        if (board.lastMove() < 0) {
          board.undoNull();
        } else {
          board.undo();
        }
      }
    }
    for (int p : moves) {
      if (p == GameState.PASS) {
        board.playNull(); // a set-up position's side to move
      } else {
        board.play(board.fromPoint(p));
      }
    }
  }

  /**
   * Analysis: the best {@code n} root moves get exact scores (SearchInfo.topMoves); 1 for play. Variety is
   * off while n > 1: an analysis shows the engine's best, not a pick among near-equals.
   */
  public void setMultiPv(int n) {
    multiPv = Ints.max(1, n);
  }

  public SearchBoard board() {
    return board;
  }

  /** Forget what earlier searches learned (a new game, or a benchmark that must be repeatable). */
  public void clearMemory() {
    tt.clear();
    search = new Search(board, tt);
  }

  public void stop() {
    Search s = search;
    if (s != null) {
      s.stop();
    }
  }

  /** The move to play (a rules point), with its report; move -1 when the board is full. */
  public Search.Result think(Level level, SearchLimits limits, Search.Listener listener) {
    return think(level, limits, listener, true);
  }

  /** A helper's search (see {@link #helper}): no root threat search (the main engine does that), no report. */
  public Search.Result thinkAsHelper(Level level, SearchLimits limits) {
    return think(level, limits, null, false);
  }

  /** As {@link #think(Level, SearchLimits, Search.Listener)}; {@code rootThreats} false skips the root VCF/VCT. */
  Search.Result think(Level level, SearchLimits limits, Search.Listener listener, boolean rootThreats) {
    if (!level.searches()) {
      return evaluationOnly(level);
    }
    search.useVcf = level.vcf;
    search.useVct = level.vct;
    search.varietyMargin = variety && multiPv == 1 ? level.varietyMargin : 0;
    search.multiPv = multiPv;
    search.depthOffset = helperIndex;
    search.random = random;
    search.rootThreats = rootThreats;
    SearchLimits l = limits;
    if (level.depth > 0 && (l.depth == 0 || l.depth > level.depth)) {
      l = copy(limits);
      l.depth = level.depth;
    }
    Search.Result r = search.think(l, listener);
    if (r.move >= 0) {
      r.move = board.toPoint(r.move);
    }
    return r;
  }

  private static SearchLimits copy(SearchLimits l) {
    SearchLimits c = new SearchLimits();
    c.depth = l.depth;
    c.nodes = l.nodes;
    c.softMillis = l.softMillis;
    c.hardMillis = l.hardMillis;
    return c;
  }

  /**
   * The tutorial AI: every empty point near the stones scored for what it does for us and what it takes from
   * the opponent; the best one (one of the near-best, with variety).
   */
  private Search.Result evaluationOnly(Level level) {
    Search.Result r = new Search.Result();
    int me = board.sideToMove();
    int best = Integer.MIN_VALUE;
    int[] candidates = new int[board.size * board.size];
    int[] values = new int[candidates.length];
    int n = 0;
    for (int q : board.interior) {
      if (!board.isEmpty(q) || board.isForbidden(me, q)) {
        continue;
      }
      if (board.moveCount() > 0 && !board.hasNeighbours(q)) {
        continue;
      }
      if (board.moveCount() == 0 && q != board.fromPoint((board.size / 2) * board.size + board.size / 2)) {
        continue;
      }
      int v = board.pointScore(me, q) + board.pointScore(3 - me, q) * 9 / 10;
      candidates[n] = q;
      values[n++] = v;
      best = Ints.max(best, v);
    }
    if (n == 0) {
      return r;
    }
    int margin = variety ? best / 10 : 0;
    int[] near = new int[n];
    int k = 0;
    for (int i = 0; i < n; i++) {
      if (values[i] >= best - margin) {
        near[k++] = candidates[i];
      }
    }
    int q = near[variety ? random.nextInt(k) : 0];
    r.move = board.toPoint(q);
    r.info.score = 0;
    r.info.pv = new int[] {r.move};
    return r;
  }
}
