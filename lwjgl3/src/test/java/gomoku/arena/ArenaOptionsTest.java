package gomoku.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.rules.Rule;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ArenaOptionsTest {
  @Test
  void readsEveryOption() {
    ArenaOptions o = ArenaOptions.parse(new String[] {"a", "b", "96", "--turn", "300", "--match", "60000",
      "--tolerance", "20", "--gap", "25", "--memory", "64", "--rule", "Renju", "--out", "games", "--parallel", "1",
      "--sprt", "0,30",
      "--openings", "o.txt"});
    assertEquals("a", o.engineA);
    assertEquals("b", o.engineB);
    assertEquals(96, o.games);
    assertEquals(300, o.settings.turnMillis);
    assertEquals(60000, o.settings.matchMillis);
    assertEquals(20, o.settings.toleranceMillis);
    assertEquals(25, o.settings.gapMillis);
    assertEquals(64L << 20, o.settings.maxMemory);
    assertEquals(Rule.RENJU, o.settings.rule);
    assertEquals("games", o.out.toString());
    assertEquals(1, o.parallel);
    assertEquals(30.0, o.sprt.elo1);
    assertEquals("o.txt", o.openings);
    assertTrue(!o.resume);
    ArenaOptions resumed = ArenaOptions.parse(new String[] {"a", "b", "960", "--resume", "kept"});
    assertTrue(resumed.resume);
    assertEquals("kept", resumed.out.toString());
  }

  @Test
  void aMistypedNumberIsNamedNotThrownAsAStackTrace() {
    assertMessage("--turn wants a whole number, not 'x'", "a", "b", "10", "--turn", "x");
    assertMessage("--memory must be at least 1, not 0", "a", "b", "10", "--memory", "0");
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
  void anOpeningsFileThatIsMissingEmptyOrWrongIsRefused(@TempDir Path dir) throws Exception {
    Path empty = Files.write(dir.resolve("empty.txt"), "# nothing here\n".getBytes(StandardCharsets.UTF_8));
    assertReadMessage("no openings in " + empty, empty.toString());
    Path wrong = Files.write(dir.resolve("wrong.txt"), "0,0, 1\n".getBytes(StandardCharsets.UTF_8));
    assertReadMessage("openings line 1: expected dx,dy pairs, found '0,0, 1'", wrong.toString());
    String missing = dir.resolve("missing.txt").toString();
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> ArenaOptions.parse(new String[] {"a", "b", "2", "--openings", missing}).readOpenings());
    assertTrue(e.getMessage().startsWith("cannot read the openings: "), e.getMessage());
    Path one = Files.write(dir.resolve("one.txt"), "0,0, 1,0\n".getBytes(StandardCharsets.UTF_8));
    assertEquals(1, ArenaOptions.parse(new String[] {"a", "b", "2", "--openings", one.toString()}).readOpenings()
        .size());
  }

  private static void assertReadMessage(String expected, String file) {
    ArenaOptions o = ArenaOptions.parse(new String[] {"a", "b", "2", "--openings", file});
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, o::readOpenings);
    assertEquals(expected, e.getMessage());
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
