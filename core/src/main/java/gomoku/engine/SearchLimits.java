package gomoku.engine;

/** When a search stops. Zero means "no limit" for each field; at least one should be set. */
public final class SearchLimits {
  /** Deepest iteration of iterative deepening. */
  public int depth;
  /** Node budget (search and threat-search nodes together). */
  public int nodes;
  /** Soft time: no new iteration starts after 70% of it has passed. */
  public int softMillis;
  /** Hard time: the search returns by then, whatever it is doing. */
  public int hardMillis;

  public static SearchLimits depth(int depth) {
    SearchLimits l = new SearchLimits();
    l.depth = depth;
    return l;
  }

  public static SearchLimits time(int millis) {
    SearchLimits l = new SearchLimits();
    l.softMillis = millis;
    l.hardMillis = millis;
    return l;
  }
}
