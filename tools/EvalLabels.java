import gomoku.engine.Engine;
import gomoku.engine.Evaluation;
import gomoku.engine.Level;
import gomoku.engine.SearchLimits;
import gomoku.rules.Rule;
import gomoku.training.FittedPositions;
import gomoku.training.LabelFile;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A deeper search's verdict on the training games' positions, to blend with their results when the evaluation is
 * fitted (tools/EvalTraining.java --scores): every {@code EVERY}th position that EvalTraining fits
 * (gomoku.training.FittedPositions), searched afresh to {@code DEPTH} by our engine.
 * A line a position: game number, ply, score for the side to move (a mate as ±30000). {@code PART}/{@code PARTS}
 * splits the positions between processes (one a core).
 *
 * <pre>java -cp lwjgl3/target/gomoku-desktop.jar tools/EvalLabels.java RULE DEPTH EVERY PART PARTS OUT GAMES_FILE...</pre>
 */
public class EvalLabels {
  public static void main(String[] args) throws Exception {
    if (args.length < 7) {
      System.err.println("usage: EvalLabels RULE DEPTH EVERY PART PARTS OUT GAMES_FILE...");
      System.exit(2);
    }
    Rule rule = Rule.valueOf(args[0].toUpperCase(Locale.ROOT));
    int depth = Integer.parseInt(args[1]);
    int every = Integer.parseInt(args[2]);
    int part = Integer.parseInt(args[3]);
    int parts = Integer.parseInt(args[4]);
    List<Path> files = new ArrayList<>();
    for (int i = 6; i < args.length; i++) {
      files.add(Paths.get(args[i]));
    }
    Engine engine = new Engine(4L << 20);
    try (LabelFile out = new LabelFile(Paths.get(args[5]))) {
      FittedPositions.each(files, rule, every, part, parts, (g, ply) -> {
        engine.setPosition(rule, 15, g.moves.subList(0, ply));
        engine.clearMemory();
        int score = engine.think(Level.MASTER, SearchLimits.depth(depth), null).info.score;
        out.add(g, ply, Evaluation.isMate(score) ? (score > 0 ? LabelFile.PROVED_WIN : -LabelFile.PROVED_WIN) : score);
      });
    }
  }
}
