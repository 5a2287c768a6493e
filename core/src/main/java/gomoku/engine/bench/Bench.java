package gomoku.engine.bench;

import gomoku.engine.Engine;
import gomoku.engine.Evaluation;
import gomoku.engine.Level;
import gomoku.engine.Search;
import gomoku.engine.SearchLimits;
import gomoku.rules.Notation;
import gomoku.rules.Rule;

/**
 * A fixed set of positions searched to a fixed depth with an empty transposition table: the total node count
 * is the engine's signature (any change to the search or evaluation changes it; a change that should not,
 * must not), and nodes per second measure speed. Used by the {@code bench} command on the desktop and by the
 * browser benchmark.
 */
public final class Bench {
  /**
   * Middle-game positions from real play, as move strings, with the rule each is searched under: even positions
   * from self-play games from the tournament openings, chosen before anything was searched; no two the same under
   * the board's symmetries.
   */
  public static final String[][] POSITIONS = {
    {"FREESTYLE", "h8g7f8e8f10f7g9e11h10e7"},
    {"FREESTYLE", "m3n4o5o6n7m8l7k5k4k7i6l3l6l5i4i5"},
    {"FREESTYLE", "h8i7g9g7h7i8i6h9g10f11j9k10"},
    {"FREESTYLE", "h8h9k11j10h10g8g9i11k9i10j11i7k10k8k12k13"},
    {"FREESTYLE", "h8i8g9h7j9i7i9h9g7j10"},
    {"STANDARD", "h8i8h9h7g8i10j8g10i9j9f7e6"},
    {"STANDARD", "h8i9k6g9k9g8g7i10h9g10k7k10h10h7"},
    {"RENJU", "h8i9j8i7i8g8j10j7k9l8"},
    {"RENJU", "h8g8g9f10h9e10h10h7"},
    {"RENJU", "h8j9i10j10j8i8k10h7g8l11"},
  };

  public static final int DEFAULT_DEPTH = 8;

  /** Totals of one run. */
  public static final class Report {
    public int nodes;
    public int millis;
    public final StringBuilder lines = new StringBuilder();

    public int nodesPerSecond() {
      return millis <= 0 ? 0 : (int) ((double) nodes * 1000 / millis);
    }
  }

  private Bench() {}

  /** Searches every position to {@code depth}, no threat search at the root, tables cleared each time. */
  public static Report run(int depth) {
    Report report = new Report();
    Engine engine = new Engine(16L << 20);
    for (String[] position : POSITIONS) {
      Rule rule = Rule.valueOf(position[0]);
      engine.setPosition(rule, 15, Notation.parseMoves(15, position[1]));
      engine.clearMemory();
      SearchLimits limits = SearchLimits.depth(depth);
      long start = System.currentTimeMillis();
      Search.Result r = engine.think(Level.MASTER, limits, null);
      int ms = (int) (System.currentTimeMillis() - start);
      report.nodes += r.info.nodes;
      report.millis += ms;
      report.lines.append(rule.title).append(' ').append(position[1]).append(": best ")
          .append(r.move < 0 ? "-" : Notation.name(15, r.move)).append(" score ")
          .append(Evaluation.describe(r.info.score)).append(" depth ").append(r.info.depth)
          .append(" nodes ").append(r.info.nodes).append(" time ").append(ms).append(" ms\n");
    }
    return report;
  }
}
