import gomoku.arena.EngineProcess;
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
  private static final int SIZE = 15;
  private static final Pattern PLY = Pattern.compile("^ply (\\d+) \\w+ \\S+ \\d+ ms: (.*)$");
  /** Rapfi's "Eval 274" / "Eval -M11" and PentaZen's "ev 120" / "ev +v29". */
  private static final Pattern SCORE = Pattern.compile("\\b(?:Eval|ev) ([+-]?)(M|v)?(\\d+)");
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
    try (EngineProcess a = start(args[1], turnA); EngineProcess b = start(args[2], turnB);
        EngineProcess judgeA = start(args[3], judgeMs); EngineProcess judgeB = start(args[3], judgeMs)) {
      List<Double> differences = new ArrayList<>();
      int same = 0;
      int decided = 0;
      int aBetter = 0;
      int bBetter = 0;
      for (List<Integer> position : positions) {
        sendBoard(a, position);
        sendBoard(b, position);
        int moveA = move(a, turnA);
        int moveB = move(b, turnB);
        if (moveA == moveB) {
          same++;
          continue;
        }
        List<Integer> afterA = new ArrayList<>(position);
        afterA.add(moveA);
        List<Integer> afterB = new ArrayList<>(position);
        afterB.add(moveB);
        sendBoard(judgeA, afterA);
        sendBoard(judgeB, afterB);
        double worthA = 1 - winChance(judgeA, judgeMs);
        double worthB = 1 - winChance(judgeB, judgeMs);
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

  static EngineProcess start(String command, int turnMillis) throws Exception {
    EngineProcess e = new EngineProcess(command);
    e.send("START " + SIZE);
    String ok = e.answer(15000);
    if (ok == null || !ok.equalsIgnoreCase("OK")) {
      throw new IllegalStateException(command + " did not start: " + ok);
    }
    e.send("INFO timeout_turn " + turnMillis);
    e.send("INFO timeout_match 0");
    e.send("INFO max_memory " + (350L << 20));
    e.send("INFO game_type 1");
    e.send("INFO rule 0");
    return e;
  }

  /** BOARD with the stones of {@code moves}, each owned by the side to move (1) or the other (2). */
  static void sendBoard(EngineProcess e, List<Integer> moves) {
    e.takeMessages();
    e.send("BOARD");
    for (int i = 0; i < moves.size(); i++) {
      int p = moves.get(i);
      e.send(p % SIZE + "," + p / SIZE + "," + (i % 2 == moves.size() % 2 ? 1 : 2));
    }
    e.send("DONE");
  }

  static int move(EngineProcess e, int turnMillis) throws Exception {
    String answer = e.answer(turnMillis + 5000L);
    String[] xy = answer == null ? new String[0] : answer.split(",");
    if (xy.length != 2) {
      throw new IllegalStateException("an engine answered " + answer + " where a move was due");
    }
    return Integer.parseInt(xy[1].trim()) * SIZE + Integer.parseInt(xy[0].trim());
  }

  /** The judge's win chance for the side to move, from its last message after its move. */
  static double winChance(EngineProcess judge, int judgeMs) throws Exception {
    move(judge, judgeMs);
    Matcher m = null;
    for (String line : judge.takeMessages().split("\n")) {
      Matcher candidate = SCORE.matcher(line);
      if (candidate.find()) {
        m = candidate;
      }
    }
    if (m == null) {
      throw new IllegalStateException("the judge gave no score");
    }
    boolean negative = m.group(1).equals("-");
    if (m.group(2) != null) {
      return negative ? 0 : 1;
    }
    int score = Integer.parseInt(m.group(3)) * (negative ? -1 : 1);
    return 1 / (1 + Math.exp(-score / 200.0));
  }

  static String name(int point) {
    return point % SIZE + "," + point / SIZE;
  }
}
