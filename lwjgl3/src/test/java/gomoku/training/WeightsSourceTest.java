package gomoku.training;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class WeightsSourceTest {
  private static final String EMPTY = "final class W {\n  private W() {}\n}\n";

  @Test
  void aNewConstantGoesBeforeTheConstructorAndIsReplacedAfterwards() {
    String once = WeightsSource.withConstant(EMPTY, "W", "FREESTYLE", "1,2,3");
    assertEquals(
        "final class W {\n  private static final String FREESTYLE =\n      \"1,2,3\";\n\n  private W() {}\n}\n", once);
    String twice = WeightsSource.withConstant(once, "W", "FREESTYLE", "4");
    assertEquals(
        "final class W {\n  private static final String FREESTYLE =\n      \"4\";\n\n  private W() {}\n}\n", twice);
  }

  @Test
  void longTablesAreSplitIntoLinesOfAHundred() {
    StringBuilder encoded = new StringBuilder();
    for (int i = 0; i < 250; i++) {
      encoded.append((char) ('a' + i % 26));
    }
    String s = WeightsSource.withConstant(EMPTY, "W", "X", encoded.toString());
    assertEquals(2, s.split("\n          \\+ \"", -1).length - 1, "three lines, two of them continued: " + s);
    assertEquals(encoded.toString(), s.replaceAll("(?s).*X =\\s*\"|\"\\s*\\+\\s*\"|\";.*", ""));
  }

  @Test
  void aClassWithoutItsConstructorIsRefused() {
    assertThrows(IllegalArgumentException.class, () -> WeightsSource.withConstant("class Q {}", "Q", "X", "1"));
  }
}
