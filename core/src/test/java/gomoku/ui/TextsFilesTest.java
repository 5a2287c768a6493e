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

  /** A language's texts file (as Texts reads it). */
  private static String file(String code) {
    return code.equals("en") ? "strings.properties"
        : code.equals("zh") ? "strings_zh_CN.properties" : "strings_" + code + ".properties";
  }

  @Test
  void everyLanguageHasEveryEnglishKeyWithTheSamePlaceholders() throws IOException {
    Properties en = load("strings.properties");
    Pattern arg = Pattern.compile("\\{\\d}");
    assertEquals(7, Texts.LANGUAGES.length, "English, Chinese and the five of issue 62");
    for (String[] language : Texts.LANGUAGES) {
      Properties other = load(file(language[0]));
      assertEquals(new TreeSet<>(en.stringPropertyNames()), new TreeSet<>(other.stringPropertyNames()), language[0]);
      for (String key : en.stringPropertyNames()) {
        assertEquals(placeholders(arg, en.getProperty(key)), placeholders(arg, other.getProperty(key)),
            language[0] + " " + key);
        if (!language[0].equals("en") && key.startsWith("help.") && key.endsWith(".what")) {
          assertTrue(!other.getProperty(key).equals(en.getProperty(key)), language[0] + " translates " + key);
        }
      }
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
  void theUiFontHasEveryCharacterOfEveryLanguage() throws IOException {
    Set<Integer> glyphs = pagesOfGlyphs().keySet();
    List<String> missing = new ArrayList<>();
    for (String[] language : Texts.LANGUAGES) {
      Properties p = load(file(language[0]));
      for (String key : p.stringPropertyNames()) {
        for (char c : p.getProperty(key).toCharArray()) {
          if (c != '\n' && !glyphs.contains((int) c)) {
            missing.add(language[0] + " " + key + ": '" + c + "'");
          }
        }
      }
      String title = new String(Files.readAllBytes(ASSETS.resolve("fonts/title.fnt")), StandardCharsets.UTF_8);
      for (char c : p.getProperty("app.title").toCharArray()) {
        if (!title.contains("char id=" + (int) c + " ")) {
          missing.add(language[0] + " title: '" + c + "'");
        }
      }
    }
    assertTrue(missing.isEmpty(), "characters the fonts lack (run java tools/FontGen.java): " + missing);
  }

  /** Each glyph of the ui font and the page it lies on. */
  private static java.util.Map<Integer, Integer> pagesOfGlyphs() throws IOException {
    java.util.Map<Integer, Integer> pageOf = new java.util.HashMap<>();
    Matcher m = Pattern.compile("char id=(\\d+) .* page=(\\d+)").matcher(
        new String(Files.readAllBytes(ASSETS.resolve("fonts/ui.fnt")), StandardCharsets.UTF_8));
    while (m.find()) {
      pageOf.put(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)));
    }
    return pageOf;
  }

  /**
   * A language fetches its own page and at most one other: Japanese borrows the ideographs it shares with Chinese from
   * Chinese's page, Vietnamese the accented letters it shares with Czech from Czech's.
   */
  @Test
  void eachLanguageNeedsFewPages() throws IOException {
    java.util.Map<Integer, Integer> pageOf = pagesOfGlyphs();
    for (String[] language : Texts.LANGUAGES) {
      Properties p = load(file(language[0]));
      Set<Integer> pages = new TreeSet<>();
      for (String key : p.stringPropertyNames()) {
        for (char c : p.getProperty(key).toCharArray()) {
          if (c != '\n') {
            pages.add(pageOf.get((int) c));
          }
        }
      }
      pages.remove(0);
      int own = java.util.Arrays.asList(Texts.LANGUAGES).indexOf(language);
      assertTrue(language[0].equals("en") ? pages.isEmpty() : pages.contains(own) && pages.size() <= 2,
          language[0] + " needs pages " + pages);
    }
  }

  /**
   * English never needs the other languages' pages, which the browser fetches only when one is chosen: every
   * character of the English texts and of the language buttons lies on the font's first page; so do the title
   * font's, which has one page only.
   */
  @Test
  void englishIsDrawnFromTheFirstPageAlone() throws IOException {
    java.util.Map<Integer, Integer> pageOf = pagesOfGlyphs();
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
    assertTrue(later.isEmpty(), "English characters off the first page (run java tools/FontGen.java): " + later);
    for (int page = 1; page < Texts.LANGUAGES.length; page++) {
      assertTrue(pageOf.containsValue(page), Texts.LANGUAGES[page][0] + "'s glyphs have a page of their own");
    }
    String title = new String(Files.readAllBytes(ASSETS.resolve("fonts/title.fnt")), StandardCharsets.UTF_8);
    assertTrue(title.contains("pages=1 ") && !title.contains(" page=1 "), "the title font is one page");
  }
}
