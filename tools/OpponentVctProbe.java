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
 * Would a root that checks its chosen move against the opponent's VCT have saved the gauntlet's lost games? For
 * each freestyle game of an arena {@code --out} folder that our engine lost, the position after each of our moves
 * (until our search first reported the loss) is given to {@link ThreatSearch#vct} for the opponent, with 1, 2, …
 * attacking moves in turn up to MAX_THREATS, within NODES in all. Prints the first such move that the VCT proves
 * lost, and how many lost games have one.
 *
 * <pre>java -cp lwjgl3/target/gomoku-desktop.jar tools/OpponentVctProbe.java DIR [NODES] [MAX_THREATS]</pre>
 *
 * <p>Why: the check costs time at every move, and is worth it only if the VCT reaches the lines the games are lost
 * to, before our own search sees them.
 */
public class OpponentVctProbe {
  private static final Pattern OURS =
      Pattern.compile("^ply (\\d+) (black|white) \\S+ \\d+ ms: Master: depth \\d+ score (.*) nodes");

  public static void main(String[] args) throws Exception {
    if (args.length == 0) {
      System.err.println("usage: java -cp lwjgl3/target/gomoku-desktop.jar tools/OpponentVctProbe.java DIR [NODES]"
          + " [MAX_THREATS]");
      System.exit(2);
    }
    Path dir = Paths.get(args[0]);
    int budget = args.length > 1 ? Integer.parseInt(args[1]) : 100_000;
    int maxThreats = args.length > 2 ? Integer.parseInt(args[2]) : 10;
    List<Path> games = new ArrayList<>();
    try (var files = Files.list(dir)) {
      files.filter(p -> p.getFileName().toString().endsWith(".messages.txt")).sorted().forEach(games::add);
    }
    int lost = 0;
    int found = 0;
    for (Path messages : games) {
      String name = messages.getFileName().toString().replace(".messages.txt", "");
      List<int[]> record = new ArrayList<>(); // x, y (0-based) of every stone, the opening's first
      List<String> lines = Files.readAllLines(dir.resolve(name + ".psq"));
      for (int i = 1; i < lines.size(); i++) { // the first line is the header; points are 1-based x,y,ms
        String[] f = lines.get(i).split(",");
        if (f.length < 3) {
          break;
        }
        record.add(new int[] {Integer.parseInt(f[0]) - 1, Integer.parseInt(f[1]) - 1});
      }
      String ourColour = null;
      int lossReported = Integer.MAX_VALUE;
      List<Integer> ourPlies = new ArrayList<>();
      for (String line : Files.readAllLines(messages)) {
        Matcher m = OURS.matcher(line);
        if (m.find()) {
          ourColour = m.group(2);
          int ply = Integer.parseInt(m.group(1));
          ourPlies.add(ply);
          if (lossReported == Integer.MAX_VALUE && m.group(3).startsWith("loss")) {
            lossReported = ply;
          }
        }
      }
      boolean blackMadeTheLastMove = record.size() % 2 == 1;
      if (ourColour == null || blackMadeTheLastMove == ourColour.equals("black")) {
        continue; // not a game we lost (a lost game ends with the opponent's five)
      }
      lost++;
      String first = "none";
      for (int ply : ourPlies) {
        if (ply >= lossReported) {
          break;
        }
        SearchBoard b = new SearchBoard(15, Rule.FREESTYLE);
        for (int i = 0; i < ply; i++) {
          b.play(b.fromPoint(record.get(i)[1] * 15 + record.get(i)[0]));
        }
        ThreatSearch threats = new ThreatSearch(b);
        boolean won = false;
        for (int n = 1; n <= maxThreats && !won && threats.nodes() < budget; n++) {
          won = threats.vct(n, budget - threats.nodes());
        }
        if (won) {
          first = "after our move at ply " + ply + ": win in " + threats.plies() + " (" + threats.nodes() + " nodes)";
          found++;
          break;
        }
      }
      String reported = lossReported == Integer.MAX_VALUE ? "never" : "at ply " + lossReported;
      System.out.println(name + " lost as " + ourColour + ", our search reported the loss " + reported
          + "; opponent's VCT " + first);
    }
    System.out
        .println("lost " + lost + "; the opponent's VCT proved within " + budget + " nodes after one of our moves "
            + "before our search reported the loss: " + found);
  }
}
