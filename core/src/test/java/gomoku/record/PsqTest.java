package gomoku.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.rules.Notation;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class PsqTest {
  @Test
  void writesPiskvorkLinesOneBasedFromTheTopLeft() {
    List<Integer> moves = Notation.parseMoves(15, "h8i9");
    String text = Psq.write(15, moves, Arrays.asList(5, 412), Arrays.asList("black: a", "white: b"));
    assertEquals("Piskvorky 15x15, 11:11, 0\n8,8,5\n9,7,412\n-1\nblack: a\nwhite: b\n", text);
  }

  /** A record pasted through a one-line field, its line breaks turned into spaces, reads the same. */
  @Test
  void aRecordWithItsLinesJoinedBySpacesReadsTheSame() {
    List<Integer> moves = Notation.parseMoves(15, "h8i9j10a1o15");
    String text = Psq.write(15, moves, Arrays.asList(5, 6, 7, 8, 9), Arrays.asList("result: 1-0"));
    Psq.Game joined = Psq.parse(text.replace('\n', ' '));
    assertEquals(15, joined.size);
    assertEquals(moves, joined.moves);
    assertEquals(Arrays.asList(5, 6, 7, 8, 9), joined.millis);
    assertEquals(moves, Psq.parse("Piskvorky 15x15 8,8 9,7 10,6 1,15 15,1").moves);
  }

  @Test
  void readsWhatItWritesAndSkipsTheTrailer() {
    List<Integer> moves = Notation.parseMoves(15, "h8i9j10a1o15");
    Psq.Game g = Psq.parse(Psq.write(15, moves, null, Arrays.asList("result: 1-0", "3,3")));
    assertEquals(15, g.size);
    assertEquals(moves, g.moves);
    assertEquals(Arrays.asList(0, 0, 0, 0, 0), g.millis);
  }

  @Test
  void acceptsWindowsLineEndsAndMovesWithoutTimes() {
    Psq.Game g = Psq.parse("Piskvorky 20x20, 11:11, 0\r\n10,10\r\n11,11,7\r\n");
    assertEquals(20, g.size);
    assertEquals(Arrays.asList(9 * 20 + 9, 10 * 20 + 10), g.moves);
  }

  @Test
  void explainsWhatIsWrong() {
    assertMessage("", "empty");
    assertMessage("Gomoku 15x15\n8,8,0", "line 1: expected 'Piskvorky");
    assertMessage("Piskvorky 15y15, 11:11, 0", "not WxH");
    assertMessage("Piskvorky 15x20, 11:11, 0", "not square");
    assertMessage("Piskvorky 99x99, 11:11, 0", "outside 5..26");
    assertMessage("Piskvorky 15x15, 11:11, 0\n8,8,0\n16,1,0", "line 3: move 16,1 is off the 15x15 board");
    assertMessage("Piskvorky 15x15, 11:11, 0\n8,8,0\n8,8,0", "line 3: point 8,8 is played twice");
  }

  @Test
  void randomAndTruncatedInputEitherParsesOrSaysWhy() {
    Random r = new Random(7);
    String good = Psq.write(15, Notation.parseMoves(15, "h8i9j10k11g7f6"), null, null);
    String alphabet = "Piskvorky0123456789x,-\n\r ";
    for (int i = 0; i < 20000; i++) {
      String text;
      if (i % 2 == 0) {
        text = good.substring(0, r.nextInt(good.length() + 1));
      } else {
        StringBuilder sb = new StringBuilder(i % 4 == 1 ? "Piskvorky 15x15, 11:11, 0\n" : "");
        for (int k = r.nextInt(60); k > 0; k--) {
          sb.append(alphabet.charAt(r.nextInt(alphabet.length())));
        }
        text = sb.toString();
      }
      try {
        Psq.Game g = Psq.parse(text);
        for (int p : g.moves) {
          assertTrue(p >= 0 && p < g.size * g.size, "point on the board: " + text);
        }
      } catch (IllegalArgumentException e) {
        assertTrue(e.getMessage() != null && !e.getMessage().isEmpty(), "a message for " + text);
      }
    }
  }

  private static void assertMessage(String text, String expected) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Psq.parse(text));
    assertTrue(e.getMessage().contains(expected), e.getMessage());
  }
}
