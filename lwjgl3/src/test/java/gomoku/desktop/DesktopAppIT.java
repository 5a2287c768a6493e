package gomoku.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.testing.ProjectCopy;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The desktop app a player installs: {@code ./package.sh desktop} (on the jar this build made) makes an app image with
 * its own Java runtime; its launcher opens the game on the menu, and its second launcher is the Gomocup engine.
 */
class DesktopAppIT {
  @Test
  void theAppImageStartsTheGameAndShipsTheEngine(@TempDir Path home) throws Exception {
    Path root = ProjectCopy.root();
    ProcessBuilder pack = new ProcessBuilder("./package.sh", "desktop").directory(root.toFile()).inheritIO();
    pack.environment().put("GOMOKU_SKIP_BUILD", "1");
    Process p = pack.start();
    assertTrue(p.waitFor(10, TimeUnit.MINUTES), "jpackage finishes");
    assertEquals(0, p.exitValue(), "./package.sh desktop succeeds");
    Path app = root.resolve("target/dist/Gomoku");
    assertTrue(Files.isExecutable(app.resolve("bin/Gomoku")), "the app image has its launcher");
    assertTrue(Files.isExecutable(app.resolve("lib/runtime/bin/java")), "the app image has its own Java runtime");
    System.out.println("app image: " + size(app) / (1024 * 1024) + " MB");
    if (new java.io.File("/usr/bin/fakeroot").canExecute() && new java.io.File("/usr/bin/dpkg-deb").canExecute()) {
      Path deb;
      try (Stream<Path> dist = Files.list(root.resolve("target/dist"))) {
        deb = dist.filter(f -> f.getFileName().toString().matches("gomoku_.*\\.deb")).findFirst().orElse(null);
      }
      assertTrue(deb != null, "with dpkg-deb and fakeroot there is a Debian package too");
      maintainerScriptsSucceedWhenTheMenuCannotBeWritten(deb, home);
    }

    try (DesktopSession desktop = DesktopSession.launcher(home, app.resolve("bin/Gomoku"))) {
      desktop.awaitLine("home: Against computer at", 120_000);
      desktop.awaitLine("home shown", 30_000);
      Thread.sleep(1000);
      Path shot = desktop.screenshot("desktop-app-home.png");
      assertTrue(Files.size(shot) > 10_000, "a real picture of the home screen, not an empty window");
    }

    // The engine for Piskvork or Yixin-Board: a GUI starts bin/pbrain-gomoku and speaks the protocol over pipes.
    Process engine = new ProcessBuilder(app.resolve("bin/pbrain-gomoku").toString()).redirectErrorStream(false)
        .start();
    try (OutputStream in = engine.getOutputStream();
        BufferedReader out = new BufferedReader(new InputStreamReader(engine.getInputStream(),
            StandardCharsets.UTF_8))) {
      in.write("START 15\nINFO timeout_turn 500\nBEGIN\n".getBytes(StandardCharsets.UTF_8));
      in.flush();
      assertEquals("OK", answer(out), "the engine accepts the board");
      String move = answer(out);
      assertTrue(move != null && move.matches("\\d+,\\d+"), "the engine answers BEGIN with a move: " + move);
      in.write("END\n".getBytes(StandardCharsets.UTF_8));
      in.flush();
    }
    assertTrue(engine.waitFor(30, TimeUnit.SECONDS), "the engine ends on END");
  }

  /**
   * A Debian without /usr/share/desktop-directories: xdg-desktop-menu fails (exit 3). The package's postinst and prerm
   * must still succeed, with a warning, or the package is left half-configured and cannot be removed.
   */
  private static void maintainerScriptsSucceedWhenTheMenuCannotBeWritten(Path deb, Path work) throws Exception {
    Path control = work.resolve("deb-control");
    assertEquals(0, new ProcessBuilder("dpkg-deb", "-e", deb.toString(), control.toString()).inheritIO().start()
        .waitFor());
    Path stubs = Files.createDirectories(work.resolve("failing-xdg"));
    for (String tool : new String[] {"xdg-desktop-menu", "xdg-icon-resource", "xdg-mime"}) {
      Path stub = stubs.resolve(tool);
      Files.write(stub, ("#!/bin/sh\necho \"" + tool + ": No writable system menu directory found.\" >&2\nexit 3\n")
          .getBytes(StandardCharsets.UTF_8));
      assertTrue(stub.toFile().setExecutable(true));
    }
    String[][] runs = {{"postinst", "configure"}, {"prerm", "remove"}};
    for (String[] run : runs) {
      Path script = control.resolve(run[0]);
      assertTrue(Files.exists(script), run[0] + " is in the package");
      ProcessBuilder b = new ProcessBuilder("sh", script.toString(), run[1]).redirectErrorStream(true);
      b.environment().put("PATH", stubs + ":" + System.getenv("PATH"));
      Process p = b.start();
      String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      assertTrue(p.waitFor(60, TimeUnit.SECONDS));
      System.out.println(run[0] + " " + run[1] + " with a failing xdg-desktop-menu: exit " + p.exitValue() + "\n"
          + output);
      assertEquals(0, p.exitValue(), run[0] + " " + run[1] + " succeeds: " + output);
      assertTrue(output.contains("No writable system menu directory found") && output.contains("warning"),
          "the failure was met and said as a warning: " + output);
    }
  }

  /** The engine's next answer, past its MESSAGE and DEBUG lines. */
  private static String answer(BufferedReader out) throws Exception {
    String line = out.readLine();
    while (line != null && (line.startsWith("MESSAGE") || line.startsWith("DEBUG"))) {
      line = out.readLine();
    }
    return line;
  }

  private static long size(Path dir) throws Exception {
    try (Stream<Path> walk = Files.walk(dir)) {
      return walk.filter(Files::isRegularFile).mapToLong(f -> f.toFile().length()).sum();
    }
  }
}
