import gomoku.engine.Engine;
import gomoku.engine.bench.EngineReport;
import gomoku.engine.Level;
import gomoku.engine.SearchInfo;
import gomoku.engine.SearchLimits;
import gomoku.rules.Notation;
import gomoku.rules.Rule;

/**
 * When each iteration of the search finished, for the middle-game positions of {@code ./bench.sh --report}:
 * {@code java -cp lwjgl3/target/gomoku-desktop.jar tools/DepthTimes.java [millis]} (default 3000 a position).
 *
 * <p>Why: the report says which depth a position reaches in 1 s, not how far the next one is. For the depth aim
 * (14 in 1 s) and for changes that make the engine faster or its tree smaller, what matters is the time at
 * which each depth completes: "depth 14 at 1,128 ms" needs a 13% faster search, "at 1,900 ms" twice as fast.
 * A first search warms the JIT up, as the report's bench does before its positions.
 */
public class DepthTimes {
  public static void main(String[] args) {
    int millis = args.length > 0 ? Integer.parseInt(args[0]) : 3000;
    String[] positions = EngineReport.middleGame();
    search(positions[0], Math.min(millis, 2000)); // warm-up, not printed
    for (int i = 0; i < positions.length; i++) {
      System.out.println("position " + (i + 1) + ": " + search(positions[i], millis));
    }
  }

  /** Searches one position for the time given; the completed iterations as "depth@ms(nodes)". */
  static String search(String moves, int millis) {
    Engine engine = new Engine(32L << 20); // as the report
    engine.setPosition(Rule.FREESTYLE, 15, Notation.parseMoves(15, moves));
    SearchLimits limits = new SearchLimits();
    limits.hardMillis = millis;
    StringBuilder line = new StringBuilder();
    int[] lastDepth = {0};
    long start = System.nanoTime();
    engine.think(Level.MASTER, limits, (SearchInfo info) -> {
      // A cut-off iteration whose new best move had finished is reported again at the last completed depth
      // (Search keeps that move): it is not a depth completing, so it is left out.
      if (info.depth <= lastDepth[0]) {
        return;
      }
      lastDepth[0] = info.depth;
      long ms = (System.nanoTime() - start) / 1_000_000;
      line.append(' ').append(info.depth).append('@').append(ms).append("ms(").append(info.nodes / 1000).append("k)");
    });
    return line.toString().trim();
  }
}
