import gomoku.engine.EvalTables;
import gomoku.engine.PointCombination;
import gomoku.engine.SearchBoard;
import gomoku.engine.ThreatSituation;
import gomoku.rules.Rule;
import gomoku.rules.Stone;
import gomoku.training.Adam;
import gomoku.training.FittedPositions;
import gomoku.training.LabelFile;
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
 * Fits the evaluation's tables (gomoku.engine.EvalTables) to game results, Texel-style: logistic regression of
 * the side to move's result (1, 1/2, 0) on the counts of each point combination among the empty points, for the
 * side to move (its mover values) and for the opponent (its opponent values), plus a tempo. The scale is the
 * one that fits the hand-set evaluation best on the same games, so the search's margins keep their meaning; the
 * values are pulled towards the hand-set ones (L2), so a combination the games seldom show keeps its hand-set
 * value. Positions: every position from move 6 on where neither side has a five point and the side to move has
 * no open four or 4-3 point (what the search's horizon evaluates). With --situation, a value for each
 * gomoku.engine.ThreatSituation of the side to move is fitted as well (pulled towards 0). With --tied L, each combination has one value,
 * counted L times for the side to move (the hand-set form, whose lean of 7/4 also prunes the search). Under renju
 * each colour gets its own combination values (black's forbidden points make its shapes worth less); the tempo
 * and the situations stay shared. Games whose number ends in 0 are held out:
 * their log-loss is reported for the hand-set and the fitted tables. With --scores FILE (tools/EvalLabels.java, or
 * tools/TeacherLabels.java for a stronger engine's verdict) only the positions a deeper search scored are fitted,
 * each to a blend of its result and that score (--lambda, 0.5); with
 * --all as well every other position, to its result alone. With --from-learned the fit starts from, and is pulled
 * towards, the rule's learned tables (gomoku.engine.EvalWeights) instead of the hand-set values; --scale K fits at
 * that scale (the one the learned tables were fitted at keeps the search's margins and the win chance as they are).
 * With --probes FILE (tools/TreePositions.java: positions like those inside the search, one a game) only the scored
 * positions of FILE's games are fitted, to the teacher's score alone, since the game's result is not theirs; each
 * counted --probe-weight W times (1).
 *
 * <pre>java -cp lwjgl3/target/gomoku-desktop.jar tools/EvalTraining.java RULE GAMES_FILE... [--l2 X] [--epochs N]
 *     [--tied L] [--situation] [--scores FILE [--lambda L] [--all]] [--from-learned] [--scale K] [--probes F [--probe-weight W]] [--write]</pre>
 *
 * GAMES_FILE: tools/SelfPlayGames.java's lines ("number result-for-black moves"), plain or .gz. With --write it
 * writes training/RULE-weights.txt (readable) and core/src/main/java/gomoku/engine/EvalWeights.java.
 */
public class EvalTraining {
  static final int N = PointCombination.COUNT;
  /** The threat situation's values follow the tempo: 2N + 1 + index (gomoku.engine.ThreatSituation). */
  static final int SITUATIONS = ThreatSituation.COUNT;
  /** One colour's block of parameters: mover values, opponent values, tempo, situations. */
  static final int BLOCK = 2 * N + 1 + SITUATIONS;
  static boolean useSituation = false;
  /**
   * Renju: white's combinations have a block of their own after black's (its tempo and situation entries
   * unused), as black's forbidden points make the same shapes worth less to black.
   */
  static boolean byColour = false;
  static int params = BLOCK;

  /** One position: its result for the side to move, its hand-set evaluation, and its feature counts. */
  static final class Row {
    double result;
    /** The position's ply in its game (for --scores). */
    int ply;
    /** Whether a deeper search scored it (--scores). */
    boolean scored;
    /** The result alone and the deeper search's win chance alone (--scores). */
    double gameResult, deep;
    /** The engine's evaluation of the position (whatever this build's tables are). */
    int engine;
    /** feature index (mover combinations 0..N-1, opponent's N..2N-1, situations 2N+1..) << 8 | count. */
    int[] features;
  }

  public static void main(String[] args) throws Exception {
    if (args.length < 2) {
      System.err
          .println(
              "usage: EvalTraining RULE GAMES_FILE... [--l2 X] [--epochs N] [--tied L] [--situation] [--scores F [--lambda L] [--all]] [--from-learned] [--scale K] [--probes F [--probe-weight W]] [--write]");
      System.exit(2);
    }
    Rule rule = Rule.valueOf(args[0].toUpperCase(Locale.ROOT));
    double l2 = 1e-4;
    int epochs = 400;
    boolean write = false;
    double tied = 0;
    List<Path> files = new ArrayList<>();
    List<Path> probeFiles = new ArrayList<>();
    for (int i = 1; i < args.length; i++) {
      if (args[i].equals("--l2")) {
        l2 = Double.parseDouble(args[++i]);
      } else if (args[i].equals("--epochs")) {
        epochs = Integer.parseInt(args[++i]);
      } else if (args[i].equals("--tied")) {
        tied = Double.parseDouble(args[++i]);
      } else if (args[i].equals("--situation")) {
        useSituation = true;
      } else if (args[i].equals("--scores")) {
        scoresFile = Paths.get(args[++i]);
      } else if (args[i].equals("--lambda")) {
        lambda = Double.parseDouble(args[++i]);
      } else if (args[i].equals("--all")) {
        keepUnscored = true;
      } else if (args[i].equals("--from-learned")) {
        fromLearned = true;
      } else if (args[i].equals("--scale")) {
        fixedScale = Double.parseDouble(args[++i]);
      } else if (args[i].equals("--probe-weight")) {
        probeWeight = Integer.parseInt(args[++i]);
      } else if (args[i].equals("--probes")) {
        probeFiles.add(Paths.get(args[++i]));
      } else if (args[i].equals("--write")) {
        write = true;
      } else {
        files.add(Paths.get(args[i]));
      }
    }
    byColour = rule == Rule.RENJU;
    params = byColour ? 2 * BLOCK : BLOCK;
    if (byColour && tied > 0) {
      System.err.println("--tied fits one table; renju fits one for each colour");
      System.exit(2);
    }
    List<Row> train = new ArrayList<>();
    List<Row> held = new ArrayList<>();
    int games = 0;
    java.util.Map<String, Integer> scores = scoresFile == null ? null : readScores(scoresFile);
    java.util.Set<Integer> numbers = new java.util.HashSet<>();
    for (TrainingGame g : TrainingGame.read(files)) {
      if (scores != null && !numbers.add(g.number)) {
        // Labels are keyed by game number and ply: a second game of that number would take the first one's labels.
        System.err.println("game number " + g.number + " appears twice in the games files; with --scores each game"
            + " needs its own number (tools/GauntletGames.java numbers from 1,000,000)");
        System.exit(2);
      }
      List<Row> rows = g.heldOut() ? held : train;
      int from = rows.size();
      addGame(rule, g.moves, g.blackResult, rows);
      if (scores != null) {
        blend(g, rows, from, scores);
      }
      games++;
    }
    if (!probeFiles.isEmpty() && scores == null) {
      System.err.println("--probes needs --scores: only their scored positions are fitted");
      System.exit(2);
    }
    int probes = 0;
    for (TrainingGame g : TrainingGame.read(probeFiles)) {
      if (!numbers.add(g.number)) {
        System.err.println("game number " + g.number + " appears twice in the games and probe files");
        System.exit(2);
      }
      probes += probe(rule, g, g.heldOut() ? held : train, scores);
    }
    if (probes > 0) {
      System.out.println(probes + " probe positions, fitted to the teacher alone");
    }
    System.out.println(games + " games: " + train.size() + " training positions, " + held.size() + " held out");

    double[] prior = new double[params];
    for (int c = 0; c < N; c++) {
      int s = EvalTables.handSetPointScore(c);
      for (int block = 0; block < params; block += BLOCK) {
        prior[block + c] = s * 7 / 4.0;
        prior[block + N + c] = s;
      }
    }
    prior[2 * N] = 20;
    if (fromLearned) {
      learnedPrior(rule, prior);
    }
    double k = fixedScale > 0 ? fixedScale : fitScale(train, prior);
    System.out.printf(Locale.ROOT, "%s: scale %.0f, log-loss %.5f training, %.5f held out%n", startName(), k,
        loss(train, prior, k), loss(held, prior, k));
    double engineScale = fitEngineScale(held);
    System.out.printf(Locale.ROOT, "the engine's evaluation now: held-out log-loss %.5f at its best scale %.0f%n",
        engineLoss(held, engineScale), engineScale);

    double[] w = fit(train, held, prior, k, l2, epochs, tied);
    System.out.printf(Locale.ROOT, "fitted: log-loss %.5f training, %.5f held out (l2 %g, %d epochs)%n",
        loss(train, w, k), loss(held, w, k), l2, epochs);
    if (keepUnscored) {
      List<Row> heldScored = new ArrayList<>();
      for (Row r : held) {
        if (r.scored) {
          heldScored.add(r);
        }
      }
      System.out.printf(Locale.ROOT,
          "held-out scored positions (%d), log-loss start / fitted: to the results %.5f / %.5f, to the deeper search"
              + " %.5f / %.5f%n",
          heldScored.size(), labelLoss(heldScored, prior, k, false), labelLoss(heldScored, w, k, false),
          labelLoss(heldScored, prior, k, true), labelLoss(heldScored, w, k, true));
    }
    int[] used = new int[params];
    for (Row r : train) {
      for (int f : r.features) {
        used[f >>> 8]++;
      }
    }
    printLargestChanges(w, prior, used);
    if (write) {
      write(rule, w, used, k, games, loss(held, w, k), loss(held, prior, k));
    }
  }

  static String startName() {
    return fromLearned ? "learned tables" : "hand-set";
  }

  /** --from-learned: the rule's learned tables as the start and the pull of the fit (values in points). */
  static void learnedPrior(Rule rule, double[] prior) {
    EvalTables t = EvalTables.forRule(rule);
    if (!t.learned) {
      throw new IllegalStateException(rule + " has no learned tables to start from");
    }
    for (int block = 0; block < params; block += BLOCK) {
      int colour = block == 0 ? Stone.BLACK : Stone.WHITE;
      for (int c = 0; c < N; c++) {
        prior[block + c] = t.mover(colour, c) / 4.0;
        prior[block + N + c] = t.opponent(colour, c) / 4.0;
      }
    }
    prior[2 * N] = t.tempo();
    for (int i = 0; useSituation && i < SITUATIONS; i++) {
      prior[2 * N + 1 + i] = t.situation(i);
    }
  }

  /** --scores: tools/EvalLabels.java's lines ("game ply score"), plain or .gz, keyed "game ply". */
  static java.util.Map<String, Integer> readScores(Path file) throws Exception {
    java.util.Map<String, Integer> out = new java.util.HashMap<>();
    for (String line : TrainingGame.lines(file)) {
      String[] f = line.trim().split(" ");
      if (f.length == 3) {
        out.put(f[0] + " " + f[1], Integer.parseInt(f[2]));
      }
    }
    return out;
  }

  /**
   * With --scores only the scored positions are kept, each labelled lambda × its result + (1 − lambda) × the deeper
   * search's win chance (its score at the scale LabelFile.SCALE); the game's other positions are dropped, unless --all.
   */
  static void blend(TrainingGame g, List<Row> rows, int from, java.util.Map<String, Integer> scores) {
    List<Row> kept = new ArrayList<>();
    for (int i = from; i < rows.size(); i++) {
      Integer score = scores.get(g.number + " " + rows.get(i).ply);
      if (score != null) {
        Row r = rows.get(i);
        r.gameResult = r.result;
        r.deep = sigmoid(score / LabelFile.SCALE);
        r.result = lambda * r.result + (1 - lambda) * r.deep;
        r.scored = true;
        kept.add(r);
      } else if (keepUnscored) {
        kept.add(rows.get(i));
      }
    }
    rows.subList(from, rows.size()).clear();
    rows.addAll(kept);
  }

  /** A probe game's last position, if fitted and scored, with the teacher's win chance as its target. */
  static int probe(Rule rule, TrainingGame g, List<Row> rows, java.util.Map<String, Integer> scores) {
    Integer score = scores.get(g.number + " " + g.moves.size());
    SearchBoard b = new SearchBoard(15, rule);
    for (int m : g.moves) {
      b.play(b.fromPoint(m));
    }
    if (score == null || !FittedPositions.fitted(b, g.moves.size())) {
      return 0;
    }
    Row last = row(b, g.moves.size(), g.blackResult, new int[params]);
    last.gameResult = last.result;
    last.deep = sigmoid(score / LabelFile.SCALE);
    last.result = last.deep;
    last.scored = true;
    for (int i = 0; i < probeWeight; i++) {
      rows.add(last);
    }
    return 1;
  }

  /** --probe-weight W: each probe position counts W times in the fit. */
  static int probeWeight = 1;

  static Path scoresFile;
  static double lambda = 0.5;
  static boolean keepUnscored = false;
  static boolean fromLearned = false;
  /** --scale K: fit at this scale instead of the start's best one (the engine's tables were fitted at 4575). */
  static double fixedScale = 0;

  static void addGame(Rule rule, List<Integer> moves, double blackResult, List<Row> rows) {
    SearchBoard b = new SearchBoard(15, rule);
    int[] counts = new int[params];
    for (int ply = 0; ply < moves.size(); ply++) {
      if (FittedPositions.fitted(b, ply)) {
        rows.add(row(b, ply, blackResult, counts));
      }
      b.play(b.fromPoint(moves.get(ply)));
    }
  }

  /** The fitted position on {@code b}, {@code ply} moves into a game; {@code counts} is scratch space. */
  static Row row(SearchBoard b, int ply, double blackResult, int[] counts) {
    int me = b.sideToMove();
    int you = 3 - me;
    Row r = new Row();
    r.ply = ply;
    r.result = me == Stone.BLACK ? blackResult : 1 - blackResult;
    r.engine = b.evaluate();
    java.util.Arrays.fill(counts, 0);
    int distinct = 0;
    for (int q = 0; q < 225; q++) {
      int p = b.fromPoint(q);
      if (!b.isEmpty(p)) {
        continue;
      }
      int mine = b.pointCombination(me, p);
      int theirs = b.pointCombination(you, p);
      if (mine > 0 && counts[block(me) + mine]++ == 0) {
        distinct++;
      }
      if (theirs > 0 && counts[block(you) + N + theirs]++ == 0) {
        distinct++;
      }
    }
    int situation = useSituation ? b.threatSituation() : 0;
    r.features = new int[distinct + (situation > 0 ? 1 : 0)];
    int i = 0;
    if (situation > 0) {
      r.features[i++] = (2 * N + 1 + situation) << 8 | 1;
    }
    for (int f = 0; f < params; f++) {
      if (counts[f] > 0) {
        r.features[i++] = f << 8 | counts[f];
      }
    }
    return r;
  }

  /** Where a colour's combination values start. */
  static int block(int colour) {
    return byColour && colour == Stone.WHITE ? BLOCK : 0;
  }

  /** +1 for a mover value, situation or tempo; -1 for an opponent value (it counts against the side to move). */
  static int sign(int feature) {
    int i = feature % BLOCK;
    return i >= N && i < 2 * N ? -1 : 1;
  }

  static double sigmoid(double z) {
    return 1 / (1 + Math.exp(-z));
  }

  static double logLoss(double result, double p) {
    p = Math.min(1 - 1e-9, Math.max(1e-9, p));
    return -(result * Math.log(p) + (1 - result) * Math.log(1 - p));
  }

  static double engineLoss(List<Row> rows, double k) {
    double sum = 0;
    for (Row r : rows) {
      sum += logLoss(r.result, sigmoid(r.engine / k));
    }
    return sum / rows.size();
  }

  /** The scale with the least log-loss for these values, by golden-section search on its logarithm. */
  static double fitScale(List<Row> rows, double[] w) {
    double lo = Math.log(100);
    double hi = Math.log(50000);
    for (int i = 0; i < 60; i++) {
      double a = lo + (hi - lo) * 0.382;
      double b = lo + (hi - lo) * 0.618;
      if (loss(rows, w, Math.exp(a)) < loss(rows, w, Math.exp(b))) {
        hi = b;
      } else {
        lo = a;
      }
    }
    return Math.exp((lo + hi) / 2);
  }

  /** The same for the engine's own evaluation of the positions (SearchBoard.evaluate in this build). */
  static double fitEngineScale(List<Row> rows) {
    double lo = Math.log(100);
    double hi = Math.log(50000);
    for (int i = 0; i < 60; i++) {
      double a = lo + (hi - lo) * 0.382;
      double b = lo + (hi - lo) * 0.618;
      if (engineLoss(rows, Math.exp(a)) < engineLoss(rows, Math.exp(b))) {
        hi = b;
      } else {
        lo = a;
      }
    }
    return Math.exp((lo + hi) / 2);
  }

  static double eval(Row r, double[] w) {
    double e = w[2 * N];
    for (int f : r.features) {
      int i = f >>> 8;
      int count = f & 255;
      e += sign(i) * w[i] * count;
    }
    return e;
  }

  /** The log-loss against the game results alone or the deeper search's win chances alone. */
  static double labelLoss(List<Row> rows, double[] w, double k, boolean deep) {
    double sum = 0;
    for (Row r : rows) {
      sum += logLoss(deep ? r.deep : r.gameResult, sigmoid(eval(r, w) / k));
    }
    return sum / rows.size();
  }

  static double loss(List<Row> rows, double[] w, double k) {
    double sum = 0;
    for (Row r : rows) {
      sum += logLoss(r.result, sigmoid(eval(r, w) / k));
    }
    return sum / rows.size();
  }

  /**
   * Adam on the whole training set each step: the mean log-loss plus l2 times the sum of the squared distances
   * from the prior in hundreds of points. Combination 0 (no pattern on any line) stays at 0.
   */
  static double[] fit(List<Row> train, List<Row> held, double[] prior, double k, double l2, int epochs,
      double tied) {
    int n = prior.length;
    double[] w = prior.clone();
    Adam adam = new Adam(n, 4);
    for (int epoch = 1; epoch <= epochs; epoch++) {
      double[] g = new double[n];
      for (Row r : train) {
        double d = (sigmoid(eval(r, w) / k) - r.result) / k / train.size();
        g[2 * N] += d;
        for (int f : r.features) {
          int i = f >>> 8;
          int count = f & 255;
          g[i] += sign(i) * d * count;
        }
      }
      for (int i = 0; i < n; i++) {
        g[i] += l2 * 2 * (w[i] - prior[i]) / 10000;
      }
      for (int block = 0; block < n; block += BLOCK) {
        g[block] = 0;
        g[block + N] = 0;
      }
      if (tied > 0) {
        // One value a combination: the mover's is tied to the opponent's times the lean, as in the hand-set form.
        for (int c = 0; c < N; c++) {
          g[N + c] += tied * g[c];
          g[c] = 0;
        }
      }
      adam.step(w, g);
      if (tied > 0) {
        for (int c = 0; c < N; c++) {
          w[c] = tied * w[N + c];
        }
      }
      if (epoch % 50 == 0) {
        System.out.printf(Locale.ROOT, "  epoch %d: %.5f training, %.5f held out%n", epoch, loss(train, w, k),
            loss(held, w, k));
      }
    }
    return w;
  }

  static void printLargestChanges(double[] w, double[] prior, int[] used) {
    System.out.println("most used combinations (mover / opponent values, " + startName() + " in brackets):");
    Integer[] order = new Integer[N];
    for (int c = 0; c < N; c++) {
      order[c] = c;
    }
    java.util.Arrays.sort(order, (a, b) -> used[b] + used[N + b] - used[a] - used[N + a]);
    for (int i = 0; i < 25; i++) {
      int c = order[i];
      System.out.printf(Locale.ROOT, "  %-16s %7.0f (%5.0f) %7.0f (%5.0f)  seen %d%n", PointCombination.name(c), w[c],
          prior[c], w[N + c], prior[N + c], used[c] + used[N + c]);
    }
    System.out.printf(Locale.ROOT, "  tempo %.0f (%.0f)%n", w[2 * N], prior[2 * N]);
    for (int i = 1; i < SITUATIONS; i++) {
      if (used[2 * N + 1 + i] > 1000) {
        System.out.printf(Locale.ROOT, "  situation %s: %.0f, seen %d%n", ThreatSituation.name(i),
            w[2 * N + 1 + i], used[2 * N + 1 + i]);
      }
    }
  }

  static void write(Rule rule, double[] w, int[] used, double k, int games, double heldLoss, double handLoss)
      throws Exception {
    String name = rule.name().toLowerCase(Locale.ROOT);
    int[] quarters = quarters(w, 0);
    int[] white = byColour ? quarters(w, BLOCK) : quarters;
    int tempo = (int) Math.round(w[2 * N]);
    int[] situations = null;
    if (useSituation) {
      situations = new int[SITUATIONS];
      for (int i = 0; i < SITUATIONS; i++) {
        situations[i] = (int) Math.round(w[2 * N + 1 + i]);
      }
    }
    Path text = Paths.get("training", name + "-weights.txt");
    Files.createDirectories(text.getParent());
    try (PrintWriter out = new PrintWriter(Files.newBufferedWriter(text, StandardCharsets.UTF_8))) {
      out.printf(Locale.ROOT, "# %s evaluation fitted by tools/EvalTraining.java to %d games: held-out log-loss %.5f"
          + " (%s %.5f), scale %.0f%s%n", rule.name().toLowerCase(Locale.ROOT), games, heldLoss, startName(), handLoss,
          k,
          scoresFile == null ? "" : "; labels: results blended with " + scoresFile.getFileName() + ", lambda " + lambda
              + (keepUnscored ? ", unscored positions kept" : ""));
      out.println("# combination (highest pattern first), mover value, opponent value (quarter points), "
          + (byColour ? "white's mover and opponent values (black's come first), " : "") + "positions;");
      out.println(
          "# then the threat situations (gomoku.engine.ThreatSituation): index, name, value (points), positions");
      out.println("tempo " + tempo);
      for (int c = 0; c < N; c++) {
        int seen = used[c] + used[N + c] + (byColour ? used[BLOCK + c] + used[BLOCK + N + c] : 0);
        out.println(PointCombination.name(c) + "\t" + quarters[2 * c] + "\t" + quarters[2 * c + 1] + "\t"
            + (byColour ? white[2 * c] + "\t" + white[2 * c + 1] + "\t" : "") + seen);
      }
      for (int i = 0; situations != null && i < SITUATIONS; i++) {
        out.println("situation " + i + "\t" + ThreatSituation.name(i) + "\t" + situations[i] + "\t"
            + used[2 * N + 1 + i]);
      }
    }
    Path java = Paths.get("core/src/main/java/gomoku/engine/EvalWeights.java");
    WeightsSource.write(java, rule.name(), EvalTables.format(tempo, quarters, white, situations));
    System.out.println("wrote " + text + " and " + java);
  }

  /** One colour's values as the engine keeps them: mover and opponent interleaved, in quarter points. */
  static int[] quarters(double[] w, int block) {
    int[] quarters = new int[2 * N];
    for (int c = 0; c < N; c++) {
      quarters[2 * c] = (int) Math.round(4 * w[block + c]);
      quarters[2 * c + 1] = (int) Math.round(4 * w[block + N + c]);
    }
    return quarters;
  }
}
