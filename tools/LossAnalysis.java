import gomoku.engine.Engine;
import gomoku.engine.Evaluation;
import gomoku.engine.Level;
import gomoku.engine.Search;
import gomoku.engine.SearchLimits;
import gomoku.record.Psq;
import gomoku.rules.Notation;
import gomoku.rules.Rule;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;

/**
 * Where an arena match's lost games were lost: for each game that A (our engine) lost, the first of A's moves
 * after which a longer search, from the opponent's side, finds a forced win; then what a search of the same
 * length from A's side makes of the position before that move:
 *
 * <ul>
 *   <li>{@code ALREADY_LOST}: it sees A lost already: the decisive mistake came earlier, deeper than the search;
 *   <li>{@code SAME_MOVE}: it plays the same move without seeing the loss;
 *   <li>{@code AVOIDABLE}: it plays another move, after which the opponent's search finds no win;
 *   <li>{@code ALT_ALSO_LOST}: it plays another move, which loses as well.
 * </ul>
 *
 * Each line also gives the score the search saw before the move, and what a 300 ms search plays there. The
 * positions are searched afresh (empty table), under freestyle, on 15×15 (the arena's Gomocup games).
 *
 * <pre>java -cp lwjgl3/target/gomoku-desktop.jar tools/LossAnalysis.java ARENA_LOG GAMES_DIR [millis]</pre>
 *
 * ARENA_LOG is the arena's output (its "game N A=colour B wins" lines), GAMES_DIR its {@code --out} folder.
 */
public class LossAnalysis {
  private static final Engine ENGINE = new Engine(64L << 20);
  /** The verdicts, indexed as {@link #analyse} returns them. */
  private static final String[] VERDICTS = {"ALREADY_LOST", "SAME_MOVE", "AVOIDABLE", "ALT_ALSO_LOST", "NONE"};

  public static void main(String[] args) throws Exception {
    if (args.length < 2) {
      System.err.println("usage: java -cp gomoku-desktop.jar tools/LossAnalysis.java ARENA_LOG GAMES_DIR [millis]");
      System.exit(2);
    }
    int millis = args.length > 2 ? Integer.parseInt(args[2]) : 1000;
    int[] verdicts = new int[VERDICTS.length];
    for (String line : Files.readAllLines(Paths.get(args[0]), StandardCharsets.UTF_8)) {
      String[] f = line.split(" ");
      if (f.length < 4 || !f[0].equals("game") || !f[3].equals("B")) {
        continue; // only "game N A=colour B wins: ..."
      }
      int number = Integer.parseInt(f[1]);
      String file = args[1] + "/game-" + (number < 10 ? "00" : number < 100 ? "0" : "") + number + ".psq";
      Psq.Game game = Psq.parse(new String(Files.readAllBytes(Paths.get(file)), StandardCharsets.UTF_8));
      int verdict = analyse(file, game, f[2].equals("A=black") ? 0 : 1, millis);
      verdicts[verdict]++;
    }
    StringBuilder total = new StringBuilder("total:");
    for (int i = 0; i < VERDICTS.length; i++) {
      total.append(' ').append(VERDICTS[i]).append(' ').append(verdicts[i]);
    }
    System.out.println(total);
  }

  /** Prints the game's line and returns its verdict (an index into {@link #VERDICTS}). */
  private static int analyse(String file, Psq.Game game, int parity, int millis) {
    List<Integer> moves = game.moves;
    int opening = 0;
    while (opening < moves.size() && game.millis.get(opening) == 0) {
      opening++; // the opening's stones are written with no thinking time
    }
    int ours = 0;
    for (int k = opening; k < moves.size(); k++) {
      if (k % 2 != parity) {
        continue;
      }
      ours++;
      Search.Result after = think(moves.subList(0, k + 1), millis);
      if (after.info.score <= Evaluation.MATE_BOUND) {
        continue;
      }
      Search.Result before = think(moves.subList(0, k), millis);
      int verdict;
      String detail = "";
      if (before.info.score < -Evaluation.MATE_BOUND) {
        verdict = 0;
      } else if (before.move == moves.get(k)) {
        verdict = 1;
      } else {
        List<Integer> other = new ArrayList<>(moves.subList(0, k));
        other.add(before.move);
        Search.Result afterOther = think(other, millis);
        verdict = afterOther.info.score > Evaluation.MATE_BOUND ? 3 : 2;
        detail = " instead " + name(before.move) + ", opponent then " + Evaluation.describe(afterOther.info.score);
      }
      Search.Result quick = think(moves.subList(0, k), 300);
      System.out.println(file + ": our move " + ours + " (ply " + (k + 1) + " of " + moves.size() + ") "
          + name(moves.get(k)) + ", opponent then " + Evaluation.describe(after.info.score) + "; before it "
          + Evaluation.describe(before.info.score) + ": " + VERDICTS[verdict] + detail + "; 300 ms plays "
          + name(quick.move) + " " + Evaluation.describe(quick.info.score));
      return verdict;
    }
    System.out.println(file + ": no forced win found for the opponent after any of our moves");
    return 4;
  }

  private static Search.Result think(List<Integer> moves, int millis) {
    ENGINE.setPosition(Rule.FREESTYLE, 15, moves);
    ENGINE.clearMemory();
    return ENGINE.think(Level.MASTER, SearchLimits.time(millis), null);
  }

  private static String name(int point) {
    return point < 0 ? "-" : Notation.name(15, point);
  }
}
