package gomoku.ui;

import gomoku.ui.play.HelpOverlay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The translations are complete and the bitmap fonts can draw every character they use. */
class TextsFilesTest {
  private static final Path ASSETS = Paths.get("../assets");

  private static Properties load(String name) throws IOException {
    Properties p = new Properties();
    try (Reader r =
        new InputStreamReader(Files.newInputStream(ASSETS.resolve("i18n/" + name)), StandardCharsets.UTF_8)) {
      p.load(r);
    }
    return p;
  }

  @Test
  void chineseHasEveryEnglishKeyWithTheSamePlaceholders() throws IOException {
    Properties en = load("strings.properties");
    Properties zh = load("strings_zh_CN.properties");
    assertEquals(new TreeSet<>(en.stringPropertyNames()), new TreeSet<>(zh.stringPropertyNames()));
    Pattern arg = Pattern.compile("\\{\\d}");
    for (String key : en.stringPropertyNames()) {
      assertEquals(placeholders(arg, en.getProperty(key)), placeholders(arg, zh.getProperty(key)), key);
    }
    for (int p = gomoku.engine.Pattern.B2; p < gomoku.engine.Pattern.COUNT; p++) {
      String name = gomoku.engine.Pattern.name(gomoku.engine.Pattern.coarse(p));
      assertTrue(en.containsKey("pattern." + name), "the point report names pattern " + name);
    }
    for (String id : HelpOverlay.ALL_LINES) {
      assertTrue(en.containsKey("help." + id + ".key") && en.containsKey("help." + id + ".what"), "help line " + id);
    }
  }

  /** Every input error the rules and records raise has its text, taking as many values as the error gives. */
  @Test
  void everyInputErrorHasItsText() throws IOException {
    Properties en = load("strings.properties");
    Pattern thrown = Pattern.compile("new (?:gomoku\\.rules\\.)?InputError\\(\"(\\w+)\"");
    List<String> keys = new ArrayList<>();
    try (java.util.stream.Stream<Path> files = Files.walk(Paths.get("src/main/java/gomoku"))) {
      for (Path f : (Iterable<Path>) files.filter(x -> x.toString().endsWith(".java"))::iterator) {
        Matcher m = thrown.matcher(new String(Files.readAllBytes(f), StandardCharsets.UTF_8));
        while (m.find()) {
          keys.add(m.group(1));
        }
      }
    }
    assertTrue(keys.size() >= 20, "input errors found: " + keys);
    for (String key : keys) {
      assertTrue(en.containsKey("input." + key), "the text of input error " + key);
    }
  }

  private static Set<String> placeholders(Pattern arg, String text) {
    Set<String> out = new HashSet<>();
    Matcher m = arg.matcher(text);
    while (m.find()) {
      out.add(m.group());
    }
    return out;
  }

  @Test
  void theUiFontHasEveryCharacterOfBothLanguages() throws IOException {
    Set<Integer> glyphs = new HashSet<>();
    Matcher m = Pattern.compile("char id=(\\d+)").matcher(
        new String(Files.readAllBytes(ASSETS.resolve("fonts/ui.fnt")), StandardCharsets.UTF_8));
    while (m.find()) {
      glyphs.add(Integer.parseInt(m.group(1)));
    }
    List<String> missing = new ArrayList<>();
    for (String file : new String[] {"strings.properties", "strings_zh_CN.properties"}) {
      Properties p = load(file);
      for (String key : p.stringPropertyNames()) {
        for (char c : p.getProperty(key).toCharArray()) {
          if (c != '\n' && !glyphs.contains((int) c)) {
            missing.add(file + " " + key + ": '" + c + "'");
          }
        }
      }
    }
    assertTrue(missing.isEmpty(), "characters the font lacks (run java tools/AssetGen.java): " + missing);
  }

  /**
   * English never needs the Chinese glyphs' page, which the browser fetches only when Chinese is chosen: every
   * character of the English texts and of the language buttons lies on the font's first page; so do the title
   * font's, which has one page only.
   */
  @Test
  void englishIsDrawnFromTheFirstPageAlone() throws IOException {
    java.util.Map<Integer, Integer> pageOf = new java.util.HashMap<>();
    Matcher m = Pattern.compile("char id=(\\d+) .* page=(\\d+)").matcher(
        new String(Files.readAllBytes(ASSETS.resolve("fonts/ui.fnt")), StandardCharsets.UTF_8));
    while (m.find()) {
      pageOf.put(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)));
    }
    StringBuilder english = new StringBuilder();
    Properties en = load("strings.properties");
    for (String key : en.stringPropertyNames()) {
      english.append(en.getProperty(key));
    }
    for (String[] language : Texts.LANGUAGES) {
      english.append(language[1]);
    }
    List<String> later = new ArrayList<>();
    for (char c : english.toString().toCharArray()) {
      if (c != '\n' && pageOf.getOrDefault((int) c, -1) != 0) {
        later.add("'" + c + "' on page " + pageOf.get((int) c));
      }
    }
    assertTrue(later.isEmpty(), "English characters off the first page (run java tools/AssetGen.java): " + later);
    assertTrue(pageOf.containsValue(1), "the Chinese glyphs have a page of their own");
    String title = new String(Files.readAllBytes(ASSETS.resolve("fonts/title.fnt")), StandardCharsets.UTF_8);
    assertTrue(title.contains("pages=1 ") && !title.contains(" page=1 "), "the title font is one page");
  }
}
