package gomoku.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The engine's own min, max and abs, and that the engine uses them rather than Math's (see {@link Ints}). */
class IntsTest {
  private static final int[] VALUES = {Integer.MIN_VALUE, Integer.MIN_VALUE + 1, -20000, -1, 0, 1, 7, 19999,
    Integer.MAX_VALUE};

  @Test
  void answersAsMathDoes() {
    for (int a : VALUES) {
      assertEquals(Math.abs(a), Ints.abs(a), "abs " + a);
      for (int b : VALUES) {
        assertEquals(Math.min(a, b), Ints.min(a, b), "min " + a + " " + b);
        assertEquals(Math.max(a, b), Ints.max(a, b), "max " + a + " " + b);
      }
    }
  }

  /**
   * In the web page each of Math's calls is a call into another window, which halved the engine's speed on the
   * page's thread; a new one in the engine would bring that back unnoticed, as no figure is checked.
   */
  @Test
  void theEngineDoesNotCallMathMinMaxOrAbs() throws IOException {
    Path dir = Paths.get("src/main/java/gomoku/engine");
    assertTrue(Files.isDirectory(dir), dir + " exists (tests run from the core module)");
    Pattern call = Pattern.compile("\\bMath\\.(min|max|abs)\\(");
    List<Path> files;
    try (Stream<Path> s = Files.list(dir)) {
      files = s.filter(p -> p.toString().endsWith(".java")).collect(Collectors.toList());
    }
    List<String> offences = new ArrayList<>();
    for (Path f : files) {
      List<String> lines = Files.readAllLines(f, StandardCharsets.UTF_8);
      for (int i = 0; i < lines.size(); i++) {
        if (call.matcher(lines.get(i)).find()) {
          offences.add(f.getFileName() + ":" + (i + 1) + ": " + lines.get(i).trim());
        }
      }
    }
    assertTrue(files.size() > 10, "the engine's sources were found: " + files.size());
    assertTrue(offences.isEmpty(), "use Ints instead: " + offences);
  }
}
