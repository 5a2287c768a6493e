import org.openqa.selenium.chrome.*;
import org.openqa.selenium.logging.*;
import java.util.*;
import java.util.logging.Level;

/** Runs pages in headless Chromium and prints their console lines about the bench (tools/wasm-spike/run.sh). */
public class SpikeRunner {
  public static void main(String[] a) throws Exception {
    ChromeOptions o = new ChromeOptions();
    o.addArguments("--headless=new", "--no-sandbox", "--disable-gpu");
    LoggingPreferences lp = new LoggingPreferences();
    lp.enable(LogType.BROWSER, Level.ALL);
    o.setCapability("goog:loggingPrefs", lp);
    ChromeDriver d = new ChromeDriver(
        new ChromeDriverService.Builder().usingDriverExecutable(new java.io.File("/usr/bin/chromedriver")).build(), o);
    try {
      for (String url : a) {
        d.get(url);
        long end = System.currentTimeMillis() + 300_000;
        boolean done = false;
        while (!done && System.currentTimeMillis() < end) {
          for (LogEntry e : d.manage().logs().get(LogType.BROWSER)) {
            String m = e.getMessage();
            if (m.contains("round") || m.contains("done") || m.contains("failed") || m.contains("bench"))
              System.out.println(m.length() > 200 ? m.substring(0, 200) : m);
            if (m.contains(" done") && !url.contains("bench") || m.contains("failed")
                || m.contains("bench worker: done"))
              done = true;
          }
          Thread.sleep(500);
        }
        if (url.contains("bench")) {
          for (int r = 1; r <= 5; r++) {
            d.executeScript("window.gomokuBenchRound = arguments[0];", r);
            int got = 0;
            while (got < 2) {
              for (LogEntry e : d.manage().logs().get(LogType.BROWSER)) {
                String m = e.getMessage();
                if (m.contains("bench round")) {
                  System.out.println(m);
                  got++;
                }
              }
              Thread.sleep(300);
            }
          }
        }
      }
    } finally {
      d.quit();
    }
  }
}
