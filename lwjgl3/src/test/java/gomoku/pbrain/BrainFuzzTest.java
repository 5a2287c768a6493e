package gomoku.pbrain;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import gomoku.rules.GameState;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * 100,000 random, malformed and half-valid lines: the brain never throws, every answer is a protocol line,
 * and every move it announces is on the board it keeps. The timeout only catches a hang.
 */
class BrainFuzzTest {
  private static final Pattern ANSWER = Pattern.compile(
      "OK|SWAP|(ERROR|UNKNOWN|MESSAGE|DEBUG) .*|FORBID (\\d{4})*\\.|name=.*|\\d+,\\d+( \\d+,\\d+){0,2}");
  private static final String[] COMMANDS = {
    "START", "RECTSTART", "RESTART", "BEGIN", "TURN", "BOARD", "YXBOARD", "SWAP2BOARD", "DONE", "INFO", "TAKEBACK",
    "PLAY", "ABOUT", "YXSTOP", "YXSHOWFORBID", "YXHASHCLEAR", "start", "turn", "Board",
  };
  private static final String[] INFO_KEYS = {
    "timeout_turn", "timeout_match", "time_left", "rule", "game_type", "folder", "max_memory", "thread_num", "bogus",
  };

  @Test
  @Timeout(value = 10, unit = TimeUnit.MINUTES)
  void hundredThousandRandomLines() {
    Random r = new Random(20261122);
    List<String> said = new ArrayList<>();
    Brain brain = new Brain(BrainPlayer.of("master"), said::add);
    brain.accept("INFO timeout_turn 0", System.currentTimeMillis());
    int moves = 0;
    for (int i = 0; i < 100_000; i++) {
      String line = randomLine(r);
      int from = said.size();
      try {
        brain.accept(line, System.currentTimeMillis());
      } catch (RuntimeException e) {
        fail("line " + i + " '" + line + "' threw " + e);
      }
      for (String answer : said.subList(from, said.size())) {
        assertTrue(ANSWER.matcher(answer).matches(), "line " + i + " '" + line + "' answered '" + answer + "'");
        if (answer.matches("\\d+,\\d+")) {
          GameState g = brain.game();
          String[] f = answer.split(",");
          int p = Integer.parseInt(f[1]) * g.size() + Integer.parseInt(f[0]);
          assertTrue(g.moveCount() > 0 && g.lastMove() == p,
              "the announced move " + answer + " is the last one played");
          moves++;
        }
      }
      said.clear();
    }
    System.out.println("fuzz: 100000 lines, " + moves + " moves answered");
    assertTrue(moves > 1000, "enough valid requests got through to exercise the engine: " + moves);
  }

  private static String randomLine(Random r) {
    switch (r.nextInt(8)) {
      case 0:
        return garbage(r);
      case 1:
        return mutate(r, validish(r));
      case 2:
        return r.nextInt(20) + "," + r.nextInt(20) + "," + (r.nextInt(5) - 1);
      case 3:
        return "TURN " + (r.nextInt(19) - 2) + "," + (r.nextInt(19) - 2);
      default:
        return validish(r);
    }
  }

  private static String validish(Random r) {
    String c = COMMANDS[r.nextInt(COMMANDS.length)];
    switch (c.toUpperCase()) {
      case "START":
        return c + " " + (r.nextInt(10) < 8 ? 15 : r.nextInt(40) - 5);
      case "RECTSTART":
        return c + " " + r.nextInt(30) + "," + r.nextInt(30);
      case "TURN":
      case "PLAY":
      case "TAKEBACK":
        return c + " " + r.nextInt(16) + "," + r.nextInt(16);
      case "INFO":
        String key = INFO_KEYS[r.nextInt(INFO_KEYS.length)];
        if (key.equals("max_memory")) {
          return "INFO max_memory " + (r.nextInt(20) == 0 ? (r.nextInt(16) << 20) : 0);
        }
        if (key.startsWith("time")) {
          return "INFO " + key + " " + r.nextInt(4); // short clocks keep the run quick
        }
        return "INFO " + key + " " + r.nextInt(10);
      default:
        return c;
    }
  }

  private static String mutate(Random r, String s) {
    StringBuilder sb = new StringBuilder(s);
    for (int k = 1 + r.nextInt(3); k > 0 && sb.length() > 0; k--) {
      int at = r.nextInt(sb.length());
      switch (r.nextInt(3)) {
        case 0:
          sb.deleteCharAt(at);
          break;
        case 1:
          sb.insert(at, (char) (32 + r.nextInt(95)));
          break;
        default:
          sb.setCharAt(at, (char) r.nextInt(0x3000));
      }
    }
    return sb.toString();
  }

  private static String garbage(Random r) {
    StringBuilder sb = new StringBuilder();
    for (int n = r.nextInt(r.nextInt(10) == 0 ? 2000 : 30); n > 0; n--) {
      sb.append((char) r.nextInt(r.nextBoolean() ? 128 : 0xFFFF));
    }
    return sb.toString();
  }
}
