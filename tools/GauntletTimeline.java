import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * When the games ./gauntlet.sh kept were lost, as both engines saw it: in each game our engine (A) lost, the first ply
 * at which the opponent announced a forced win, the first at which ours reported its loss, and the first from which
 * the opponent's score stayed at {@code THRESHOLD} or more; and how long each side thought per move (wall time from
 * the arena's records, moves of 100 ms or more), with the share of ours spent in iterations that finished.
 *
 * <pre>java tools/GauntletTimeline.java gauntlet-games/rapfi [THRESHOLD]</pre>
 *
 * It reads the arena's log (DIR.log beside the folder) and each game's messages: our "Master: depth … score … time
 * N ms" lines, Rapfi's "Eval +M11" / "Eval 274" and PentaZen's "ev +v29" / "ev 120".
 */
public class GauntletTimeline {
  private static final Pattern RESULT = Pattern.compile("^game (\\d+) A=(\\w+) (\\w) wins");
  private static final Pattern PLY = Pattern.compile("^ply (\\d+) (\\w+) \\S+ (\\d+) ms: (.*)$");
  private static final Pattern THEIR_SCORE = Pattern.compile("\\b(?:Eval|ev) ([+-]?)(M|v)?(\\d+)");
  private static final Pattern OUR_TIME = Pattern.compile("time (\\d+) ms$");
  private static final Pattern OUR_SCORE = Pattern.compile("score ([+-]\\d+)\\.(\\d\\d)");

  public static void main(String[] args) throws Exception {
    if (args.length < 1) {
      System.err.println("usage: java tools/GauntletTimeline.java GAMES_DIR [THRESHOLD]");
      System.exit(2);
    }
    Path dir = Paths.get(args[0]);
    int threshold = args.length > 1 ? Integer.parseInt(args[1]) : 300;
    List<Integer> theirMate = new ArrayList<>();
    List<Integer> gap = new ArrayList<>();
    List<Integer> ahead = new ArrayList<>();
    List<Integer> ourWall = new ArrayList<>();
    List<Integer> ourScoreThen = new ArrayList<>();
    List<Integer> theirWall = new ArrayList<>();
    double finishedShare = 0;
    int lost = 0;
    for (String line : Files.readAllLines(Paths.get(dir + ".log"), StandardCharsets.UTF_8)) {
      Matcher r = RESULT.matcher(line);
      if (!r.find()) {
        continue;
      }
      Path messages = dir.resolve(String.format("game-%03d.messages.txt", Integer.parseInt(r.group(1))));
      if (!Files.exists(messages)) {
        continue;
      }
      boolean ourLoss = r.group(3).equals("B");
      lost += ourLoss ? 1 : 0;
      int mate = -1;
      int ours = -1;
      int from = -1;
      int scoreThen = Integer.MIN_VALUE;
      for (String m : Files.readAllLines(messages, StandardCharsets.UTF_8)) {
        Matcher p = PLY.matcher(m);
        if (!p.find()) {
          continue;
        }
        int ply = Integer.parseInt(p.group(1));
        int wall = Integer.parseInt(p.group(3));
        String text = p.group(4);
        if (text.startsWith("Master:")) {
          Matcher t = OUR_TIME.matcher(text);
          if (wall >= 100) {
            ourWall.add(wall);
            finishedShare += t.find() ? Math.min(1.0, Integer.parseInt(t.group(1)) / (double) wall) : 0;
          }
          if (text.contains("loss in") && ours < 0) {
            ours = ply;
          }
          Matcher sc = OUR_SCORE.matcher(text);
          if (from >= 0 && scoreThen == Integer.MIN_VALUE) {
            scoreThen = ours >= 0 ? -100_000 : sc.find() ? Integer.parseInt(sc.group(1)) * 100
                + (sc.group(1).startsWith("-") ? -1 : 1) * Integer.parseInt(sc.group(2)) : Integer.MIN_VALUE;
          }
          continue;
        }
        if (wall >= 100) {
          theirWall.add(wall);
        }
        Matcher s = THEIR_SCORE.matcher(text);
        if (s.find()) {
          boolean negative = s.group(1).equals("-");
          if (s.group(2) != null) {
            if (!negative && mate < 0) {
              mate = ply;
            }
          } else {
            int v = Integer.parseInt(s.group(3)) * (negative ? -1 : 1);
            if (v >= threshold && from < 0) {
              from = ply;
            } else if (v < 0) {
              from = -1;
              scoreThen = Integer.MIN_VALUE;
            }
          }
        }
      }
      if (!ourLoss) {
        continue;
      }
      if (mate >= 0) {
        theirMate.add(mate);
        if (ours >= 0) {
          gap.add(ours - mate);
        }
      }
      if (from >= 0) {
        ahead.add(from);
        if (scoreThen != Integer.MIN_VALUE) {
          ourScoreThen.add(scoreThen);
        }
      }
    }
    System.out.println(dir + ": " + lost + " games lost by A");
    System.out.println("  the opponent's first announced win, ply: " + quartiles(theirMate));
    System.out.println("  plies from it to our first reported loss: " + quartiles(gap));
    System.out
        .println("  the opponent's score at " + threshold + " or more from then on, from ply: " + quartiles(ahead));
    System.out.println("  our score at our next move (hundredths, as our engine prints it; a seen loss -100000): "
        + quartiles(ourScoreThen));
    System.out.println("  wall time a move (ms), ours: " + mean(ourWall) + ", the opponent's: " + mean(theirWall)
        + "; of ours in finished iterations: " + Math.round(100 * finishedShare / Math.max(1, ourWall.size())) + "%");
  }

  private static String quartiles(List<Integer> values) {
    if (values.isEmpty()) {
      return "none";
    }
    List<Integer> v = new ArrayList<>(values);
    Collections.sort(v);
    return "median " + v.get(v.size() / 2) + " (quartiles " + v.get(v.size() / 4) + " and " + v.get(3 * v.size() / 4)
        + ", " + v.size() + " games)";
  }

  private static long mean(List<Integer> values) {
    long sum = 0;
    for (int x : values) {
      sum += x;
    }
    return values.isEmpty() ? 0 : Math.round(sum / (double) values.size());
  }
}
