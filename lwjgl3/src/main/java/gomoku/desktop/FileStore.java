package gomoku.desktop;

import gomoku.game.Store;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/**
 * The desktop's {@link Store}: one file per key in a folder (~/.gomoku). A save goes to a temporary file that
 * is forced to disk and then renamed over the old one, so a crash mid-save leaves the previous save whole.
 */
final class FileStore implements Store {
  private final Path dir;

  FileStore(Path dir) {
    this.dir = dir;
  }

  @Override
  public String get(String key) {
    Path f = dir.resolve(key + ".txt");
    try {
      return Files.exists(f) ? new String(Files.readAllBytes(f), StandardCharsets.UTF_8) : null;
    } catch (IOException e) {
      System.err.println("gomoku: cannot read " + f + ": " + e);
      return null;
    }
  }

  @Override
  public void put(String key, String value) {
    Path f = dir.resolve(key + ".txt");
    try {
      if (value == null) {
        Files.deleteIfExists(f);
        return;
      }
      Files.createDirectories(dir);
      Path tmp = dir.resolve(key + ".tmp");
      try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
          StandardOpenOption.TRUNCATE_EXISTING)) {
        ch.write(java.nio.ByteBuffer.wrap(value.getBytes(StandardCharsets.UTF_8)));
        ch.force(true);
      }
      Files.move(tmp, f, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    } catch (IOException e) {
      System.err.println("gomoku: cannot save " + f + ": " + e); // the previous save stays as it was
    }
  }
}
