package gomoku.engine.bench;

import gomoku.engine.Engine;
import gomoku.engine.Evaluation;
import gomoku.engine.Level;
import gomoku.engine.PatternTable;
import gomoku.engine.Search;
import gomoku.engine.SearchLimits;
import gomoku.engine.ThreatSearch;
import gomoku.rules.Notation;
import gomoku.rules.Rule;

/**
 * The figures the engine is judged by, measured the same way on the JVM and in the browser: the bench
 * (signature and speed), the depth reached in a fixed time from middle-game positions, and the time to prove
 * a long VCF. Each step is a separate call so that a browser can run one per frame.
 */
public final class EngineReport {
  /**
   * Middle-game positions (freestyle) for the depth-in-time figure: positions from real and self-play games from
   * different tournament openings, chosen by a rule fixed before their depths were known, none with a single
   * legal reply, and all different under the board's symmetries (EngineTest).
   */
  static final String[] MIDDLE_GAME = {
    "h8g7f8e8f10f7g9e11h10e7",
    "h8i7g9g7h7i8i6h9g10f11j9k10",
    "h8i8g9h7j9i7i9h9g7j10",
    "h8i9k7i7f8i8i10h6j9i6i5j6k6k8j8k4",
    "h8i9k10k9l6j7l9i7i10l7k7j8l10j10j9i8m8j11k6j6",
    "h8j9e11k5i5k6k7j6l6m5i7i6j7h7g6g8j5k3k9m3",
    "h8h9k11j10h10j12i8k9j8k8j9k7k10h7i11j11k12i6i10i9",
    "h8i9k8j7g6i8i10h10k7k6h9g8h6j6j5h7j8l5m4i7",
  };

  /** A position whose shortest known VCF takes 10 attacking fours (19 plies). */
  static final String LONG_VCF = "h8i8g9h7j9i7i9h9g7j10f8e5h10i11h6i5e9d10i6g10j7e7f11g6e4g13h12d8j8k7";

  private EngineReport() {}

  /** The middle-game positions, as move strings. */
  public static String[] middleGame() {
    return java.util.Arrays.copyOf(MIDDLE_GAME, MIDDLE_GAME.length); // GWT has no array clone()
  }

  public static int steps() {
    return 3 + MIDDLE_GAME.length;
  }

  /** Runs step i (0-based) and returns its report line(s). */
  public static String step(int i, int benchDepth, int millisPerPosition) {
    if (i == 0) {
      long start = System.currentTimeMillis();
      for (Rule rule : Rule.values()) {
        PatternTable.forRule(rule);
      }
      return "pattern tables: " + (System.currentTimeMillis() - start) + " ms";
    }
    if (i == 1) {
      Bench.Report r = Bench.run(benchDepth);
      return "bench depth " + benchDepth + ": nodes " + r.nodes + " time " + r.millis + " ms nps " + r.nodesPerSecond();
    }
    if (i == 2) {
      Engine e = new Engine(1L << 20);
      e.setPosition(Rule.FREESTYLE, 15, Notation.parseMoves(15, LONG_VCF));
      ThreatSearch ts = new ThreatSearch(e.board());
      long start = System.currentTimeMillis();
      boolean found = ts.vcf(30, 5_000_000);
      long ms = System.currentTimeMillis() - start;
      return "vcf: " + (found ? "found " + ts.line().length + " plies" : "not found") + " in " + ms + " ms, "
          + ts.nodes() + " nodes";
    }
    String moves = MIDDLE_GAME[i - 3];
    Engine e = new Engine(32L << 20);
    e.setPosition(Rule.FREESTYLE, 15, Notation.parseMoves(15, moves));
    SearchLimits limits = new SearchLimits();
    limits.hardMillis = millisPerPosition;
    Search.Result r = e.think(Level.MASTER, limits, null);
    // The score is part of the figure: the search stops one iteration after it has proved a win (see
    // TimePolicy.winHeld), so the depth a won position reports is where the proof was found, not how deep the
    // middle game is searched in the time.
    return "depth in " + millisPerPosition + " ms: " + r.info.depth + " (selective " + r.info.selectiveDepth + ", "
        + r.info.nodes + " nodes, " + r.info.nodesPerSecond() + " nps, " + Evaluation.describe(r.info.score) + ") "
        + moves;
  }
}
