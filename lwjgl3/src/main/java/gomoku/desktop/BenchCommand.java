package gomoku.desktop;

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

  public static void main(String[] args) {
    if (args.length > 1 && args[0].equals("--threads")) {
      threads(Integer.parseInt(args[1]));
      return;
    }
    if (args.length > 0 && args[0].equals("--speed")) {
      // Speed only: the bench three times in one JVM; the later runs show the compiled code's speed.
      for (int run = 1; run <= 3; run++) {
        Bench.Report report = Bench.run(Bench.DEFAULT_DEPTH);
        System.out.println("run " + run + ": nodes " + report.nodes + ", time " + report.millis + " ms, "
            + report.nodesPerSecond() + " nodes/s");
      }
      return;
    }
    if (args.length > 0 && args[0].equals("--report")) {
      // The same figures the browser benchmark page prints (index.html?bench), for a JVM/browser ratio.
      for (int i = 0; i < EngineReport.steps(); i++) {
        System.out.println(EngineReport.step(i, Bench.DEFAULT_DEPTH, 1000));
      }
      return;
    }
    int depth = args.length > 0 ? Integer.parseInt(args[0]) : Bench.DEFAULT_DEPTH;
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
