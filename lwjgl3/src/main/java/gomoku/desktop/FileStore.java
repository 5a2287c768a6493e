package gomoku.desktop;

import gomoku.game.Store;
import gomoku.game.StoreException;
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

  private Path file(String key) {
    return dir.resolve(key + ".txt");
  }

  @Override
  public String get(String key) {
    Path f = file(key);
    if (!Files.exists(f)) {
      return null;
    }
    try {
      if (Files.isDirectory(f)) {
        throw new IOException("it is a folder");
      }
      return new String(Files.readAllBytes(f), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new StoreException("cannot read " + f + " (" + reason(e) + ")");
    }
  }

  @Override
  public void put(String key, String value) {
    Path f = file(key);
    Path tmp = dir.resolve(key + ".tmp");
    try {
      if (value == null) {
        Files.deleteIfExists(f);
        return;
      }
      Files.createDirectories(dir);
      try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
          StandardOpenOption.TRUNCATE_EXISTING)) {
        ch.write(java.nio.ByteBuffer.wrap(value.getBytes(StandardCharsets.UTF_8)));
        ch.force(true);
      }
      Files.move(tmp, f, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    } catch (IOException e) {
      try {
        Files.deleteIfExists(tmp); // no half-written leftover; the previous save stays as it was
      } catch (IOException ignored) {
        // the message below already says the save failed
      }
      throw new StoreException("cannot save " + f + " (" + reason(e) + ")");
    }
  }

  @Override
  public void rename(String from, String to) {
    Path f = file(from);
    try {
      Files.move(f, file(to), StandardCopyOption.ATOMIC_MOVE);
    } catch (IOException e) {
      throw new StoreException("cannot rename " + f + " (" + reason(e) + ")");
    }
  }

  @Override
  public String where(String key) {
    return file(key).toAbsolutePath().toString();
  }

  /** The exception's kind in words when the JDK gives only a path as its message. */
  private static String reason(IOException e) {
    String kind = e.getClass().getSimpleName();
    if (e instanceof java.nio.file.AccessDeniedException) {
      return "permission denied";
    } else if (e instanceof java.nio.file.DirectoryNotEmptyException) {
      return "a folder is in the way";
    } else if (e instanceof java.nio.file.FileSystemException) {
      String r = ((java.nio.file.FileSystemException) e).getReason();
      return r != null ? r : kind;
    }
    return e.getMessage() != null ? e.getMessage() : kind;
  }
}
