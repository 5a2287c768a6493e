package gomoku.game;

import gomoku.engine.Engine;
import gomoku.engine.Level;
import gomoku.engine.SearchInfo;
import gomoku.engine.SteppedSearch;
import gomoku.engine.ThreatDefence;
import gomoku.rules.Rule;
import java.util.ArrayList;
import java.util.List;

/**
 * A {@link Thinker} for a single thread: each poll searches for a few milliseconds and returns, so frames keep
 * coming while the computer thinks (the browser's way; see {@link SteppedSearch}).
 */
public final class SteppedThinker implements Thinker {
  /** Milliseconds of search per frame: small enough to keep 60 frames a second with room to draw. */
  public static final int SLICE_MILLIS = 10;

  private final SteppedSearch search;
  private final Engine engine;
  private SearchInfo progress;

  public SteppedThinker(long tableBytes) {
    engine = new Engine(tableBytes);
    engine.setVariety(true, 20261122L);
    search = new SteppedSearch(engine);
  }

  @Override
  public void start(Rule rule, int size, List<Integer> moves, Level level, int millis, int multiPv) {
    progress = null;
    engine.setMultiPv(multiPv);
    search.start(rule, size, new ArrayList<>(moves), level, millis, info -> progress = info);
  }

  @Override
  public int poll() {
    if (!search.isRunning()) {
      return -1;
    }
    if (search.step(SLICE_MILLIS)) {
      search.cancel();
      progress = search.result().info;
      return search.result().move;
    }
    return -1;
  }

  /** The page's own thread has no other place to find it: the first {@link #defence} finds it at once. */
  @Override
  public void startDefence(ThreatDefence.Question question) {
    search.cancel();
    defenceAsked = question;
  }

  @Override
  public ThreatDefence defence() {
    ThreatDefence.Question q = defenceAsked;
    defenceAsked = null;
    return q == null ? null : q.answer();
  }

  /** What {@link #startDefence} asked, until {@link #defence} answers it. */
  private ThreatDefence.Question defenceAsked;

  @Override
  public SearchInfo progress() {
    return progress;
  }

  @Override
  public void cancel() {
    search.cancel();
    defenceAsked = null;
  }
}
