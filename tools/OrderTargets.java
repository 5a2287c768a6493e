import gomoku.engine.Engine;
import gomoku.engine.Level;
import gomoku.engine.SearchBoard;
import gomoku.engine.SearchInfo;
import gomoku.engine.SearchLimits;
import gomoku.engine.Threat;
import gomoku.rules.Notation;
import gomoku.rules.Rule;
import gomoku.training.TrainingGame;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Targets for the move order's fit (tools/OrderTraining.java --targets): the move a deeper search chooses in
 * positions of training games. From move 6 on, every K-th position where the move picker orders all candidates
 * (neither side has a five point, the opponent no open-four point) is searched afresh at NODES nodes (the games
 * themselves were played at 10,000) and written as one line: the game's number, the ply, the move. Deterministic:
 * each thread (two, or -Dthreads=N) takes every N-th game, in order, and clears its table before each position.
 *
 * <pre>java -cp lwjgl3/target/gomoku-desktop.jar tools/OrderTargets.java RULE NODES K OUT GAMES_FILE...</pre>
 */
public class OrderTargets {
  public static void main(String[] args) throws Exception {
    if (args.length < 5) {
      System.err.println("usage: OrderTargets RULE NODES K OUT GAMES_FILE...");
      System.exit(2);
    }
    Rule rule = Rule.valueOf(args[0].toUpperCase(Locale.ROOT));
    int nodes = Integer.parseInt(args[1]);
    int every = Integer.parseInt(args[2]);
    List<java.nio.file.Path> files = new ArrayList<>();
    for (int i = 4; i < args.length; i++) {
      files.add(Paths.get(args[i]));
    }
    List<TrainingGame> games = TrainingGame.read(files);
    String[][] results = new String[games.size()][];
    int threads = Integer.getInteger("threads", 2);
    Thread[] workers = new Thread[threads];
    long start = System.currentTimeMillis();
    int[] done = new int[1];
    for (int w = 0; w < threads; w++) {
      int worker = w;
      workers[w] = new Thread(() -> {
        Engine engine = new Engine(16L << 20);
        for (int i = worker; i < games.size(); i += threads) {
          results[i] = targets(engine, rule, games.get(i), nodes, every);
          synchronized (done) {
            if (++done[0] % 200 == 0) {
              System.err.println(done[0] + " games, " + (System.currentTimeMillis() - start) / 1000 + " s");
            }
          }
        }
      });
      workers[w].start();
    }
    for (Thread t : workers) {
      t.join();
    }
    int positions = 0;
    try (PrintWriter out = new PrintWriter(Files.newBufferedWriter(Paths.get(args[3]), StandardCharsets.UTF_8))) {
      for (String[] lines : results) {
        for (String line : lines) {
          out.println(line);
          positions++;
        }
      }
    }
    System.err.println(positions + " positions in " + (System.currentTimeMillis() - start) / 1000 + " s");
  }

  /** The lines for one game. */
  static String[] targets(Engine engine, Rule rule, TrainingGame game, int nodes, int every) {
    List<Integer> moves = game.moves;
    List<String> lines = new ArrayList<>();
    SearchBoard b = new SearchBoard(15, rule);
    SearchLimits limits = new SearchLimits();
    limits.nodes = nodes;
    for (int ply = 0; ply < moves.size(); ply++) {
      int me = b.sideToMove();
      int you = 3 - me;
      boolean ordered = b.threatCount(me, Threat.FIVE) == 0 && b.threatCount(you, Threat.FIVE) == 0
          && b.threatCount(you, Threat.FLEX_FOUR) == 0;
      if (ply >= 6 && ply % every == game.number % every && ordered) {
        engine.setPosition(rule, 15, moves.subList(0, ply));
        engine.clearMemory();
        engine.setMultiPv(1);
        SearchInfo info = engine.think(Level.MASTER, limits, null).info;
        lines.add(game.number + " " + ply + " " + Notation.name(15, info.topMoves[0]));
      }
      b.play(b.fromPoint(moves.get(ply)));
    }
    return lines.toArray(new String[0]);
  }
}
