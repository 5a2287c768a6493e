import gomoku.engine.Engine;
import gomoku.engine.Evaluation;
import gomoku.engine.Level;
import gomoku.engine.SearchBoard;
import gomoku.engine.SearchLimits;
import gomoku.engine.Threat;
import gomoku.rules.Rule;
import gomoku.training.TrainingGame;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A deeper search's verdict on the training games' positions, to blend with their results when the evaluation is
 * fitted (tools/EvalTraining.java --scores): every {@code EVERY}th position that EvalTraining fits (from move 6, no
 * five point, the side to move without an open four or 4-3 point), searched afresh to {@code DEPTH} by our engine.
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
    long seen = 0;
    long start = System.currentTimeMillis();
    int written = 0;
    try (PrintWriter out = new PrintWriter(Files.newBufferedWriter(Paths.get(args[5]), StandardCharsets.UTF_8))) {
      for (TrainingGame g : TrainingGame.read(files)) {
        SearchBoard b = new SearchBoard(15, rule);
        for (int ply = 0; ply < g.moves.size(); ply++) {
          int me = b.sideToMove();
          int you = 3 - me;
          boolean quiet = b.threatCount(me, Threat.FIVE) == 0 && b.threatCount(you, Threat.FIVE) == 0
              && b.threatCount(me, Threat.FLEX_FOUR) == 0 && b.threatCount(me, Threat.FOUR_THREE) == 0;
          if (ply >= 6 && quiet && seen++ % (every * (long) parts) == (long) every * part) {
            engine.setPosition(rule, 15, g.moves.subList(0, ply));
            engine.clearMemory();
            int score = engine.think(Level.MASTER, SearchLimits.depth(depth), null).info.score;
            if (Evaluation.isMate(score)) {
              score = score > 0 ? 30000 : -30000;
            }
            out.println(g.number + " " + ply + " " + score);
            if (++written % 100 == 0) {
              out.flush(); // a run stopped early keeps what it scored
            }
            if (written % 500 == 0) {
              System.err.println(written + " positions, " + (System.currentTimeMillis() - start) / 1000 + " s");
            }
          }
          b.play(b.fromPoint(g.moves.get(ply)));
        }
      }
    }
    System.err.println(written + " positions in " + (System.currentTimeMillis() - start) / 1000 + " s");
  }
}
