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
import java.util.Locale;
import java.util.Random;
import java.util.Set;

/**
 * Balanced openings for the gauntlet (run from the project root):
 * {@code java -cp lwjgl3/target/gomoku-desktop.jar tools/BalancedOpenings.java COUNT SEED DEPTH MAX_SCORE [RULE]}.
 * Each is 3 to 6 random stones in the central 7×7 (black first, colours alternating), kept when a search to
 * DEPTH gives the side to move a score within ±MAX_SCORE (830: a win chance between 40% and 60%) and no
 * mate (a search to depth 10 first drops starts beyond twice that); under renju black's stones must be legal. Printed in the openings file notation, a comment line each.
 *
 * <p>Why: a gauntlet judged on openings that one colour wins by force measures the opening, not the engines; the
 * search depth, not a time, decides, so the same command gives the same file on any machine.
 */
public class BalancedOpenings {
  public static void main(String[] args) {
    if (args.length < 4) {
      System.err.println("usage: java -cp lwjgl3/target/gomoku-desktop.jar tools/BalancedOpenings.java COUNT SEED"
          + " DEPTH MAX_SCORE [freestyle|standard|renju]");
      System.exit(2);
    }
    int want = Integer.parseInt(args[0]);
    long seed = Long.parseLong(args[1]);
    int depth = Integer.parseInt(args[2]);
    int bound = Integer.parseInt(args[3]);
    Rule rule = args.length > 4 ? Rule.valueOf(args[4].toUpperCase(Locale.ROOT)) : Rule.FREESTYLE;
    Random random = new Random(seed);
    Set<String> seen = new HashSet<>();
    System.out.println("# " + want + " balanced " + rule.name().toLowerCase(Locale.ROOT) + " openings on 15x15: "
        + "tools/BalancedOpenings.java " + String.join(" ", args));
    System.out.println("# each: 3 to 6 stones in the central 7x7, |score| <= " + bound + " for the side to move at "
        + "depth " + depth + "; dx,dy from the centre, y downward, black's move first");
    int found = 0;
    int tried = 0;
    while (found < want) {
      int stones = 3 + random.nextInt(4);
      List<Integer> moves = new ArrayList<>();
      StringBuilder line = new StringBuilder();
      while (moves.size() < stones) {
        int dx = random.nextInt(7) - 3;
        int dy = random.nextInt(7) - 3;
        int p = (7 + dy) * 15 + 7 + dx;
        if (!moves.contains(p)) {
          moves.add(p);
          line.append(line.length() == 0 ? "" : ", ").append(dx).append(",").append(dy);
        }
      }
      if (!seen.add(canonical(moves)) || !undecided(rule, moves)) {
        continue;
      }
      tried++;
      // A shallow look first throws out most lopsided starts for a fiftieth of the deep search's time.
      if (!balanced(rule, moves, Math.min(depth, SCREEN_DEPTH), 2 * bound)) {
        continue;
      }
      Engine engine = new Engine(64L << 20);
      engine.setPosition(rule, 15, moves);
      Search.Result r = engine.think(Level.MASTER, SearchLimits.depth(depth), null);
      if (Evaluation.isMate(r.info.score) || Math.abs(r.info.score) > bound) {
        continue;
      }
      found++;
      System.out.println("# " + found + "/" + tried + ": " + Notation.moveString(15, moves) + ", "
          + (stones % 2 == 0 ? "black" : "white") + " to move, score " + r.info.score + " ("
          + Evaluation.winChance(r.info.score) + "%) at depth " + r.info.depth + ", best "
          + Notation.name(15, r.move));
      System.out.println(line);
      System.out.flush();
    }
  }

  private static final int SCREEN_DEPTH = 10;

  private static boolean balanced(Rule rule, List<Integer> moves, int depth, int bound) {
    Engine engine = new Engine(16L << 20);
    engine.setPosition(rule, 15, moves);
    Search.Result r = engine.think(Level.MASTER, SearchLimits.depth(depth), null);
    return !Evaluation.isMate(r.info.score) && Math.abs(r.info.score) <= bound;
  }

  /** Whether the stones are a legal, undecided game under the rule (renju: no forbidden black stone). */
  private static boolean undecided(Rule rule, List<Integer> moves) {
    try {
      return !GameState.replay(rule, 15, moves).outcome().isOver();
    } catch (IllegalArgumentException e) {
      return false;
    }
  }

  /** The same stones turned or mirrored are the same opening: the smallest of the eight as text. */
  private static String canonical(List<Integer> moves) {
    String best = null;
    for (int s = 0; s < 8; s++) {
      List<String> black = new ArrayList<>();
      List<String> white = new ArrayList<>();
      for (int i = 0; i < moves.size(); i++) {
        int x = moves.get(i) % 15 - 7;
        int y = moves.get(i) / 15 - 7;
        for (int k = 0; k < s % 4; k++) {
          int keep = x;
          x = -y;
          y = keep;
        }
        if (s >= 4) {
          x = -x;
        }
        (i % 2 == 0 ? black : white).add(x + "," + y);
      }
      java.util.Collections.sort(black);
      java.util.Collections.sort(white);
      String text = black + "/" + white;
      if (best == null || text.compareTo(best) < 0) {
        best = text;
      }
    }
    return best;
  }
}
