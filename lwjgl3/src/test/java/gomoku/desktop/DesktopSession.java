package gomoku.desktop;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The real desktop jar in a window on a private Xvfb display, driven with xdotool and photographed with
 * ImageMagick's import; the game's log lines ({@code [gomoku] …} on stdout) tell the test what happened.
 */
final class DesktopSession implements AutoCloseable {
  private final Process xvfb;
  private final Process game;
  private final String display;
  private final List<String> lines = new ArrayList<>();
  /** Every line so far, consumed by {@link #awaitLine} or not. */
  private final List<String> history = new ArrayList<>();
  private final Path home;
  private String window;

  /** The build's jar, with its home (preferences, saves) in {@code home}. */
  DesktopSession(Path home) throws IOException, InterruptedException {
    this(home, jarCommand(home, 1100, 760, false));
  }

  /** The jar in a window of {@code width} × {@code height}, checking every layout ({@code layout problem: …}). */
  static DesktopSession checkingLayout(Path home, int width, int height) throws IOException, InterruptedException {
    return new DesktopSession(home, jarCommand(home, width, height, true));
  }

  /**
   * A shell command run in {@code dir} with {@code JAVA_OPTS} pointing the game's home at {@code home} (the
   * README's play command: it builds the game, then starts it).
   */
  static DesktopSession shell(Path home, Path dir, String command) throws IOException, InterruptedException {
    ProcessBuilder pb = new ProcessBuilder("sh", "-c", command).directory(dir.toFile());
    pb.environment().put("JAVA_OPTS", "-Duser.home=" + home + " -Djava.io.tmpdir=" + home);
    return new DesktopSession(home, pb);
  }

  /**
   * An installed app's launcher (jpackage's native launcher, which reads no JAVA_OPTS): the JVM itself takes the
   * game's home from JAVA_TOOL_OPTIONS.
   */
  static DesktopSession launcher(Path home, Path launcher) throws IOException, InterruptedException {
    ProcessBuilder pb = new ProcessBuilder(launcher.toString());
    pb.environment().put("JAVA_TOOL_OPTIONS", "-Duser.home=" + home + " -Djava.io.tmpdir=" + home);
    return new DesktopSession(home, pb);
  }

  private DesktopSession(Path home, ProcessBuilder command) throws IOException, InterruptedException {
    for (String tool : new String[] {"Xvfb", "xdotool", "import"}) {
      if (!onPath(tool)) {
        fail(tool + " is not installed: the desktop test needs Debian's xvfb, xdotool and imagemagick"
            + " (./test.sh installs them)");
      }
    }
    this.home = home;
    display = ":" + freeDisplay();
    xvfb = new ProcessBuilder("Xvfb", display, "-screen", "0", "1280x900x24", "-nolisten", "tcp")
        .redirectErrorStream(true).redirectOutput(home.resolve("xvfb.log").toFile()).start();
    waitFor(() -> new File("/tmp/.X11-unix/X" + display.substring(1)).exists(), 10_000, "Xvfb to start");
    ProcessBuilder pb = command;
    pb.environment().put("DISPLAY", display);
    pb.redirectErrorStream(true);
    game = pb.start();
    Thread reader = new Thread(() -> {
      InputStreamReader output = new InputStreamReader(game.getInputStream(), StandardCharsets.UTF_8);
      try (BufferedReader r = new BufferedReader(output)) {
        String line;
        while ((line = r.readLine()) != null) {
          synchronized (lines) {
            lines.add(line);
            history.add(line);
          }
        }
      } catch (IOException ignored) {
        // the process ended
      }
    });
    reader.setDaemon(true);
    reader.start();
  }

  private static ProcessBuilder jarCommand(Path home, int width, int height, boolean checkLayout) {
    String jar = System.getProperty("gomoku.jar", "target/gomoku-desktop.jar");
    if (!new File(jar).isFile()) {
      fail("no desktop jar at " + jar + ": run 'mvn package' first");
    }
    return new ProcessBuilder("java", "-Duser.home=" + home, "-Djava.io.tmpdir=" + home,
        "-Dsun.stdout.encoding=UTF-8", "-Dfile.encoding=UTF-8", "-Dgomoku.width=" + width,
        "-Dgomoku.height=" + height, "-Dgomoku.checkLayout=" + checkLayout, "-jar", jar);
  }

  private static boolean onPath(String tool) {
    for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
      if (new File(dir, tool).canExecute()) {
        return true;
      }
    }
    return false;
  }

  private static int freeDisplay() {
    for (int n = 70 + (int) (ProcessHandle.current().pid() % 50); n < 200; n++) {
      if (!new File("/tmp/.X11-unix/X" + n).exists() && !new File("/tmp/.X" + n + "-lock").exists()) {
        return n;
      }
    }
    throw new IllegalStateException("no free X display number");
  }

  interface Condition {
    boolean holds() throws Exception;
  }

  private static void waitFor(Condition c, long millis, String what) throws InterruptedException {
    long end = System.currentTimeMillis() + millis;
    while (System.currentTimeMillis() < end) {
      try {
        if (c.holds()) {
          return;
        }
      } catch (Exception ignored) {
        // not yet
      }
      Thread.sleep(100);
    }
    fail("timed out waiting for " + what);
  }

  /** Whether a line not yet consumed by {@link #awaitLine} starts with the prefix (after "[gomoku] "). */
  boolean pendingLine(String prefix) {
    synchronized (lines) {
      for (String l : lines) {
        if (l.startsWith("[gomoku] " + prefix)) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * On the new game's options: clicks the button they log as {@code name} ("White Person"); from another screen,
   * opens them with the home screen's "More options" first. The first game's default is a person against the
   * computer; tests of two people choose a person for White.
   */
  void chooseInMenu(String name) throws IOException, InterruptedException {
    if (!screenRead.equals("menu")) {
      chooseOnHome("More options");
      awaitLine("menu shown", 10_000);
    }
    clickLatest("menu: " + name + " at");
  }

  /** On the home screen: clicks the button it logs as {@code name} ("Two people"), once it is shown. */
  void chooseOnHome(String name) throws IOException, InterruptedException {
    if (!screenRead.equals("home")) {
      awaitLine("home shown", 60_000);
    }
    clickLatest("home: " + name + " at");
  }

  /** Clicks where the latest line starting with {@code prefix} ("home: Set up at") placed its button. */
  void clickLatest(String prefix) throws IOException, InterruptedException {
    List<String> placed = linesSoFar(prefix);
    if (placed.isEmpty()) {
      fail("no button logged as '" + prefix + "'");
    }
    int[] xy = at(placed.get(placed.size() - 1));
    click(xy[0], xy[1]);
  }

  /**
   * The last screen the test has read to be shown: "home", "menu" (the new game's options), or "" (another, or
   * one about to be shown again in a new language).
   */
  private String screenRead = "";

  private void read(List<String> consumed) {
    for (String l : consumed) {
      if (l.startsWith("[gomoku] menu shown")) {
        screenRead = "menu";
      } else if (l.startsWith("[gomoku] home shown")) {
        screenRead = "home";
      } else if (l.startsWith("[gomoku] new game:") || l.startsWith("[gomoku] editor opened:")
          || l.startsWith("[gomoku] resumed:")
          || l.startsWith("[gomoku] language:")) {
        screenRead = "";
      }
    }
  }

  /** Every game line so far (without the tag) that starts with {@code prefix}, consumed or not. */
  List<String> linesSoFar(String prefix) {
    List<String> out = new ArrayList<>();
    synchronized (lines) {
      for (String l : history) {
        if (l.startsWith("[gomoku] " + prefix)) {
          out.add(l.substring("[gomoku] ".length()));
        }
      }
    }
    return out;
  }

  /** Waits for a game log line starting with the prefix (after "[gomoku] ") and returns it without the tag. */
  String awaitLine(String prefix, long millis) throws InterruptedException {
    long end = System.currentTimeMillis() + millis;
    while (System.currentTimeMillis() < end) {
      synchronized (lines) {
        for (int i = 0; i < lines.size(); i++) {
          String l = lines.get(i);
          if (l.startsWith("[gomoku] " + prefix)) {
            read(lines.subList(0, i + 1));
            lines.subList(0, i + 1).clear();
            return l.substring("[gomoku] ".length());
          }
        }
      }
      if (!game.isAlive()) {
        fail("the game exited with " + game.exitValue() + " before logging '" + prefix + "': " + lines);
      }
      Thread.sleep(100);
    }
    synchronized (lines) {
      fail("the game never logged '" + prefix + "' within " + millis + " ms; it printed " + lines);
    }
    return null;
  }

  private String window() throws IOException, InterruptedException {
    if (window == null) {
      String[] found = {null};
      waitFor(() -> {
        String out = run("xdotool", "search", "--name", "^Gomoku$").trim();
        found[0] = out.isEmpty() ? null : out.split("\\s+")[0];
        return found[0] != null;
      }, 20_000, "the game window");
      window = found[0];
    }
    return window;
  }

  /**
   * The share of one core the game's process used over the next {@code millis}: its own processor time (not
   * the wall clock), so a busy machine does not raise it. 1.0 is a whole core.
   */
  double cpuShare(long millis) throws InterruptedException {
    long before = cpuNanos();
    long start = System.nanoTime();
    Thread.sleep(millis);
    return (double) (cpuNanos() - before) / (System.nanoTime() - start);
  }

  private long cpuNanos() {
    ProcessHandle java = game.toHandle();
    for (ProcessHandle child : (Iterable<ProcessHandle>) game.descendants()::iterator) {
      java = child; // a shell command's game is its last descendant
    }
    return java.info().totalCpuDuration().orElseThrow(() -> new AssertionError("no CPU time for the game"))
        .toNanos();
  }

  /** The screen point of a logged "... at x,y" line. */
  static int[] at(String line) {
    String[] xy = line.substring(line.lastIndexOf(' ') + 1).split(",");
    return new int[] {Integer.parseInt(xy[0]), Integer.parseInt(xy[1])};
  }

  void click(int x, int y) throws IOException, InterruptedException {
    String w = window();
    run("xdotool", "mousemove", "--window", w, String.valueOf(x), String.valueOf(y));
    Thread.sleep(60);
    run("xdotool", "click", "1");
  }

  /** The mouse wheel turned {@code notches} towards the user (scrolling down) with the pointer at (x, y). */
  void wheelDown(int x, int y, int notches) throws IOException, InterruptedException {
    String w = window();
    run("xdotool", "mousemove", "--window", w, String.valueOf(x), String.valueOf(y));
    Thread.sleep(60);
    for (int i = 0; i < notches; i++) {
      run("xdotool", "click", "5");
      Thread.sleep(30);
    }
  }

  void key(String key) throws IOException, InterruptedException {
    String w = window();
    run("xdotool", "windowfocus", w);
    run("xdotool", "key", key);
  }

  Path screenshot(String name) throws IOException, InterruptedException {
    Path out = Paths.get("target", name).toAbsolutePath();
    Files.createDirectories(out.getParent());
    run("import", "-window", window(), out.toString());
    return out;
  }

  private String run(String... command) throws IOException, InterruptedException {
    ProcessBuilder pb = new ProcessBuilder(command);
    pb.environment().put("DISPLAY", display);
    pb.redirectErrorStream(true);
    Process p = pb.start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    if (!p.waitFor(20, TimeUnit.SECONDS)) {
      p.destroyForcibly();
      fail("command hung: " + Arrays.toString(command));
    }
    return out;
  }

  @Override
  public void close() throws InterruptedException {
    game.descendants().forEach(ProcessHandle::destroy); // a shell command's game runs under the shell
    game.destroy();
    if (!game.waitFor(5, TimeUnit.SECONDS)) {
      game.destroyForcibly();
    }
    xvfb.destroy();
    xvfb.waitFor(5, TimeUnit.SECONDS);
  }
}
