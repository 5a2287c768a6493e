package gomoku.pbrain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.arena.ArenaGame;
import gomoku.arena.EngineProcess;
import gomoku.arena.TimeKeeping;
import gomoku.record.Openings;
import gomoku.rules.Stone;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The real engine process, started by the pbrain-gomoku script the build makes, spoken to over pipes. */
class PbrainProcessIT {
  /** A tournament opening (0,0 0,-1 1,-3 2,-1 2,1): the brain is white, to move, with no quick win in sight. */
  private static final String[] MIDDLE_GAME = {
    "BOARD", "7,7,2", "7,6,1", "8,4,2", "9,6,1", "9,8,2", "DONE",
  };
  static String pbrain;

  @BeforeAll
  static void script() {
    pbrain = System.getProperty("gomoku.pbrain", "target/pbrain-gomoku");
    assertTrue(Files.isExecutable(Paths.get(pbrain)),
        pbrain + " is the engine script the package phase writes (run mvn verify, not just test)");
  }

  private static EngineProcess started(int turnMillis) throws Exception {
    EngineProcess e = new EngineProcess(pbrain);
    e.send("START 15");
    assertEquals("OK", e.answer(15000));
    e.send("INFO timeout_turn " + turnMillis);
    return e;
  }

  @Test
  void linesSentWhileItThinksAreAnsweredInOrderNoneDropped() throws Exception {
    try (EngineProcess e = started(1500)) {
      for (String l : MIDDLE_GAME) {
        e.send(l);
      }
      // All of this arrives while the engine thinks about the BOARD.
      e.send("INFO timeout_turn 100");
      e.send("YXSHOWFORBID");
      e.send("ABOUT");
      e.send("FROB 1");
      e.send("TURN 0,0");
      String move = e.answer(5000);
      assertNotNull(move);
      assertTrue(move.matches("\\d+,\\d+"), move);
      assertEquals("FORBID .", e.answer(2000));
      assertTrue(e.answer(2000).startsWith("name="));
      assertTrue(e.answer(2000).startsWith("UNKNOWN"));
      long t = System.nanoTime();
      String second = e.answer(2000);
      assertTrue(second.matches("\\d+,\\d+") && !second.equals(move) && !second.equals("0,0"), second);
      assertTrue((System.nanoTime() - t) / 1_000_000 < 1000, "the queued TURN used the 100 ms turn");
    }
  }

  @Test
  void endStopsALongSearchAtOnce() throws Exception {
    EngineProcess e = started(60000);
    for (String l : MIDDLE_GAME) {
      e.send(l);
    }
    assertNull(e.answer(500), "still thinking after 500 ms");
    long t = System.nanoTime();
    e.send("END");
    assertTrue(e.waitFor(2000), "the process ended within 2 s of END");
    System.out.println("pbrain: END to exit " + (System.nanoTime() - t) / 1_000_000 + " ms");
    e.close();
  }

  /** {@code printf 'START 15\nBEGIN\nEND\n' | pbrain-gomoku}: the answers owed before END are given. */
  @Test
  void answersOwedBeforeEndAreGivenThenItEnds() throws Exception {
    EngineProcess e = new EngineProcess(pbrain);
    e.send("START 15");
    e.send("BEGIN");
    e.send("END");
    assertEquals("OK", e.answer(15000));
    String move = e.answer(5000);
    assertNotNull(move, "BEGIN answered before the end");
    assertTrue(move.matches("\\d+,\\d+"), move);
    assertTrue(e.waitFor(5000), "the process ended after its answers");
    e.close();
  }

  @Test
  void yxstopMakesItAnswerNow() throws Exception {
    try (EngineProcess e = started(60000)) {
      for (String l : MIDDLE_GAME) {
        e.send(l);
      }
      assertNull(e.answer(700), "still thinking after 700 ms");
      long t = System.nanoTime();
      e.send("YXSTOP");
      String move = e.answer(3000);
      long ms = (System.nanoTime() - t) / 1_000_000;
      assertNotNull(move, "answered after YXSTOP");
      assertTrue(move.matches("\\d+,\\d+"), move);
      System.out.println("pbrain: YXSTOP to move " + ms + " ms");
      assertTrue(ms < 1000, "answered " + ms + " ms after YXSTOP");
    }
  }

  @Test
  void malformedLinesOverThePipeNeverKillIt() throws Exception {
    try (EngineProcess e = started(100)) {
      String[] bad = {"TURN", "TURN a,b", "BOARD", "1,2,3,4", "DONE", "START -1", "\u0000\u0001", "INFO rule x",
        "TAKEBACK 99,99", "PLAY 7", "RECTSTART 1", "é中文", "SWAP2BOARD", "1,1", "DONE"};
      for (String b : bad) {
        e.send(b);
      }
      for (int i = 0; i < 10; i++) { // the NUL line is blank once trimmed; BOARD and 1,2,3,4 wait for DONE
        String a = e.answer(3000);
        assertNotNull(a, "answer " + i);
        assertTrue(a.startsWith("ERROR") || a.startsWith("UNKNOWN"), a);
      }
      e.send("TURN 7,7");
      assertTrue(e.answer(3000).matches("\\d+,\\d+"), "still plays");
    }
  }

  /** Keeps a core busy while a test runs: with the engines, more runnable threads than a 2-core machine has. */
  private static final class Load implements AutoCloseable {
    private final AtomicBoolean busy = new AtomicBoolean(true);

    Load() {
      Thread hog = new Thread(() -> {
        long x = 0;
        while (busy.get()) {
          x += System.nanoTime() % 7;
        }
        if (x == 42) {
          System.out.println();
        }
      }, "load");
      hog.setDaemon(true);
      hog.start();
    }

    @Override
    public void close() {
      busy.set(false);
    }
  }

  private static ArenaGame.Settings hundredMilliseconds() {
    ArenaGame.Settings s = new ArenaGame.Settings();
    s.turnMillis = 100;
    // The arena would end a game at the first answer later than the turn, machine delays included; here
    // TimeKeeping judges each answer by the engine's own time instead.
    s.toleranceMillis = 2000;
    return s;
  }

  /**
   * 200 moves at 100 ms a move, two engines playing each other while a third thread keeps a core busy: no
   * answer may take longer than the turn by the engine's own time, i.e. less the time the loaded machine kept
   * it waiting for a processor (a machine that does not schedule the engine is not the engine's fault). The
   * strict figure, the slowest answer on an idle machine, is {@code ./bench.sh --timekeeping}'s to print.
   */
  @Test
  void twoHundredMovesAtAHundredMillisecondsNoneLateByTheEnginesOwnTime() throws Exception {
    List<int[]> openings = Openings.parse(new String(
        Files.readAllBytes(Paths.get("../assets/openings/gomocup2026-freestyle-15.txt")), StandardCharsets.UTF_8), 15);
    TimeKeeping time = new TimeKeeping(100);
    long rss = 0;
    try (Load load = new Load()) {
      for (int game = 0; time.moves < 200; game++) {
        int[] opening = openings.get(game % openings.size());
        try (EngineProcess black = new EngineProcess(pbrain);
            EngineProcess white = new EngineProcess(pbrain)) {
          ArenaGame.Result r = new ArenaGame(hundredMilliseconds()).play(black, white, opening);
          assertFalse(r.reason.contains("time") || r.reason.contains("answer"), "game " + game + ": " + r.reason);
          time.add(r, 0);
          time.add(r, 1);
          rss = Math.max(rss, Math.max(residentKb(black.pid()), residentKb(white.pid())));
        }
      }
    }
    System.out.println("pbrain under load: " + time.summary() + ", largest RSS " + rss / 1024 + " MB");
    assertTrue(time.late.isEmpty(), "answers over the turn by the engine's own time: " + time.late);
    assertTrue(rss / 1024 < 350,
        "the process stays within the 350 MB max_memory the arena sends: " + rss / 1024 + " MB");
  }

  /** The same check finds an engine that thinks too long: a double that works 160 ms on each 100 ms turn. */
  @Test
  void anEngineThatThinksPastTheTurnFailsTheTimeKeepingCheck() throws Exception {
    String late = "java -cp " + Paths.get("target/test-classes").toAbsolutePath() + " " + LateEngine.class.getName()
        + " 160";
    TimeKeeping time = new TimeKeeping(100);
    try (Load load = new Load();
        EngineProcess black = new EngineProcess(late);
        EngineProcess white = new EngineProcess(pbrain + " --level beginner")) {
      ArenaGame.Result r = new ArenaGame(hundredMilliseconds()).play(black, white, new int[0]);
      time.add(r, 0);
    }
    System.out.println("late double under load: " + time.summary());
    assertTrue(time.moves >= 3, "it played: " + time.summary());
    assertEquals(time.moves, time.late.size(), "every one of its moves is late: " + time.late);
  }

  /** Resident memory of a process in kB, from /proc (0 if it is gone). */
  static long residentKb(long pid) throws IOException {
    Path status = Paths.get("/proc/" + pid + "/status");
    if (!Files.exists(status)) {
      return 0;
    }
    try (BufferedReader r =
        new BufferedReader(new InputStreamReader(Files.newInputStream(status), StandardCharsets.UTF_8))) {
      for (String line; (line = r.readLine()) != null;) {
        if (line.startsWith("VmHWM:")) {
          return Long.parseLong(line.replaceAll("[^0-9]", ""));
        }
      }
    }
    return 0;
  }

  @Test
  void theGameIsAdjudicatedToTheEndWithStonesOfBothColours() throws Exception {
    ArenaGame.Settings s = new ArenaGame.Settings();
    s.turnMillis = 300;
    try (EngineProcess black = new EngineProcess(pbrain + " --level easy");
        EngineProcess white = new EngineProcess(pbrain + " --level beginner")) {
      ArenaGame.Result r = new ArenaGame(s).play(black, white, new int[] {7 * 15 + 7});
      assertTrue(r.winner == Stone.BLACK || r.winner == Stone.WHITE || r.reason.contains("draw"), r.reason);
      assertTrue(r.reason.contains("five") || r.reason.contains("draw"), r.reason);
    }
  }
}
