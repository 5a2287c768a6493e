package spike;

import gomoku.engine.bench.Bench;

/** The engine's bench, five rounds: nodes (the signature) and the node rate of each. */
public class BenchMain {
  public static void main(String[] args) {
    for (int round = 0; round < 5; round++) {
      Bench.Report r = Bench.run(Bench.DEFAULT_DEPTH);
      System.out.println("round " + round + ": nodes " + r.nodes + " ms " + r.millis + " nps " + r.nodesPerSecond());
    }
  }
}
