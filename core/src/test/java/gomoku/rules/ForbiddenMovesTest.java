package gomoku.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.ArrayList;
import java.util.List;

/** Renju forbidden points, each position checked in all 8 symmetries of the board. */
class ForbiddenMovesTest {

  static List<Arguments> positions() {
    List<Arguments> cases = new ArrayList<>();
    add(cases, "open three twice: double three", Forbidden.DOUBLE_THREE,
        "...X...",
        "...X...",
        ".XX*...",
        ".......",
        ".......");
    add(cases, "split three and a three: double three", Forbidden.DOUBLE_THREE,
        "....X..",
        "....X..",
        ".X.X*..",
        ".......",
        ".......");
    add(cases, "diagonal three and a horizontal three: double three", Forbidden.DOUBLE_THREE,
        ".X.....",
        "..X....",
        "...*XX.",
        ".......",
        ".......");
    add(cases, "one three blocked by white: allowed", Forbidden.NONE,
        "...X...",
        "...X...",
        "OXX*...",
        ".......",
        ".......");
    add(cases, "a split four (X.XX*) and a three (4-3): allowed", Forbidden.NONE,
        "....X...",
        "....X...",
        "X.XX*...",
        "........",
        "........");
    add(cases, "four and three (4-3): allowed", Forbidden.NONE,
        "....X..",
        "....X..",
        "OXXX*..",
        ".......",
        ".......");
    add(cases, "two fours on two lines: double four", Forbidden.DOUBLE_FOUR,
        "....O..",
        "....X..",
        "....X..",
        "....X..",
        "OXXX*..",
        ".......");
    add(cases, "X.X*X.X: two fours on one line", Forbidden.DOUBLE_FOUR, "X.X*X.X");
    add(cases, "XX.*X.XX: two fours on one line", Forbidden.DOUBLE_FOUR, "XX.*X.XX");
    add(cases, "XXX.*.XXX: two fours on one line", Forbidden.DOUBLE_FOUR, "XXX.*.XXX");
    add(cases, "straight four is one four: allowed", Forbidden.NONE, "..XX*X..");
    add(cases, "overline", Forbidden.OVERLINE, "XXX*XX");
    add(cases, "overline across a gap of one", Forbidden.OVERLINE, ".XX*XXX.");
    add(cases, "exact five that is also 4-4: the five wins, allowed", Forbidden.NONE,
        "O.......",
        ".X......",
        "..X.....",
        "...X....",
        "XXXX*...",
        "....X...",
        "....X...",
        "....X...",
        "....O...");
    add(cases, "five next to an overline stone elsewhere: allowed", Forbidden.NONE, "OXXXX*.X");
    // The horizontal XX* could become a straight four only at the two points marked by the columns of
    // five black stones; a stone there would be an overline, so the horizontal is no three.
    add(cases, "false three: its completion points are forbidden (overline)", Forbidden.NONE,
        "...........",
        "...........",
        "..X...X....",
        "..X..XX....",
        "..X..XX....",
        "...XX*.....",
        "..X...X....",
        "..X...X....",
        "...........",
        "...........");
    add(cases, "the same two threes without the columns: double three", Forbidden.DOUBLE_THREE,
        "...........",
        "...........",
        "...........",
        ".....X.....",
        ".....X.....",
        "...XX*.....",
        "...........",
        "...........",
        "...........",
        "...........");
    return cases;
  }

  private static void add(List<Arguments> cases, String name, Forbidden expected, String... rows) {
    for (int s = 0; s < 8; s++) {
      cases.add(Arguments.of(name + " [symmetry " + s + "]", expected, s, rows));
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("positions")
  void forbiddenPoint(String name, Forbidden expected, int symmetry, String[] rows) {
    Diagram d = new Diagram(15, symmetry, rows);
    Board board = d.board();
    assertEquals(expected, ForbiddenMoves.check(board, d.marked), name);
    assertEquals(d.black.size() + d.white.size(), board.stoneCount(), "the check leaves the board as it was");
  }
}
