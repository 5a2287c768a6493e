import gomoku.engine.Engine;
import gomoku.engine.Evaluation;
import gomoku.engine.Level;
import gomoku.engine.Search;
import gomoku.engine.SearchLimits;
import gomoku.record.Openings;
import gomoku.rules.Rule;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;

/**
 * How steady the reported score is from one move to the next: self-play from the tournament openings, 30
 * moves each at the given time a move, and the mean change per move, seen from black's side, of the reported
 * score and of the raw search score (scaled alike by 8/11). A display that jumps when nothing happened is
 * what this measures.
 *
 * <pre>java -cp lwjgl3/target/gomoku-desktop.jar tools/ScoreSwing.java [millis a move]</pre>
 */
public class ScoreSwing {
  public static void main(String[] args) throws Exception {
    int millis = args.length > 0 ? Integer.parseInt(args[0]) : 300;
    String text = new String(Files.readAllBytes(Paths.get("assets/openings/gomocup2026-freestyle-15.txt")),
        StandardCharsets.UTF_8);
    long rawChange = 0;
    long reportedChange = 0;
    int pairs = 0;
    for (int[] opening : Openings.parse(text, 15)) {
      List<Integer> moves = new ArrayList<>();
      for (int m : opening) {
        moves.add(m);
      }
      Engine e = new Engine(64L << 20);
      int lastRaw = 0;
      int lastReported = 0;
      for (int ply = 0; ply < 30; ply++) {
        e.setPosition(Rule.FREESTYLE, 15, moves);
        Search.Result r = e.think(Level.MASTER, SearchLimits.time(millis), null);
        if (Evaluation.isMate(r.info.score) || Evaluation.isMate(r.info.rawScore) || r.move < 0) {
          break;
        }
        int sign = moves.size() % 2 == 0 ? 1 : -1; // black to move: its view already
        int raw = sign * r.info.rawScore * 8 / 11;
        int reported = sign * r.info.score;
        if (ply > 0) {
          rawChange += Math.abs(raw - lastRaw);
          reportedChange += Math.abs(reported - lastReported);
          pairs++;
        }
        lastRaw = raw;
        lastReported = reported;
        moves.add(r.move);
      }
    }
    System.out.println("mean change a move (black's view, " + pairs + " pairs): reported " + reportedChange / pairs
        + ", raw " + rawChange / pairs);
  }
}
