package gomoku.site;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import java.util.zip.Deflater;
import java.util.zip.GZIPOutputStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

/**
 * Makes the compiled web build a folder any static host can serve (run by the html module's package phase): the
 * service worker with this build's files and version, a {@code .gz} copy beside every file that compresses, and the
 * folder as a zip. Nothing in it needs server code; the URLs are relative, so it works from any path.
 *
 * <p>{@code StaticSite FOLDER SW_TEMPLATE ZIP}
 */
public final class StaticSite {
  /** Text-like files compress well; images and sounds that are compressed already are sent as they are. */
  private static final String[] COMPRESSIBLE = {".js", ".html", ".css", ".txt", ".fnt", ".properties", ".glsl",
    ".json", ".webmanifest", ".wav", ".wasm"};
  /** Smaller files gain less than the request's own overhead. */
  private static final int MIN_COMPRESSED_SIZE = 1024;

  private StaticSite() {}

  public static void main(String[] args) throws IOException {
    if (args.length != 3) {
      System.err.println("usage: StaticSite FOLDER SW_TEMPLATE ZIP");
      System.exit(2);
    }
    Path folder = Paths.get(args[0]);
    Path zip = Paths.get(args[2]);
    List<String> files = make(folder, new String(Files.readAllBytes(Paths.get(args[1])), StandardCharsets.UTF_8));
    zip(folder, zip);
    System.out.println("Static web build: " + folder + " (" + files.size() + " files for offline play), " + zip);
  }

  /** Writes sw.js and the .gz copies into {@code folder}; returns the files the service worker keeps. */
  public static List<String> make(Path folder, String swTemplate) throws IOException {
    try (Stream<Path> old = Files.walk(folder)) {
      for (Path p : old.filter(p -> p.toString().endsWith(".gz")).collect(Collectors.toList())) {
        Files.delete(p);
      }
    }
    preloadScript(folder);
    List<String> files = offlineFiles(folder);
    Files.write(folder.resolve("sw.js"), serviceWorker(swTemplate, version(folder, files), files)
        .getBytes(StandardCharsets.UTF_8));
    for (String f : all(folder)) {
      compress(folder.resolve(f));
    }
    return files;
  }

  /**
   * Names the compiled game script in the page's head, so the browser fetches it alongside GWT's loader instead of
   * after it: one round trip less before the menu (600 ms on a phone's 3G). Only for a build of one permutation,
   * whose script the loader is bound to pick.
   */
  static void preloadScript(Path folder) throws IOException {
    List<String> scripts = new ArrayList<>();
    for (String f : all(folder)) {
      if (f.matches("[^/]+/[0-9A-F]{32}\\.cache\\.js")) {
        scripts.add(f);
      }
    }
    Path index = folder.resolve("index.html");
    String page = new String(Files.readAllBytes(index), StandardCharsets.UTF_8);
    String marker = "  <!-- the game's script, named by the build -->\n";
    int at = page.indexOf(marker);
    if (at >= 0) { // a page of an earlier build (Maven copies the page only when it changed): its name goes
      page = page.substring(0, at) + page.substring(page.indexOf('\n', at + marker.length()) + 1);
    }
    if (scripts.size() == 1 && page.contains("</head>")) {
      String link = marker + "  <link rel=\"preload\" href=\"" + scripts.get(0) + "\" as=\"script\">\n";
      page = page.replace("</head>", link + "</head>");
    }
    Files.write(index, page.getBytes(StandardCharsets.UTF_8));
  }

  /** Every file of the folder by its relative path with '/', in a fixed order. */
  static List<String> all(Path folder) throws IOException {
    try (Stream<Path> walk = Files.walk(folder)) {
      return walk.filter(Files::isRegularFile).map(p -> folder.relativize(p).toString().replace('\\', '/'))
          .filter(f -> !f.endsWith(".gz")).sorted().collect(Collectors.toList());
    }
  }

  /**
   * What the game needs to run with the network gone: every file but the service worker itself, the compressed
   * copies, GWT's development-mode leftovers, and the big icons that only installing fetches.
   */
  static List<String> offlineFiles(Path folder) throws IOException {
    List<String> files = new ArrayList<>();
    for (String f : all(folder)) {
      boolean leftover = f.startsWith("WEB-INF/") || f.endsWith(".devmode.js") || f.endsWith("compilation-mappings.txt")
          || f.endsWith(".zip");
      boolean installOnly = f.startsWith("icons/icon-") && f.contains("512"); // fetched once, when installing
      leftover |= installOnly;
      if (!leftover && !f.equals("sw.js")) {
        files.add(f);
      }
    }
    return files;
  }

  /** A digest of the files' names and contents: a new build with any change gets a new service worker. */
  static String version(Path folder, List<String> files) throws IOException {
    try {
      MessageDigest digest = MessageDigest.getInstance("SHA-256");
      for (String f : files) {
        digest.update(f.getBytes(StandardCharsets.UTF_8));
        digest.update(Files.readAllBytes(folder.resolve(f)));
      }
      StringBuilder hex = new StringBuilder();
      for (byte b : digest.digest()) {
        hex.append(Character.forDigit((b >> 4) & 15, 16)).append(Character.forDigit(b & 15, 16));
      }
      return hex.substring(0, 16);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  static String serviceWorker(String template, String version, List<String> files) {
    if (!template.contains("@VERSION@") || !template.contains("@FILES@")) {
      throw new IllegalArgumentException("the service worker template lacks @VERSION@ or @FILES@");
    }
    StringBuilder list = new StringBuilder("[\n");
    for (String f : files) {
      list.append("  './").append(f.replace("\\", "\\\\").replace("'", "\\'")).append("',\n");
    }
    list.append("]");
    return template.replace("@VERSION@", version).replace("@FILES@", list);
  }

  /** Writes {@code file}.gz (best compression) when the file is of a kind that compresses and it gains a tenth. */
  static void compress(Path file) throws IOException {
    String name = file.getFileName().toString();
    boolean kind = false;
    for (String ext : COMPRESSIBLE) {
      kind |= name.endsWith(ext);
    }
    byte[] raw = Files.readAllBytes(file);
    if (!kind || raw.length < MIN_COMPRESSED_SIZE) {
      return;
    }
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (OutputStream out = new GZIPOutputStream(bytes) {
      {
        def.setLevel(Deflater.BEST_COMPRESSION);
      }
    }) {
      out.write(raw);
    }
    if (bytes.size() < raw.length * 9 / 10) {
      Files.write(file.resolveSibling(name + ".gz"), bytes.toByteArray());
    }
  }

  /** The folder as a zip, entries in a fixed order with a fixed time, so one build always makes the same zip. */
  static void zip(Path folder, Path zip) throws IOException {
    try (ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(zip))) {
      try (Stream<Path> walk = Files.walk(folder)) {
        for (Path p : walk.filter(Files::isRegularFile).sorted().collect(Collectors.toList())) {
          ZipEntry e = new ZipEntry("gomoku-web/" + folder.relativize(p).toString().replace('\\', '/'));
          e.setTime(315532800000L); // 1980-01-01, the zip format's first day
          out.putNextEntry(e);
          out.write(Files.readAllBytes(p));
          out.closeEntry();
        }
      }
    }
  }
}
