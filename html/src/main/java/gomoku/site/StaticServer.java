package gomoku.site;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.concurrent.Executors;

/**
 * Serves the web build's folder the way a static host does: files only, the precompressed {@code .gz} copy to a
 * browser that takes gzip, and cache lifetimes from the names ({@link #cacheControl}). {@code ./play.sh web} and the
 * browser tests use it, so both see what a player's host sends. No server code runs: any static host can do the same.
 *
 * <p>{@code java -cp html/target/classes gomoku.site.StaticServer FOLDER [PORT]}
 */
public final class StaticServer implements AutoCloseable {
  private final HttpServer server;
  private final Path root;
  /** Above 0: bytes go out at this rate (a slow connection, for the loading screen's test). */
  private final int kilobytesPerSecond;

  /** Serves {@code root} on 127.0.0.1 at {@code port} (0: any free port), at full speed. */
  public StaticServer(Path root, int port) throws IOException {
    this(root, port, 0);
  }

  public StaticServer(Path root, int port, int kilobytesPerSecond) throws IOException {
    this.root = root.toAbsolutePath().normalize();
    if (!Files.isRegularFile(this.root.resolve("index.html"))) {
      throw new IOException("no web build at " + this.root + " (index.html is missing): build it with ./play.sh web");
    }
    this.kilobytesPerSecond = kilobytesPerSecond;
    server = HttpServer.create(new InetSocketAddress("127.0.0.1", port), 0);
    server.setExecutor(Executors.newFixedThreadPool(6));
    server.createContext("/", this::handle);
    server.start();
  }

  public int port() {
    return server.getAddress().getPort();
  }

  private boolean closed;

  @Override
  public synchronized void close() {
    if (closed) {
      return;
    }
    closed = true;
    server.stop(0);
    ((java.util.concurrent.ExecutorService) server.getExecutor()).shutdownNow();
  }

  private void handle(HttpExchange exchange) throws IOException {
    try {
      String method = exchange.getRequestMethod();
      if (!method.equals("GET") && !method.equals("HEAD")) {
        exchange.getResponseHeaders().set("Allow", "GET, HEAD");
        exchange.sendResponseHeaders(405, -1);
        return;
      }
      String path = URLDecoder.decode(exchange.getRequestURI().getRawPath(), StandardCharsets.UTF_8);
      if (path.endsWith("/")) {
        path += "index.html";
      }
      Path file = root.resolve(path.substring(1)).normalize();
      if (!file.startsWith(root) || !Files.isRegularFile(file)) {
        exchange.sendResponseHeaders(404, -1);
        return;
      }
      String name = file.getFileName().toString();
      exchange.getResponseHeaders().set("Content-Type", contentType(name));
      exchange.getResponseHeaders().set("Cache-Control", cacheControl(path));
      Path gzip = file.resolveSibling(name + ".gz");
      String accepted = exchange.getRequestHeaders().getFirst("Accept-Encoding");
      if (Files.isRegularFile(gzip)) {
        exchange.getResponseHeaders().set("Vary", "Accept-Encoding");
        if (accepted != null && accepted.contains("gzip")) {
          exchange.getResponseHeaders().set("Content-Encoding", "gzip");
          file = gzip;
        }
      }
      byte[] body = Files.readAllBytes(file);
      if (method.equals("HEAD")) {
        exchange.getResponseHeaders().set("Content-Length", Long.toString(body.length));
        exchange.sendResponseHeaders(200, -1);
        return;
      }
      exchange.sendResponseHeaders(200, body.length);
      try (OutputStream out = exchange.getResponseBody()) {
        send(out, body);
      }
    } finally {
      exchange.close();
    }
  }

  private void send(OutputStream out, byte[] body) throws IOException {
    if (kilobytesPerSecond <= 0) {
      out.write(body);
      return;
    }
    try {
      for (int at = 0; at < body.length; at += 8192) {
        out.write(body, at, Math.min(8192, body.length - at));
        out.flush();
        Thread.sleep(8000L / kilobytesPerSecond);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /**
   * A year for the files whose names carry their content's hash (GWT's {@code .cache.js} and the assets the
   * preloader copies as {@code name-<md5>.ext}): a new build gives them new names. Everything else (the page, the
   * service worker, the manifest, GWT's {@code .nocache.js}, the asset list) is checked with the host every time.
   */
  static String cacheControl(String path) {
    String name = path.substring(path.lastIndexOf('/') + 1);
    boolean hashed = name.contains(".cache.") || name.matches(".*-[0-9a-f]{32}\\.[A-Za-z0-9]+");
    return hashed ? "public, max-age=31536000, immutable" : "no-cache";
  }

  static String contentType(String name) {
    String ext = name.substring(name.lastIndexOf('.') + 1).toLowerCase();
    switch (ext) {
      case "html":
        return "text/html; charset=utf-8";
      case "js":
        return "text/javascript; charset=utf-8";
      case "css":
        return "text/css; charset=utf-8";
      case "json":
        return "application/json";
      case "webmanifest":
        return "application/manifest+json";
      case "png":
        return "image/png";
      case "jpg":
        return "image/jpeg";
      case "svg":
        return "image/svg+xml";
      case "wav":
        return "audio/wav";
      case "txt":
      case "fnt":
      case "properties":
      case "glsl":
        return "text/plain; charset=utf-8";
      case "zip":
        return "application/zip";
      case "wasm":
        return "application/wasm"; // WebAssembly.compileStreaming takes no other
      default:
        return "application/octet-stream";
    }
  }

  public static void main(String[] args) throws IOException {
    if (args.length < 1 || args.length > 2) {
      System.err.println("usage: StaticServer FOLDER [PORT]");
      System.exit(2);
    }
    int port = args.length > 1 ? Integer.parseInt(args[1]) : 8080;
    try (StaticServer s = new StaticServer(Paths.get(args[0]), port)) {
      System.out.println("Serving " + s.root + ": open http://127.0.0.1:" + s.port() + "/ (Ctrl+C stops it)");
      Thread.currentThread().join();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
