package gomoku.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.game.Puzzle;
import gomoku.rules.Rule;
import gomoku.ui.BoardLayoutLine;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The puzzles in the desktop jar under Xvfb: one solved by following the hints, one failed by a quiet move, taken
 * back and solved, a defence failed and then found, and the progress kept for the next start.
 */
class DesktopPuzzleIT {
  @TempDir
  Path home;

  /** The latest line so far that starts with {@code prefix} (the screen logs some before its layout). */
  static String latest(DesktopSession d, String prefix) {
    java.util.List<String> lines = d.linesSoFar(prefix);
    return lines.get(lines.size() - 1);
  }

  /** A corner point (or b14) that is neither a stone of the puzzle nor one of its keys: a move that does nothing. */
  static String emptyCorner(Puzzle p) {
    for (String candidate : new String[] {"a15", "o15", "a1", "o1", "b14"}) {
      int point = gomoku.rules.Notation.parsePoint(15, candidate);
      if (!p.moves.contains(point) && !p.keys.contains(point)) {
        return candidate;
      }
    }
    throw new AssertionError("no empty corner in " + p.toLine());
  }

  /** Follows the hints (area, then move) and clicks each named move until the puzzle is solved. */
  static void solveWithHints(DesktopSession d, BoardLayoutLine board) throws Exception {
    for (int step = 0; step < 20; step++) {
      d.clickLatest("puzzles: Hint at");
      assertTrue(d.awaitLine("puzzle hint:", 5_000).startsWith("puzzle hint: area "));
      d.clickLatest("puzzles: Hint at");
      String move = d.awaitLine("puzzle hint:", 5_000).substring("puzzle hint: move ".length());
      d.click(board.x(move), board.y(move));
      String result = d.awaitLine("puzzle move: " + move + ", answer", 20_000);
      if (result.endsWith("SOLVED")) {
        return;
      }
      assertTrue(result.endsWith("GOING"), result);
    }
  }

  @Test
  void aPuzzleSolvedWithHintsAnotherFailedTakenBackAndSolvedAndTheProgressKept() throws Exception {
    try (DesktopSession d = new DesktopSession(home)) {
      d.chooseOnHome("Puzzles");
      d.awaitLine("puzzles shown", 10_000);
      BoardLayoutLine board = BoardLayoutLine.parse(latest(d, "layout:"));
      String first = d.awaitLine("puzzle shown:", 10_000);
      assertTrue(first.startsWith("puzzle shown: Freestyle 1 of "), first);
      solveWithHints(d, board);
      // Once over, the shape that decided it is named (the info line shows it too: see the screenshot).
      Puzzle solved = Puzzle.parse(Rule.FREESTYLE, 15, first.substring(first.indexOf(": ", 14) + 2));
      assertEquals("puzzle over: solved, theme " + solved.theme.token, d.awaitLine("puzzle over:", 5_000));
      assertTrue(d.awaitLine("message: Solved", 5_000).startsWith("message: Solved! · "), "the shape named");
      d.screenshot("desktop-puzzle-solved.png");

      d.clickLatest("puzzles: Next at");
      String shown = d.awaitLine("puzzle shown:", 5_000);
      assertTrue(shown.startsWith("puzzle shown: Freestyle 2 of "), shown);
      Puzzle p = Puzzle.parse(Rule.FREESTYLE, 15, shown.substring(shown.indexOf(": ", 14) + 2));
      String quiet = emptyCorner(p);
      d.click(board.x(quiet), board.y(quiet));
      assertTrue(d.awaitLine("puzzle move: " + quiet + ", answer", 20_000).endsWith("FAILED"));
      assertTrue(d.awaitLine("message:", 5_000).startsWith("message: Not a four"));
      Thread.sleep(300);
      d.screenshot("desktop-puzzle-failed.png");
      d.clickLatest("puzzles: Take back at");
      d.awaitLine("puzzle take back:", 5_000);
      solveWithHints(d, board);

      // A win by threes, then a defence: the kind filter steps all, fours, threes, defence.
      for (String kind : new String[] {"VCF", "VCT", "DEFENCE"}) {
        d.clickLatest("puzzles: Kind at");
        assertEquals("puzzles kind shown: " + kind, d.awaitLine("puzzles kind shown:", 5_000));
        d.awaitLine("puzzle shown:", 5_000);
        if (kind.equals("VCT")) {
          solveWithHints(d, board);
          // The defender's answers to the threes were found on the engine's thread, the frames going on meanwhile.
          assertTrue(d.linesSoFar("puzzle move:").stream().anyMatch(l -> l.endsWith(", the defender thinks")),
              "" + d.linesSoFar("puzzle move:"));
          assertTrue(d.awaitLine("message: Solved", 5_000).startsWith("message: Solved! · "), "the shape named");
        }
      }
      String defence = latest(d, "puzzle shown:");
      assertTrue(defence.contains(" defence "), defence);
      Puzzle q = Puzzle.parse(Rule.FREESTYLE, 15, defence.substring(defence.indexOf(": ", 14) + 2));
      String wrong = emptyCorner(q);
      Thread.sleep(300);
      d.screenshot("desktop-puzzle-defence.png");
      d.click(board.x(wrong), board.y(wrong));
      assertTrue(d.awaitLine("puzzle move: " + wrong + ", answer", 20_000).endsWith("FAILED"));
      assertTrue(d.awaitLine("message:", 5_000).startsWith("message: That does not stop it: the attack goes on"));
      Thread.sleep(300);
      d.screenshot("desktop-puzzle-defence-refuted.png"); // the attack's line as numbered see-through stones
      d.clickLatest("puzzles: Take back at");
      d.awaitLine("puzzle take back:", 5_000);
      solveWithHints(d, board);
      assertTrue(d.awaitLine("message: Solved", 5_000).startsWith("message: Solved! · "), "the shape named");
      Thread.sleep(300);
      d.screenshot("desktop-puzzle-defence-solved.png");

      // A defence of a longer win (the difficulty filter's steps): a wrong move shows the attack's line to its end.
      Puzzle longer = q;
      for (int step = 0; step < 5 && longer.threats < 2; step++) {
        d.clickLatest("puzzles: Difficulty at");
        String next = d.awaitLine("puzzle shown:", 5_000);
        longer = Puzzle.parse(Rule.FREESTYLE, 15, next.substring(next.indexOf(": ", 14) + 2));
      }
      assertTrue(longer.kind == Puzzle.Kind.DEFENCE && longer.threats >= 2, longer.toLine());
      String corner = emptyCorner(longer);
      d.click(board.x(corner), board.y(corner));
      assertTrue(d.awaitLine("puzzle move: " + corner + ", answer", 20_000).endsWith("FAILED"));
      Thread.sleep(300);
      d.screenshot("desktop-puzzle-defence-line.png");
    }
    try (DesktopSession d = new DesktopSession(home)) {
      d.chooseOnHome("Puzzles");
      d.awaitLine("puzzles shown", 10_000);
      String shown = d.awaitLine("puzzle shown:", 10_000);
      assertTrue(shown.startsWith("puzzle shown: Freestyle 3 of "), "the first puzzle not yet seen: " + shown);
      // Renju's kind filter has a fifth step: white's wins whose last block is forbidden to black.
      d.clickLatest("puzzles: Rule Renju at");
      d.awaitLine("puzzle shown: Renju", 10_000);
      for (String kind : new String[] {"VCF", "VCT", "DEFENCE", "FORBIDDEN_BLOCK"}) {
        d.clickLatest("puzzles: Kind at");
        assertEquals("puzzles kind shown: " + kind, d.awaitLine("puzzles kind shown:", 5_000));
        d.awaitLine("puzzle shown:", 5_000);
      }
      String forbidden = latest(d, "puzzle shown:");
      assertTrue(forbidden.endsWith(" forbidden"), forbidden);
      Thread.sleep(300);
      d.screenshot("desktop-puzzle-renju-forbidden.png");
      d.clickLatest("puzzles: Rule Freestyle at");
      d.awaitLine("puzzle shown: Freestyle", 10_000);
      d.clickLatest("puzzles: Mine at");
      assertEquals("message: No puzzles of yours yet: a review keeps here the wins you missed",
          d.awaitLine("message:", 5_000));
    }
  }
}
