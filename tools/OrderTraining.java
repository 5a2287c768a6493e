import gomoku.engine.MoveOrderTables;
import gomoku.engine.PointCombination;
import gomoku.engine.SearchBoard;
import gomoku.engine.Threat;
import gomoku.rules.Notation;
import gomoku.rules.Rule;
import gomoku.training.Adam;
import gomoku.training.TrainingGame;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Locale;

/**
 * Fits the move order's point scores (gomoku.engine.MoveOrderTables) to the moves the search chose: at every
 * quiet position of the games (from move 6 on, neither side with a five point, the opponent without an open-four
 * point, so the move picker orders every candidate), a softmax over the candidates in the played move's tier (the
 * picker ranks tiers by threat class first, and the scores only order a tier) of own value + opponent value of
 * each candidate's point combinations; the log-likelihood of the played move is maximised (Adam, L2 towards the
 * hand-set scores, one logit = 200 score units). Games numbered x0 are held out: their top-1 rate and log-loss
 * are reported for the hand-set and the fitted scores.
 *
 * <pre>java -cp lwjgl3/target/gomoku-desktop.jar tools/OrderTraining.java RULE GAMES_FILE... [--l2 X]
 *     [--epochs N] [--targets FILE] [--write]</pre>
 *
 * With --targets (tools/OrderTargets.java's output), the target is the move a deeper search chose, at the positions
 * it searched, instead of the move played.
 *
 * With --write: training/RULE-order-within-tier.txt (readable). Neither fit played better than the hand-set
 * order (docs/arena/learned-order-g0-sprt.txt, learned-order-deeper-targets-sprt.txt), so the engine no longer
 * reads this form: its learned order is tools/OrderCutoffsFit.java's, with no tiers.
 */
public class OrderTraining {
  static final int N = PointCombination.COUNT;
  static final double UNIT = 200;
  static final int SHIFT = 3000;

  /** One position: candidates' own and opponent combinations; the played move is candidate 0. */
  static final class Row {
    int[] own;
    int[] opp;
  }

  public static void main(String[] args) throws Exception {
    if (args.length < 2) {
      System.err.println("usage: OrderTraining RULE GAMES_FILE... [--l2 X] [--epochs N] [--targets FILE] [--write]");
      System.exit(2);
    }
    Rule rule = Rule.valueOf(args[0].toUpperCase(Locale.ROOT));
    double l2 = 1e-6;
    int epochs = 300;
    boolean write = false;
    Path targetsFile = null;
    List<Path> files = new ArrayList<>();
    for (int i = 1; i < args.length; i++) {
      if (args[i].equals("--l2")) {
        l2 = Double.parseDouble(args[++i]);
      } else if (args[i].equals("--epochs")) {
        epochs = Integer.parseInt(args[++i]);
      } else if (args[i].equals("--targets")) {
        targetsFile = Paths.get(args[++i]);
      } else if (args[i].equals("--write")) {
        write = true;
      } else {
        files.add(Paths.get(args[i]));
      }
    }
    List<Row> train = new ArrayList<>();
    List<Row> held = new ArrayList<>();
    int games = 0;
    Map<Integer, Map<Integer, Integer>> targets = targetsFile == null ? null : readTargets(targetsFile);
    for (TrainingGame g : TrainingGame.read(files)) {
      Map<Integer, Integer> own = targets == null ? null : targets.getOrDefault(g.number, new HashMap<>());
      addGame(rule, g.moves, own, g.heldOut() ? held : train);
      games++;
    }
    System.out.println(games + " games: " + train.size() + " training positions, " + held.size() + " held out");
    MoveOrderTables hand = MoveOrderTables.handSet();
    double[] prior = new double[2 * N];
    for (int k = 0; k < N; k++) {
      prior[k] = hand.own(1, k) / UNIT;
      prior[N + k] = hand.opponent(1, k) / UNIT;
    }
    report("hand-set", held, prior);
    double[] w = fit(train, held, prior, l2, epochs);
    report("fitted", held, w);
    if (write) {
      write(rule, w, games);
    }
  }

  /** tools/OrderTargets.java's lines ("game ply move"; plain or .gz) by game and ply. */
  static Map<Integer, Map<Integer, Integer>> readTargets(Path file) throws Exception {
    Map<Integer, Map<Integer, Integer>> targets = new HashMap<>();
    for (String line : TrainingGame.lines(file)) {
      String[] f = line.trim().split(" ");
      if (f.length == 3) {
        targets.computeIfAbsent(Integer.parseInt(f[0]), k -> new HashMap<>())
            .put(Integer.parseInt(f[1]), Notation.parsePoint(15, f[2]));
      }
    }
    return targets;
  }

  /**
   * The game's positions as rows; with targets (ply to move, from tools/OrderTargets.java) only the positions that
   * have one, each with its target in place of the played move.
   */
  static void addGame(Rule rule, List<Integer> moves, Map<Integer, Integer> targets, List<Row> rows) {
    SearchBoard b = new SearchBoard(15, rule);
    int[] own = new int[225];
    int[] opp = new int[225];
    for (int ply = 0; ply < moves.size(); ply++) {
      int me = b.sideToMove();
      int you = 3 - me;
      Integer target = targets == null ? moves.get(ply) : targets.get(ply);
      int played = b.fromPoint(target == null ? moves.get(ply) : target);
      boolean quiet = b.threatCount(me, Threat.FIVE) == 0 && b.threatCount(you, Threat.FIVE) == 0
          && b.threatCount(you, Threat.FLEX_FOUR) == 0;
      if (ply >= 6 && quiet && target != null) {
        int tier = tier(b, me, played);
        int n = 0;
        own[n] = b.pointCombination(me, played);
        opp[n++] = b.pointCombination(you, played);
        for (int q = 0; q < 225; q++) {
          int p = b.fromPoint(q);
          if (p != played && b.isEmpty(p) && b.hasNeighbours(p) && tier(b, me, p) == tier) {
            own[n] = b.pointCombination(me, p);
            opp[n++] = b.pointCombination(you, p);
          }
        }
        if (n > 1 && b.hasNeighbours(played)) {
          Row r = new Row();
          r.own = java.util.Arrays.copyOf(own, n);
          r.opp = java.util.Arrays.copyOf(opp, n);
          rows.add(r);
        }
      }
      b.play(b.fromPoint(moves.get(ply)));
    }
  }

  /** The move picker's tier: own threat classes above the same class of the opponent's. */
  static int tier(SearchBoard b, int me, int p) {
    return Math.max(b.threat(me, p) * 2 + 1, b.threat(3 - me, p) * 2);
  }

  static void report(String name, List<Row> rows, double[] w) {
    double loss = 0;
    int top = 0;
    int topEight = 0;
    for (Row r : rows) {
      double[] p = softmax(r, w);
      loss -= Math.log(Math.max(1e-12, p[0]));
      int above = 0;
      for (int i = 1; i < p.length; i++) {
        above += p[i] >= p[0] ? 1 : 0;
      }
      top += above == 0 ? 1 : 0;
      topEight += above < 8 ? 1 : 0;
    }
    // The first 8: what the search's quiet cap keeps nearest the horizon (SearchParams.QUIET_CAP).
    System.out.printf(Locale.ROOT, "%s: held out log-loss %.4f, target ranked first %.1f%%, among the first 8 %.1f%%%n",
        name, loss / rows.size(), 100.0 * top / rows.size(), 100.0 * topEight / rows.size());
  }

  static double[] softmax(Row r, double[] w) {
    double[] p = new double[r.own.length];
    double max = -1e300;
    for (int i = 0; i < p.length; i++) {
      p[i] = w[r.own[i]] + w[N + r.opp[i]];
      max = Math.max(max, p[i]);
    }
    double sum = 0;
    for (int i = 0; i < p.length; i++) {
      p[i] = Math.exp(p[i] - max);
      sum += p[i];
    }
    for (int i = 0; i < p.length; i++) {
      p[i] /= sum;
    }
    return p;
  }

  static double[] fit(List<Row> train, List<Row> held, double[] prior, double l2, int epochs) {
    int n = prior.length;
    double[] w = prior.clone();
    Adam adam = new Adam(n, 0.05);
    for (int epoch = 1; epoch <= epochs; epoch++) {
      double[] g = new double[n];
      for (Row r : train) {
        double[] p = softmax(r, w);
        for (int i = 0; i < p.length; i++) {
          double d = (p[i] - (i == 0 ? 1 : 0)) / train.size();
          g[r.own[i]] += d;
          g[N + r.opp[i]] += d;
        }
      }
      for (int i = 0; i < n; i++) {
        g[i] += l2 * 2 * (w[i] - prior[i]);
      }
      adam.step(w, g);
      if (epoch % 50 == 0) {
        report("  epoch " + epoch, held, w);
      }
    }
    return w;
  }

  static void write(Rule rule, double[] w, int games) throws Exception {
    String name = rule.name().toLowerCase(Locale.ROOT);
    int[] values = new int[2 * N];
    for (int k = 0; k < N; k++) {
      // + SHIFT: a softmax does not change when every candidate's score does, and the picker clamps keys at 0.
      values[2 * k] = (int) Math.round(UNIT * w[k]) + SHIFT;
      values[2 * k + 1] = (int) Math.round(UNIT * w[N + k]);
    }
    Path text = Paths.get("training", name + "-order-within-tier.txt");
    try (PrintWriter out = new PrintWriter(Files.newBufferedWriter(text, StandardCharsets.UTF_8))) {
      out.printf(Locale.ROOT, "# %s move order fitted by tools/OrderTraining.java to %d games%n", name, games);
      out.println("# combination (highest pattern first), own score, opponent score");
      for (int k = 0; k < N; k++) {
        out.println(PointCombination.name(k) + "\t" + values[2 * k] + "\t" + values[2 * k + 1]);
      }
    }
    System.out.println("wrote " + text);
  }
}
