import gomoku.engine.SearchBoard;
import gomoku.engine.ThreatSearch;
import gomoku.rules.Rule;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How many of the forced wins PentaZen announced in a freestyle arena match our threat search proves, and in how
 * many nodes. For each game of the arena's {@code --out} folder, the position before PentaZen's first move whose
 * message reports a win ("ev +v25": a win in 25 plies) is searched by {@link ThreatSearch#vct} for the side to
 * move, once per node budget, with 1, 2, … attacking moves in turn (the failure memory carries from one to the
 * next), up to {@code MAX_THREATS}.
 *
 * <pre>java -cp lwjgl3/target/gomoku-desktop.jar tools/VctReach.java DIR [MAX_THREATS]</pre>
 *
 * <p>Why: the gauntlet's games are lost to wins that PentaZen's search finds a few moves before ours; a threat
 * search that proved them could keep our root from walking into them. This says how far the VCT reaches.
 */
public class VctReach {
  private static final Pattern LINE =
      Pattern.compile("^ply (\\d+) (black|white) \\d+,\\d+ \\d+ ms: dep .* ev \\+v(\\d+)");
  private static final int[] BUDGETS = {10_000, 30_000, 100_000, 300_000, 1_000_000};

  public static void main(String[] args) throws Exception {
    if (args.length == 0) {
      System.err.println("usage: java -cp lwjgl3/target/gomoku-desktop.jar tools/VctReach.java DIR [MAX_THREATS]");
      System.exit(2);
    }
    Path dir = Paths.get(args[0]);
    int maxThreats = args.length > 1 ? Integer.parseInt(args[1]) : 12;
    int[] proved = new int[BUDGETS.length];
    int positions = 0;
    List<Path> games = new ArrayList<>();
    try (var files = Files.list(dir)) {
      files.filter(p -> p.getFileName().toString().endsWith(".messages.txt")).sorted().forEach(games::add);
    }
    for (Path messages : games) {
      int ply = -1;
      int announced = 0;
      for (String line : Files.readAllLines(messages)) {
        Matcher m = LINE.matcher(line);
        if (m.find()) {
          ply = Integer.parseInt(m.group(1));
          announced = Integer.parseInt(m.group(3));
          break;
        }
      }
      if (ply < 0) {
        continue;
      }
      String name = messages.getFileName().toString().replace(".messages.txt", "");
      List<String> record = Files.readAllLines(dir.resolve(name + ".psq"));
      positions++;
      StringBuilder out = new StringBuilder(name + " ply " + ply + " (PentaZen: win in " + announced + "):");
      for (int k = 0; k < BUDGETS.length; k++) {
        SearchBoard b = new SearchBoard(15, Rule.FREESTYLE);
        for (int i = 1; i < ply; i++) { // the record's first line is its header; points are 1-based x,y
          String[] f = record.get(i).split(",");
          b.play(b.fromPoint((Integer.parseInt(f[1]) - 1) * 15 + Integer.parseInt(f[0]) - 1));
        }
        ThreatSearch threats = new ThreatSearch(b);
        boolean won = false;
        int threatsUsed = 0;
        for (int n = 1; n <= maxThreats && !won && threats.nodes() < BUDGETS[k]; n++) {
          won = threats.vct(n, BUDGETS[k] - threats.nodes());
          threatsUsed = n;
        }
        if (won) {
          proved[k]++;
        }
        out.append(' ').append(BUDGETS[k] / 1000).append("k: ")
            .append(won ? "win in " + threats.plies() + " (" + threatsUsed + " threats)" : "-")
            .append(" ").append(threats.nodes()).append(" nodes;");
      }
      System.out.println(out);
    }
    StringBuilder summary = new StringBuilder("proved of " + positions + " announced wins, by node budget:");
    for (int k = 0; k < BUDGETS.length; k++) {
      summary.append(' ').append(BUDGETS[k] / 1000).append("k ").append(proved[k]);
    }
    System.out.println(summary);
  }
}
