import gomoku.engine.CutNodeLabels;
import gomoku.engine.Search;
import gomoku.engine.SearchBoard;
import gomoku.engine.SearchLimits;
import gomoku.engine.TranspositionTable;
import gomoku.rules.Rule;
import gomoku.training.TrainingGame;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.zip.GZIPOutputStream;

/**
 * The move order's training data from the search's own cut nodes (gomoku.engine.CutNodeLabels): from move 6 on,
 * every K-th position of the training games is searched afresh at NODES nodes with one quiet cut node in RATE
 * (of depth up to 6) labelled, each of its candidates searched again against the node's beta. Writes one line a
 * labelled node: the game's number, then CutNodeLabels' line. Deterministic: one thread, games in order, a fresh
 * table and search for every position. Fitted by tools/OrderCutoffsFit.java.
 *
 * <pre>java -cp lwjgl3/target/gomoku-desktop.jar tools/OrderCutoffs.java RULE NODES K RATE OUT.gz GAMES_FILE...</pre>
 */
public class OrderCutoffs {
  public static void main(String[] args) throws Exception {
    if (args.length < 6) {
      System.err.println("usage: OrderCutoffs RULE NODES K RATE OUT.gz GAMES_FILE...");
      System.exit(2);
    }
    Rule rule = Rule.valueOf(args[0].toUpperCase(Locale.ROOT));
    int nodes = Integer.parseInt(args[1]);
    int every = Integer.parseInt(args[2]);
    int rate = Integer.parseInt(args[3]);
    List<Path> files = new ArrayList<>();
    for (int i = 5; i < args.length; i++) {
      files.add(Paths.get(args[i]));
    }
    int maxGames = Integer.getInteger("games", Integer.MAX_VALUE);
    List<TrainingGame> games = TrainingGame.read(files);
    TranspositionTable tt = new TranspositionTable(TranspositionTable.bitsFor(16L << 20));
    long start = System.currentTimeMillis();
    int lines = 0;
    try (PrintWriter out = new PrintWriter(new OutputStreamWriter(
        new GZIPOutputStream(Files.newOutputStream(Paths.get(args[4]))), StandardCharsets.UTF_8))) {
      for (int g = 0; g < games.size() && g < maxGames; g++) {
        TrainingGame game = games.get(g);
        SearchBoard b = new SearchBoard(15, rule);
        List<String> found = new ArrayList<>();
        for (int ply = 0; ply < game.moves.size(); ply++) {
          if (ply >= 6 && ply % every == game.number % every) {
            tt.clear();
            Search search = new Search(b, tt);
            search.setCutNodeLabels(new CutNodeLabels(found::add, rate, 6));
            SearchLimits limits = new SearchLimits();
            limits.nodes = nodes;
            search.think(limits, null);
          }
          b.play(b.fromPoint(game.moves.get(ply)));
        }
        for (String line : found) {
          out.println(game.number + " " + line);
        }
        lines += found.size();
        if ((g + 1) % 100 == 0) {
          System.err.println((g + 1) + " games, " + lines + " nodes, " + (System.currentTimeMillis() - start) / 1000
              + " s");
        }
      }
    }
    System.err.println(lines + " labelled cut nodes written to " + args[4]);
  }
}
