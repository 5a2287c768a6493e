import gomoku.arena.PositionProbe;
import gomoku.engine.Engine;
import gomoku.engine.Evaluation;
import gomoku.engine.Level;
import gomoku.engine.Search;
import gomoku.engine.SearchLimits;
import gomoku.record.Psq;
import gomoku.rules.Rule;
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
 * <p>With {@code --probe SHORT LONG}, whether a longer search of ours sees what the opponent saw: the position before
 * our first move after that lasting lead is searched afresh by our engine for SHORT and for LONG milliseconds, a line
 * a game (the move we played, then each search's move, depth and score as our engine prints it, times 100). If the
 * long search finds the trouble the short one missed, depth is what the game lacked; if neither does, what the
 * evaluation and the move order know. {@code PART PARTS} splits the games between processes (one a core).
 *
 * <pre>java -cp lwjgl3/target/gomoku-desktop.jar tools/GauntletTimeline.java gauntlet-games/rapfi [THRESHOLD]
 *     [--probe SHORT LONG [PART PARTS]]</pre>
 *
 * It reads the arena's log (DIR.log beside the folder), each game's record and messages: our "Master: depth … score
 * … time N ms" lines, Rapfi's "Eval +M11" / "Eval 274" and PentaZen's "ev +v29" / "ev 120". The probe plays
 * freestyle on 15×15, the gauntlet's games.
 */
public class GauntletTimeline {
  private static final Pattern RESULT = Pattern.compile("^game (\\d+) A=(\\w+) (\\w) wins");
  private static final Pattern PLY = Pattern.compile("^ply (\\d+) (\\w+) \\S+ (\\d+) ms: (.*)$");
  private static final Pattern OUR_TIME = Pattern.compile("time (\\d+) ms$");
  private static final Pattern OUR_SCORE = Pattern.compile("score ([+-]\\d+)\\.(\\d\\d)");

  public static void main(String[] args) throws Exception {
    if (args.length < 1) {
      System.err.println("usage: GauntletTimeline GAMES_DIR [THRESHOLD] [--probe SHORT LONG [PART PARTS]]");
      System.exit(2);
    }
    Path dir = Paths.get(args[0]);
    int threshold = 300;
    int[] probe = null; // short and long milliseconds, part, parts
    for (int i = 1; i < args.length; i++) {
      if (args[i].equals("--probe")) {
        probe = new int[] {Integer.parseInt(args[i + 1]), Integer.parseInt(args[i + 2]), 0, 1};
        i += 2;
        if (i + 2 < args.length && args[i + 1].matches("\\d+")) {
          probe[2] = Integer.parseInt(args[i + 1]);
          probe[3] = Integer.parseInt(args[i + 2]);
          i += 2;
        }
      } else {
        threshold = Integer.parseInt(args[i]);
      }
    }
    List<int[]> leads = new ArrayList<>(); // lost game, ply of our first move after the lasting lead
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
      int leadMove = -1;
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
          if (from >= 0 && leadMove < 0) {
            leadMove = ply;
          }
          if (from >= 0 && scoreThen == Integer.MIN_VALUE) {
            scoreThen = ours >= 0 ? -100_000 : sc.find() ? Integer.parseInt(sc.group(1)) * 100
                + (sc.group(1).startsWith("-") ? -1 : 1) * Integer.parseInt(sc.group(2)) : Integer.MIN_VALUE;
          }
          continue;
        }
        if (wall >= 100) {
          theirWall.add(wall);
        }
        Matcher s = PositionProbe.SCORE.matcher(text);
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
              leadMove = -1;
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
      if (leadMove >= 0) {
        leads.add(new int[] {Integer.parseInt(r.group(1)), leadMove});
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
    if (probe != null) {
      probe(dir, leads, probe[0], probe[1], probe[2], probe[3]);
    }
  }

  /** --probe: each lost game's position before our first move after the lead, searched for SHORT and LONG ms. */
  static void probe(Path dir, List<int[]> leads, int shortMs, int longMs, int part, int parts) throws Exception {
    Engine engine = new Engine(64L << 20);
    List<Integer> shortScores = new ArrayList<>();
    List<Integer> longScores = new ArrayList<>();
    int changed = 0;
    for (int i = part; i < leads.size(); i += parts) {
      int game = leads.get(i)[0];
      int ply = leads.get(i)[1];
      Path record = dir.resolve(String.format("game-%03d.psq", game));
      List<Integer> moves = Psq.parse(new String(Files.readAllBytes(record), StandardCharsets.UTF_8)).moves;
      if (ply > moves.size()) {
        continue;
      }
      List<Integer> before = moves.subList(0, ply - 1);
      Search.Result s = search(engine, before, shortMs);
      Search.Result l = search(engine, before, longMs);
      shortScores.add(score(s));
      longScores.add(score(l));
      changed += s.move != l.move ? 1 : 0;
      System.out.println("game " + game + " ply " + ply + " played " + name(moves.get(ply - 1)) + " | " + shortMs
          + " ms: " + describe(s) + " | " + longMs + " ms: " + describe(l));
    }
    System.out.println("probed " + shortScores.size() + " of " + leads.size() + " lost games (part " + part + " of "
        + parts + "); scores times 100, a loss -100000");
    System.out.println("  our score after " + shortMs + " ms: " + quartiles(shortScores));
    System.out.println("  our score after " + longMs + " ms: " + quartiles(longScores));
    System.out.println("  the long search chose another move in " + changed);
  }

  static Search.Result search(Engine engine, List<Integer> moves, int millis) {
    engine.setPosition(Rule.FREESTYLE, 15, moves);
    engine.clearMemory();
    return engine.think(Level.MASTER, SearchLimits.time(millis), null);
  }

  /** The score as our engine prints it, times 100 (Evaluation.describe); a proved result as ±100000. */
  static int score(Search.Result r) {
    int v = r.info.score;
    return Evaluation.isMate(v) ? (v > 0 ? 100_000 : -100_000) : v;
  }

  static String describe(Search.Result r) {
    int v = score(r);
    return name(r.move) + " depth " + r.info.depth + " "
        + (v == 100_000 ? "win" : v == -100_000 ? "loss" : (v >= 0 ? "+" : "") + v);
  }

  /** A point (y × 15 + x, as Psq reads it) as the arena's messages name it: x,y from 0. */
  static String name(int point) {
    return point % 15 + "," + point / 15;
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
