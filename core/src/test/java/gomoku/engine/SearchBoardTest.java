package gomoku.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.rules.ForbiddenMoves;
import gomoku.rules.GameState;
import gomoku.rules.Rule;
import gomoku.rules.Stone;
import gomoku.rules.WinDetector;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The incremental tables always equal tables built from scratch, and agree with the rules. */
class SearchBoardTest {

  @ParameterizedTest
  @EnumSource(Rule.class)
  void incrementalUpdatesMatchAFreshBoard(Rule rule) {
    Random r = new Random(7 + rule.ordinal());
    for (int game = 0; game < 30; game++) {
      SearchBoard b = new SearchBoard(15, rule);
      List<Integer> played = new ArrayList<>();
      int length = 10 + r.nextInt(60);
      while (played.size() < length) {
        int p = r.nextInt(225);
        if (!b.isEmpty(b.fromPoint(p))) {
          continue;
        }
        b.play(b.fromPoint(p));
        played.add(p);
        if (r.nextInt(5) == 0) {
          b.undo();
          played.remove(played.size() - 1);
        }
      }
      SearchBoard fresh = new SearchBoard(15, rule);
      for (int p : played) {
        fresh.play(fresh.fromPoint(p));
      }
      assertSame(fresh, b);
      while (b.moveCount() > 0) {
        b.undo();
      }
      assertSame(new SearchBoard(15, rule), b);
    }
  }

  /** Up to {@code tries} random stones, alternating colours, stopping short of a five for either side. */
  static SearchBoard randomPosition(Rule rule, Random r, int tries) {
    SearchBoard b = new SearchBoard(15, rule);
    for (int i = 0; i < tries; i++) {
      int p = b.fromPoint(r.nextInt(225));
      if (b.isEmpty(p) && b.threatCount(1, Threat.FIVE) == 0 && b.threatCount(2, Threat.FIVE) == 0) {
        b.play(p);
      }
    }
    return b;
  }

  /** A legal move near the last stone when there is one, else any legal move. */
  static int nextMove(GameState g, Random r) {
    int last = g.lastMove() < 0 ? 112 : g.lastMove();
    for (int tries = 0; tries < 60; tries++) {
      int x = Math.max(0, Math.min(14, last % 15 + r.nextInt(5) - 2));
      int y = Math.max(0, Math.min(14, last / 15 + r.nextInt(5) - 2));
      if (g.check(y * 15 + x).isLegal()) {
        return y * 15 + x;
      }
    }
    for (int p = 0; p < 225; p++) {
      if (g.check(p).isLegal()) {
        return p;
      }
    }
    throw new IllegalStateException("no legal move in " + g.moveString());
  }

  private static void assertSame(SearchBoard expected, SearchBoard actual) {
    assertEquals(expected.hash1(), actual.hash1());
    assertEquals(expected.hash2(), actual.hash2());
    for (int c = 1; c <= 2; c++) {
      assertEquals(expected.evalSum(c, true), actual.evalSum(c, true));
      assertEquals(expected.evalSum(c, false), actual.evalSum(c, false));
      for (int t = 0; t < Threat.COUNT; t++) {
        assertEquals(expected.threatCount(c, t), actual.threatCount(c, t), "count of " + Threat.name(t));
      }
      for (int q : expected.interior) {
        if (expected.isEmpty(q)) {
          assertEquals(expected.threat(c, q), actual.threat(c, q));
          for (int d = 0; d < 4; d++) {
            assertEquals(expected.linePattern(c, q, d), actual.linePattern(c, q, d));
          }
        }
        assertEquals(expected.hasNeighbours(q), actual.hasNeighbours(q));
      }
    }
    assertThreatPointsAreTheClassesOnTheBoard(actual);
    List<Integer> nearStones = new ArrayList<>();
    for (int q : actual.interior) {
      if (actual.isEmpty(q) && actual.hasNeighbours(q)) {
        nearStones.add(q);
      }
    }
    int[] out = new int[225];
    int n = actual.candidates.points(out);
    List<Integer> listed = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      listed.add(out[i]);
    }
    assertEquals(nearStones, listed, "the quiet candidates: empty points near a stone, in board order");
  }

  /** The threat point lists (kept as bitsets) hold exactly the empty points of each class, in board order. */
  private static void assertThreatPointsAreTheClassesOnTheBoard(SearchBoard b) {
    for (int c = 1; c <= 2; c++) {
      for (int min = Threat.THREE; min < Threat.COUNT; min++) {
        List<Integer> expected = new ArrayList<>();
        for (int q : b.interior) {
          if (b.isEmpty(q) && b.threat(c, q) >= min) {
            expected.add(q);
          }
        }
        int[] out = new int[225];
        int n = b.threatIndex.points(c, min, out);
        List<Integer> actual = new ArrayList<>();
        for (int i = 0; i < n; i++) {
          actual.add(out[i]);
        }
        assertEquals(expected, actual, "colour " + c + ", " + Threat.name(min) + " or more");
        if (min == Threat.FOUR) {
          for (int q : b.interior) {
            if (b.isEmpty(q) && makesFour(b, c, q)) {
              assertTrue(actual.contains(q), "a point where a stone makes a four is listed with the fours");
            }
          }
        }
      }
    }
  }

  /**
   * Previewing a move gives exactly the evaluation and hash that playing it gives, calls a position quiet
   * exactly when neither side has a five point, the side to move no open-four or 4-3 point, and the board has
   * room, and says whether the mover then holds a 3-3, 4-3 or open-four point.
   */
  @ParameterizedTest
  @EnumSource(Rule.class)
  void previewingAMoveEqualsPlayingIt(Rule rule) {
    Random r = new Random(17 + rule.ordinal());
    int quiet = 0;
    int notQuiet = 0;
    int forcingSeen = 0;
    for (int game = 0; game < 40; game++) {
      SearchBoard b = randomPosition(rule, r, 4 + r.nextInt(50));
      for (int q : b.interior) {
        if (!b.isEmpty(q)) {
          continue;
        }
        boolean previewed = b.quietPreview.of(q);
        int preview = b.quietPreview.evaluation;
        boolean forcing = b.quietPreview.forcing;
        int h1 = b.hash1After(q);
        int h2 = b.hash2After(q);
        b.play(q);
        assertEquals(b.hash1(), h1, "hash after " + q);
        assertEquals(b.hash2(), h2, "hash after " + q);
        int me = b.sideToMove();
        int mover = 3 - me;
        boolean isQuiet = b.threatCount(me, Threat.FIVE) == 0 && b.threatCount(3 - me, Threat.FIVE) == 0
            && b.threatCount(me, Threat.FLEX_FOUR) == 0 && b.threatCount(me, Threat.FOUR_THREE) == 0;
        assertEquals(isQuiet, previewed, "quiet after " + q);
        if (previewed) {
          assertEquals(b.evaluate(), preview, "evaluation after " + q);
          boolean moverForces = b.threatCount(mover, Threat.DOUBLE_THREE) + b.threatCount(mover, Threat.FOUR_THREE)
              + b.threatCount(mover, Threat.FLEX_FOUR) > 0;
          assertEquals(moverForces, forcing, "the mover's 3-3, 4-3 or open-four points after " + q);
          forcingSeen += forcing ? 1 : 0;
          quiet++;
        } else {
          notQuiet++;
        }
        b.undo();
      }
    }
    assertTrue(quiet > 1000 && notQuiet > 100, "both kinds were seen: " + quiet + " quiet, " + notQuiet + " not");
    assertTrue(forcingSeen > 100 && forcingSeen < quiet - 100,
        "quiet ones with and without forcing points: " + forcingSeen);
  }

  private static boolean makesFour(SearchBoard b, int colour, int q) {
    for (int d = 0; d < 4; d++) {
      int p = b.linePattern(colour, q, d);
      if (p == Pattern.B4 || p == Pattern.F4) {
        return true;
      }
    }
    return false;
  }

  @Test
  void theStopsOfAnOpenThreeAreTheFourPointsOnItsLine() {
    SearchBoard b = new SearchBoard(15, Rule.FREESTYLE);
    // Black h8 i8 j8 (an open three on row 8), a closed three far away (c3 c4 c5 under white's c2); white
    // stones elsewhere; white to move.
    int[] black = {at(b, "h8"), at(b, "i8"), at(b, "j8"), at(b, "c3"), at(b, "c4"), at(b, "c5")};
    int[] white = {at(b, "c2"), at(b, "n14"), at(b, "a14"), at(b, "n1"), at(b, "a10"), at(b, "o6")};
    for (int i = 0; i < black.length; i++) {
      b.play(black[i]);
      b.play(white[i]);
    }
    b.play(at(b, "m13")); // black's seventh stone, alone; white to move
    b.threatIndex.markOpenFourStops(Stone.BLACK);
    Set<String> marked = new HashSet<>();
    for (int q : b.interior) {
      if (b.isEmpty(q) && b.threatIndex.stopsOpenFour(q)) {
        marked.add(gomoku.rules.Notation.name(15, b.toPoint(q)));
      }
    }
    // g8 and k8 make the straight four; f8 and l8 a four. The closed three's c6 (a four too) stops nothing.
    assertEquals(new HashSet<>(Arrays.asList("f8", "g8", "k8", "l8")), marked);
  }

  private static int at(SearchBoard b, String name) {
    return b.fromPoint(gomoku.rules.Notation.parsePoint(15, name));
  }

  @Test
  void aPassHandsTheMoveOverAndHasItsOwnHash() {
    SearchBoard b = new SearchBoard(15, Rule.FREESTYLE);
    b.play(at(b, "h8"));
    b.play(at(b, "i9"));
    b.play(at(b, "h9"));
    int h1 = b.hash1();
    int h2 = b.hash2();
    int eval = b.evaluate();
    b.playNull();
    assertEquals(Stone.BLACK, b.sideToMove(), "white passed: black is to move");
    assertEquals(-1, b.lastMove());
    assertTrue(b.hash1() != h1 || b.hash2() != h2, "the position after a pass is not the one before");
    b.play(at(b, "h10")); // a real move inside the pass is taken back as usual
    b.undo();
    b.undoNull();
    assertEquals(Stone.WHITE, b.sideToMove());
    assertEquals(h1, b.hash1());
    assertEquals(h2, b.hash2());
    assertEquals(eval, b.evaluate());
    assertEquals(at(b, "h9"), b.lastMove());
  }

  /** A defender's stone anywhere but on a marked point leaves the attacker an open-four point. */
  @ParameterizedTest
  @EnumSource(Rule.class)
  void everyUnmarkedPointLeavesTheOpenFour(Rule rule) {
    Random r = new Random(31 + rule.ordinal());
    int checked = 0;
    for (int game = 0; game < 400; game++) {
      SearchBoard b = randomPosition(rule, r, 8 + r.nextInt(40));
      int attacker = 3 - b.sideToMove();
      if (b.threatCount(attacker, Threat.FLEX_FOUR) == 0 || b.threatCount(attacker, Threat.FIVE) > 0) {
        continue;
      }
      b.threatIndex.markOpenFourStops(attacker);
      for (int q : b.interior) {
        if (b.isEmpty(q) && !b.threatIndex.stopsOpenFour(q)) {
          b.play(q);
          assertTrue(b.threatCount(attacker, Threat.FLEX_FOUR) > 0,
              "after a stone on the unmarked " + q + " the attacker still has an open-four point");
          b.undo();
          checked++;
        }
      }
    }
    assertTrue(checked > 1000, "enough positions with an open three were tried: " + checked);
  }

  @ParameterizedTest
  @EnumSource(Rule.class)
  void fivePointsAndForbiddenPointsAgreeWithTheRules(Rule rule) {
    Random r = new Random(99 + rule.ordinal());
    int checkedFives = 0;
    for (int game = 0; game < 60; game++) {
      GameState g = new GameState(rule, 15);
      SearchBoard b = new SearchBoard(15, rule);
      while (!g.outcome().isOver() && g.moveCount() < 120) {
        // Every empty point: the engine's FIVE class is exactly "the rules would call this move a win".
        int me = g.sideToMove();
        for (int p = 0; p < 225; p++) {
          if (g.board().get(p) != Stone.EMPTY) {
            continue;
          }
          int q = b.fromPoint(p);
          g.board().place(p, me);
          boolean wins = WinDetector.winningLine(g.board(), p, rule) != null;
          g.board().remove(p);
          assertEquals(wins, b.threat(me, q) == Threat.FIVE, "five at " + p + " after " + g.moveString());
          if (wins) {
            checkedFives++;
          }
          if (rule == Rule.RENJU && me == Stone.BLACK) {
            assertEquals(ForbiddenMoves.isForbidden(g.board(), p), b.isForbidden(me, q),
                "forbidden at " + p + " after " + g.moveString());
          }
        }
        // Play near the last stones so that lines form.
        int p = nextMove(g, r);
        g.play(p);
        b.play(b.fromPoint(p));
      }
    }
    org.junit.jupiter.api.Assertions.assertTrue(checkedFives > 50, "enough fives were seen: " + checkedFives);
  }

  /**
   * Renju black's forbidden shapes made of fours are decided from the line patterns, and agree with the
   * rules' exact test: an overline, a 4-4 across two lines, a 4-4 on one line; a straight four is allowed.
   */
  @ParameterizedTest(name = "{0} at {1}: forbidden {2}")
  @org.junit.jupiter.params.provider.CsvSource({
    "h8 i8 j8 l8 m8 n8, k8, true", // h8 to n8: seven in a row, an overline
    "h8 i8 j8 k9 k10 k11, k8, true", // a four on row 8 and one on column k: 4-4
    "f8 h8 i8 l8, j8, true", // X.XXX.X: g8 and k8 both make five, two fours on one line
    "e8 g8 h8 k8, i8, true", // the same shape, the stone at its other end
    "h8 i8 j8, k8, false", // a straight four (.XXXX.) alone
    "h8 i8 j8 k10 k11, k8, false", // a straight four and an open three: 4-3
    "g8 i8 j8 l8 n8, k8, false" // i8 to l8 in a row, but h8 and m8 both make six: no four at all
  })
  void forbiddenFoursFromThePatternsAgreeWithTheRules(String blackStones, String point, boolean forbidden) {
    SearchBoard b = new SearchBoard(15, Rule.RENJU);
    gomoku.rules.Board board = new gomoku.rules.Board(15);
    String[] whites = {"a1", "a3", "a5", "a7", "a9", "a11", "a13", "a15"};
    int w = 0;
    for (String name : blackStones.split(" ")) {
      b.play(at(b, name)); // black
      board.place(gomoku.rules.Notation.parsePoint(15, name), Stone.BLACK);
      b.play(at(b, whites[w])); // white, far away
      board.place(gomoku.rules.Notation.parsePoint(15, whites[w]), Stone.WHITE);
      w++;
    }
    int p = gomoku.rules.Notation.parsePoint(15, point);
    assertEquals(forbidden, ForbiddenMoves.isForbidden(board, p), "the rules' verdict");
    assertEquals(forbidden, b.isForbidden(Stone.BLACK, b.fromPoint(p)), "the engine's verdict");
  }
}
