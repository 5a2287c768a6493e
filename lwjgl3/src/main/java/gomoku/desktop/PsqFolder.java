package gomoku.desktop;

import gomoku.game.RecordFiles;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** PSQ records in a folder (~/Gomoku), written atomically, named by date and time. */
final class PsqFolder implements RecordFiles {
  private final Path dir;

  PsqFolder(Path dir) {
    this.dir = dir;
  }

  @Override
  public String save(String psqText) throws IOException {
    Files.createDirectories(dir);
    String stamp = LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss"));
    Path file = dir.resolve("gomoku-" + stamp + ".psq");
    for (int n = 2; Files.exists(file); n++) {
      file = dir.resolve("gomoku-" + stamp + "-" + n + ".psq");
    }
    Path tmp = dir.resolve(file.getFileName() + ".tmp");
    Files.write(tmp, psqText.getBytes(StandardCharsets.UTF_8));
    Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE);
    return file.toString();
  }

  @Override
  public List<String> list() {
    if (!Files.isDirectory(dir)) {
      return new ArrayList<>();
    }
    try (Stream<Path> s = Files.list(dir)) {
      return s.filter(p -> p.getFileName().toString().toLowerCase().endsWith(".psq"))
          .sorted(Comparator.comparing((Path p) -> p.toFile().lastModified()).reversed()
              .thenComparing(p -> p.getFileName().toString(), Comparator.reverseOrder()))
          .map(p -> p.getFileName().toString()).collect(Collectors.toList());
    } catch (IOException e) {
      return new ArrayList<>();
    }
  }

  @Override
  public String read(String name) throws IOException {
    Path file = dir.resolve(name).normalize();
    if (!file.startsWith(dir)) {
      throw new IOException("not a record in " + dir);
    }
    if (Files.size(file) > 1_000_000) {
      throw new IOException(name + " is too large to be a game record");
    }
    return new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
  }
}
