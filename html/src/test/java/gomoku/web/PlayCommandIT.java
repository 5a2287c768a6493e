package gomoku.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import gomoku.testing.ProjectCopy;
import gomoku.testing.ReadmeCommands;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.net.HttpURLConnection;
import java.net.ServerSocket;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * README.md's web play command, exactly as the README writes it, run in a fresh copy of the project: it must
 * build the web version, serve it, and the page must show the home screen in Chromium.
 */
class PlayCommandIT {
  @Test
  void theReadmesWebCommandServesAPageThatShowsTheMenu(@TempDir Path copy) throws Exception {
    Path root = ProjectCopy.root();
    String command = ReadmeCommands.find(root.resolve("README.md"), "Play", "web");
    ProjectCopy.into(root, copy);
    int port = freePort();
    System.out.println("web play command: " + command + " (in " + copy + ", GOMOKU_PORT=" + port + ")");
    Path log = copy.resolve("play-web.log");
    ProcessBuilder pb = new ProcessBuilder("sh", "-c", command).directory(copy.toFile());
    pb.environment().put("GOMOKU_PORT", String.valueOf(port));
    pb.redirectErrorStream(true).redirectOutput(log.toFile());
    Process play = pb.start();
    try {
      String url = "http://127.0.0.1:" + port + "/";
      // A build from nothing, two GWT compiles included (a few minutes on two cores), then the server.
      long end = System.currentTimeMillis() + 20 * 60_000;
      while (!answers(url)) {
        if (!play.isAlive() || System.currentTimeMillis() > end) {
          fail("the web play command " + (play.isAlive() ? "never served " + url : "exited with "
              + play.exitValue()) + "; its output ends:\n" + tail(log, 30));
        }
        Thread.sleep(1000);
      }
      assertTrue(tail(log, 50).contains("open http://127.0.0.1:" + port + "/"), "it says where to look");
      HttpURLConnection script = (HttpURLConnection) new URL(url + "gomoku/gomoku.nocache.js").openConnection();
      script.setRequestProperty("Accept-Encoding", "gzip");
      assertEquals("gzip", script.getHeaderField("Content-Encoding"), "the scripts are sent compressed");
      assertEquals("no-cache", script.getHeaderField("Cache-Control"), "an unhashed name is checked every time");
      script.disconnect();
      try (BrowserSession browser = BrowserSession.at(url, 1024, 768)) {
        String rule = browser.awaitLine("home: Against computer at", 60_000);
        browser.awaitLine("home shown", 10_000);
        Thread.sleep(1000);
        BufferedImage image = ImageIO.read(browser.screenshot("play-command-web-home.png").toFile());
        String[] xy = rule.substring(rule.lastIndexOf(' ') + 1).split(",");
        int x = Integer.parseInt(xy[0]);
        int y = Integer.parseInt(xy[1]);
        int orange = 0;
        int all = 0;
        for (int dx = -30; dx <= 30; dx += 3) {
          for (int dy = -8; dy <= 8; dy += 4) {
            int rgb = image.getRGB(x + dx, y + dy);
            int r = (rgb >> 16) & 255;
            orange += r > 150 && r - (rgb & 255) > 60 ? 1 : 0;
            all++;
          }
        }
        assertTrue(orange > all / 2, "the home screen's first offer is orange: " + orange + " of " + all + " pixels");
        assertTrue(browser.errors().isEmpty(), "console errors: " + browser.errors());
      }
    } finally {
      play.descendants().forEach(ProcessHandle::destroy);
      play.destroy();
      play.waitFor();
    }
  }

  private static boolean answers(String url) {
    try {
      HttpURLConnection c = (HttpURLConnection) new URL(url).openConnection();
      c.setConnectTimeout(1000);
      c.setReadTimeout(5000);
      return c.getResponseCode() == 200;
    } catch (IOException e) {
      return false;
    }
  }

  private static int freePort() throws IOException {
    try (ServerSocket s = new ServerSocket(0)) {
      return s.getLocalPort();
    }
  }

  private static String tail(Path log, int lines) throws IOException {
    List<String> all = Files.readAllLines(log, StandardCharsets.UTF_8);
    return String.join("\n", all.subList(Math.max(0, all.size() - lines), all.size()));
  }
}
