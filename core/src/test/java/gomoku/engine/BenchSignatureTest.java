package gomoku.engine;

import gomoku.engine.bench.Bench;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * The engine's signature, as Stockfish and Rapfi keep it: the node count of the bench (its fixed positions at
 * its fixed depth). Any change to the search or the evaluation changes it, and one that should not, must not:
 * the commit that changes the engine updates this number and names it in its message.
 */
class BenchSignatureTest {
  static final int SIGNATURE = 213111;

  @Test
  void theBenchSearchesExactlyTheSignaturesNodes() {
    Bench.Report report = Bench.run(Bench.DEFAULT_DEPTH);
    assertEquals(SIGNATURE, report.nodes, "bench depth " + Bench.DEFAULT_DEPTH + ":\n" + report.lines);
  }
}
