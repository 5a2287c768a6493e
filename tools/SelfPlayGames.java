import gomoku.engine.Engine;
import gomoku.engine.Evaluation;
import gomoku.engine.Level;
import gomoku.engine.SearchInfo;
import gomoku.engine.SearchLimits;
import gomoku.rules.GameState;
import gomoku.rules.Outcome;
import gomoku.rules.Rule;
import gomoku.rules.Verdict;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Self-play games for training the evaluation (tools/EvalTraining.java), one line each: the game's number, its
 * result for black (1, 0.5 or 0) and its moves as a move string. Every game starts from its own random opening
 * (3 to 6 stones in the centre 7x7, kept only when a depth-6 search scores it within 15.00 points), then the first
 * two engine moves are picked among the best four within 3.00 points, then the engine plays at a fixed number of
 * nodes a move. Deterministic from the seed: game i uses Random(seed * 1000003 + i).
 *
 * <pre>java -cp lwjgl3/target/gomoku-desktop.jar tools/SelfPlayGames.java RULE GAMES NODES SEED OUT [FIRST]</pre>
 */
public class SelfPlayGames {
  public static void main(String[] args) throws Exception {
    if (args.length < 5) {
      System.err.println("usage: SelfPlayGames RULE GAMES NODES SEED OUT [FIRST_GAME]");
      System.exit(2);
    }
    Rule rule = Rule.valueOf(args[0].toUpperCase());
    int games = Integer.parseInt(args[1]);
    int nodes = Integer.parseInt(args[2]);
    long seed = Long.parseLong(args[3]);
    int first = args.length > 5 ? Integer.parseInt(args[5]) : 0;
    PrintWriter out = new PrintWriter(Files.newBufferedWriter(Paths.get(args[4]), StandardCharsets.UTF_8,
        java.nio.file.StandardOpenOption.CREATE, java.nio.file.StandardOpenOption.APPEND));
    int threads = 2;
    Thread[] workers = new Thread[threads];
    int[] done = new int[1];
    long start = System.currentTimeMillis();
    for (int w = 0; w < threads; w++) {
      int worker = w;
      workers[w] = new Thread(() -> {
        Engine engine = new Engine(16L << 20);
        for (int i = first + worker; i < first + games; i += threads) {
          String line = i + " " + playGame(engine, rule, nodes, new Random(seed * 1000003 + i));
          synchronized (out) {
            out.println(line);
            out.flush();
            done[0]++;
            if (done[0] % 100 == 0) {
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
    out.close();
  }

  static String playGame(Engine engine, Rule rule, int nodes, Random random) {
    GameState g = opening(engine, rule, random);
    int openingLength = g.moveCount();
    SearchLimits limits = new SearchLimits();
    limits.nodes = nodes;
    while (!g.outcome().isOver() && g.moveCount() < 225) {
      engine.setPosition(rule, 15, g.moves());
      boolean vary = g.moveCount() < openingLength + 2;
      engine.setMultiPv(vary ? 4 : 1);
      SearchInfo info = engine.think(Level.MASTER, limits, null).info;
      int near = 1;
      while (vary && near < info.topMoves.length && info.topScores[near] >= info.topScores[0] - 300) {
        near++;
      }
      int move = info.topMoves.length == 0 ? -1 : info.topMoves[random.nextInt(near)];
      if (!g.play(move).isLegal()) {
        // The loop would spin on the same position for ever: say where instead.
        throw new IllegalStateException("the engine's move " + move + " is refused after " + g.moveString());
      }
    }
    Outcome o = g.outcome();
    String result = o == Outcome.winFor(1) ? "1" : o == Outcome.winFor(2) ? "0" : "0.5";
    return result + " " + g.moveString();
  }

  /** A random balanced opening: 3 to 6 stones in the centre 7x7, scored within 15.00 by a depth-6 search. */
  static GameState opening(Engine engine, Rule rule, Random random) {
    while (true) {
      GameState g = new GameState(rule, 15);
      int stones = 3 + random.nextInt(4);
      while (g.moveCount() < stones) {
        int p = (4 + random.nextInt(7)) * 15 + 4 + random.nextInt(7);
        if (g.check(p).isLegal()) {
          g.play(p);
        }
      }
      if (g.outcome().isOver()) {
        continue;
      }
      engine.setPosition(rule, 15, g.moves());
      engine.setMultiPv(1);
      SearchInfo info = engine.think(Level.MASTER, SearchLimits.depth(6), null).info;
      if (!Evaluation.isMate(info.score) && Math.abs(info.score) <= 1500) {
        return g;
      }
    }
  }
}
