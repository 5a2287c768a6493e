package gomoku.arena;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A Gomocup engine run as a child process ({@code sh -c COMMAND}): lines go to its stdin with CRLF as
 * Piskvork sends them; its stdout is read on a thread of its own so that a slow or silent engine never blocks
 * the arena, and its stderr is drained and dropped.
 */
public final class EngineProcess implements AutoCloseable {
  private static final String EOF = new String("EOF");

  private final Process process;
  private final OutputStream in;
  private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
  private final StringBuilder messages = new StringBuilder();
  /** About how many characters of MESSAGE/DEBUG lines are kept between two {@link #takeMessages}. */
  private static final int MESSAGES_KEPT = 4000;
  final String command;

  public EngineProcess(String command) throws IOException {
    this.command = command;
    process = new ProcessBuilder("sh", "-c", "exec " + command).start();
    in = process.getOutputStream();
    // The name carries the pid so that runQueueWaitNanos can find this reader among the arena's threads.
    Thread out = new Thread(() -> pump(process.getInputStream(), true), "eout-" + process.pid());
    out.setDaemon(true);
    out.start();
    Thread err = new Thread(() -> pump(process.getErrorStream(), false), "engine-stderr");
    err.setDaemon(true);
    err.start();
  }

  private void pump(InputStream stream, boolean keep) {
    try (BufferedReader r = new BufferedReader(new InputStreamReader(stream, StandardCharsets.UTF_8))) {
      for (String line; (line = r.readLine()) != null;) {
        if (keep) {
          lines.add(line);
        }
      }
    } catch (IOException e) {
      // the process went away
    }
    if (keep) {
      lines.add(EOF);
    }
  }

  /** Sends one line; false if the engine's stdin is closed (it has exited). */
  public boolean send(String line) {
    try {
      in.write((line + "\r\n").getBytes(StandardCharsets.UTF_8));
      in.flush();
      return true;
    } catch (IOException e) {
      return false;
    }
  }

  /**
   * The next line that is not MESSAGE, DEBUG or SUGGEST (those are kept: see {@link #takeMessages}), waiting
   * at most {@code millis}. Null on timeout; {@link #EXITED} when the engine's output ended.
   */
  public String answer(long millis) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
    while (true) {
      long left = deadline - System.nanoTime();
      String line = left <= 0 ? lines.poll() : lines.poll(left, TimeUnit.NANOSECONDS);
      if (line == null) {
        return null;
      }
      if (line == EOF) {
        lines.add(EOF); // stays ended
        return EXITED;
      }
      String upper = line.trim().toUpperCase();
      if (upper.startsWith("MESSAGE") || upper.startsWith("DEBUG") || upper.startsWith("SUGGEST")) {
        synchronized (messages) {
          keepLatest(messages, line.trim(), MESSAGES_KEPT);
        }
        continue;
      }
      if (upper.isEmpty()) {
        continue;
      }
      return line.trim();
    }
  }

  /**
   * Appends a message line to {@code kept} and drops its oldest whole lines while it holds more than
   * {@code limit} characters: an engine's last word on a move is the one worth keeping. The newest line always
   * stays, however long it is.
   */
  static void keepLatest(StringBuilder kept, String line, int limit) {
    kept.append(line).append('\n');
    if (kept.length() > limit) {
      int newest = kept.length() - line.length() - 1;
      int cut = kept.indexOf("\n", kept.length() - limit);
      kept.delete(0, Math.min(cut + 1, newest));
    }
  }

  /** Returned by {@link #answer} when the engine has exited. */
  public static final String EXITED = "(engine exited)";

  /** The MESSAGE/DEBUG lines since the last call. */
  public String takeMessages() {
    synchronized (messages) {
      String s = messages.toString();
      messages.setLength(0);
      return s;
    }
  }

  public boolean isAlive() {
    return process.isAlive();
  }

  public long pid() {
    return process.pid();
  }

  /**
   * How long the engine's threads and the arena's reader of its answers have so far been ready to run but not
   * running, waiting for a processor (Linux: the second field of /proc/PID/task/TID/schedstat), thread by
   * thread; null where the system does not say. See {@link #waitedNanos}.
   */
  public Map<String, Long> runQueueWaits() {
    Map<String, Long> waits = new HashMap<>();
    String reader = "eout-" + process.pid();
    if (!readWaits(Paths.get("/proc", String.valueOf(process.pid()), "task"), null, waits)
        || !readWaits(Paths.get("/proc/self/task"), reader, waits)) {
      return null;
    }
    return waits;
  }

  /**
   * The time a busy machine took from the engine between two {@link #runQueueWaits}, as opposed to time the
   * engine spent itself: the longest wait of one engine thread (the one that thinks, as a rule), plus the
   * reader's. Summing every thread would count the JVM's own chores, which no answer waits for. The JIT
   * compiler threads are left out for that reason. -1 when either is unknown.
   */
  public static long waitedNanos(Map<String, Long> before, Map<String, Long> after) {
    if (before == null || after == null) {
      return -1;
    }
    long engine = 0;
    long reader = 0;
    for (Map.Entry<String, Long> e : after.entrySet()) {
      long waited = e.getValue() - before.getOrDefault(e.getKey(), 0L);
      if (e.getKey().startsWith("eout-")) {
        reader = waited;
      } else {
        engine = Math.max(engine, waited);
      }
    }
    return engine + reader;
  }

  /** Adds each thread's wait under its id (or, for {@code only}, its name); false if the system does not say. */
  private static boolean readWaits(Path tasks, String only, Map<String, Long> waits) {
    try (DirectoryStream<Path> threads = Files.newDirectoryStream(tasks)) {
      for (Path t : threads) {
        String name;
        String stat;
        try {
          name = new String(Files.readAllBytes(t.resolve("comm")), StandardCharsets.UTF_8).trim();
          stat = new String(Files.readAllBytes(t.resolve("schedstat")), StandardCharsets.UTF_8).trim();
        } catch (IOException gone) {
          continue; // the thread ended meanwhile
        }
        if (only != null ? !name.equals(only) : name.startsWith("C1 Compiler") || name.startsWith("C2 Compiler")) {
          continue;
        }
        waits.put(only != null ? only : t.getFileName().toString(), Long.parseLong(stat.split(" ")[1]));
      }
      return true;
    } catch (IOException | RuntimeException e) {
      return false;
    }
  }

  /** Waits up to {@code millis} for the process to exit by itself. */
  public boolean waitFor(long millis) throws InterruptedException {
    return process.waitFor(millis, TimeUnit.MILLISECONDS);
  }

  /** END, a short wait, then kill whatever is left. */
  @Override
  public void close() {
    send("END");
    try {
      if (!process.waitFor(500, TimeUnit.MILLISECONDS)) {
        process.destroyForcibly().waitFor(2, TimeUnit.SECONDS);
      }
    } catch (InterruptedException e) {
      process.destroyForcibly();
      Thread.currentThread().interrupt();
    }
  }
}
