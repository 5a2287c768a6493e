package gomoku.web;

import static org.junit.jupiter.api.Assertions.fail;

import gomoku.site.StaticServer;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.interactions.Pause;
import org.openqa.selenium.interactions.PointerInput;
import org.openqa.selenium.interactions.Sequence;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;

/**
 * The compiled web build served on loopback and opened in Debian's headless Chromium, with the game's log
 * lines (the browser console) collected so a test can wait for what the game says.
 */
final class BrowserSession implements AutoCloseable {
  static final String CHROMIUM = "/usr/bin/chromium";
  static final String CHROMEDRIVER = "/usr/bin/chromedriver";
  private static final Pattern GAME_LINE = Pattern.compile("gomoku: ([^\"]*)");

  final ChromeDriver driver;
  private final StaticServer server;
  private final List<String> gameLines = new ArrayList<>();
  private final List<String> errors = new ArrayList<>();
  /** Every game line so far, consumed or not. */
  private final List<String> history = new ArrayList<>();
  /** A phone: the game logs device pixels, three to a CSS pixel, and a finger taps. */
  private final boolean phone;

  BrowserSession(int width, int height) throws IOException {
    this(width, height, "index.html");
  }

  BrowserSession(int width, int height, String page) throws IOException {
    this(width, height, serve(webapp()), page);
  }

  /** A page served by someone else (the README's play command), at {@code url}. */
  static BrowserSession at(String url, int width, int height) throws IOException {
    return new BrowserSession(width, height, null, url);
  }

  /**
   * The game on a phone: Chromium's mobile emulation at 390×844 CSS pixels, three device pixels to each, with
   * touch events (the page sees a touch screen); {@link #tap} and {@link #longPress} touch it with a finger.
   */
  static BrowserSession phone() throws IOException {
    return phone("index.html");
  }

  /** The phone, at {@code page} (such as "index.html?checklayout"). */
  static BrowserSession phone(String page) throws IOException {
    return new BrowserSession(PHONE_WIDTH, PHONE_HEIGHT, serve(webapp()), page, true);
  }

  /**
   * The game from a server that sends {@code kilobytesPerSecond} (a slow connection), so the loading screen can be
   * watched; the page is opened without waiting for it to finish loading.
   */
  static BrowserSession slowServer(int width, int height, int kilobytesPerSecond) throws IOException {
    return new BrowserSession(width, height, serve(webapp(), kilobytesPerSecond), "index.html", false, true);
  }

  /** The game from another folder than the build's (a build changed by a test). */
  static BrowserSession servedFrom(Path folder, int width, int height) throws IOException {
    return new BrowserSession(width, height, serve(folder), "index.html");
  }

  /** Copies a folder and all under it (a build a test changes). */
  static void copyTree(Path from, Path to) throws IOException {
    try (java.util.stream.Stream<Path> walk = Files.walk(from)) {
      for (Path p : (Iterable<Path>) walk::iterator) {
        Path target = to.resolve(from.relativize(p).toString());
        if (Files.isDirectory(p)) {
          Files.createDirectories(target);
        } else {
          Files.copy(p, target, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        }
      }
    }
  }

  /** The folder of the compiled web build the tests serve. */
  static Path webBuild() {
    return webapp();
  }

  /** Any touch device: {@code width} × {@code height} CSS pixels, three device pixels to each, touch events. */
  static BrowserSession touchDevice(int width, int height, String page) throws IOException {
    return new BrowserSession(width, height, serve(webapp()), page, true);
  }

  static final int PHONE_WIDTH = 390;
  static final int PHONE_HEIGHT = 844;
  static final int PHONE_PIXEL_RATIO = 3;

  private static Path webapp() {
    Path webapp = Paths.get(System.getProperty("gomoku.webapp", "target/gomoku-web"));
    if (!Files.isRegularFile(webapp.resolve("index.html"))) {
      fail("no compiled web build at " + webapp.toAbsolutePath() + ": run 'mvn package' in html first");
    }
    return webapp;
  }

  /** With {@code server} null, {@code page} is a whole address; else a page of that server. */
  private BrowserSession(int width, int height, StaticServer server, String page) throws IOException {
    this(width, height, server, page, false);
  }

  private BrowserSession(int width, int height, StaticServer server, String page, boolean phone) throws IOException {
    this(width, height, server, page, phone, false);
  }

  /** A browser that names itself {@code userAgent} (one the build may have no permutation for). */
  static BrowserSession withUserAgent(int width, int height, String userAgent) throws IOException {
    return new BrowserSession(width, height, serve(webapp()), "index.html", false, false, userAgent);
  }

  private BrowserSession(int width, int height, StaticServer server, String page, boolean phone, boolean noWait)
      throws IOException {
    this(width, height, server, page, phone, noWait, null);
  }

  private BrowserSession(int width, int height, StaticServer server, String page, boolean phone, boolean noWait,
      String userAgent) throws IOException {
    requireFile(CHROMIUM, "Chromium");
    requireFile(CHROMEDRIVER, "ChromeDriver");
    this.server = server;
    this.phone = phone;
    ChromeOptions options = new ChromeOptions();
    options.setBinary(CHROMIUM);
    Path profile = Files.createTempDirectory("gomoku-chromium");
    options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
        "--enable-unsafe-swiftshader", "--disable-quic", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--user-data-dir=" + profile,
        "--window-size=" + width + "," + height);
    if (userAgent != null) {
      options.addArguments("--user-agent=" + userAgent);
    }
    if (noWait) {
      options.setPageLoadStrategy(org.openqa.selenium.PageLoadStrategy.NONE);
    }
    LoggingPreferences logs = new LoggingPreferences();
    logs.enable(LogType.BROWSER, Level.ALL);
    options.setCapability("goog:loggingPrefs", logs);
    if (phone) {
      Map<String, Object> metrics = new HashMap<>();
      metrics.put("width", width);
      metrics.put("height", height);
      metrics.put("pixelRatio", (double) PHONE_PIXEL_RATIO);
      metrics.put("touch", true);
      Map<String, Object> emulation = new HashMap<>();
      emulation.put("deviceMetrics", metrics);
      emulation.put("userAgent", "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko)"
          + " Chrome/156.0 Mobile Safari/537.36");
      options.setExperimentalOption("mobileEmulation", emulation);
    }
    ChromeDriverService service = new ChromeDriverService.Builder()
        .usingDriverExecutable(new File(CHROMEDRIVER)).usingAnyFreePort().build();
    driver = new ChromeDriver(service, options);
    driver.manage().timeouts().pageLoadTimeout(Duration.ofSeconds(60));
    driver.get(server == null ? page : "http://127.0.0.1:" + server.port() + "/" + page);
  }

  private static void requireFile(String path, String what) {
    if (!new File(path).canExecute()) {
      fail(what + " is missing at " + path + ": browser tests need Debian's chromium and chromium-driver"
          + " (./test.sh installs them)");
    }
  }

  private static StaticServer serve(Path root) throws IOException {
    return new StaticServer(root, 0);
  }

  /** Serves the folder as a static host does; with {@code kilobytesPerSecond} above 0, at that rate. */
  private static StaticServer serve(Path root, int kilobytesPerSecond) throws IOException {
    return new StaticServer(root, 0, kilobytesPerSecond);
  }

  /** The page's server goes away (the network is gone, for this page): every request fails from now on. */
  void stopServer() {
    server.close();
  }

  void poll() {
    for (LogEntry e : driver.manage().logs().get(LogType.BROWSER)) {
      String m = e.getMessage();
      Matcher g = GAME_LINE.matcher(m);
      if (g.find()) {
        gameLines.add(g.group(1).replace("\\n", "\n"));
        history.add(g.group(1));
      }
      if (e.getLevel().intValue() >= Level.SEVERE.intValue()) {
        errors.add(m);
      }
    }
  }

  /** Every game line so far that starts with {@code prefix}, consumed by {@link #awaitLine} or not. */
  List<String> linesSoFar(String prefix) {
    poll();
    List<String> out = new ArrayList<>();
    for (String l : history) {
      if (l.startsWith(prefix)) {
        out.add(l);
      }
    }
    return out;
  }

  /** Whether a game line not yet consumed by {@link #awaitLine} starts with {@code prefix}. */
  boolean pendingLine(String prefix) {
    poll();
    for (String l : gameLines) {
      if (l.startsWith(prefix)) {
        return true;
      }
    }
    return false;
  }

  /**
   * On the new game's options: presses the button they log as {@code name} ("White Person"), with the mouse or, on
   * a phone, a finger; from another screen, opens them with the home screen's "More options" first. The first
   * game's default is a person against the computer; tests of two people choose a person for White.
   */
  void chooseInMenu(String name) throws InterruptedException {
    if (!screenRead.equals("menu")) {
      chooseOnHome("More options");
      awaitLine("menu shown", 10_000);
    }
    pressLatest("menu: " + name + " at");
  }

  /** On the home screen: presses the button it logs as {@code name} ("Two people"), once it is shown. */
  void chooseOnHome(String name) throws InterruptedException {
    if (!screenRead.equals("home")) {
      awaitLine("home shown", 60_000);
    }
    pressLatest("home: " + name + " at");
  }

  /** Presses where the latest line starting with {@code prefix} ("home: Set up at") placed its button. */
  void pressLatest(String prefix) {
    List<String> placed = linesSoFar(prefix);
    if (placed.isEmpty()) {
      fail("no button logged as '" + prefix + "'");
    }
    int[] xy = pageXY(placed.get(placed.size() - 1));
    press(xy[0], xy[1]);
  }

  /**
   * The last screen the test has read to be shown: "home", "menu" (the new game's options), or "" (another, or
   * one about to be shown again in a new language).
   */
  private String screenRead = "";

  private void read(List<String> consumed) {
    for (String l : consumed) {
      if (l.startsWith("menu shown")) {
        screenRead = "menu";
      } else if (l.startsWith("home shown")) {
        screenRead = "home";
      } else if (l.startsWith("new game:") || l.startsWith("editor opened:") || l.startsWith("resumed:")
          || l.startsWith("language:")) {
        screenRead = "";
      }
    }
  }

  /**
   * Presses the play screen's button {@code name} as the latest layout placed it: on the panel, or (upright, a phone)
   * in the sheet that ⋯ slides up. Returns the page point pressed.
   */
  int[] pressButton(String name) throws InterruptedException {
    List<String> placed = linesSoFar("panel: " + name + " at");
    if (placed.isEmpty()) {
      throw new AssertionError("the panel never logged its button " + name);
    }
    String where = placed.get(placed.size() - 1);
    if (where.endsWith(" at sheet")) {
      List<String> more = linesSoFar("panel: more at");
      int[] xy = pageXY(more.get(more.size() - 1));
      press(xy[0], xy[1]);
      awaitLine("sheet shown", 5_000);
      List<String> inSheet = linesSoFar("sheet: " + name + " at");
      where = inSheet.get(inSheet.size() - 1);
      Thread.sleep(300); // the sheet slides up
    }
    int[] xy = pageXY(where);
    press(xy[0], xy[1]);
    return xy;
  }

  /** A press at a page point: a finger's tap on a phone, else the mouse's click. */
  void press(int x, int y) {
    if (phone) {
      tap(x, y);
    } else {
      click(x, y);
    }
  }

  /** The board's point {@code name} from a logged layout, in page points (a phone logs device pixels). */
  int[] boardPoint(gomoku.ui.BoardLayoutLine board, String name) {
    int ratio = phone ? PHONE_PIXEL_RATIO : 1;
    return new int[] {board.x(name) / ratio, board.y(name) / ratio};
  }

  /** The page point (CSS pixels) of a logged "... at x,y" (device pixels). */
  int[] pageXY(String line) {
    String[] p = line.substring(line.lastIndexOf(' ') + 1).split(",");
    int ratio = phone ? PHONE_PIXEL_RATIO : 1;
    return new int[] {Integer.parseInt(p[0]) / ratio, Integer.parseInt(p[1]) / ratio};
  }

  /** Waits for a game log line that starts with {@code prefix} and returns it; fails with all lines seen. */
  String awaitLine(String prefix, long timeoutMillis) throws InterruptedException {
    long end = System.currentTimeMillis() + timeoutMillis;
    int from = 0;
    while (System.currentTimeMillis() < end) {
      poll();
      for (int i = from; i < gameLines.size(); i++) {
        if (gameLines.get(i).startsWith(prefix)) {
          String line = gameLines.get(i);
          read(gameLines.subList(0, i + 1));
          gameLines.subList(0, i + 1).clear();
          return line;
        }
      }
      Thread.sleep(100);
    }
    try {
      screenshot("failure-" + System.currentTimeMillis() + ".png");
    } catch (IOException | RuntimeException ignored) {
      // the failure below says what matters
    }
    fail("the game never logged '" + prefix + "…' within " + timeoutMillis + " ms; it logged " + gameLines
        + "; console errors " + errors);
    return null;
  }

  List<String> errors() {
    poll();
    return errors;
  }

  /**
   * The share of one core that Chromium (every process under this test's JVM: chromedriver, the browser, its
   * renderer and GPU processes) used over the next {@code millis}: processor time, not the wall clock, so a busy
   * machine does not raise it. 1.0 is a whole core.
   */
  double cpuShare(long millis) throws InterruptedException {
    Map<Long, Long> before = cpuByProcess();
    long start = System.nanoTime();
    Thread.sleep(millis);
    Map<Long, Long> after = cpuByProcess();
    long used = 0;
    for (Map.Entry<Long, Long> e : after.entrySet()) {
      used += e.getValue() - before.getOrDefault(e.getKey(), 0L);
    }
    return (double) used / (System.nanoTime() - start);
  }

  private static Map<Long, Long> cpuByProcess() {
    Map<Long, Long> cpu = new HashMap<>();
    ProcessHandle.current().descendants().forEach(
        p -> p.info().totalCpuDuration().ifPresent(d -> cpu.put(p.pid(), d.toNanos())));
    return cpu;
  }

  void click(int x, int y) {
    new Actions(driver).moveToLocation(x, y).click().perform();
  }

  /** A finger's tap at a point of the page (CSS pixels). */
  void tap(int x, int y) {
    touch(x, y, 60);
  }

  /** A finger held still at a point for {@code millis}, then lifted. */
  void longPress(int x, int y, int millis) {
    touch(x, y, millis);
  }

  private void touch(int x, int y, int millis) {
    PointerInput finger = new PointerInput(
        PointerInput.Kind.TOUCH, "finger");
    Sequence touch = new Sequence(finger, 0);
    touch.addAction(finger.createPointerMove(Duration.ZERO,
        PointerInput.Origin.viewport(), x, y));
    touch.addAction(finger.createPointerDown(PointerInput.MouseButton.LEFT.asArg()));
    touch.addAction(new Pause(finger, Duration.ofMillis(millis)));
    touch.addAction(finger.createPointerUp(PointerInput.MouseButton.LEFT.asArg()));
    driver.perform(Collections.singletonList(touch));
  }

  void pressKey(CharSequence key) {
    new Actions(driver).sendKeys(key).perform();
  }

  /** A key with a modifier held, as a person presses it (Keys.chord does not hold the modifier). */
  void pressWith(org.openqa.selenium.Keys modifier, String key) {
    new Actions(driver).keyDown(modifier).sendKeys(key).keyUp(modifier).perform();
  }

  Path screenshot(String name) throws IOException {
    Path out = Paths.get("target", name);
    Files.createDirectories(out.getParent());
    Files.write(out, ((TakesScreenshot) driver).getScreenshotAs(OutputType.BYTES));
    return out;
  }

  @Override
  public void close() {
    try {
      driver.quit();
    } finally {
      if (server != null) {
        server.close();
      }
    }
  }
}
