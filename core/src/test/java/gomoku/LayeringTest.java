package gomoku;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The floors of the house: rules, engine and the game model are plain Java, so they run in unit tests, in the
 * browser and in the command-line engine. They may import nothing from libGDX, nor a floor above them.
 */
class LayeringTest {
  private static final Path SOURCES = Paths.get("src/main/java/gomoku");

  @ParameterizedTest
  @ValueSource(strings = {"rules", "engine", "game", "record"})
  void plainJavaPackagesImportNoLibgdxAndNothingAbove(String pkg) throws IOException {
    Path dir = SOURCES.resolve(pkg);
    assertTrue(Files.isDirectory(dir), dir + " exists (tests run from the core module)");
    List<String> above = new ArrayList<>();
    above.add("com.badlogic");
    above.add("gomoku.ui");
    if (pkg.equals("rules") || pkg.equals("record")) {
      above.add("gomoku.engine");
      above.add("gomoku.game");
    } else if (pkg.equals("engine")) {
      above.add("gomoku.game");
    }
    List<String> offences = new ArrayList<>();
    List<Path> files;
    try (Stream<Path> s = Files.walk(dir)) {
      files = s.filter(p -> p.toString().endsWith(".java")).collect(java.util.stream.Collectors.toList());
    }
    for (Path f : files) {
      for (String line : Files.readAllLines(f, StandardCharsets.UTF_8)) {
        String t = line.trim();
        for (String bad : above) {
          if ((t.startsWith("import " + bad) || t.startsWith("import static " + bad))) {
            offences.add(f.getFileName() + ": " + t);
          }
        }
      }
    }
    assertTrue(offences.isEmpty(), "imports that break the layering: " + offences);
  }

  /**
   * The screens' rooms: each screen's package (home, menu, play, editor, puzzles) imports no other screen, the board and the
   * shared widgets import no screen, and of the ui's own files only the game (its navigation) knows the screens.
   */
  @ParameterizedTest
  @ValueSource(strings = {"ui/board", "ui/widgets", "ui/home", "ui/menu", "ui/play", "ui/editor", "ui/puzzles", "ui"})
  void screensAreKnownOnlyToTheirOwnPackageAndTheNavigation(String pkg) throws IOException {
    Path dir = SOURCES.resolve(pkg);
    assertTrue(Files.isDirectory(dir), dir + " exists (tests run from the core module)");
    String own = "gomoku." + pkg.replace('/', '.');
    List<String> offences = new ArrayList<>();
    List<Path> files;
    try (Stream<Path> s = Files.list(dir)) {
      files = s.filter(p -> p.toString().endsWith(".java")).collect(java.util.stream.Collectors.toList());
    }
    for (Path f : files) {
      boolean navigation = pkg.equals("ui") && f.getFileName().toString().equals("GomokuGame.java");
      for (String line : Files.readAllLines(f, StandardCharsets.UTF_8)) {
        String t = line.trim();
        for (String screen : new String[] {"home", "menu", "play", "editor", "puzzles"}) {
          String other = "gomoku.ui." + screen;
          if (t.startsWith("import " + other + ".") && !other.equals(own) && !navigation) {
            offences.add(f.getFileName() + ": " + t);
          }
        }
      }
    }
    assertTrue(offences.isEmpty(), "imports of a screen from outside its package: " + offences);
  }
}
