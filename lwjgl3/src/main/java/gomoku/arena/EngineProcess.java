package gomoku.arena;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
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
    Thread out = new Thread(() -> pump(process.getInputStream(), true), "engine-stdout");
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
