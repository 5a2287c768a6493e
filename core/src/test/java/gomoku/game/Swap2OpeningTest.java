package gomoku.game;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class Swap2OpeningTest {

  @Test
  void threeStonesThenAChoiceThenTwoMoreThenTheLastChoice() {
    Swap2Opening o = new Swap2Opening(Opening.SWAP2);
    assertTrue(o.firstPlayerActs());
    assertFalse(o.stonePlaced(2));
    assertTrue(o.stonePlaced(3));
    assertEquals(Swap2.Phase.CHOOSE_AFTER_THREE, o.phase());
    assertFalse(o.firstPlayerActs(), "the second player chooses after three stones");
    o.choose(Swap2.Choice.TWO_MORE, 3);
    assertEquals(Swap2.Phase.PLACE_TWO, o.phase());
    assertTrue(o.stonePlaced(5));
    assertTrue(o.isChoosing());
    assertTrue(o.firstPlayerActs(), "the first player chooses after five");
    o.choose(Swap2.Choice.TAKE_WHITE, 5);
    assertFalse(o.isOn());
    assertEquals(5, o.end(), "undo stops at the opening's end");
  }

  @Test
  void withoutSwap2ThereIsNoOpeningToKeep() {
    Swap2Opening o = new Swap2Opening(Opening.FREE);
    assertFalse(o.isOn());
    assertEquals(0, o.end());
  }

  @Test
  void aComputerFirstPlayerTakesALegalTournamentOpening() {
    MatchSettings s = new MatchSettings();
    Swap2Opening o = new Swap2Opening(Opening.SWAP2);
    o.setOpenings(List.of(new int[] {112, 112, 113}, new int[] {112, 97, 128}), 1);
    assertArrayEquals(new int[] {112, 97, 128}, o.firstThreeStones(s), "the one with a stone twice is skipped");
  }
}
