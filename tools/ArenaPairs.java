import gomoku.arena.PairScore;
import gomoku.arena.Score;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Scores arena logs (the arena's output, or the logs kept in docs/arena/) game by game and by opening pair, as
 * the arena itself now prints them: games 2k-1 and 2k share an opening with colours swapped. A log whose runs
 * were appended one after another is read as one list of games in order. Each log after the first is also compared
 * with the first pair by pair (the same openings): how many pairs it scored better, worse and the same, which says
 * more than two totals, since most pairs end alike in any two runs.
 *
 * <pre>java -cp lwjgl3/target/gomoku-desktop.jar tools/ArenaPairs.java LOG...</pre>
 */
public class ArenaPairs {
  private static final Pattern GAME = Pattern.compile("^game (\\d+) A=(black|white) (A wins|B wins|draw)");

  public static void main(String[] args) throws Exception {
    if (args.length == 0) {
      System.err.println("usage: java -cp lwjgl3/target/gomoku-desktop.jar tools/ArenaPairs.java LOG...");
      System.exit(2);
    }
    Map<Integer, Integer> first = null;
    for (String file : args) {
      Map<Integer, Integer> byPair = new TreeMap<>();
      List<Integer> halfPoints = new ArrayList<>();
      List<Integer> numbers = new ArrayList<>();
      for (String line : Files.readAllLines(Paths.get(file), StandardCharsets.UTF_8)) {
        Matcher m = GAME.matcher(line);
        if (m.find()) {
          numbers.add(Integer.parseInt(m.group(1)));
          halfPoints.add(m.group(3).equals("A wins") ? 2 : m.group(3).equals("draw") ? 1 : 0);
        }
      }
      int w = 0;
      int l = 0;
      int d = 0;
      for (int h : halfPoints) {
        w += h == 2 ? 1 : 0;
        d += h == 1 ? 1 : 0;
        l += h == 0 ? 1 : 0;
      }
      PairScore pairs = new PairScore();
      int unpaired = 0;
      for (int i = 0; i < halfPoints.size(); i++) {
        boolean pairStart = numbers.get(i) % 2 == 1;
        if (pairStart && i + 1 < halfPoints.size() && numbers.get(i + 1) == numbers.get(i) + 1) {
          pairs.add(halfPoints.get(i) + halfPoints.get(i + 1));
          byPair.put((numbers.get(i) + 1) / 2, halfPoints.get(i) + halfPoints.get(i + 1));
          i++;
        } else {
          unpaired++;
        }
      }
      System.out.println(file);
      System.out.println("  by game: " + Score.summary("A", "B", w, l, d));
      System.out.println("  by pair: " + pairs.summary() + (unpaired > 0 ? " (" + unpaired + " games unpaired)" : ""));
      if (first == null) {
        first = byPair;
      } else {
        System.out.println("  against " + args[0] + " by pairs: " + comparison(first, byPair));
      }
    }
  }

  /** How many of the pairs both runs played the second scored better, worse and the same. */
  static String comparison(Map<Integer, Integer> first, Map<Integer, Integer> second) {
    int better = 0;
    int worse = 0;
    int same = 0;
    for (Map.Entry<Integer, Integer> e : second.entrySet()) {
      Integer before = first.get(e.getKey());
      if (before != null) {
        better += e.getValue() > before ? 1 : 0;
        worse += e.getValue() < before ? 1 : 0;
        same += e.getValue().equals(before) ? 1 : 0;
      }
    }
    return better + " better, " + worse + " worse, " + same + " the same";
  }
}
