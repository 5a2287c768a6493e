import gomoku.engine.Engine;
import gomoku.engine.Evaluation;
import gomoku.engine.Level;
import gomoku.engine.Search;
import gomoku.engine.SearchLimits;
import gomoku.rules.GameState;
import gomoku.rules.Notation;
import gomoku.rules.Rule;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * Random five-stone openings near the centre whose score after a depth-8 search stays within a bound, printed in
 * the openings file notation with a comment line each (run from the project root):
 * {@code java -cp lwjgl3/target/gomoku-desktop.jar tools/RandomOpenings.java COUNT SEED MAX_HUNDREDTHS [RULE]}
 * (RULE freestyle by default; under renju black's stones must be legal).
 *
 * <p>Why: two deterministic engines replay the same game from the same opening, so the 12 tournament openings
 * give only 24 different games however many are played. docs/arena/openings-48.txt holds the 12 and 36 of
 * these ({@code 36 20261122 1000}).
 */
public class RandomOpenings {
  public static void main(String[] args) {
    if (args.length < 3) {
      System.err.println(
          "usage: java -cp lwjgl3/target/gomoku-desktop.jar tools/RandomOpenings.java COUNT SEED MAX_HUNDREDTHS [RULE]");
      System.exit(2);
    }
    int want = Integer.parseInt(args[0]);
    Random random = new Random(Long.parseLong(args[1]));
    int bound = Integer.parseInt(args[2]);
    Rule rule = args.length > 3 ? Rule.valueOf(args[3].toUpperCase(java.util.Locale.ROOT)) : Rule.FREESTYLE;
    Set<String> seen = new HashSet<>();
    int found = 0;
    while (found < want) {
      List<Integer> moves = new ArrayList<>();
      StringBuilder line = new StringBuilder("0,0");
      moves.add(7 * 15 + 7);
      while (moves.size() < 5) {
        int dx = random.nextInt(7) - 3;
        int dy = random.nextInt(7) - 3;
        int p = (7 + dy) * 15 + 7 + dx;
        if (!moves.contains(p)) {
          moves.add(p);
          line.append(", ").append(dx).append(",").append(dy);
        }
      }
      if (!seen.add(line.toString()) || !legal(rule, moves)) {
        continue;
      }
      Engine engine = new Engine(16L << 20);
      engine.setPosition(rule, 15, moves);
      Search.Result r = engine.think(Level.MASTER, SearchLimits.depth(8), null);
      if (Evaluation.isMate(r.info.score) || Math.abs(r.info.score) > bound) {
        continue;
      }
      found++;
      System.out.println("# " + Notation.moveString(15, moves) + ": white to move, "
          + Evaluation.describe(r.info.score) + " at depth 8");
      System.out.println(line);
    }
  }

  /** Whether the stones are a legal, undecided game under the rule (renju: no forbidden black stone). */
  private static boolean legal(Rule rule, List<Integer> moves) {
    try {
      return !GameState.replay(rule, 15, moves).outcome().isOver();
    } catch (IllegalArgumentException e) {
      return false;
    }
  }
}
