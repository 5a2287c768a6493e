package gomoku.desktop;

import gomoku.arena.Arguments;
import gomoku.engine.Bench;
import gomoku.engine.EngineReport;
import gomoku.engine.Level;
import gomoku.engine.PatternTable;
import gomoku.engine.Search;
import gomoku.engine.SearchLimits;
import gomoku.rules.Notation;
import gomoku.rules.Rule;

/**
 * {@code bench [depth]}: searches the fixed bench positions and prints the node count (the engine's signature)
 * and the speed. {@code bench --speed}: the same three times in one JVM (warm figures). {@code bench --report}:
 * the figures of {@link EngineReport}. No window.
 */
public final class BenchCommand {
  private BenchCommand() {}

  /**
   * {@code bench --threads N}: depth reached in 1 s from the report's middle-game positions, on one thread and
   * on N (lazy SMP). Not deterministic: a figure for notes, not a signature.
   */
  static void threads(int n) {
    for (Rule rule : Rule.values()) {
      PatternTable.forRule(rule);
    }
    for (int threads : new int[] {1, n}) {
      for (String moves : EngineReport.middleGame()) {
        ParallelEngine e = new ParallelEngine(64L << 20, threads);
        SearchLimits limits = new SearchLimits();
        limits.hardMillis = 1000;
        Search.Result r = e.think(Rule.FREESTYLE, 15, Notation.parseMoves(15, moves), Level.MASTER, limits, null);
        System.out.println("threads " + threads + ": depth " + r.info.depth + " (selective " + r.info.selectiveDepth
            + ", main thread " + r.info.nodes + " nodes) " + moves);
      }
    }
  }

  static final String USAGE = "usage: bench [DEPTH] | bench --speed | bench --report | bench --threads N";

  public static void main(String[] args) {
    try {
      run(args);
    } catch (IllegalArgumentException e) {
      System.err.println("bench: " + e.getMessage());
      System.err.println(USAGE);
      System.exit(2);
    }
  }

  /** Runs what {@code args} ask for; throws IllegalArgumentException, before any work, on a wrong line. */
  static void run(String[] args) {
    String first = args.length > 0 ? args[0] : null;
    boolean option = first != null && first.startsWith("--");
    int expected = first == null ? 0 : "--threads".equals(first) ? 2 : 1;
    if (args.length != expected) {
      throw new IllegalArgumentException(expected == 2 && args.length == 1 ? "--threads needs a value"
          : "unexpected '" + args[expected] + "'");
    }
    if ("--threads".equals(first)) {
      threads(Arguments.positive(first, args[1]));
    } else if ("--speed".equals(first)) {
      speed();
    } else if ("--report".equals(first)) {
      // The same figures the browser benchmark page prints (index.html?bench), for a JVM/browser ratio.
      for (int i = 0; i < EngineReport.steps(); i++) {
        System.out.println(EngineReport.step(i, Bench.DEFAULT_DEPTH, 1000));
      }
    } else if (option) {
      throw new IllegalArgumentException("unknown option " + first);
    } else {
      bench(first == null ? Bench.DEFAULT_DEPTH : depth(first));
    }
  }

  private static int depth(String v) {
    int depth = Arguments.positive("DEPTH", v);
    if (depth > MAX_DEPTH) {
      throw new IllegalArgumentException("DEPTH must be at most " + MAX_DEPTH + ", not " + v);
    }
    return depth;
  }

  /** Deeper than this the bench would run for hours; the signature is taken at {@link Bench#DEFAULT_DEPTH}. */
  static final int MAX_DEPTH = 20;

  /** Speed only: the bench three times in one JVM; the later runs show the compiled code's speed. */
  private static void speed() {
    for (int run = 1; run <= 3; run++) {
      Bench.Report report = Bench.run(Bench.DEFAULT_DEPTH);
      System.out.println("run " + run + ": nodes " + report.nodes + ", time " + report.millis + " ms, "
          + report.nodesPerSecond() + " nodes/s");
    }
  }

  private static void bench(int depth) {
    long start = System.currentTimeMillis();
    for (Rule rule : Rule.values()) {
      PatternTable.forRule(rule);
    }
    System.out.println("pattern tables built in " + (System.currentTimeMillis() - start) + " ms");
    Bench.Report report = Bench.run(depth);
    System.out.print(report.lines);
    System.out.println("bench depth " + depth + ": nodes " + report.nodes + ", time " + report.millis + " ms, "
        + report.nodesPerSecond() + " nodes/s");
  }
}
