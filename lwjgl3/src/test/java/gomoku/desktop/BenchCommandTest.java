package gomoku.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** The bench refuses a wrong command line with a message, before it searches anything. */
class BenchCommandTest {
  @Test
  void aWrongDepthIsNamed() {
    assertMessage("DEPTH wants a whole number, not 'x'", "x");
    assertMessage("DEPTH must be at least 1, not 0", "0");
    assertMessage("DEPTH must be at most " + BenchCommand.MAX_DEPTH + ", not 99", "99");
  }

  @Test
  void aWrongOptionIsNamed() {
    assertMessage("unknown option --fast", "--fast");
    assertMessage("--threads needs a value", "--threads");
    assertMessage("--threads wants a whole number, not 'two'", "--threads", "two");
    assertMessage("unexpected 'extra'", "--speed", "extra");
    assertMessage("unexpected '9'", "8", "9");
  }

  private static void assertMessage(String expected, String... args) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> BenchCommand.run(args));
    assertEquals(expected, e.getMessage());
  }
}
