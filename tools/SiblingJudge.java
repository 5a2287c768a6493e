import gomoku.arena.PositionProbe;
import gomoku.engine.SearchBoard;
import gomoku.engine.Threat;
import gomoku.record.Psq;
import gomoku.rules.Rule;
import gomoku.training.FittedPositions;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * How well an evaluation orders the moves of one position, as a stronger engine judges them: what the search asks
 * of its evaluation (which sibling is better), where the fit asks how likely each position is won.
 *
 * <p>{@code label} takes the positions of a folder of arena games (plies FROM to TO, every EVERY-th, freestyle
 * 15×15) that are quiet (positions the evaluation is fitted on: no five point for either side, no open-four or 4-3
 * point for the side to move) and every quiet sibling: a move within two rows and columns of a stone that makes no
 * four, after which the position is quiet for the opponent. The teacher (a Gomocup engine, MS ms a position) gives
 * each sibling the mover's win chance. Lines "position game ply moves sibling chance"; PART/PARTS split the positions
 * between processes.
 *
 * <p>{@code score} reads such files and, with the tables of the jar it runs from, ranks each position's siblings by
 * the static evaluation after them. It prints the mean regret (the teacher's chance of its best sibling less that of
 * the evaluation's choice), how often the two choose the same sibling, and how often the evaluation orders a pair
 * of siblings as the teacher does when the teacher parts them by 0.1 or more; with {@code --per-position FILE} each
 * position's regret, for a paired comparison of two jars.
 *
 * <pre>java -cp JAR tools/SiblingJudge.java label TEACHER MS GAMES_DIR FROM TO EVERY PART PARTS OUT
 * java -cp JAR tools/SiblingJudge.java score [--per-position FILE] LABELS...</pre>
 */
public class SiblingJudge {
  static final int SIZE = 15;
  /** Siblings the teacher parts by at least this much win chance count in the pairs' figure. */
  static final double PAIR_GAP = 0.1;

  public static void main(String[] args) throws Exception {
    if (args.length > 0 && args[0].equals("label") && args.length == 10) {
      label(args);
    } else if (args.length > 1 && args[0].equals("score")) {
      score(args);
    } else {
      System.err.println("usage: SiblingJudge label TEACHER MS GAMES_DIR FROM TO EVERY PART PARTS OUT");
      System.err.println("       SiblingJudge score [--per-position FILE] LABELS...");
      System.exit(2);
    }
  }

  static void label(String[] a) throws Exception {
    int ms = Integer.parseInt(a[2]);
    int from = Integer.parseInt(a[4]);
    int to = Integer.parseInt(a[5]);
    int every = Integer.parseInt(a[6]);
    int part = Integer.parseInt(a[7]);
    int parts = Integer.parseInt(a[8]);
    List<Path> games;
    try (Stream<Path> s = Files.list(Paths.get(a[3]))) {
      games = s.filter(p -> p.toString().endsWith(".psq")).sorted().collect(Collectors.toList());
    }
    int position = 0;
    int labelled = 0;
    int written = 0;
    try (PositionProbe teacher = PositionProbe.start(a[1], ms, 64L << 20);
        PrintWriter out = new PrintWriter(Files.newBufferedWriter(Paths.get(a[9]), StandardCharsets.UTF_8))) {
      for (Path file : games) {
        List<Integer> moves = Psq.parse(new String(Files.readAllBytes(file), StandardCharsets.UTF_8)).moves;
        for (int ply = from; ply <= to && ply < moves.size(); ply += every) {
          List<Integer> before = moves.subList(0, ply);
          SearchBoard b = board(before);
          if (!quiet(b) || position++ % parts != part) {
            continue;
          }
          labelled++;
          String name = file.getFileName().toString();
          for (int m : siblings(b)) {
            List<Integer> after = new ArrayList<>(before);
            after.add(m);
            teacher.ask(after);
            double chance = 1 - teacher.winChance();
            out.printf(Locale.ROOT, "%d %s %d %s %d %.4f%n", position - 1, name, ply, join(before), m, chance);
            written++;
          }
          out.flush();
        }
      }
    }
    System.out.println(position + " quiet positions, " + labelled + " of them in part " + part + ": " + written
        + " siblings labelled");
  }

  static void score(String[] a) throws Exception {
    Path perPosition = null;
    Map<String, List<String[]>> byPosition = new LinkedHashMap<>();
    for (int i = 1; i < a.length; i++) {
      if (a[i].equals("--per-position")) {
        perPosition = Paths.get(a[++i]);
        continue;
      }
      for (String line : Files.readAllLines(Paths.get(a[i]), StandardCharsets.UTF_8)) {
        String[] f = line.trim().split(" ");
        if (f.length == 6) {
          byPosition.computeIfAbsent(f[1] + " " + f[2] + " " + f[3], k -> new ArrayList<>()).add(f);
        }
      }
    }
    double regret = 0;
    int same = 0;
    int positions = 0;
    long pairs = 0;
    long agreed = 0;
    StringBuilder rows = new StringBuilder();
    for (Map.Entry<String, List<String[]>> e : byPosition.entrySet()) {
      List<String[]> sibs = e.getValue();
      if (sibs.size() < 2) {
        continue;
      }
      SearchBoard b = board(parse(sibs.get(0)[3]));
      int n = sibs.size();
      double[] teacher = new double[n];
      int[] ours = new int[n];
      int bestTeacher = 0;
      int bestOurs = 0;
      for (int i = 0; i < n; i++) {
        teacher[i] = Double.parseDouble(sibs.get(i)[5]);
        b.play(b.fromPoint(Integer.parseInt(sibs.get(i)[4])));
        ours[i] = -b.evaluate();
        b.undo();
        bestTeacher = teacher[i] > teacher[bestTeacher] ? i : bestTeacher;
        bestOurs = ours[i] > ours[bestOurs] ? i : bestOurs;
      }
      for (int i = 0; i < n; i++) {
        for (int j = i + 1; j < n; j++) {
          if (Math.abs(teacher[i] - teacher[j]) >= PAIR_GAP) {
            pairs++;
            agreed += (teacher[i] > teacher[j]) == (ours[i] > ours[j]) ? 1 : 0;
          }
        }
      }
      double r = teacher[bestTeacher] - teacher[bestOurs];
      regret += r;
      same += teacher[bestOurs] == teacher[bestTeacher] ? 1 : 0;
      positions++;
      rows.append(sibs.get(0)[1]).append(' ').append(sibs.get(0)[2]).append(' ')
          .append(String.format(Locale.ROOT, "%.4f", r)).append('\n');
    }
    System.out.printf(Locale.ROOT,
        "%d positions: mean regret %.4f, the teacher's best chosen in %.1f%%, pairs ordered as the teacher does"
            + " %.1f%% (%d pairs %.1f apart or more)%n",
        positions, regret / positions, 100.0 * same / positions, 100.0 * agreed / pairs, pairs, PAIR_GAP);
    if (perPosition != null) {
      Files.write(perPosition, rows.toString().getBytes(StandardCharsets.UTF_8));
    }
  }

  /** Quiet: a position the evaluation is fitted on (no five point, no open-four or 4-3 point for the side to move). */
  static boolean quiet(SearchBoard b) {
    return FittedPositions.fitted(b, b.moveCount());
  }

  /** The quiet siblings (see the class comment), in board order. */
  static List<Integer> siblings(SearchBoard b) {
    List<Integer> out = new ArrayList<>();
    int me = b.sideToMove();
    for (int p = 0; p < SIZE * SIZE; p++) {
      int q = b.fromPoint(p);
      if (!b.isEmpty(q) || !b.hasNeighbours(q) || b.threat(me, q) >= Threat.FOUR) {
        continue;
      }
      b.play(q);
      if (quiet(b)) {
        out.add(p);
      }
      b.undo();
    }
    return out;
  }

  static SearchBoard board(List<Integer> moves) {
    SearchBoard b = new SearchBoard(SIZE, Rule.FREESTYLE);
    for (int m : moves) {
      b.play(b.fromPoint(m));
    }
    return b;
  }

  static String join(List<Integer> moves) {
    return moves.stream().map(String::valueOf).collect(Collectors.joining(","));
  }

  static List<Integer> parse(String moves) {
    List<Integer> out = new ArrayList<>();
    for (String s : moves.split(",")) {
      out.add(Integer.parseInt(s));
    }
    return out;
  }
}
