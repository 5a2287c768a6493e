package gomoku.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class BoardLayoutLineTest {
  @Test
  void formatsAndReadsBack() {
    String line = BoardLayoutLine.format(15, 68f, 90f, 648f, 670f, 1100, 760);
    assertEquals("layout: size 15 a15 at 68,90 o1 at 648,670 screen 1100x760", line);
    BoardLayoutLine l = BoardLayoutLine.parse(line);
    assertEquals(68, l.x("a15"));
    assertEquals(90, l.y("a15"));
    assertEquals(358, l.x("h8"));
    assertEquals(380, l.y("h8"));
    assertEquals(670, l.y("a1"));
  }

  @Test
  void refusesOtherLines() {
    assertThrows(IllegalArgumentException.class, () -> BoardLayoutLine.parse("move 1: black h8"));
  }
}
