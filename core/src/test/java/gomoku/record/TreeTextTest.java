package gomoku.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.rules.Notation;
import java.util.Random;
import org.junit.jupiter.api.Test;

class TreeTextTest {
  @Test
  void nestedVariationsReadBackAsWritten() {
    String text = "h8i9j10(i10j9(k12)l5)k11(a1)b2(c3)";
    GameTree t = TreeText.read(15, text);
    assertEquals(text, TreeText.write(15, t));
    assertEquals(Notation.parseMoves(15, "h8i9j10k11b2"), t.path(), "the player starts at the main line's end");
  }

  @Test
  void forwardFollowsTheMainLineInsideAVariationRead() {
    GameTree t = TreeText.read(15, "h8i9j10(i10j9(k12)l5)k11");
    t.goTo(gomoku.rules.Notation.parseMoves(15, "h8i9i10"));
    assertEquals(gomoku.rules.Notation.parseMoves(15, "h8i9i10j9l5"), t.line());
  }

  @Test
  void aPlainMoveStringIsATreeWithoutVariations() {
    GameTree t = TreeText.read(15, "h8 i9 j10");
    assertEquals(3, t.size());
    assertEquals("h8i9j10", TreeText.write(15, t));
  }

  @Test
  void brokenTextIsRefusedWithItsReason() {
    assertEquals("a variation is not closed (a ')' is missing)",
        assertThrows(IllegalArgumentException.class, () -> TreeText.read(15, "h8i9(j10")).getMessage());
    assertEquals("a ')' at character 5 closes no variation",
        assertThrows(IllegalArgumentException.class, () -> TreeText.read(15, "h8i9)")).getMessage());
    assertEquals("a variation (at character 1) must follow a move",
        assertThrows(IllegalArgumentException.class, () -> TreeText.read(15, "(h8)")).getMessage());
    assertEquals("'z9' (at character 3) is not a point of a 15x15 board",
        assertThrows(IllegalArgumentException.class, () -> TreeText.read(15, "h8z9")).getMessage());
  }

  @Test
  void randomTextIsReadOrRefusedButNeverCrashes() {
    Random random = new Random(7);
    String alphabet = "abcho0123456789()  ,;x";
    for (int n = 0; n < 5000; n++) {
      StringBuilder b = new StringBuilder();
      int length = random.nextInt(30);
      for (int i = 0; i < length; i++) {
        b.append(alphabet.charAt(random.nextInt(alphabet.length())));
      }
      try {
        GameTree t = TreeText.read(15, b.toString());
        // What was read writes out as a text that reads back to the same tree.
        String written = TreeText.write(15, t);
        assertEquals(written, TreeText.write(15, TreeText.read(15, written)), b.toString());
      } catch (IllegalArgumentException e) {
        assertTrue(e.getMessage() != null && !e.getMessage().isEmpty(), b.toString());
      }
    }
  }
}
