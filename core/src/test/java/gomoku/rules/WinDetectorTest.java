package gomoku.rules;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Who wins with which run, under each rule, in all 8 symmetries. The marked point is the last stone played. */
class WinDetectorTest {

  static List<Arguments> cases() {
    List<Arguments> c = new ArrayList<>();
    String[] blackFive = {"XXXX*"};
    String[] blackSix = {"XXX*XX"};
    String[] whiteSix = {"OOO*OO"};
    String[] blackFour = {"XXX*."};
    String[] diagonalFive = {"X....", ".X...", "..*..", "...X.", "....X"};
    String[] blockedFive = {"OXXXX*O"};
    add(c, Rule.FREESTYLE, Stone.BLACK, blackFive, 5);
    add(c, Rule.STANDARD, Stone.BLACK, blackFive, 5);
    add(c, Rule.RENJU, Stone.BLACK, blackFive, 5);
    add(c, Rule.FREESTYLE, Stone.BLACK, blackSix, 6);
    add(c, Rule.STANDARD, Stone.BLACK, blackSix, 0);
    add(c, Rule.RENJU, Stone.BLACK, blackSix, 0);
    add(c, Rule.STANDARD, Stone.WHITE, whiteSix, 0);
    add(c, Rule.RENJU, Stone.WHITE, whiteSix, 6);
    add(c, Rule.FREESTYLE, Stone.WHITE, whiteSix, 6);
    add(c, Rule.FREESTYLE, Stone.BLACK, blackFour, 0);
    add(c, Rule.FREESTYLE, Stone.BLACK, diagonalFive, 5);
    add(c, Rule.STANDARD, Stone.BLACK, blockedFive, 5);
    return c;
  }

  private static void add(List<Arguments> c, Rule rule, int colour, String[] rows, int expectedLength) {
    for (int s = 0; s < 8; s++) {
      c.add(Arguments.of(rule + " " + Stone.name(colour) + " " + String.join("/", rows) + " [symmetry " + s + "]",
          rule, colour, rows, s, expectedLength));
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void winningRun(String name, Rule rule, int colour, String[] rows, int symmetry, int expectedLength) {
    Diagram d = new Diagram(15, symmetry, rows);
    Board board = d.board();
    board.place(d.marked, colour);
    int[] line = WinDetector.winningLine(board, d.marked, rule);
    if (expectedLength == 0) {
      assertNull(line, name);
      return;
    }
    assertNotNull(line, name);
    assertEquals(expectedLength, line.length, name);
    int[] sortedLine = line.clone();
    Arrays.sort(sortedLine);
    List<Integer> stones = new ArrayList<>(colour == Stone.BLACK ? d.black : d.white);
    stones.add(d.marked);
    int[] expected = stones.stream().mapToInt(Integer::intValue).sorted().toArray();
    if (expected.length == expectedLength) {
      assertArrayEquals(expected, sortedLine, name + ": the line is exactly the run's stones");
    }
  }
}
