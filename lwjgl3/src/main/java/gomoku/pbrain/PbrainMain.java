package gomoku.pbrain;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * {@code pbrain-gomoku [--level L] [--max-ms MS]}: our engine for Gomocup managers (Piskvork, Yixin-Board, the arena),
 * speaking the protocol on stdin/stdout.
 *
 * <p>Two threads. The reader takes every line as it arrives and queues it with its arrival time, so nothing
 * sent while the engine thinks is lost; it acts on two commands at once: {@code END} tells a running search to
 * answer now and the rest to hurry (the answers owed before END are still given, as other engines do; the process
 * ends within {@link #END_GRACE_MILLIS} whatever happens), and {@code YXSTOP} tells a running search to answer now.
 * The main thread hands the queued lines to {@link Brain} in order.
 */
public final class PbrainMain {
  private static final class Line {
    final String text;
    final long arrived;

    Line(String text, long arrived) {
      this.text = text;
      this.arrived = arrived;
    }
  }

  private static final Line EOF = new Line(null, 0);
  /** After END, the longest the process stays to give the answers it owes. */
  static final int END_GRACE_MILLIS = 3000;
  /** After END, each search still owed thinks at most this long. */
  static final int HURRY_MILLIS = 50;
  private static volatile boolean ending;

  private PbrainMain() {}

  public static void main(String[] args) throws InterruptedException {
    String level = "master";
    int maxMillis = 0;
    for (int i = 0; i < args.length; i++) {
      if (args[i].equals("--level") && i + 1 < args.length) {
        level = args[++i];
      } else if (args[i].equals("--max-ms") && i + 1 < args.length && args[i + 1].matches("[0-9]{1,9}")) {
        maxMillis = Integer.parseInt(args[++i]);
      } else {
        System.err.println("usage: pbrain-gomoku [--level master|hard|medium|easy|beginner|tutorial:D] [--max-ms MS]");
        System.exit(2);
      }
    }
    BrainPlayer player;
    try {
      player = BrainPlayer.of(level);
    } catch (IllegalArgumentException e) {
      System.err.println("pbrain-gomoku: " + e.getMessage());
      System.exit(2);
      return;
    }
    PrintStream stdout = new PrintStream(System.out, false, StandardCharsets.UTF_8);
    Brain brain = new Brain(player, text -> {
      stdout.print(text);
      stdout.print("\r\n");
      stdout.flush();
    });
    brain.time.capMillis = maxMillis;
    BlockingQueue<Line> queue = new LinkedBlockingQueue<>();
    Thread reader = new Thread(() -> read(brain, queue), "protocol-reader");
    reader.setDaemon(true);
    reader.start();
    while (true) {
      Line line = queue.take();
      if (line == EOF) {
        break;
      }
      if (ending) {
        brain.time.capMillis = HURRY_MILLIS;
      }
      brain.accept(line.text, line.arrived);
      if (brain.ended()) {
        break;
      }
    }
    stdout.flush();
    System.exit(0);
  }

  private static void read(Brain brain, BlockingQueue<Line> queue) {
    try (BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8))) {
      for (String text; (text = in.readLine()) != null;) {
        long now = System.currentTimeMillis();
        String command = text.trim().toUpperCase(Locale.ROOT);
        if (command.equals("END")) {
          ending = true;
          brain.stopThinking();
          Thread watchdog = new Thread(() -> {
            try {
              Thread.sleep(END_GRACE_MILLIS);
            } catch (InterruptedException e) {
              // halt now
            }
            System.out.flush();
            Runtime.getRuntime().halt(0);
          }, "end-watchdog");
          watchdog.setDaemon(true);
          watchdog.start();
        }
        if (command.equals("YXSTOP") || command.equals("STOP")) {
          brain.stopThinking();
        }
        queue.add(new Line(text, now));
      }
    } catch (IOException e) {
      // stdin closed under us: same as end of input
    }
    queue.add(EOF);
  }
}
