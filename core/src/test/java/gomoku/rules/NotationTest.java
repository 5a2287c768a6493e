package gomoku.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class NotationTest {
  @Test
  void centreOf15IsH8() {
    assertEquals("h8", Notation.name(15, 7 * 15 + 7));
    assertEquals(7 * 15 + 7, Notation.parsePoint(15, "H8"));
  }

  @Test
  void cornersAreA1AtBottomLeftAndO15AtTopRight() {
    assertEquals("a1", Notation.name(15, 14 * 15));
    assertEquals("o15", Notation.name(15, 14));
    assertEquals("t20", Notation.name(20, 19));
  }

  @Test
  void moveStringsRoundTrip() {
    List<Integer> moves = Notation.parseMoves(15, "h8i9j10 a1,o15");
    assertEquals(Arrays.asList(7 * 15 + 7, 6 * 15 + 8, 5 * 15 + 9, 14 * 15, 14), moves);
    assertEquals("h8i9j10a1o15", Notation.moveString(15, moves));
  }

  @Test
  void everyPointOfEverySizeRoundTrips() {
    for (int size : new int[] {15, 19, 20}) {
      for (int p = 0; p < size * size; p++) {
        assertEquals(p, Notation.parsePoint(size, Notation.name(size, p)));
      }
    }
  }

  @Test
  void badInputIsRefusedWithAClearMessage() {
    assertTrue(assertThrows(IllegalArgumentException.class, () -> Notation.parseMoves(15, "h8p3"))
        .getMessage().contains("bad column 'p'"));
    assertTrue(assertThrows(IllegalArgumentException.class, () -> Notation.parseMoves(15, "h8i16"))
        .getMessage().contains("off the board"));
    assertTrue(assertThrows(IllegalArgumentException.class, () -> Notation.parseMoves(15, "h8i"))
        .getMessage().contains("missing row"));
    assertThrows(IllegalArgumentException.class, () -> Notation.parsePoint(15, "h8 i9"));
    assertThrows(IllegalArgumentException.class, () -> Notation.parsePoint(15, ""));
    assertThrows(IllegalArgumentException.class, () -> Notation.parsePoint(15, "h0"));
  }

  @Test
  void randomTextNeverThrowsAnythingButIllegalArgument() {
    Random r = new Random(1);
    String alphabet = "abhoz0123456789 ,;xyzHQ-\u4e2d";
    for (int i = 0; i < 20000; i++) {
      StringBuilder sb = new StringBuilder();
      int len = r.nextInt(12);
      for (int k = 0; k < len; k++) {
        sb.append(alphabet.charAt(r.nextInt(alphabet.length())));
      }
      try {
        for (int p : Notation.parseMoves(15, sb.toString())) {
          assertTrue(p >= 0 && p < 225 || p == GameState.PASS, sb.toString());
        }
      } catch (IllegalArgumentException expected) {
        assertTrue(expected.getMessage().length() > 0);
      }
    }
  }

  @Test
  void aPassIsWrittenAsTwoDashesAndReadBack() {
    List<Integer> moves = Notation.parseMoves(15, "--h8 i9--");
    assertEquals(List.of(GameState.PASS, 112, 98, GameState.PASS), moves);
    assertEquals("--h8i9--", Notation.moveString(15, moves));
    assertThrows(IllegalArgumentException.class, () -> Notation.parseMoves(15, "h8-i9"), "one dash is no pass");
  }
}
