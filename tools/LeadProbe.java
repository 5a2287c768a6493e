import gomoku.engine.Engine;
import gomoku.engine.Evaluation;
import gomoku.engine.Level;
import gomoku.engine.Search;
import gomoku.engine.SearchLimits;
import gomoku.rules.Rule;
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
 * Whether a longer search of ours sees what the opponent saw: in each game of a gauntlet that our engine (A) lost,
 * the position before our first move after the opponent's score rose to {@code THRESHOLD} or more for good (as
 * tools/GauntletTimeline.java finds it) is searched afresh by our engine for {@code SHORT} and for {@code LONG}
 * milliseconds. If the long search finds the trouble the short one missed, depth is what the game lacked; if
 * neither does, what the evaluation and the move order know.
 *
 * <pre>java -cp lwjgl3/target/gomoku-desktop.jar tools/LeadProbe.java GAMES_DIR SHORT LONG [PART PARTS] [THRESHOLD]</pre>
 *
 * Freestyle on 15×15 (the gauntlet's games). A line a game: its number, the ply, the move we played, then for each
 * search its move, depth and score (as our engine prints it, times 100; "loss"/"win" when proved).
 */
public class LeadProbe {
  private static final Pattern RESULT = Pattern.compile("^game (\\d+) A=(\\w+) (\\w) wins");
  private static final Pattern PLY = Pattern.compile("^ply (\\d+) (\\w+) \\S+ (\\d+) ms: (.*)$");
  private static final Pattern THEIR_SCORE = Pattern.compile("\\b(?:Eval|ev) ([+-]?)(M|v)?(\\d+)");

  public static void main(String[] args) throws Exception {
    if (args.length < 3) {
      System.err.println("usage: LeadProbe GAMES_DIR SHORT_MS LONG_MS [PART PARTS] [THRESHOLD]");
      System.exit(2);
    }
    Path dir = Paths.get(args[0]);
    int shortMs = Integer.parseInt(args[1]);
    int longMs = Integer.parseInt(args[2]);
    int part = args.length > 4 ? Integer.parseInt(args[3]) : 0;
    int parts = args.length > 4 ? Integer.parseInt(args[4]) : 1;
    int threshold = args.length > 5 ? Integer.parseInt(args[5]) : 300;
    Engine engine = new Engine(64L << 20);
    List<Integer> shortScores = new ArrayList<>();
    List<Integer> longScores = new ArrayList<>();
    int lost = 0;
    int changed = 0;
    for (String line : Files.readAllLines(Paths.get(dir + ".log"), StandardCharsets.UTF_8)) {
      Matcher r = RESULT.matcher(line);
      if (!r.find() || !r.group(3).equals("B")) {
        continue;
      }
      int game = Integer.parseInt(r.group(1));
      Path messages = dir.resolve(String.format("game-%03d.messages.txt", game));
      Path record = dir.resolve(String.format("game-%03d.psq", game));
      if (!Files.exists(messages) || !Files.exists(record) || lost++ % parts != part) {
        continue;
      }
      int ply = ourMoveAfterLead(Files.readAllLines(messages, StandardCharsets.UTF_8), threshold);
      List<Integer> moves = readMoves(record);
      if (ply < 0 || ply > moves.size()) {
        continue;
      }
      List<Integer> before = moves.subList(0, ply - 1);
      Search.Result s = search(engine, before, shortMs);
      Search.Result l = search(engine, before, longMs);
      shortScores.add(hundredths(s.info.score));
      longScores.add(hundredths(l.info.score));
      changed += s.move != l.move ? 1 : 0;
      System.out
          .println("game " + game + " ply " + ply + " played " + name(moves.get(ply - 1)) + " | " + shortMs + " ms: "
              + describe(s) + " | " + longMs + " ms: " + describe(l));
    }
    System.out.println(dir + ": " + lost + " games lost by A, " + shortScores.size() + " probed (part " + part + " of "
        + parts + ")");
    System.out.println("  score after " + shortMs + " ms: " + quartiles(shortScores));
    System.out.println("  score after " + longMs + " ms: " + quartiles(longScores));
    System.out.println("  the long search chose another move in " + changed);
  }

  /** The ply of our first move after the opponent's score reached the threshold and never fell below 0 again. */
  static int ourMoveAfterLead(List<String> lines, int threshold) {
    int from = -1;
    int ours = -1;
    for (String m : lines) {
      Matcher p = PLY.matcher(m);
      if (!p.find()) {
        continue;
      }
      int ply = Integer.parseInt(p.group(1));
      String text = p.group(4);
      if (text.startsWith("Master:")) {
        if (from >= 0 && ours < 0) {
          ours = ply;
        }
        continue;
      }
      Matcher s = THEIR_SCORE.matcher(text);
      if (s.find() && s.group(2) == null) {
        int v = Integer.parseInt(s.group(3)) * (s.group(1).equals("-") ? -1 : 1);
        if (v >= threshold && from < 0) {
          from = ply;
        } else if (v < 0) {
          from = -1;
          ours = -1;
        }
      }
    }
    return ours;
  }

  /** The record's moves as points (y × 15 + x); Piskvork's lines are "x,y,ms", 1-based. */
  static List<Integer> readMoves(Path record) throws Exception {
    List<Integer> moves = new ArrayList<>();
    for (String line : Files.readAllLines(record, StandardCharsets.UTF_8)) {
      String[] f = line.trim().split(",");
      if (f.length == 3 && f[0].matches("\\d+") && f[1].matches("\\d+")) {
        moves.add((Integer.parseInt(f[1]) - 1) * 15 + Integer.parseInt(f[0]) - 1);
      }
    }
    return moves;
  }

  static Search.Result search(Engine engine, List<Integer> moves, int millis) {
    engine.setPosition(Rule.FREESTYLE, 15, moves);
    engine.clearMemory();
    return engine.think(Level.MASTER, SearchLimits.time(millis), null);
  }

  static int hundredths(int score) {
    if (Evaluation.isMate(score)) {
      return score > 0 ? 100_000 : -100_000;
    }
    return score; // Evaluation.describe prints the score in hundredths
  }

  static String describe(Search.Result r) {
    int v = hundredths(r.info.score);
    String score = v == 100_000 ? "win" : v == -100_000 ? "loss" : String.format(Locale.ROOT, "%+d", v);
    return name(r.move) + " depth " + r.info.depth + " " + score;
  }

  static String name(int point) {
    return point % 15 + "," + point / 15; // as the arena's messages name it
  }

  private static String quartiles(List<Integer> values) {
    if (values.isEmpty()) {
      return "none";
    }
    List<Integer> v = new ArrayList<>(values);
    Collections.sort(v);
    return "median " + v.get(v.size() / 2) + " (quartiles " + v.get(v.size() / 4) + " and " + v.get(3 * v.size() / 4)
        + ")";
  }
}
