package gomoku.engine;

import gomoku.rules.GameState;
import gomoku.rules.Notation;
import gomoku.rules.Rule;
import gomoku.rules.Stone;
import gomoku.rules.Verdict;
import gomoku.rules.WinDetector;
import java.util.ArrayList;
import java.util.List;

/** Test helpers: move strings in any of the 8 symmetries, and an independent check of a claimed VCF. */
final class Lines {
  private Lines() {}

  static List<Integer> transform(List<Integer> moves, int size, int symmetry) {
    List<Integer> out = new ArrayList<>();
    for (int p : moves) {
      out.add(transform(p, size, symmetry));
    }
    return out;
  }

  static int transform(int p, int size, int symmetry) {
    return gomoku.rules.Diagram.transform(p % size, p / size, size, symmetry);
  }

  /** Points where {@code colour} would win at once, by the rules' own win detection. */
  static List<Integer> winningPoints(GameState g, int colour) {
    List<Integer> out = new ArrayList<>();
    for (int p = 0; p < g.size() * g.size(); p++) {
      if (g.board().get(p) == Stone.EMPTY) {
        g.board().place(p, colour);
        if (WinDetector.winningLine(g.board(), p, g.rule()) != null) {
          out.add(p);
        }
        g.board().remove(p);
      }
    }
    return out;
  }

  /**
   * Checks, with the rules alone, that {@code line} (rules points, attacker first) is a victory by continuous
   * fours from {@code position}: every attacking move is legal and leaves exactly one five point (or two, or
   * a five, which ends it), every defence is that one point, the defender never has a five of its own, and
   * the end is a win the defender cannot stop. Returns a reason when it is not, or null.
   */
  static String checkVcf(Rule rule, int size, List<Integer> position, int[] line) {
    GameState g = GameState.replay(rule, size, position);
    int attacker = g.sideToMove();
    int defender = 3 - attacker;
    for (int i = 0; i < line.length; i++) {
      String where = "move " + (i + 1) + " " + Notation.name(size, line[i]);
      if (i % 2 == 0) {
        if (!winningPoints(g, defender).isEmpty()) {
          return where + ": the defender has a five point";
        }
        Verdict v = g.play(line[i]);
        if (!v.isLegal()) {
          return where + ": " + v.message;
        }
        if (g.outcome().isOver()) {
          return i == line.length - 1 ? null : where + ": the game ended early";
        }
        List<Integer> fives = winningPoints(g, attacker);
        if (fives.isEmpty()) {
          return where + ": not a four";
        }
        boolean cannotBlock = fives.size() >= 2 || !g.check(fives.get(0)).isLegal();
        if (i == line.length - 1) {
          return cannotBlock ? null : where + ": the last four can be blocked";
        }
        if (i + 1 < line.length && (fives.size() != 1 || fives.get(0) != line[i + 1])) {
          if (cannotBlock && i + 2 >= line.length - 1) {
            continue; // the line shows one of two five points being blocked
          }
          return where + ": the defence " + Notation.name(size, line[i + 1]) + " is not the forced block";
        }
      } else {
        Verdict v = g.play(line[i]);
        if (!v.isLegal()) {
          return where + ": defence " + v.message;
        }
      }
    }
    return "the line ends without a win";
  }
}
