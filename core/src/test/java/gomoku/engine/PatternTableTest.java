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

  /**
   * The kinds of open three and open two, by how many points take them one level up. Everything not drawn is
   * empty, so each line has room; O is a white stone.
   */
  @Test
  void openThreesAndTwosComeInKinds() {
    for (Rule rule : Rule.values()) {
      PatternTable t = PatternTable.forRule(rule);
      // ..XX*.. : either end makes a straight four
      assertEquals(Pattern.F3S, t.pattern(1, blackAt(t, -2, -1)), rule.name());
      // .X.X*. : only the gap does (the ends make fours with one five point)
      assertEquals(Pattern.F3, t.pattern(1, blackAt(t, -3, -1)), rule.name());
      // O.XX*.. : the end by the white stone makes only a four
      assertEquals(Pattern.F3, t.pattern(1, blackAt(t, -2, -1) | whiteAt(t, -4)), rule.name());
      // ...X*... : two points beyond each end make open threes
      assertEquals(Pattern.F2B, t.pattern(1, blackAt(t, -1)), rule.name());
      // ..X.*.. : the gap and one point beyond each end
      assertEquals(Pattern.F2A, t.pattern(1, blackAt(t, -2)), rule.name());
      // .X..*. : only the two gaps
      assertEquals(Pattern.F2, t.pattern(1, blackAt(t, -3)), rule.name());
    }
    // every kind still counts as its level
    assertEquals(Pattern.F3, Pattern.coarse(Pattern.F3S));
    assertEquals(Pattern.F2, Pattern.coarse(Pattern.F2A));
    assertEquals(Pattern.F2, Pattern.coarse(Pattern.F2B));
  }

  private static int whiteAt(PatternTable table, int offset) {
    return 2 << (2 * table.slot(offset));
  }

  private static int blackAt(PatternTable table, int... offsets) {
    int key = 0;
    for (int offset : offsets) {
      key |= 1 << (2 * table.slot(offset));
    }
    return key;
  }
}
