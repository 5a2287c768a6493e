import gomoku.engine.Search;
import gomoku.engine.SearchBoard;
import gomoku.engine.SearchLimits;
import gomoku.engine.TranspositionTable;
import gomoku.rules.Rule;
import gomoku.training.TrainingGame;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * How far the root's score moves from one iteration to the next: POSITIONS positions of a games file (game ply 12,
 * 16 or 20 in turn, as tools/MarginCensus in docs/arena/margin-census.patch picks them), each searched to DEPTH with
 * a clear 64 MB table; for each depth, the mean step from the iteration before (a lean to one side to move shows
 * as steps of alternating sign), its standard deviation and its mean size. A position stops counting at its first
 * mate score.
 *
 * <pre>java -cp lwjgl3/target/gomoku-desktop.jar tools/IterationSteps.java DEPTH POSITIONS GAMES_FILE</pre>
 *
 * Why: an aspiration window and every margin on the evaluation assume the score of a position is steady.
 */
public class IterationSteps {
  public static void main(String[] args) throws Exception {
    int depth = Integer.parseInt(args[0]);
    int positions = Integer.parseInt(args[1]);
    List<TrainingGame> games = TrainingGame.read(List.of(Paths.get(args[2])));
    TranspositionTable tt = new TranspositionTable(TranspositionTable.bitsFor(64L << 20));
    double[] sum = new double[depth + 1];
    double[] squares = new double[depth + 1];
    double[] sizes = new double[depth + 1];
    int[] n = new int[depth + 1];
    int used = 0;
    int step = Math.max(1, games.size() / positions);
    for (int g = 0; g < games.size() && used < positions; g += step) {
      TrainingGame game = games.get(g);
      int atPly = 12 + (g % 3) * 4;
      if (game.moves.size() < atPly + 10) {
        continue;
      }
      SearchBoard b = new SearchBoard(15, Rule.FREESTYLE);
      for (int i = 0; i < atPly; i++) {
        b.play(b.fromPoint(game.moves.get(i)));
      }
      tt.clear();
      List<Integer> scores = new ArrayList<>();
      new Search(b, tt).think(SearchLimits.depth(depth), info -> scores.add(info.rawScore));
      for (int d = 1; d < scores.size(); d++) {
        int before = scores.get(d - 1);
        int now = scores.get(d);
        if (Math.abs(before) >= 20000 || Math.abs(now) >= 20000) {
          break;
        }
        double x = now - before;
        sum[d + 1] += x;
        squares[d + 1] += x * x;
        sizes[d + 1] += Math.abs(x);
        n[d + 1]++;
      }
      used++;
    }
    System.out.printf(Locale.ROOT, "%d positions, depth %d%n", used, depth);
    for (int d = 2; d <= depth; d++) {
      if (n[d] > 0) {
        double mean = sum[d] / n[d];
        System.out.printf(Locale.ROOT,
            "depth %2d: step from %d mean %+5.0f, sd %4.0f, mean size %4.0f (%d positions)%n",
            d, d - 1, mean, Math.sqrt(squares[d] / n[d] - mean * mean), sizes[d] / n[d], n[d]);
      }
    }
  }
}
