package gomoku.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import gomoku.rules.Notation;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RenjuOpeningsTest {
  private static List<Integer> line(int size, String... names) {
    List<Integer> moves = new ArrayList<>();
    for (String n : names) {
      moves.add(Notation.parsePoint(size, n));
    }
    return moves;
  }

  @Test
  void theBooksDiagramsNameTheirOpenings() {
    assertEquals("1D", RenjuOpenings.of(15, line(15, "h8", "h9", "h10")), "Kansei: black, white, black in a column");
    assertEquals("4D", RenjuOpenings.of(15, line(15, "h8", "h9", "i9")), "Kagetsu");
    assertEquals("6D", RenjuOpenings.of(15, line(15, "h8", "h9", "g8")), "Ugetsu, mirrored");
    assertEquals("13D", RenjuOpenings.of(15, line(15, "h8", "h9", "j6")), "Yusei");
    assertEquals("1I", RenjuOpenings.of(15, line(15, "h8", "i9", "j10")), "Chosei: a diagonal");
    assertEquals("2I", RenjuOpenings.of(15, line(15, "h8", "i9", "j9")), "Kyogetsu, mirrored across the diagonal");
    assertEquals("11I", RenjuOpenings.of(15, line(15, "h8", "i9", "g7")), "Shagetsu");
    assertEquals("13I", RenjuOpenings.of(15, line(15, "h8", "i9", "f6")), "Suisei");
  }

  @Test
  void everyOpeningIsItselfUnderTheEightSymmetries() {
    for (String code : RenjuOpenings.CODES) {
      int[] moves = RenjuOpenings.moves(code, 15);
      for (int s = 0; s < 8; s++) {
        List<Integer> turned = new ArrayList<>();
        for (int p : moves) {
          turned.add(symmetry(s, 15, p));
        }
        assertEquals(code, RenjuOpenings.of(15, turned), code + " under symmetry " + s);
      }
    }
  }

  @Test
  void everyStartOfThatShapeIsExactlyOneOfTheTwentySix() {
    // White on one of the 8 neighbours, black's third on one of the 23 free points of the central 5×5.
    Map<String, Integer> seen = new HashMap<>();
    int c = 7;
    for (int wx = -1; wx <= 1; wx++) {
      for (int wy = -1; wy <= 1; wy++) {
        if (wx == 0 && wy == 0) {
          continue;
        }
        for (int tx = -2; tx <= 2; tx++) {
          for (int ty = -2; ty <= 2; ty++) {
            if ((tx == 0 && ty == 0) || (tx == wx && ty == wy)) {
              continue;
            }
            String code = RenjuOpenings.of(15,
                Arrays.asList(c * 15 + c, (c + wy) * 15 + c + wx, (c + ty) * 15 + c + tx));
            assertNotNull(code, "white " + wx + "," + wy + ", black " + tx + "," + ty);
            seen.merge(code, 1, Integer::sum);
          }
        }
      }
    }
    assertEquals(26, seen.size(), "all 26 appear: " + seen);
    assertEquals(8 * 23, seen.values().stream().mapToInt(Integer::intValue).sum());
  }

  @Test
  void otherStartsAreNotNamed() {
    assertNull(RenjuOpenings.of(15, line(15, "h8", "h9")), "two stones");
    assertNull(RenjuOpenings.of(15, line(15, "g8", "h9", "i9")), "first stone off the centre");
    assertNull(RenjuOpenings.of(15, line(15, "h8", "h10", "i9")), "white not beside black");
    assertNull(RenjuOpenings.of(15, line(15, "h8", "h9", "h11")), "third stone outside the 5×5");
  }

  @Test
  void aBoardOfEvenSizeCountsFromTheCentreTheTournamentOpeningsUse() {
    int[] kagetsu = RenjuOpenings.moves("4D", 20);
    assertEquals("k10", Notation.name(20, kagetsu[0]));
    assertEquals("4D", RenjuOpenings.of(20, Arrays.asList(kagetsu[0], kagetsu[1], kagetsu[2])));
    assertEquals("4D", RenjuOpenings.of(19, line(19, "j10", "j11", "k11")));
  }

  @Test
  void anUnknownCodeIsRefusedInWords() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RenjuOpenings.moves("14D", 15));
    assertEquals("no renju opening 14D on a 15×15 board", e.getMessage());
  }

  /** Symmetry {@code s} of the board about its centre, on rules points. */
  private static int symmetry(int s, int size, int p) {
    int x = p % size - size / 2;
    int y = p / size - size / 2;
    for (int i = 0; i < s % 4; i++) {
      int keep = x;
      x = -y;
      y = keep;
    }
    if (s >= 4) {
      x = -x;
    }
    return (y + size / 2) * size + x + size / 2;
  }
}
