import gomoku.engine.Engine;
import gomoku.engine.Evaluation;
import gomoku.engine.Level;
import gomoku.engine.Pattern;
import gomoku.engine.SearchBoard;
import gomoku.engine.SearchInfo;
import gomoku.engine.SearchLimits;
import gomoku.engine.Threat;
import gomoku.record.Openings;
import gomoku.record.Psq;
import gomoku.rules.GameState;
import gomoku.rules.Outcome;
import gomoku.rules.Rule;
import gomoku.rules.Stone;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * A first guess at line weights from game results, before a match decides (Texel's method): the quiet positions
 * of finished games (neither side has a five point, the side to move no open four or 4-3 point, move 6 on), each
 * with the side to move's result (1, 1/2, 0). The static evaluation is linear in each line weight w: the side to
 * move's lines of that pattern count 7/4, the opponent's 1 (see SearchBoard.evaluate), so each position keeps its
 * pattern counts and the rest of its evaluation. First the scale K of the logistic 1 / (1 + e^(-eval / K)) is
 * fitted with the current weights, then the chosen weights by coordinate descent on the mean squared error. Games
 * between strong engines are tactical, and static scores of their positions are noisy, so a fitted value is where
 * to start a match, not a result (its first use and the match that followed: docs/arena/pattern-kinds-fit-direction-sprt.txt).
 * The kinds' counts move together (an open two makes two F3S points and two F3 points at once), so the fit can trade
 * one weight for another almost freely.
 *
 * <pre>java -cp lwjgl3/target/gomoku-desktop.jar tools/PatternFit.java DIR... (the .psq games of arena runs)
 * java -cp lwjgl3/target/gomoku-desktop.jar tools/PatternFit.java --play GAMES NODES [DIR to keep them in]</pre>
 */
public class PatternFit {
  /** The weights fitted: the kinds of open two and open three, and the closed three between them. */
  static final int[] FITTED = {Pattern.F2, Pattern.F2A, Pattern.F2B, Pattern.B3, Pattern.F3, Pattern.F3S};

  /** The current line scores of {@link #FITTED} (PointTable.LINE_SCORE, which is package-private). */
  static final int[] CURRENT = {20, 20, 20, 30, 90, 90};

  public static void main(String[] args) throws Exception {
    List<double[]> rows = new ArrayList<>(); // {result, rest, feature per FITTED}
    int games = 0;
    if (args.length >= 3 && args[0].equals("--play")) {
      Path save = args.length > 3 ? Paths.get(args[3]) : null;
      games = play(Integer.parseInt(args[1]), Integer.parseInt(args[2]), save, rows);
      args = new String[0];
    }
    for (String dir : args) {
      if (dir.startsWith("--") || !Files.isDirectory(Paths.get(dir))) {
        continue;
      }
      try (DirectoryStream<Path> files = Files.newDirectoryStream(Paths.get(dir), "*.psq")) {
        for (Path f : files) {
          games += addGame(new String(Files.readAllBytes(f), StandardCharsets.UTF_8), rows) ? 1 : 0;
        }
      }
    }
    System.out.println(games + " games, " + rows.size() + " quiet positions");
    double[] w = new double[FITTED.length];
    for (int i = 0; i < w.length; i++) {
      w[i] = CURRENT[i];
    }
    double k = fitScale(rows, w);
    System.out.println("scale K " + (int) k + ", error " + error(rows, w, k) + " with the current weights");
    for (int round = 0; round < 20; round++) {
      boolean moved = false;
      for (int i = 0; i < w.length; i++) {
        for (int dir : new int[] {1, -1}) {
          while (w[i] + dir >= 0) {
            double before = error(rows, w, k);
            w[i] += dir;
            if (error(rows, w, k) < before) {
              moved = true;
            } else {
              w[i] -= dir;
              break;
            }
          }
        }
      }
      if (!moved) {
        break;
      }
    }
    StringBuilder sb = new StringBuilder("fitted:");
    for (int i = 0; i < w.length; i++) {
      sb.append(' ').append(Pattern.name(FITTED[i])).append(' ').append((int) w[i]);
    }
    System.out.println(sb + ", error " + error(rows, w, k));
  }

  /**
   * Self-play on two threads from the tournament openings at a node budget a move, the first two moves after
   * the opening picked at random among the best four within 300 of the best (as tools/ScoreCalibration.java
   * plays); returns how many games ended in a result.
   */
  static int play(int games, int nodes, Path save, List<double[]> rows) throws Exception {
    if (save != null) {
      Files.createDirectories(save);
    }
    String text = new String(Files.readAllBytes(Paths.get("assets/openings/gomocup2026-freestyle-15.txt")),
        StandardCharsets.UTF_8);
    List<int[]> openings = Openings.parse(text, 15);
    int[] finished = new int[1];
    Thread[] workers = new Thread[2];
    for (int w = 0; w < workers.length; w++) {
      int worker = w;
      workers[w] = new Thread(() -> {
        List<double[]> mine = new ArrayList<>();
        int done = 0;
        for (int game = worker; game < games; game += workers.length) {
          List<Integer> moves = playGame(openings.get(game % openings.size()), 5000 + game, nodes);
          done += addGame(moves, mine) ? 1 : 0;
          if (save != null) {
            saveGame(save.resolve(String.format("game-%04d.psq", game)), moves);
          }
        }
        synchronized (rows) {
          rows.addAll(mine);
          finished[0] += done;
        }
      });
      workers[w].start();
    }
    for (Thread t : workers) {
      t.join();
    }
    return finished[0];
  }

  static void saveGame(Path file, List<Integer> moves) {
    try {
      Files.write(file, Psq.write(15, moves, null, null).getBytes(StandardCharsets.UTF_8));
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  static List<Integer> playGame(int[] opening, long seed, int nodes) {
    GameState g = new GameState(Rule.FREESTYLE, 15);
    for (int m : opening) {
      g.play(m);
    }
    Engine e = new Engine(16L << 20);
    Random random = new Random(seed);
    SearchLimits limits = new SearchLimits();
    limits.nodes = nodes;
    while (!g.outcome().isOver() && g.moveCount() < 225) {
      e.setPosition(Rule.FREESTYLE, 15, g.moves());
      boolean vary = g.moveCount() < opening.length + 2;
      e.setMultiPv(vary ? 4 : 1);
      SearchInfo info = e.think(Level.MASTER, limits, null).info;
      int near = 1;
      while (vary && near < info.topMoves.length && info.topScores[near] >= info.topScores[0] - 300) {
        near++;
      }
      g.play(info.topMoves[random.nextInt(near)]);
    }
    return g.moves();
  }

  /** Adds one finished game's quiet positions; false when the game did not end in a result. */
  static boolean addGame(String text, List<double[]> rows) {
    Psq.Game game = Psq.parse(text);
    return addGame(game.moves, rows);
  }

  static boolean addGame(List<Integer> moves, List<double[]> rows) {
    GameState end = GameState.replay(Rule.FREESTYLE, 15, moves);
    Outcome outcome = end.outcome();
    if (!outcome.isOver()) {
      return false;
    }
    SearchBoard b = new SearchBoard(15, Rule.FREESTYLE);
    List<Integer> game = moves;
    for (int ply = 0; ply < game.size(); ply++) {
      if (ply >= 6 && isQuiet(b)) {
        int mover = b.sideToMove();
        double result = outcome == Outcome.winFor(mover) ? 1 : outcome == Outcome.winFor(3 - mover) ? 0 : 0.5;
        rows.add(row(b, result));
      }
      b.play(b.fromPoint(game.get(ply)));
    }
    return true;
  }

  static boolean isQuiet(SearchBoard b) {
    int me = b.sideToMove();
    return b.threatCount(me, Threat.FIVE) == 0 && b.threatCount(3 - me, Threat.FIVE) == 0
        && b.threatCount(me, Threat.FLEX_FOUR) == 0 && b.threatCount(me, Threat.FOUR_THREE) == 0;
  }

  /** {result, the evaluation less the fitted lines' part, then each fitted pattern's 7/4·mine − theirs}. */
  static double[] row(SearchBoard b, double result) {
    double[] r = new double[2 + FITTED.length];
    r[0] = result;
    int me = b.sideToMove();
    double fitted = 0;
    for (int q = 0; q < b.size * b.size; q++) {
      int p = b.fromPoint(q);
      if (!b.isEmpty(p)) {
        continue;
      }
      for (int d = 0; d < 4; d++) {
        for (int colour = Stone.BLACK; colour <= Stone.WHITE; colour++) {
          int i = indexOf(b.linePattern(colour, p, d));
          if (i >= 0) {
            double weight = colour == me ? (double) Evaluation.ATTACK_NUM / Evaluation.ATTACK_DEN : -1;
            r[2 + i] += weight;
            fitted += weight * CURRENT[i];
          }
        }
      }
    }
    r[1] = b.evaluate() - fitted;
    return r;
  }

  static int indexOf(int pattern) {
    for (int i = 0; i < FITTED.length; i++) {
      if (FITTED[i] == pattern) {
        return i;
      }
    }
    return -1;
  }

  static double error(List<double[]> rows, double[] w, double k) {
    double sum = 0;
    for (double[] r : rows) {
      double eval = r[1];
      for (int i = 0; i < w.length; i++) {
        eval += w[i] * r[2 + i];
      }
      double predicted = 1 / (1 + Math.exp(-eval / k));
      sum += (r[0] - predicted) * (r[0] - predicted);
    }
    return sum / rows.size();
  }

  /** The scale with the least error for these weights, over a grid. */
  static double fitScale(List<double[]> rows, double[] w) {
    double best = 100;
    for (double k = 100; k <= 20000; k += 50) {
      if (error(rows, w, k) < error(rows, w, best)) {
        best = k;
      }
    }
    return best;
  }
}
