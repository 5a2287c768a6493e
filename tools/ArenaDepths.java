import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How deep and how fast each engine searched in an arena match, from what the engines said of each move (the
 * {@code game-NNN.messages.txt} files the arena keeps beside the records in its {@code --out} folder): per
 * engine command, the moves that took at least {@code MIN_MS} (default 100; forced replies and book moves
 * take less and say little), their mean and median depth, and nodes per second over them.
 *
 * <pre>java -cp lwjgl3/target/gomoku-desktop.jar tools/ArenaDepths.java DIR [MIN_MS]</pre>
 *
 * <p>It reads our engine's summary ("Master: depth 11 score +4.06 nodes 137443 time 173 ms"), PentaZen's
 * ("dep 17-40 ev 421 nd 1887k tm 952 sp 1982") and Rapfi's ("Speed 987K | Depth 19-44 | Eval -183 | Node 958K |
 * Time 971ms"): in any case, a depth after "depth" or "dep", nodes after "nodes", "node" or "nd" (with k or m),
 * and the time those nodes took after "time" or "tm" (else the arena's measure of the move). Which moves count
 * goes by the arena's measure, the same for both engines.
 *
 * <p>Why: the report says how deep our engine gets on fixed positions; this says how deep both engines got in
 * the games themselves, at the match's time and with the machine as busy as the match made it.
 */
public class ArenaDepths {
  private static final Pattern LINE = Pattern.compile("^ply \\d+ (black|white) \\d+,\\d+ (\\d+) ms: (.*)$");
  private static final Pattern DEPTH = Pattern.compile("\\bdep(?:th)? (\\d+)", Pattern.CASE_INSENSITIVE);
  private static final Pattern NODES = Pattern.compile("\\b(?:nodes?|nd) (\\d+)([km]?)", Pattern.CASE_INSENSITIVE);
  private static final Pattern TIME = Pattern.compile("\\b(?:time|tm) (\\d+)", Pattern.CASE_INSENSITIVE);

  public static void main(String[] args) throws Exception {
    if (args.length == 0) {
      System.err.println("usage: java -cp lwjgl3/target/gomoku-desktop.jar tools/ArenaDepths.java DIR [MIN_MS]");
      System.exit(2);
    }
    Path dir = Paths.get(args[0]);
    int minMillis = args.length > 1 ? Integer.parseInt(args[1]) : 100;
    Map<String, Stats> byEngine = new TreeMap<>();
    List<Path> files = new ArrayList<>();
    try (var stream = Files.newDirectoryStream(dir, "game-*.messages.txt")) {
      stream.forEach(files::add);
    }
    Collections.sort(files);
    for (Path messages : files) {
      Path record = dir.resolve(messages.getFileName().toString().replace(".messages.txt", ".psq"));
      String black = trailer(record, "black: ");
      String white = trailer(record, "white: ");
      for (String line : Files.readAllLines(messages, StandardCharsets.UTF_8)) {
        Matcher m = LINE.matcher(line);
        if (!m.matches() || Integer.parseInt(m.group(2)) < minMillis) {
          continue;
        }
        String engine = m.group(1).equals("black") ? black : white;
        byEngine.computeIfAbsent(engine, e -> new Stats()).add(Integer.parseInt(m.group(2)), m.group(3));
      }
    }
    System.out.println(files.size() + " games in " + dir + ", moves of " + minMillis + " ms or more:");
    for (Map.Entry<String, Stats> e : byEngine.entrySet()) {
      System.out.println("  " + e.getKey() + ": " + e.getValue());
    }
  }

  private static String trailer(Path record, String key) throws Exception {
    for (String line : Files.readAllLines(record, StandardCharsets.UTF_8)) {
      if (line.startsWith(key)) {
        return line.substring(key.length());
      }
    }
    return "(unknown)";
  }

  /** One engine's moves: depths, and nodes and time over the moves that said how many nodes. */
  static final class Stats {
    final List<Integer> depths = new ArrayList<>();
    long nodes;
    long millisWithNodes;

    void add(int millis, String said) {
      Matcher d = DEPTH.matcher(said);
      if (d.find()) {
        depths.add(Integer.parseInt(d.group(1)));
      }
      Matcher n = NODES.matcher(said);
      if (n.find()) {
        long count = Long.parseLong(n.group(1));
        String unit = n.group(2).toLowerCase(Locale.ROOT);
        nodes += unit.equals("k") ? count * 1000 : unit.equals("m") ? count * 1_000_000 : count;
        // The engine's own time for those nodes when it says it (ours reports its last finished iteration).
        Matcher t = TIME.matcher(said);
        millisWithNodes += t.find() ? Math.max(1, Integer.parseInt(t.group(1))) : millis;
      }
    }

    @Override
    public String toString() {
      if (depths.isEmpty()) {
        return "no depth said";
      }
      List<Integer> sorted = new ArrayList<>(depths);
      Collections.sort(sorted);
      double mean = sorted.stream().mapToInt(Integer::intValue).average().orElse(0);
      long nps = millisWithNodes == 0 ? 0 : nodes * 1000 / millisWithNodes;
      return sorted.size() + " moves, depth mean " + Math.round(mean * 10) / 10.0 + ", median "
          + sorted.get(sorted.size() / 2) + " (quartiles " + sorted.get(sorted.size() / 4) + " and "
          + sorted.get(sorted.size() * 3 / 4) + "), " + nps + " nodes/s";
    }
  }
}
