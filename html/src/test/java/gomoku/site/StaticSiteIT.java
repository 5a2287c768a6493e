package gomoku.site;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.HttpURLConnection;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.zip.GZIPInputStream;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The static folder and its server on a small made-up build (no browser): what the service worker keeps, the
 * compressed copies, the version, and what the server sends to whom. (Failsafe runs it: the html module has no
 * surefire phase.)
 */
class StaticSiteIT {
  private static final String TEMPLATE = "const VERSION = '@VERSION@';\nconst FILES = @FILES@;\n";

  private static Path build(Path dir) throws IOException {
    Files.createDirectories(dir.resolve("game"));
    Files.createDirectories(dir.resolve("assets"));
    Files.write(dir.resolve("index.html"), "<!doctype html><head><title>Gomoku</title></head>"
        .getBytes(StandardCharsets.UTF_8));
    String script = "function play(){return 'five in a row';}\n".repeat(200);
    Files.write(dir.resolve("game/ABCDEF0123456789ABCDEF0123456789.cache.js"), script.getBytes(StandardCharsets.UTF_8));
    Files.write(dir.resolve("game/game.devmode.js"), "dev".getBytes(StandardCharsets.UTF_8));
    Files.write(dir.resolve("assets/wood-0123456789abcdef0123456789abcdef.jpg"), new byte[2000]);
    return dir;
  }

  @Test
  void theServiceWorkerKeepsEveryFileOfTheGameButLeftoversAndCopies(@TempDir Path dir) throws IOException {
    List<String> files = StaticSite.make(build(dir), TEMPLATE);
    assertEquals(Arrays.asList("assets/wood-0123456789abcdef0123456789abcdef.jpg",
        "game/ABCDEF0123456789ABCDEF0123456789.cache.js",
        "index.html"), files);
    String sw = new String(Files.readAllBytes(dir.resolve("sw.js")), StandardCharsets.UTF_8);
    assertTrue(sw.contains("'./game/ABCDEF0123456789ABCDEF0123456789.cache.js',"), sw);
    assertFalse(sw.contains("@VERSION@") || sw.contains("devmode"), sw);
  }

  @Test
  void thePageNamesTheGameScriptOnceSoItLoadsAlongsideTheLoader(@TempDir Path dir) throws IOException {
    StaticSite.make(build(dir), TEMPLATE);
    StaticSite.make(dir, TEMPLATE); // a second run changes nothing
    String page = new String(Files.readAllBytes(dir.resolve("index.html")), StandardCharsets.UTF_8);
    String link = "<link rel=\"preload\" href=\"game/ABCDEF0123456789ABCDEF0123456789.cache.js\" as=\"script\">";
    assertEquals(page.indexOf(link), page.lastIndexOf(link), page);
    assertTrue(page.indexOf(link) > 0 && page.indexOf(link) < page.indexOf("</head>"), page);
  }

  @Test
  void aNewBuildsScriptReplacesTheOldName(@TempDir Path dir) throws IOException {
    StaticSite.make(build(dir), TEMPLATE);
    Files.move(dir.resolve("game/ABCDEF0123456789ABCDEF0123456789.cache.js"),
        dir.resolve("game/0123456789ABCDEF0123456789ABCDEF.cache.js"));
    StaticSite.make(dir, TEMPLATE);
    String page = new String(Files.readAllBytes(dir.resolve("index.html")), StandardCharsets.UTF_8);
    assertFalse(page.contains("ABCDEF0123456789ABCDEF0123456789"), page);
    assertTrue(page.contains("href=\"game/0123456789ABCDEF0123456789ABCDEF.cache.js\""), page);
  }

  @Test
  void aScriptGetsAGzipCopyWithTheSameBytesAndAPictureDoesNot(@TempDir Path dir) throws IOException {
    StaticSite.make(build(dir), TEMPLATE);
    Path js = dir.resolve("game/ABCDEF0123456789ABCDEF0123456789.cache.js");
    Path gz = dir.resolve("game/ABCDEF0123456789ABCDEF0123456789.cache.js.gz");
    assertTrue(Files.size(gz) < Files.size(js) / 5, "the repetitive script compresses well");
    try (InputStream in = new GZIPInputStream(Files.newInputStream(gz))) {
      assertArrayEquals(Files.readAllBytes(js), in.readAllBytes());
    }
    assertFalse(Files.exists(dir.resolve("assets/wood-0123456789abcdef0123456789abcdef.jpg.gz")));
    assertFalse(Files.exists(dir.resolve("index.html.gz")), "too small to gain");
  }

  @Test
  void theVersionChangesWithAnyFileAndOnlyThen(@TempDir Path dir) throws IOException {
    build(dir);
    List<String> files = StaticSite.offlineFiles(dir);
    String first = StaticSite.version(dir, files);
    assertEquals(first, StaticSite.version(dir, files), "the same build, the same version");
    Files.write(dir.resolve("index.html"), "<!doctype html><title>Gomoku 2</title>".getBytes(StandardCharsets.UTF_8));
    assertNotEquals(first, StaticSite.version(dir, files), "a changed page, a new service worker");
  }

  @Test
  void aTemplateWithoutItsPlaceholdersIsRefused() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> StaticSite.serviceWorker("self.addEventListener('fetch', f);", "v", List.of("index.html")));
    assertTrue(e.getMessage().contains("@VERSION@"), e.getMessage());
  }

  @Test
  void theZipHoldsTheFolderUnderOneName(@TempDir Path dir, @TempDir Path out) throws IOException {
    StaticSite.make(build(dir), TEMPLATE);
    Path zip = out.resolve("web.zip");
    StaticSite.zip(dir, zip);
    try (ZipFile z = new ZipFile(zip.toFile())) {
      assertTrue(z.getEntry("gomoku-web/index.html") != null);
      assertTrue(z.getEntry("gomoku-web/sw.js") != null);
      assertTrue(z.getEntry("gomoku-web/game/ABCDEF0123456789ABCDEF0123456789.cache.js.gz") != null);
    }
  }

  @Test
  void theServerSendsTheGzipCopyToWhoTakesItAndCacheTimesByName(@TempDir Path dir) throws IOException {
    StaticSite.make(build(dir), TEMPLATE);
    try (StaticServer server = new StaticServer(dir, 0)) {
      String base = "http://127.0.0.1:" + server.port() + "/";
      HttpURLConnection zipped = open(base + "game/ABCDEF0123456789ABCDEF0123456789.cache.js", "gzip, deflate");
      assertEquals(200, zipped.getResponseCode());
      assertEquals("gzip", zipped.getHeaderField("Content-Encoding"));
      assertEquals("text/javascript; charset=utf-8", zipped.getHeaderField("Content-Type"));
      assertEquals("public, max-age=31536000, immutable", zipped.getHeaderField("Cache-Control"));
      assertArrayEquals(Files.readAllBytes(dir.resolve("game/ABCDEF0123456789ABCDEF0123456789.cache.js.gz")),
          body(zipped));

      HttpURLConnection plain = open(base + "game/ABCDEF0123456789ABCDEF0123456789.cache.js", null);
      assertNull(plain.getHeaderField("Content-Encoding"), "no gzip to a client that did not ask");
      assertArrayEquals(Files.readAllBytes(dir.resolve("game/ABCDEF0123456789ABCDEF0123456789.cache.js")), body(plain));

      HttpURLConnection page = open(base, "gzip");
      assertEquals(200, page.getResponseCode(), "a folder's address serves its index.html");
      assertEquals("no-cache", page.getHeaderField("Cache-Control"));
      assertEquals("public, max-age=31536000, immutable",
          open(base + "assets/wood-0123456789abcdef0123456789abcdef.jpg", null).getHeaderField("Cache-Control"));

      assertEquals(404, open(base + "missing.js", null).getResponseCode());
      assertEquals(404, open(base + "..%2F..%2Fetc%2Fpasswd", null).getResponseCode(), "nothing outside the folder");
    }
  }

  @Test
  void aFolderWithoutAPageIsRefusedWithAClearMessage(@TempDir Path dir) {
    IOException e = assertThrows(IOException.class, () -> new StaticServer(dir, 0));
    assertTrue(e.getMessage().contains("index.html"), e.getMessage());
  }

  private static HttpURLConnection open(String url, String encoding) throws IOException {
    HttpURLConnection c = (HttpURLConnection) new URL(url).openConnection();
    if (encoding != null) {
      c.setRequestProperty("Accept-Encoding", encoding);
    }
    return c;
  }

  private static byte[] body(HttpURLConnection c) throws IOException {
    try (InputStream in = c.getInputStream()) {
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      in.transferTo(out);
      return out.toByteArray();
    }
  }
}
