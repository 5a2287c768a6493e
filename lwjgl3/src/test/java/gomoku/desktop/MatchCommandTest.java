package gomoku.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import gomoku.engine.Level;
import gomoku.rules.Notation;
import gomoku.rules.Rule;
import org.junit.jupiter.api.Test;

class MatchCommandTest {
  @Test
  void playersAreReadWithTheirDefaults() {
    MatchCommand.Spec master = MatchCommand.Spec.parse("Master:250");
    assertEquals(Level.MASTER, master.level);
    assertEquals(250, master.amount);
    assertEquals(100, MatchCommand.Spec.parse("hard").amount);
    MatchCommand.Spec tutorial = MatchCommand.Spec.parse("tutorial");
    assertNull(tutorial.level);
    assertEquals(4, tutorial.amount);
  }

  @Test
  void aMistypedPlayerIsNamedBeforeAnyGameStarts() {
    assertMessage("master's milliseconds wants a whole number, not 'x'", "master:x");
    assertMessage("tutorial's depth must be at least 1, not 0", "tutorial:0");
    assertMessage("unknown player 'wizard': the players are " + MatchCommand.PLAYERS, "wizard");
    assertMessage("player 'easy:1:2' has more than one ':'", "easy:1:2");
    assertMessage("player 'beginner:500': beginner does not search, so it takes no time; write beginner",
        "beginner:500");
    assertEquals(Level.BEGINNER, MatchCommand.Spec.parse("Beginner").level);
  }

  @Test
  void anOpeningThatCannotBePlayedUnderTheRuleIsRefused() {
    // h8 i9 then black's second stone on h8 again: not a legal move in any rule.
    int[] twice = moves("h8i9h8");
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> MatchCommand.startingPosition(twice, Rule.RENJU, "opening 3 of o.txt"));
    assertEquals("opening 3 of o.txt: h8 cannot be played under renju", e.getMessage());
    assertEquals(2, MatchCommand.startingPosition(moves("h8i9"), Rule.RENJU, "x").moveCount());
  }

  private static int[] moves(String text) {
    return Notation.parseMoves(15, text).stream().mapToInt(Integer::intValue).toArray();
  }

  private static void assertMessage(String expected, String spec) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> MatchCommand.Spec.parse(spec));
    assertEquals(expected, e.getMessage());
  }
}
