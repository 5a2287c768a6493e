package gomoku.desktop;

import gomoku.engine.Bench;
import gomoku.engine.EngineReport;
import gomoku.engine.PatternTable;
import gomoku.rules.Rule;

/**
 * {@code bench [depth]}: searches the fixed bench positions and prints the node count (the engine's signature)
 * and the speed. {@code bench --report}: the figures of {@link EngineReport}. No window.
 */
public final class BenchCommand {
  private BenchCommand() {}

  public static void main(String[] args) {
    if (args.length > 0 && args[0].equals("--report")) {
      // The same figures the browser benchmark page prints (index.html?bench), for a JVM/browser ratio.
      for (int i = 0; i < EngineReport.steps(); i++) {
        System.out.println(EngineReport.step(i, 6, 1000));
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
