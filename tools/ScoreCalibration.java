import gomoku.engine.Engine;
import gomoku.engine.Evaluation;
import gomoku.engine.Level;
import gomoku.engine.Search;
import gomoku.engine.SearchLimits;
import gomoku.record.Openings;
import gomoku.rules.GameState;
import gomoku.rules.Outcome;
import gomoku.rules.Rule;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;

/**
 * How reported scores turn into win chances: self-play from the tournament openings (full strength, a fixed
 * node budget a move; the first two moves after the opening picked at random among the best four that score
 * within 300 of the best, so that games differ), every reported non-mate score at depth 4 or more recorded from
 * the side to move's view with that side's result (win 1, draw 1/2, loss 0). Prints the win rate per score
 * band and the scale K of the logistic chance 1 / (1 + e^(-score / K)) that fits the results best (maximum
 * likelihood over a grid). The result is {@code gomoku.engine.Evaluation.WIN_CHANCE_SCALE}.
 *
 * <pre>java -cp lwjgl3/target/gomoku-desktop.jar tools/ScoreCalibration.java [games per opening] [nodes a move]</pre>
 */
public class ScoreCalibration {
  public static void main(String[] args) throws Exception {
    int perOpening = args.length > 0 ? Integer.parseInt(args[0]) : 20;
    int nodes = args.length > 1 ? Integer.parseInt(args[1]) : 30000;
    String text = new String(Files.readAllBytes(Paths.get("assets/openings/gomocup2026-freestyle-15.txt")),
        StandardCharsets.UTF_8);
    List<int[]> openings = Openings.parse(text, 15);
    List<int[]> samples = new ArrayList<>(); // {score, result * 2}
    Thread[] workers = new Thread[2];
    for (int w = 0; w < workers.length; w++) {
      int worker = w;
      workers[w] = new Thread(() -> {
        List<int[]> mine = new ArrayList<>();
        for (int game = worker; game < perOpening * openings.size(); game += workers.length) {
          play(openings.get(game % openings.size()), 1000 + game, nodes, mine);
        }
        synchronized (samples) {
          samples.addAll(mine);
        }
      });
      workers[w].start();
    }
    for (Thread t : workers) {
      t.join();
    }
    report(samples, perOpening * openings.size());
  }

  /** One game; adds {score, 2 * result} per searched position. */
  static void play(int[] opening, long seed, int nodes, List<int[]> out) {
    GameState g = new GameState(Rule.FREESTYLE, 15);
    for (int m : opening) {
      g.play(m);
    }
    Engine e = new Engine(16L << 20);
    java.util.Random random = new java.util.Random(seed);
    List<int[]> game = new ArrayList<>(); // {score, side to move}
    SearchLimits limits = new SearchLimits();
    limits.nodes = nodes;
    for (int i = 0; i < 2 && !g.outcome().isOver(); i++) {
      e.setPosition(Rule.FREESTYLE, 15, g.moves());
      e.setMultiPv(4);
      gomoku.engine.SearchInfo info = e.think(Level.MASTER, limits, null).info;
      int near = 1;
      while (near < info.topMoves.length && info.topScores[near] >= info.topScores[0] - 300) {
        near++;
      }
      g.play(info.topMoves[random.nextInt(near)]);
    }
    e.setMultiPv(1);
    while (!g.outcome().isOver() && g.moveCount() < 225) {
      e.setPosition(Rule.FREESTYLE, 15, g.moves());
      Search.Result r = e.think(Level.MASTER, limits, null);
      if (!Evaluation.isMate(r.info.score) && !r.info.threatWin && r.info.depth >= 4) {
        game.add(new int[] {r.info.score, g.sideToMove()});
      }
      g.play(r.move);
    }
    Outcome o = g.outcome();
    for (int[] s : game) {
      int result = o == Outcome.DRAW || !o.isOver() ? 1 : o == Outcome.winFor(s[1]) ? 2 : 0;
      out.add(new int[] {s[0], result});
    }
  }

  static void report(List<int[]> samples, int games) {
    System.out.println(games + " games, " + samples.size() + " scored positions");
    int[] bands = {-6000, -3000, -2000, -1200, -600, -200, 200, 600, 1200, 2000, 3000, 6000};
    for (int i = 0; i + 1 < bands.length; i++) {
      int n = 0;
      int points = 0;
      for (int[] s : samples) {
        if (s[0] >= bands[i] && s[0] < bands[i + 1]) {
          n++;
          points += s[1];
        }
      }
      if (n > 0) {
        System.out.println("score " + bands[i] + " to " + bands[i + 1] + ": " + n + " positions, side to move scored "
            + Math.round(50.0 * points / n) + "%");
      }
    }
    double bestK = 0;
    double bestLog = Double.NEGATIVE_INFINITY;
    for (int k = 100; k <= 20000; k += 50) {
      double log = 0;
      for (int[] s : samples) {
        double p = 1 / (1 + Math.exp(-s[0] / (double) k));
        double y = s[1] / 2.0;
        log += y * Math.log(Math.max(1e-9, p)) + (1 - y) * Math.log(Math.max(1e-9, 1 - p));
      }
      if (log > bestLog) {
        bestLog = log;
        bestK = k;
      }
    }
    System.out.println("best logistic scale K = " + (int) bestK + " (mean log-likelihood "
        + Math.round(1000 * bestLog / samples.size()) / 1000.0 + ")");
  }
}
