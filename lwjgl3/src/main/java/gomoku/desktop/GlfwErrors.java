package gomoku.desktop;

import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * GLFW's error reports, as libGDX prints them, less the one that is no error: asking an empty clipboard for text
 * (GLFW_FORMAT_UNAVAILABLE, what Load meets when nothing was copied), which would print a stack trace every time.
 */
final class GlfwErrors extends PrintStream {
  private final PrintStream out;
  private final StringBuilder line = new StringBuilder();
  /** Inside a dropped report: its indented lines (description, stack trace) are dropped too. */
  private boolean dropping;

  GlfwErrors(PrintStream out) {
    super(new OutputStream() {
      @Override
      public void write(int b) {
        // every write goes through the overrides below
      }
    }, true);
    this.out = out;
  }

  @Override
  public void write(int b) {
    if (b == '\n') {
      String text = line.toString();
      line.setLength(0);
      boolean indented = text.startsWith("\t") || text.startsWith(" ");
      if (!indented) {
        dropping = text.contains("FORMAT_UNAVAILABLE");
      }
      if (!dropping) {
        out.println(text);
      }
    } else if (b != '\r') {
      line.append((char) (b & 0xff));
    }
  }

  @Override
  public void write(byte[] buf, int off, int len) {
    String s = new String(buf, off, len, StandardCharsets.UTF_8);
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c == '\n') {
        write('\n');
      } else if (c != '\r') {
        line.append(c);
      }
    }
  }

  @Override
  public void flush() {
    out.flush();
  }
}
