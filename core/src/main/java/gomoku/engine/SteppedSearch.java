package gomoku.engine;

import gomoku.rules.Rule;
import java.util.List;

/**
 * The engine driven in bounded steps, for a thread that must not wait (the browser's only thread): each
 * {@link #step} searches for at most the given time and returns. The steps add up because the transposition
 * table outlives them: a step begins iterative deepening again, finds the finished iterations in the table at
 * almost no cost, and goes on where the last step was cut off. The answer is the move of the deepest
 * iteration any step completed.
 */
public final class SteppedSearch {
  private final Engine engine;
  private Level level = Level.MEDIUM;
  private int budgetMillis;
  private long startMillis;
  private Search.Result best;
  private boolean done;
  private boolean running;
  private Search.Listener listener;

  public SteppedSearch(Engine engine) {
    this.engine = engine;
  }

  /** Starts thinking about a position for about {@code budgetMillis} in all. */
  public void start(Rule rule, int size, List<Integer> moves, Level thinkingLevel, int budget, Search.Listener l) {
    engine.setPosition(rule, size, moves);
    level = thinkingLevel;
    budgetMillis = budget;
    listener = l;
    startMillis = System.currentTimeMillis();
    best = null;
    done = false;
    running = true;
  }

  public boolean isRunning() {
    return running && !done;
  }

  public void cancel() {
    running = false;
  }

  /** Thinks for at most about {@code sliceMillis}; true once the move is decided (then see {@link #result}). */
  public boolean step(int sliceMillis) {
    if (!running || done) {
      return done;
    }
    int elapsed = (int) (System.currentTimeMillis() - startMillis);
    SearchLimits limits = new SearchLimits();
    limits.hardMillis = Ints.max(1, Ints.min(sliceMillis, budgetMillis - elapsed));
    // The first step gives the root threat search a budget of its own; later steps go straight to the
    // main search (which finds the same forced wins through its own tactics, one step at a time).
    boolean first = best == null;
    if (first) {
      limits.hardMillis = Ints.max(limits.hardMillis, Ints.min(4 * sliceMillis, budgetMillis));
    }
    Search.Result r = engine.think(level, limits, null, first);
    if (best == null || r.info.depth >= best.info.depth || r.info.threatWin) {
      if (best == null || best.info.depth != r.info.depth || r.info.threatWin) {
        if (listener != null && r.info.depth > 0) {
          listener.iteration(r.info);
        }
      }
      best = r;
    }
    elapsed = (int) (System.currentTimeMillis() - startMillis);
    boolean reachedDepth = level.depth > 0 && best.info.depth >= level.depth;
    done = !level.searches() || best.info.threatWin || proven(best.info) || reachedDepth || elapsed >= budgetMillis
        || best.move < 0;
    return done;
  }

  /**
   * A mate score that no further step changes: a win found beyond depth 2, or a mate no further away than the
   * depth searched plus the ply of a five, which the board decides without searching. The second case is the
   * root's own five (a win in 1 at depth 1) and the opponent's two fives (a loss in 2 at depth 1): without it,
   * each step found the same answer again until the whole budget was spent, the game's computer waited its full
   * time to play a winning five, and a test that plays a game in a bounded number of frames ran out of them once
   * the JIT made those steps fast. A loss further away is searched on, as the desktop's search does
   * ({@link TimePolicy#winHeld}): a deeper search finds a slower one, which leaves a human opponent more moves in
   * which to miss the win. (Before, any mate beyond depth 2 ended the thinking, so on the page the computer
   * played the best move of the first iteration that saw its loss, however early that was.)
   */
  static boolean proven(SearchInfo info) {
    int distance = Evaluation.MATE - Ints.abs(info.score);
    boolean win = info.score > 0;
    return Evaluation.isMate(info.score) && (win && info.depth > 2 || info.depth >= distance - 1);
  }

  /** The decided move (rules point) and its report; null before {@link #step} returned true. */
  public Search.Result result() {
    return done ? best : null;
  }
}
