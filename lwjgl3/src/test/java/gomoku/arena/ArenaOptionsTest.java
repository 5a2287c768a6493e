package gomoku.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import gomoku.rules.Rule;
import org.junit.jupiter.api.Test;

class ArenaOptionsTest {
  @Test
  void readsEveryOption() {
    ArenaOptions o = ArenaOptions.parse(new String[] {"a", "b", "96", "--turn", "300", "--match", "60000",
        "--tolerance", "20", "--rule", "Renju", "--out", "games", "--parallel", "1", "--sprt", "0,30",
        "--openings", "o.txt"});
    assertEquals("a", o.engineA);
    assertEquals("b", o.engineB);
    assertEquals(96, o.games);
    assertEquals(300, o.settings.turnMillis);
    assertEquals(60000, o.settings.matchMillis);
    assertEquals(20, o.settings.toleranceMillis);
    assertEquals(Rule.RENJU, o.settings.rule);
    assertEquals("games", o.out.toString());
    assertEquals(1, o.parallel);
    assertEquals(30.0, o.sprt.elo1);
    assertEquals("o.txt", o.openings);
  }

  @Test
  void aMistypedNumberIsNamedNotThrownAsAStackTrace() {
    assertMessage("--turn wants a whole number, not 'x'", "a", "b", "10", "--turn", "x");
    assertMessage("GAMES wants a whole number, not 'ten'", "a", "b", "ten");
    assertMessage("--parallel must be at least 1, not 0", "a", "b", "10", "--parallel", "0");
    assertMessage("--match cannot be negative: -5", "a", "b", "10", "--match", "-5");
    assertMessage("--sprt wants two Elo bounds, e.g. 0,30, not '0,x'", "a", "b", "10", "--sprt", "0,x");
  }

  @Test
  void anOptionWithoutItsValueOrAnUnknownOneIsRefused() {
    assertMessage("--turn needs a value", "a", "b", "10", "--turn");
    assertMessage("unknown option --turns", "a", "b", "10", "--turns", "300");
    assertMessage("--rule wants freestyle, standard or renju, not 'caro'", "a", "b", "10", "--rule", "caro");
    assertMessage("two engines and a number of games are needed", "a", "b");
  }

  @Test
  void aSequentialTestsVerdictSaysWhichBoundTheGamesFavour() {
    assertEquals("accepted H1: A is nearer +30 Elo than +0", Arena.Sprt.parse("0,30").verdict(1));
    assertEquals("accepted H0: A is nearer +0 Elo than +30", Arena.Sprt.parse("0,30").verdict(-1));
    assertEquals("accepted H1: A is nearer +0 Elo than -30", Arena.Sprt.parse("-30,0").verdict(1));
    assertEquals("accepted H1: A is nearer +5.5 Elo than -2.5", Arena.Sprt.parse("-2.5,5.5").verdict(1));
    assertEquals("no decision within the games allowed", Arena.Sprt.parse("0,10").verdict(0));
  }

  private static void assertMessage(String expected, String... args) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ArenaOptions.parse(args));
    assertEquals(expected, e.getMessage());
  }
}
