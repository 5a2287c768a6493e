import gomoku.engine.bench.EngineReport;
import gomoku.rules.Notation;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * When each iteration finished, for any Gomocup engine, on the middle-game positions of {@code ./bench.sh
 * --report}: what tools/DepthTimes.java prints for our engine in-process, for an engine command (ours, or
 * PentaZen built by tools/build-pentazen.sh) through the protocol.
 *
 * <pre>java -cp lwjgl3/target/gomoku-desktop.jar tools/EngineDepths.java 'ENGINE COMMAND' [MILLIS]</pre>
 *
 * <p>Each position is sent as a {@code BOARD} in a fresh process told {@code YXSHOWINFO} (after which
 * PentaZen reports every iteration, as ours always does) and {@code INFO timeout_turn MILLIS} (default 1000);
 * every MESSAGE line with a depth is printed as "depth@ms(nodes)". It reads our lines ("depth 9-18 ... nodes
 * 97938 ... time 210") and PentaZen's ("dep 12-24 ev 249 nd 109k tm 252"). Each position starts a new
 * process, as each game of a match does, so our engine's first iterations run before the JIT has compiled the
 * search: compare nodes by depth, not times.
 *
 * <p>Why: in 1 s PentaZen reaches several plies deeper than ours on these positions at about the same speed
 * (docs/arena/README.md). Nodes by depth side by side say by how much each ply multiplies the tree (its effective branching
 * factor), which is where the gap is.
 */
public class EngineDepths {
  private static final Pattern DEPTH = Pattern.compile("\\bdep(?:th)? (\\d+)");
  private static final Pattern NODES = Pattern.compile("\\b(?:nodes|nd) (\\d+)([km]?)");
  private static final Pattern TIME = Pattern.compile("\\b(?:time|tm) (\\d+)");
  private static final Pattern MOVE = Pattern.compile("^\\d+,\\d+$");

  public static void main(String[] args) throws Exception {
    if (args.length == 0) {
      System.err.println("usage: java -cp lwjgl3/target/gomoku-desktop.jar tools/EngineDepths.java 'ENGINE' [MILLIS]");
      System.exit(2);
    }
    int millis = args.length > 1 ? Integer.parseInt(args[1]) : 1000;
    String[] positions = EngineReport.middleGame();
    for (int i = 0; i < positions.length; i++) {
      System.out.println("position " + (i + 1) + ": " + search(args[0], positions[i], millis));
    }
  }

  /** Runs the engine on one position; its completed iterations as "depth@ms(nodes)". */
  static String search(String command, String moves, int millis) throws Exception {
    Process p = new ProcessBuilder("sh", "-c", command).redirectErrorStream(true).start();
    PrintWriter in = new PrintWriter(p.getOutputStream(), true, StandardCharsets.UTF_8);
    BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
    in.println("START 15");
    expectOk(out);
    in.println("YXSHOWINFO");
    in.println("INFO timeout_turn " + millis);
    in.println("INFO timeout_match 100000000");
    in.println("INFO time_left 100000000");
    in.println("BOARD");
    List<Integer> points = Notation.parseMoves(15, moves);
    for (int i = 0; i < points.size(); i++) {
      boolean own = i % 2 == points.size() % 2; // the side to move's stones are "1"
      in.println(points.get(i) % 15 + "," + points.get(i) / 15 + "," + (own ? 1 : 2));
    }
    in.println("DONE");
    List<String> iterations = new ArrayList<>();
    String line;
    long deadline = System.currentTimeMillis() + millis + 10_000L;
    while ((line = out.readLine()) != null && System.currentTimeMillis() < deadline) {
      if (MOVE.matcher(line.trim()).matches()) {
        break;
      }
      Matcher d = DEPTH.matcher(line);
      Matcher n = NODES.matcher(line);
      Matcher t = TIME.matcher(line);
      if (line.startsWith("MESSAGE") && d.find() && n.find() && t.find()) {
        String iteration = d.group(1) + "@" + t.group(1) + "ms(" + nodes(n) + ")";
        if (iterations.isEmpty() || !iterations.get(iterations.size() - 1).equals(iteration)) {
          iterations.add(iteration); // both engines repeat the last iteration in their final line
        }
      }
    }
    in.println("END");
    p.waitFor();
    return String.join(" ", iterations);
  }

  private static void expectOk(BufferedReader out) throws Exception {
    String line;
    while ((line = out.readLine()) != null && !line.trim().equals("OK")) {
      if (line.startsWith("ERROR")) {
        throw new IllegalStateException("the engine answered START 15 with: " + line);
      }
    }
  }

  /** Nodes as the engine gave them, in thousands ("109k" stays 109k; 97938 becomes 98k). */
  private static String nodes(Matcher n) {
    long v = Long.parseLong(n.group(1));
    String unit = n.group(2);
    if (unit.equals("m")) {
      v *= 1000;
    } else if (unit.isEmpty()) {
      v = (v + 500) / 1000;
    }
    return v + "k";
  }
}
