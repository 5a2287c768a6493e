import gomoku.arena.PositionProbe;
import gomoku.record.Psq;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Which of two engines chooses the better moves in the positions where the gauntlet's games are decided, as a
 * stronger engine judges them, and how often the judge finds a forced win against those moves. Too noisy to screen
 * a search change (a move's worth varies by some 23 points of win chance from position to position, and in two
 * checks it did not foretell the gauntlet: docs/arena/README.md); it shows how early the games go.
 *
 * <p>The positions are those our engine faced in a folder of arena games (the plies whose messages carry our
 * "Master:" line; every ply when there are none), from ply FROM to TO. Engines A and B (Gomocup commands, each
 * with its own time a move) are asked for a move in each; where they differ, the judge (a stronger engine, one
 * process a side) searches the position after each move for JUDGE_MS, and its score, as the win chance of the
 * side that moved (Rapfi's sigmoid of score / 200; a forced win or loss 1 or 0), is that move's worth. It prints a
 * line a differing position and then the mean of A's worth minus B's with its standard error, and how often each
 * was better by more than 5 points of win chance.
 *
 * <pre>java -cp lwjgl3/target/gomoku-desktop.jar tools/MoveJudge.java GAMES_DIR ENGINE_A ENGINE_B JUDGE
 *     [--plies FROM TO] [--turn A_MS B_MS] [--judge-ms MS] [--max N]</pre>
 *
 * e.g. {@code tools/MoveJudge.java gauntlet-games/pentazen /tmp/a/pbrain-gomoku lwjgl3/target/pbrain-gomoku
 * "sh -c 'cd /tmp/engines/rapfi && exec ./pbrain-rapfi'"}. Freestyle, 15×15: the gauntlet's games. A and B run at
 * the same time, one a core, as in the gauntlet; so do the judge's two searches.
 */
public class MoveJudge {
  private static final Pattern PLY = Pattern.compile("^ply (\\d+) \\w+ \\S+ \\d+ ms: (.*)$");
  /** A better move by this much win chance counts as better in the summary's counts. */
  private static final double CLEAR = 0.05;
  /** Both moves below this win chance (or both above one minus it): the position was decided before the move. */
  private static final double DECIDED = 0.02;

  public static void main(String[] args) throws Exception {
    if (args.length < 4) {
      System.err.println("usage: MoveJudge GAMES_DIR ENGINE_A ENGINE_B JUDGE [--plies FROM TO] [--turn A_MS B_MS]"
          + " [--judge-ms MS] [--max N]");
      System.exit(2);
    }
    Path dir = Paths.get(args[0]);
    int from = 6;
    int to = 20;
    int turnA = 1000;
    int turnB = 1000;
    int judgeMs = 2000;
    int max = Integer.MAX_VALUE;
    for (int i = 4; i < args.length; i++) {
      switch (args[i]) {
        case "--plies":
          from = Integer.parseInt(args[++i]);
          to = Integer.parseInt(args[++i]);
          break;
        case "--turn":
          turnA = Integer.parseInt(args[++i]);
          turnB = Integer.parseInt(args[++i]);
          break;
        case "--judge-ms":
          judgeMs = Integer.parseInt(args[++i]);
          break;
        case "--max":
          max = Integer.parseInt(args[++i]);
          break;
        default:
          throw new IllegalArgumentException("unknown option " + args[i]);
      }
    }
    List<List<Integer>> positions = positions(dir, from, to, max);
    System.out.println("# " + positions.size() + " positions (plies " + from + " to " + to + ") from " + dir + "; A "
        + args[1] + " at " + turnA + " ms, B " + args[2] + " at " + turnB + " ms, judged by " + args[3] + " at "
        + judgeMs + " ms");
    long memory = 350L << 20;
    try (PositionProbe a = PositionProbe.start(args[1], turnA, memory);
        PositionProbe b = PositionProbe.start(args[2], turnB, memory);
        PositionProbe judgeA = PositionProbe.start(args[3], judgeMs, memory);
        PositionProbe judgeB = PositionProbe.start(args[3], judgeMs, memory)) {
      List<Double> differences = new ArrayList<>();
      int same = 0;
      int decided = 0;
      int aBetter = 0;
      int bBetter = 0;
      for (List<Integer> position : positions) {
        a.ask(position);
        b.ask(position);
        int moveA = a.move();
        int moveB = b.move();
        if (moveA == moveB) {
          same++;
          continue;
        }
        List<Integer> afterA = new ArrayList<>(position);
        afterA.add(moveA);
        List<Integer> afterB = new ArrayList<>(position);
        afterB.add(moveB);
        judgeA.ask(afterA);
        judgeB.ask(afterB);
        double worthA = 1 - judgeA.winChance();
        double worthB = 1 - judgeB.winChance();
        System.out.println(String.format(Locale.ROOT, "ply %d: A %s %.3f, B %s %.3f", position.size() + 1,
            name(moveA), worthA, name(moveB), worthB));
        if (worthA < DECIDED && worthB < DECIDED || worthA > 1 - DECIDED && worthB > 1 - DECIDED) {
          decided++;
          continue; // lost (or won) whichever was played: says nothing of the engines' choices
        }
        double d = worthA - worthB;
        differences.add(d);
        aBetter += d > CLEAR ? 1 : 0;
        bBetter += d < -CLEAR ? 1 : 0;
      }
      double mean = differences.stream().mapToDouble(Double::doubleValue).average().orElse(0);
      double variance = differences.stream().mapToDouble(x -> (x - mean) * (x - mean)).sum()
          / Math.max(1, differences.size() - 1);
      System.out.println(String.format(Locale.ROOT,
          "same move in %d of %d; decided either way in %d; where they differ (%d), A's win chance minus B's: %+.4f"
              + " (standard error %.4f); A better by %.0f+ points in %d, B in %d",
          same, positions.size(), decided, differences.size(), mean,
          Math.sqrt(variance / Math.max(1, differences.size())),
          100 * CLEAR, aBetter, bBetter));
    }
  }

  /** The positions our engine faced (see the class comment), in game order. */
  static List<List<Integer>> positions(Path dir, int from, int to, int max) throws Exception {
    List<Path> records = new ArrayList<>();
    try (java.util.stream.Stream<Path> files = Files.list(dir)) {
      files.filter(p -> p.getFileName().toString().endsWith(".psq")).forEach(records::add);
    }
    Collections.sort(records);
    List<List<Integer>> out = new ArrayList<>();
    for (Path record : records) {
      List<Integer> moves = Psq.parse(new String(Files.readAllBytes(record), StandardCharsets.UTF_8)).moves;
      Path messages = Paths.get(record.toString().replace(".psq", ".messages.txt"));
      List<Integer> ours = new ArrayList<>();
      if (Files.exists(messages)) {
        for (String line : Files.readAllLines(messages, StandardCharsets.UTF_8)) {
          Matcher m = PLY.matcher(line);
          if (m.matches() && m.group(2).startsWith("Master:")) {
            ours.add(Integer.parseInt(m.group(1)));
          }
        }
      }
      for (int ply = from; ply <= Math.min(to, moves.size()); ply++) {
        if ((ours.isEmpty() || ours.contains(ply)) && out.size() < max) {
          out.add(new ArrayList<>(moves.subList(0, ply - 1)));
        }
      }
    }
    return out;
  }

  static String name(int point) {
    return point % PositionProbe.SIZE + "," + point / PositionProbe.SIZE;
  }
}
