import gomoku.engine.MoveOrderTables;
import gomoku.engine.PointCombination;
import gomoku.engine.EvalTables;
import gomoku.engine.Threat;
import gomoku.rules.Rule;
import gomoku.training.Adam;
import gomoku.training.TrainingGame;
import gomoku.training.WeightsSource;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Fits the quiet move order to the search's own cut nodes (tools/OrderCutoffs.java): a candidate's score is one
 * linear sum, with no tiers: a value for its pair of threat classes (what the move makes for the side to move, and
 * what it takes from the opponent), one for the side to move's {@link PointCombination} there, one for the
 * opponent's, a killer bonus and a weight on the history term. Trained as a softmax over a node's candidates whose
 * target is any move that fails high (the loss is minus the log of the probability they share), by Adam on the
 * whole set, with L2 towards the hand-set order (tiers of 20,000, point scores, killer 5000, history) at its best
 * scale. Nodes of games numbered x0 are held out; reported for both: how often the first move is one that fails
 * high, and the log-loss.
 *
 * <pre>java -cp lwjgl3/target/gomoku-desktop.jar tools/OrderCutoffsFit.java RULE CUTOFFS.gz [--epochs N] [--l2 X]
 *     [--write]</pre>
 *
 * With --write: training/RULE-order.txt (readable) and the RULE constant of gomoku.engine.OrderWeights.
 * {@code OrderCutoffsFit RULE --from-text} writes the constant again from the kept training/RULE-order.txt.
 */
public class OrderCutoffsFit {
  static final int N = PointCombination.COUNT;
  static final int CLASSES = Threat.COUNT * Threat.COUNT;
  /** Parameters: class pairs, own combinations, opponent combinations, killer, history (per 1000). */
  static final int OWN = CLASSES;
  static final int OPP = OWN + N;
  static final int KILLER = OPP + N;
  static final int HISTORY = KILLER + 1;
  static final int PARAMS = HISTORY + 1;

  /** The candidates of all nodes, flattened: node i's are start[i]..start[i+1]-1. */
  static final class Set {
    int nodes;
    int[] start = new int[1024];
    int size;
    int[] cls = new int[1 << 16];
    int[] own = new int[1 << 16];
    int[] opp = new int[1 << 16];
    int[] killer = new int[1 << 16];
    int[] history = new int[1 << 16];
    boolean[] cut = new boolean[1 << 16];

    void add(String[] fields) {
      if (nodes + 2 > start.length) {
        start = java.util.Arrays.copyOf(start, start.length * 2);
      }
      start[nodes] = size;
      for (int i = 2; i < fields.length; i++) {
        String[] f = fields[i].split("\\.");
        if (size == cls.length) {
          int n = size * 2;
          cls = java.util.Arrays.copyOf(cls, n);
          own = java.util.Arrays.copyOf(own, n);
          opp = java.util.Arrays.copyOf(opp, n);
          killer = java.util.Arrays.copyOf(killer, n);
          history = java.util.Arrays.copyOf(history, n);
          cut = java.util.Arrays.copyOf(cut, n);
        }
        cls[size] = Integer.parseInt(f[0]) * Threat.COUNT + Integer.parseInt(f[1]);
        own[size] = Integer.parseInt(f[2]);
        opp[size] = Integer.parseInt(f[3]);
        killer[size] = Integer.parseInt(f[4]);
        history[size] = Integer.parseInt(f[5]);
        cut[size] = f[6].equals("1");
        size++;
      }
      nodes++;
      start[nodes] = size;
    }

    double score(double[] w, int c) {
      return w[cls[c]] + w[OWN + own[c]] + w[OPP + opp[c]] + w[KILLER] * killer[c] + w[HISTORY] * history[c] / 1000.0;
    }
  }

  public static void main(String[] args) throws Exception {
    if (args.length < 2) {
      System.err.println("usage: OrderCutoffsFit RULE CUTOFFS.gz [--epochs N] [--l2 X] [--write]");
      System.exit(2);
    }
    Rule rule = Rule.valueOf(args[0].toUpperCase(Locale.ROOT));
    if (args[1].equals("--from-text")) {
      Path text = Paths.get("training", rule.name().toLowerCase(Locale.ROOT) + "-order.txt");
      WeightsSource.write(Paths.get("core/src/main/java/gomoku/engine/OrderWeights.java"), rule.name(),
          MoveOrderTables.format(readText(text)));
      System.out.println("wrote " + rule.name() + " of OrderWeights from " + text);
      return;
    }
    int epochs = 300;
    double l2 = 1e-4;
    boolean write = false;
    for (int i = 2; i < args.length; i++) {
      if (args[i].equals("--epochs")) {
        epochs = Integer.parseInt(args[++i]);
      } else if (args[i].equals("--l2")) {
        l2 = Double.parseDouble(args[++i]);
      } else if (args[i].equals("--write")) {
        write = true;
      }
    }
    Set train = new Set();
    Set held = new Set();
    for (String line : TrainingGame.lines(Paths.get(args[1]))) {
      String[] fields = line.split(" ");
      (Integer.parseInt(fields[0]) % 10 == 0 ? held : train).add(fields);
    }
    System.out.printf(Locale.ROOT, "%d training nodes (%d candidates), %d held out%n", train.nodes, train.size,
        held.nodes);
    System.out.printf(Locale.ROOT, "hand-set key: first move fails high %.1f%% training, %.1f%% held out%n",
        100 * handSetTop(train), 100 * handSetTop(held));

    double[] prior = handSetLinear(1);
    double scale = bestScale(train);
    for (int i = 0; i < PARAMS; i++) {
      prior[i] /= scale;
    }
    System.out.printf(Locale.ROOT, "hand-set as a linear score at its best scale (1 logit = %.0f): log-loss %.4f"
        + " held out, first move fails high %.1f%%%n", scale, loss(held, prior), 100 * top(held, prior));
    double[] w = prior.clone();
    Adam adam = new Adam(PARAMS, 0.05);
    for (int epoch = 1; epoch <= epochs; epoch++) {
      double[] g = gradient(train, w);
      for (int i = 0; i < PARAMS; i++) {
        g[i] += l2 * 2 * (w[i] - prior[i]);
      }
      adam.step(w, g);
      if (epoch % 50 == 0) {
        System.out.printf(Locale.ROOT, "  epoch %d: log-loss %.4f training, %.4f held out; first move fails high"
            + " %.1f%% held out%n", epoch, loss(train, w), loss(held, w), 100 * top(held, w));
      }
    }
    System.out.printf(Locale.ROOT, "fitted: log-loss %.4f held out, first move fails high %.1f%% (hand-set %.1f%%)%n",
        loss(held, w), 100 * top(held, w), 100 * handSetTop(held));
    System.out.printf(Locale.ROOT, "killer %.2f, history %.3f a thousand (logits)%n", w[KILLER], w[HISTORY]);
    for (int a = 0; a < Threat.COUNT; a++) {
      StringBuilder sb = new StringBuilder("  makes " + Threat.name(a) + ":");
      for (int d = 0; d < Threat.COUNT; d++) {
        sb.append(String.format(Locale.ROOT, " %6.2f", w[a * Threat.COUNT + d]));
      }
      System.out.println(sb + "   (by what it takes from the opponent: none, three, 3-3, four, 4-3, open four, five)");
    }
    if (write) {
      write(rule, w, train.nodes, loss(held, w), top(held, w), handSetTop(held));
    }
  }

  /** The hand-set key's linear part (tiers, point scores, killer, history) in key units times {@code unit}. */
  static double[] handSetLinear(double unit) {
    double[] p = new double[PARAMS];
    for (int a = 0; a < Threat.COUNT; a++) {
      for (int d = 0; d < Threat.COUNT; d++) {
        p[a * Threat.COUNT + d] = Math.max(a * 2 + 1, d * 2) * 20000 * unit;
      }
    }
    for (int k = 0; k < N; k++) {
      p[OWN + k] = EvalTables.handSetPointScore(k) * unit;
      p[OPP + k] = EvalTables.handSetPointScore(k) * 4 / 5 * unit;
    }
    p[KILLER] = 5000 * unit;
    p[HISTORY] = 1000 * unit;
    return p;
  }

  /** How often the hand-set key (exactly as the picker computes it) puts a move that fails high first. */
  static double handSetTop(Set s) {
    int hits = 0;
    for (int i = 0; i < s.nodes; i++) {
      int best = -1;
      long bestKey = Long.MIN_VALUE;
      for (int c = s.start[i]; c < s.start[i + 1]; c++) {
        int a = s.cls[c] / Threat.COUNT;
        int d = s.cls[c] % Threat.COUNT;
        long key = Math.max(a * 2 + 1, d * 2) * 20000L
            + Math.max(0,
                Math.min(19999,
                    EvalTables.handSetPointScore(s.own[c]) + EvalTables.handSetPointScore(s.opp[c]) * 4 / 5))
            + 5000L * s.killer[c] + s.history[c];
        if (key > bestKey) {
          bestKey = key;
          best = c;
        }
      }
      hits += s.cut[best] ? 1 : 0;
    }
    return hits / (double) s.nodes;
  }

  static double top(Set s, double[] w) {
    int hits = 0;
    for (int i = 0; i < s.nodes; i++) {
      int best = -1;
      double bestScore = Double.NEGATIVE_INFINITY;
      for (int c = s.start[i]; c < s.start[i + 1]; c++) {
        double x = s.score(w, c);
        if (x > bestScore) {
          bestScore = x;
          best = c;
        }
      }
      hits += s.cut[best] ? 1 : 0;
    }
    return hits / (double) s.nodes;
  }

  static double loss(Set s, double[] w) {
    double sum = 0;
    double[] x = new double[512];
    for (int i = 0; i < s.nodes; i++) {
      int from = s.start[i];
      int n = s.start[i + 1] - from;
      double max = Double.NEGATIVE_INFINITY;
      for (int j = 0; j < n; j++) {
        x[j] = s.score(w, from + j);
        max = Math.max(max, x[j]);
      }
      double all = 0;
      double cuts = 0;
      for (int j = 0; j < n; j++) {
        double e = Math.exp(x[j] - max);
        all += e;
        cuts += s.cut[from + j] ? e : 0;
      }
      sum += Math.log(all) - Math.log(cuts);
    }
    return sum / s.nodes;
  }

  /** The mean loss's gradient: for each candidate, its probability less its share of the cutters' probability. */
  static double[] gradient(Set s, double[] w) {
    double[] g = new double[PARAMS];
    double[] x = new double[512];
    for (int i = 0; i < s.nodes; i++) {
      int from = s.start[i];
      int n = s.start[i + 1] - from;
      double max = Double.NEGATIVE_INFINITY;
      for (int j = 0; j < n; j++) {
        x[j] = s.score(w, from + j);
        max = Math.max(max, x[j]);
      }
      double all = 0;
      double cuts = 0;
      for (int j = 0; j < n; j++) {
        x[j] = Math.exp(x[j] - max);
        all += x[j];
        cuts += s.cut[from + j] ? x[j] : 0;
      }
      for (int j = 0; j < n; j++) {
        int c = from + j;
        double d = (x[j] / all - (s.cut[c] ? x[j] / cuts : 0)) / s.nodes;
        g[s.cls[c]] += d;
        g[OWN + s.own[c]] += d;
        g[OPP + s.opp[c]] += d;
        g[KILLER] += d * s.killer[c];
        g[HISTORY] += d * s.history[c] / 1000.0;
      }
    }
    return g;
  }

  /** Key units per logit at which the hand-set key's linear part fits best (golden section on the log). */
  static double bestScale(Set s) {
    double[] unit = handSetLinear(1);
    double lo = Math.log(100);
    double hi = Math.log(100000);
    for (int i = 0; i < 40; i++) {
      double a = lo + (hi - lo) * 0.382;
      double b = lo + (hi - lo) * 0.618;
      if (loss(s, scaled(unit, Math.exp(a))) < loss(s, scaled(unit, Math.exp(b)))) {
        hi = b;
      } else {
        lo = a;
      }
    }
    return Math.exp((lo + hi) / 2);
  }

  static double[] scaled(double[] p, double scale) {
    double[] out = new double[p.length];
    for (int i = 0; i < p.length; i++) {
      out[i] = p[i] / scale;
    }
    return out;
  }

  /** The inverse of {@link #write}'s readable table: its numbers in the engine's order. */
  static int[] readText(Path text) throws Exception {
    int[] ints = new int[PARAMS];
    int classes = 0;
    int combination = 0;
    for (String line : Files.readAllLines(text, StandardCharsets.UTF_8)) {
      if (line.startsWith("#") || line.isEmpty()) {
        continue;
      }
      String[] f = line.split("\t");
      if (line.startsWith("killer ")) {
        ints[KILLER] = Integer.parseInt(line.substring(7));
      } else if (line.startsWith("history ")) {
        ints[HISTORY] = Integer.parseInt(line.substring(8));
      } else if (line.startsWith("class ")) {
        ints[classes++] = Integer.parseInt(f[1]);
      } else {
        ints[OWN + combination] = Integer.parseInt(f[1]);
        ints[OPP + combination] = Integer.parseInt(f[2]);
        combination++;
      }
    }
    if (classes != CLASSES || combination != N) {
      throw new IllegalArgumentException(text + ": " + classes + " class pairs and " + combination
          + " combinations, expected " + CLASSES + " and " + N);
    }
    return ints;
  }

  /** The scores in thousandths of a logit, as the picker adds them. */
  static void write(Rule rule, double[] w, int nodes, double heldLoss, double top, double handTop) throws Exception {
    int[] ints = new int[PARAMS];
    for (int i = 0; i < PARAMS; i++) {
      ints[i] = (int) Math.round(1000 * w[i]);
    }
    String name = rule.name().toLowerCase(Locale.ROOT);
    Path text = Paths.get("training", name + "-order.txt");
    try (PrintWriter out = new PrintWriter(Files.newBufferedWriter(text, StandardCharsets.UTF_8))) {
      out.printf(Locale.ROOT, "# %s quiet move order fitted by tools/OrderCutoffsFit.java to %d cut nodes: held-out"
          + " log-loss %.4f, first move fails high %.1f%% (hand-set %.1f%%); thousandths of a logit%n", name, nodes,
          heldLoss, 100 * top, 100 * handTop);
      out.println("killer " + ints[KILLER]);
      out.println("history " + ints[HISTORY]);
      for (int a = 0; a < Threat.COUNT; a++) {
        for (int d = 0; d < Threat.COUNT; d++) {
          out.println("class " + Threat.name(a) + " / " + Threat.name(d) + "\t" + ints[a * Threat.COUNT + d]);
        }
      }
      for (int k = 0; k < N; k++) {
        out.println(PointCombination.name(k) + "\t" + ints[OWN + k] + "\t" + ints[OPP + k]);
      }
    }
    WeightsSource.write(Paths.get("core/src/main/java/gomoku/engine/OrderWeights.java"), rule.name(),
        MoveOrderTables.format(ints));
    System.out.println("wrote " + text);
  }
}
