package gomoku.pbrain;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;

/**
 * A test double for the time-keeping check: a Gomocup engine that does a fixed amount of work on every move,
 * whatever the turn limit (it keeps a processor busy until its thread has used that much processor time, as a
 * search that never looks at the clock would), then plays the first empty point. Started as its own process:
 * {@code java -cp target/test-classes gomoku.pbrain.LateEngine MILLIS}.
 */
public final class LateEngine {
  private static boolean[] taken = new boolean[15 * 15];
  private static int size = 15;

  private LateEngine() {}

  public static void main(String[] args) throws IOException {
    long thinkNanos = Long.parseLong(args[0]) * 1_000_000L;
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    boolean inBoard = false;
    for (String raw; (raw = in.readLine()) != null;) {
      String line = raw.trim().toUpperCase();
      if (inBoard) {
        if (line.equals("DONE")) {
          inBoard = false;
          answer(thinkNanos);
        } else {
          take(line);
        }
      } else if (line.startsWith("START ")) {
        size = Integer.parseInt(line.substring(6).trim());
        taken = new boolean[size * size];
        System.out.println("OK");
      } else if (line.equals("BOARD")) {
        inBoard = true;
      } else if (line.startsWith("TURN ")) {
        take(line.substring(5));
        answer(thinkNanos);
      } else if (line.equals("BEGIN")) {
        answer(thinkNanos);
      } else if (line.equals("END")) {
        return;
      }
      System.out.flush();
    }
  }

  private static void take(String xy) {
    String[] f = xy.split(",");
    taken[Integer.parseInt(f[1].trim()) * size + Integer.parseInt(f[0].trim())] = true;
  }

  private static void answer(long thinkNanos) {
    ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
    long end = cpu.getCurrentThreadCpuTime() + thinkNanos;
    while (cpu.getCurrentThreadCpuTime() < end) {
      Thread.onSpinWait();
    }
    for (int p = 0; p < taken.length; p++) {
      if (!taken[p]) {
        taken[p] = true;
        System.out.println(p % size + "," + p / size);
        return;
      }
    }
  }
}
