package gomoku.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.rules.Notation;
import java.util.Random;
import org.junit.jupiter.api.Test;

class GameTextTest {
  @Test
  void readsMoveStringsAndPsqRecords() {
    assertEquals(Notation.parseMoves(15, "h8i9"), GameText.parse(" H8 i9 ", 15).moves);
    GameText psq = GameText.parse("Piskvorky 20x20, 11:11, 0\n10,10,0\n", 15);
    assertEquals(20, psq.size);
    assertEquals(1, psq.moves.size());
  }

  @Test
  void textThatIsNoGameRecordIsSaidToBeNone() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> GameText.parse("xyzzy garbage\n12 34", 15));
    assertTrue(e.getMessage().startsWith("this is not a game record: expected a move string such as h8i9j10"),
        e.getMessage());
    IllegalArgumentException move = assertThrows(IllegalArgumentException.class, () -> GameText.parse("h8z99", 15));
    assertTrue(!move.getMessage().startsWith("this is not a game record"), "a bad move is named: " + move.getMessage());
  }

  @Test
  void aLinkWithARuleOrSizeAloneOpensAnEmptyBoardOrSaysWhyNot() {
    GameLink renju = GameLink.parse(null, "renju", null);
    assertEquals(gomoku.rules.Rule.RENJU, renju.rule);
    assertEquals(0, renju.moves.size());
    IllegalArgumentException size = assertThrows(IllegalArgumentException.class, () -> GameLink.parse(null, null, "7"));
    assertEquals("boards are 15, 19 or 20 wide, not 7", size.getMessage());
    assertThrows(IllegalArgumentException.class, () -> GameLink.parse(null, "nonsense", null));
  }

  @Test
  void saysWhatIsWrong() {
    assertTrue(assertThrows(IllegalArgumentException.class, () -> GameText.parse("  ", 15)).getMessage()
        .contains("nothing to load"));
    assertTrue(assertThrows(IllegalArgumentException.class, () -> GameText.parse("h8z9", 15)).getMessage()
        .contains("bad column"));
    assertTrue(assertThrows(IllegalArgumentException.class, () -> GameText.parse("h8h99", 15)).getMessage()
        .length() > 5);
  }

  @Test
  void randomPastesNeverThrowAnythingButAClearRefusal() {
    Random r = new Random(3);
    String alphabet = "abcdefghijklmnopqrstuvwxyz0123456789 ,;\nPiskvorky-x";
    for (int i = 0; i < 20000; i++) {
      StringBuilder sb = new StringBuilder();
      for (int k = r.nextInt(40); k > 0; k--) {
        sb.append(alphabet.charAt(r.nextInt(alphabet.length())));
      }
      try {
        GameText g = GameText.parse(sb.toString(), 15);
        for (int p : g.moves) {
          assertTrue(p >= 0 && p < g.size * g.size);
        }
      } catch (IllegalArgumentException e) {
        assertTrue(e.getMessage() != null && !e.getMessage().isEmpty(), sb.toString());
      }
    }
  }
}
