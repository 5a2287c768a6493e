package gomoku.desktop;

import gomoku.arena.ArenaGame;
import gomoku.arena.Arguments;
import gomoku.arena.TimeKeeping;
import gomoku.engine.bench.Bench;
import gomoku.engine.bench.EngineReport;
import gomoku.engine.Level;
import gomoku.engine.PatternTable;
import gomoku.engine.Search;
import gomoku.engine.SearchLimits;
import gomoku.record.Openings;
import gomoku.rules.Notation;
import gomoku.rules.Rule;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;

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

  static final String USAGE =
      "usage: bench [DEPTH] | bench --speed | bench --report | bench --threads N | bench --timekeeping";

  /**
   * {@code bench --timekeeping}: the Gomocup engine (the pbrain-gomoku script beside this jar) plays itself at
   * 100 ms a move until 200 moves, and the slowest answer is printed: the strict figure, for an idle machine.
   * (The test of the same games judges the engine's own time only, which holds on a busy machine too.)
   */
  static void timekeeping() throws Exception {
    Path jar =
        Paths.get(BenchCommand.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    Path script = jar.resolveSibling("pbrain-gomoku");
    if (!Files.isExecutable(script)) {
      throw new IllegalArgumentException("no engine script at " + script + " (mvn package writes it)");
    }
    String text;
    try (InputStream in = BenchCommand.class.getResourceAsStream("/openings/gomocup2026-freestyle-15.txt")) {
      text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    List<int[]> openings = Openings.parse(text, 15);
    ArenaGame.Settings settings = new ArenaGame.Settings();
    settings.turnMillis = 100;
    settings.toleranceMillis = 2000; // measured here, not adjudicated
    TimeKeeping time = new gomoku.arena.TimeKeeping(settings.turnMillis);
    for (int game = 0; time.moves < 200; game++) {
      ArenaGame.Result r = new gomoku.arena.ArenaGame(settings).play(script.toString(),
          script.toString(), openings.get(game % openings.size()));
      time.add(r, 0);
      time.add(r, 1);
    }
    System.out.println("timekeeping: " + time.summary());
    for (String late : time.late) {
      System.out.println("  late: " + late);
    }
  }

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
    } else if ("--timekeeping".equals(first)) {
      try {
        timekeeping();
      } catch (IllegalArgumentException e) {
        throw e;
      } catch (Exception e) {
        throw new IllegalStateException(e);
      }
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
