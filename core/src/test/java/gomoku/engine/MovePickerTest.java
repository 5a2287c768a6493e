package gomoku.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.rules.Diagram;
import gomoku.rules.Rule;
import gomoku.rules.Stone;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Which moves a node searches, and in what order, read from positions drawn as diagrams (black to move). */
class MovePickerTest {
  /**
   * Black's open two {@code XX} on the top row gives it lone open-three points on that row, and nothing else
   * there. At {@code *} a black stone makes two open twos (across and down) and a closed three (the diagonal,
   * against white's {@code O}) at once: no threat yet, but three lines built by one stone.
   */
  private static final String[] LONE_THREES_AND_A_BUILDER = {
    ".............",
    "...XX........",
    ".............",
    ".............",
    "......*X.....",
    "......XX.....",
    "........X....",
    ".........O...",
  };

  /**
   * Black (to move) can make a four at {@code *} or one point further, blocked by white's {@code O}; white's
   * open two gives it points that would make open threes, which black might want to take first.
   */
  private static final String[] A_FOUR_TO_MAKE = {
    ".............",
    ".OXXX*.......",
    ".............",
    ".....OO......",
    ".............",
  };

  /** White's open three {@code OOO}: black must stop its open four (or make fours of its own). */
  private static final String[] FACING_AN_OPEN_THREE = {
    ".............",
    "....OOO......",
    ".............",
    "....X.X......",
    ".....X.......",
    ".............",
  };

  private static SearchBoard boardFor(Diagram d) {
    SearchBoard b = new SearchBoard(15, Rule.FREESTYLE);
    for (int p : d.moveOrder(Stone.BLACK)) {
      b.play(b.fromPoint(p));
    }
    assertEquals(Stone.BLACK, b.sideToMove());
    return b;
  }

  /**
   * Every move {@code picker} gives at the root of a fresh search (no table move, killers or history), best
   * first.
   */
  private static List<Integer> ordered(SearchBoard b, MovePicker picker) {
    int[] moves = new int[b.size * b.size];
    int[] keys = new int[moves.length];
    int n = picker.generate(moves, keys, -1, -1, -1, -1, new int[b.stride * b.stride]);
    MovePicker.sort(moves, keys, n);
    List<Integer> out = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      out.add(moves[i]);
    }
    return out;
  }

  private static List<Integer> ordered(SearchBoard b) {
    return ordered(b, new MovePicker(b));
  }

  /** What the order weighs beyond the threat classes: black's point score and 4/5 of white's. */
  private static int score(SearchBoard b, int q) {
    return b.pointScore(Stone.BLACK, q) + b.pointScore(Stone.WHITE, q) * 4 / 5;
  }

  /**
   * An open three is a threat the opponent must answer, so its point outranks every quiet point, however much
   * more the quiet point scores. Ranking such points by their scores among the quiet ones instead was level in
   * self-play (docs/arena/order-no-three-tier-sprt.txt).
   */
  @ParameterizedTest(name = "symmetry {0}")
  @ValueSource(ints = {0, 1, 2, 3, 4, 5, 6, 7})
  void anOpenThreeOutranksAQuietStoneThatBuildsThreeLines(int symmetry) {
    Diagram d = new Diagram(15, symmetry, LONE_THREES_AND_A_BUILDER);
    SearchBoard b = boardFor(d);
    int builder = b.fromPoint(d.marked);
    assertEquals(Threat.NONE, b.threat(Stone.BLACK, builder), "no threat at the builder");
    assertEquals(Threat.NONE, b.threat(Stone.WHITE, builder));
    List<Integer> order = ordered(b);
    int loneThrees = 0;
    for (int q : order) {
      boolean loneThree = b.threat(Stone.BLACK, q) == Threat.THREE && b.threat(Stone.WHITE, q) == Threat.NONE;
      if (loneThree && score(b, q) < score(b, builder)) {
        loneThrees++;
        assertTrue(order.indexOf(q) < order.indexOf(builder),
            "the open-three point " + b.toPoint(q) + " comes before the builder, which scores more");
      }
    }
    assertTrue(loneThrees >= 2, "the top row's open two gives lone open-three points that score less: " + loneThrees);
  }

  @ParameterizedTest(name = "symmetry {0}")
  @ValueSource(ints = {0, 1, 2, 3, 4, 5, 6, 7})
  void ourFourComesFirstAmongQuietMoves(int symmetry) {
    Diagram d = new Diagram(15, symmetry, A_FOUR_TO_MAKE);
    SearchBoard b = boardFor(d);
    List<Integer> order = ordered(b);
    assertEquals(Threat.FOUR, b.threat(Stone.BLACK, b.fromPoint(d.marked)));
    assertTrue(order.indexOf(b.fromPoint(d.marked)) < 2, "the four at * is one of the first two");
    assertEquals(Threat.FOUR, b.threat(Stone.BLACK, order.get(1)), "and the other four is the other one");
  }

  @ParameterizedTest(name = "symmetry {0}")
  @ValueSource(ints = {0, 1, 2, 3, 4, 5, 6, 7})
  void facingAnOpenThreeOnlyThePointsOnItsLineAreSearched(int symmetry) {
    Diagram d = new Diagram(15, symmetry, FACING_AN_OPEN_THREE);
    SearchBoard b = boardFor(d);
    MovePicker picker = new MovePicker(b);
    List<Integer> moves = ordered(b, picker);
    assertTrue(picker.forced, "an open three forces the reply");
    assertFalse(b.threatCount(Stone.BLACK, Threat.FOUR) > 0, "black has no four to answer with");
    // Its two ends and the two points beyond them, where white would make a four on that line; only the ends
    // really stop it (the search finds that out), but nothing off the line can.
    assertEquals(4, moves.size(), "the ends and the points beyond");
    int stops = 0;
    for (int q : moves) {
      b.play(q);
      stops += b.threatCount(Stone.WHITE, Threat.FLEX_FOUR) == 0 ? 1 : 0;
      b.undo();
    }
    assertEquals(2, stops, "a stone on either end leaves white no open four");
  }
}
