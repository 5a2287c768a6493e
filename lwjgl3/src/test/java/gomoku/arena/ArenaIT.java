package gomoku.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.record.Psq;
import gomoku.rules.GameState;
import gomoku.rules.Rule;
import gomoku.rules.Stone;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The arena with two copies of our engine, and with broken engines that it must adjudicate. */
class ArenaIT {
  private static final String PBRAIN = System.getProperty("gomoku.pbrain", "target/pbrain-gomoku");
  private static final int[] CENTRE = {7 * 15 + 7};

  @Test
  void twoCopiesOfOurEnginePlayGamesThatAreKeptAsPsq(@TempDir Path dir) throws Exception {
    ArenaGame.Settings s = new ArenaGame.Settings();
    s.turnMillis = 300;
    List<int[]> openings = Arrays.asList(new int[] {7 * 15 + 7, 6 * 15 + 8, 9 * 15 + 10});
    Arena.Tally t = Arena.run(PBRAIN + " --level medium", PBRAIN + " --level easy", 2, openings, s, dir, 2, false);
    assertEquals(2, t.wins + t.losses + t.draws);
    for (String line : t.lines) {
      assertTrue(line.contains("made five") || line.contains("draw"), "ended by the board, not by a fault: " + line);
    }
    for (int game = 1; game <= 2; game++) {
      Path file = dir.resolve("game-00" + game + ".psq");
      String text = new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
      Psq.Game g = Psq.parse(text);
      GameState replayed = GameState.replay(Rule.FREESTYLE, g.size, g.moves);
      assertTrue(replayed.outcome().isOver() || replayed.moveCount() == 225, "the record ends the game: " + text);
      assertTrue(text.contains("black: " + PBRAIN + (game == 1 ? " --level medium" : " --level easy")), text);
      assertEquals(openings.get(0)[1], g.moves.get(1).intValue());
      // Beside the record, what the engine said of each move after the opening: our summary line.
      List<String> said = Files.readAllLines(dir.resolve("game-00" + game + ".messages.txt"));
      assertEquals(g.moves.size() - 3, said.size(), String.join("\n", said));
      for (String line : said) {
        assertTrue(line.matches("ply \\d+ (black|white) \\d+,\\d+ \\d+ ms: \\w+: depth \\d+ .*"), line);
      }
    }
  }

  @Test
  void aLongThinkKeepsItsLastMessage() throws Exception {
    // Says 300 lines of about 30 characters before each move, more than the arena keeps: the last one stays.
    String chatty = "sh -c 'while read l; do case \"$l\" in START*) echo OK;; DONE*|TURN*) i=0; "
        + "while [ $i -lt 300 ]; do echo \"MESSAGE depth $i of a long think\"; i=$((i+1)); done; "
        + "echo \"MESSAGE done at 299\"; echo 7,8;; esac; done'";
    ArenaGame.Result r = playAgainstOurs(chatty, false, 3000); // white, so its first move comes first
    assertEquals("done at 299", r.messages.get(1), r.reason);
  }

  @Test
  void anIllegalMoveLoses() throws Exception {
    // Always answers the centre, which the opening has taken.
    String stubborn = fake("7,7");
    ArenaGame.Result r = playAgainstOurs(stubborn, true, 500);
    assertEquals(Stone.WHITE, r.winner);
    assertTrue(r.reason.contains("black played 7,7, illegal"), r.reason);
  }

  @Test
  void anUnreadableAnswerLoses() throws Exception {
    ArenaGame.Result r = playAgainstOurs(fake("hello"), false, 500);
    assertEquals(Stone.BLACK, r.winner);
    assertTrue(r.reason.contains("white answered 'hello', not a move"), r.reason);
  }

  @Test
  void aSlowMoveLosesOnTime() throws Exception {
    ArenaGame.Result r = playAgainstOurs("sh -c 'while read l; do case \"$l\" in START*) echo OK;; DONE*|TURN*) "
        + "sleep 1; echo 3,3;; esac; done'", true, 300);
    assertEquals(Stone.WHITE, r.winner);
    assertTrue(r.reason.contains("black lost on time"), r.reason);
  }

  @Test
  void anEngineThatExitsLoses() throws Exception {
    ArenaGame.Result r = playAgainstOurs("sh -c 'while read l; do case \"$l\" in START*) echo OK;; DONE*) exit 3;; "
        + "esac; done'", false, 500);
    assertEquals(Stone.BLACK, r.winner);
    assertTrue(r.reason.contains("white exited"), r.reason);
  }

  @Test
  void anEngineThatCannotStartLoses() throws Exception {
    ArenaGame.Result r = playAgainstOurs("/nonexistent/pbrain-nothing", true, 500);
    assertEquals(Stone.WHITE, r.winner);
    assertTrue(r.reason.contains("black failed to start"), r.reason);
  }

  @Test
  void aSequentialTestStopsOnceItDecides(@TempDir Path dir) throws Exception {
    // A answers a legal first move (the opening is one stone in a corner); B's answers are unreadable, so B
    // loses every game, the first one it has to move in. Every pair is 2-0: the test accepts "A is stronger"
    // as soon as it may, after PairScore.MIN_PAIRS pairs, long before the 100 games allowed.
    ArenaGame.Settings s = new ArenaGame.Settings();
    s.turnMillis = 500;
    List<int[]> openings = Arrays.asList(new int[] {0});
    Arena.Tally t = Arena.run(fake("7,7"), fake("hello"), 100, openings, s, dir, 2, false, new Arena.Sprt(0, 30));
    assertEquals(1, t.decision);
    assertEquals(PairScore.MIN_PAIRS, t.pairs.pairs());
    assertEquals(2 * PairScore.MIN_PAIRS, t.wins);
    assertEquals(0, t.losses + t.draws);
    assertEquals(2 * PairScore.MIN_PAIRS, t.lines.size());
    assertTrue(t.lines.get(0).contains("A wins: white answered 'hello', not a move"), t.lines.get(0));
  }

  @Test
  void aResumedMatchCountsTheKeptGamesAndPlaysOnlyTheRest(@TempDir Path dir) throws Exception {
    // As above, A wins every game it plays. Game 2's record is then made to say B won: a resumed match must
    // count the record as it stands, not play the game again.
    ArenaGame.Settings s = new ArenaGame.Settings();
    s.turnMillis = 500;
    List<int[]> openings = Arrays.asList(new int[] {0});
    String a = fake("7,7");
    String b = fake("hello");
    Arena.Tally first = Arena.run(a, b, 4, openings, s, dir, 2, false);
    assertEquals(4, first.wins);
    Path second = dir.resolve("game-002.psq");
    String text = new String(Files.readAllBytes(second), StandardCharsets.UTF_8);
    Files.write(second, text.replace("result: A wins", "result: B wins").getBytes(StandardCharsets.UTF_8));

    Arena.Tally t = Arena.run(a, b, 6, openings, s, dir, 2, false, null, true);
    assertEquals(5, t.wins);
    assertEquals(1, t.losses);
    assertEquals(3, t.pairs.pairs());
    // The kept game's line is the one printed when it was played, but for the slowest times: those come from
    // the moves in the record, and B's unreadable answer is not one (it took 0 or a few ms; see KeptGame).
    assertEquals(withoutTimes(first.lines.get(0)), withoutTimes(t.lines.get(0)));
    assertTrue(t.lines.get(1).startsWith("game 2 A=white B wins: black answered 'hello', not a move"), t.lines.get(1));
    assertTrue(Files.exists(dir.resolve("game-006.psq")));

    // The same folder with A and B swapped is another match: refused before any game is played.
    IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
        () -> Arena.run(b, a, 8, openings, s, dir, 2, false, null, true));
    assertTrue(e.getMessage().contains("game-001.psq: black: was '" + a + "'"), e.getMessage());
    assertTrue(!Files.exists(dir.resolve("game-007.psq")));
  }

  @Test
  void sequentialTestBoundsAreCheckedWhenGiven() {
    IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
        () -> new Arena.Sprt(30, 0));
    assertTrue(e.getMessage().contains("must be above"), e.getMessage());
  }

  /** A shell engine that says OK to START and {@code answer} to every move request. */
  private static String fake(String answer) {
    return "sh -c 'while read l; do case \"$l\" in START*) echo OK;; DONE*|TURN*) echo " + answer + ";; esac; done'";
  }

  private static ArenaGame.Result playAgainstOurs(String other, boolean otherIsBlack, int turn) throws Exception {
    ArenaGame.Settings s = new ArenaGame.Settings();
    s.turnMillis = turn;
    s.startMillis = 5000;
    String ours = PBRAIN + " --level beginner";
    return new ArenaGame(s).play(otherIsBlack ? other : ours, otherIsBlack ? ours : other, CENTRE);
  }

  /** A game line without its "slowest b/w ms" part. */
  private static String withoutTimes(String line) {
    return line.replaceAll(", slowest \\d+/\\d+ ms", "");
  }
}
