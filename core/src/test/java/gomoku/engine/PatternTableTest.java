package gomoku.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import gomoku.rules.Rule;
import org.junit.jupiter.api.Test;

/** The pattern tables' shortcuts give the same answers as the full ones. */
class PatternTableTest {

  /**
   * Freestyle keys hold four neighbours each side, not five: nothing five away can change a freestyle pattern.
   * Every one of the 2^20 reach-5 keys must give the same patterns as the same key without its outer two cells.
   */
  @Test
  void freestyleIgnoresStonesFiveAway() {
    PatternTable full = new PatternTable(Rule.FREESTYLE, 5);
    PatternTable used = PatternTable.forRule(Rule.FREESTYLE);
    assertEquals(4, used.reach);
    assertEquals(1 << 16, used.keyCount());
    for (int key = 0; key < full.keyCount(); key++) {
      // drop slot 0 (offset -5) and slot 9 (offset +5)
      int inner = (key >>> 2) & 0xffff;
      assertEquals(full.patterns(key), used.patterns(inner), "key " + Integer.toBinaryString(key));
    }
  }

  /**
   * {@code X.XXX*} (the stone at *): under standard rules filling the gap makes six, so only the point after *
   * makes five, a four (B4); in freestyle both points make five, an open four (F4). Only a table that sees five
   * cells back can tell.
   */
  @Test
  void exactFiveRulesSeeTheStoneFiveAway() {
    PatternTable standard = PatternTable.forRule(Rule.STANDARD);
    PatternTable freestyle = PatternTable.forRule(Rule.FREESTYLE);
    assertEquals(5, standard.reach);
    assertEquals(5, PatternTable.forRule(Rule.RENJU).reach);
    assertEquals(Pattern.B4, standard.pattern(1, blackAt(standard, -5, -3, -2, -1)));
    assertEquals(Pattern.F4, freestyle.pattern(1, blackAt(freestyle, -3, -2, -1)));
  }

  private static int blackAt(PatternTable table, int... offsets) {
    int key = 0;
    for (int offset : offsets) {
      key |= 1 << (2 * table.slot(offset));
    }
    return key;
  }
}
