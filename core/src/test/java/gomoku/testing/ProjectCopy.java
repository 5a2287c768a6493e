package gomoku.testing;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.concurrent.TimeUnit;

/**
 * A copy of the project's files as a fresh clone would have them (what git tracks, plus new files it does not
 * ignore), without any build output: a command run there builds from nothing, as a newcomer's would, and does
 * not touch the build that is running the tests.
 */
public final class ProjectCopy {
  private ProjectCopy() {}

  /** The project root: the folder above a module's folder that holds README.md. */
  public static Path root() {
    Path here = Path.of("").toAbsolutePath();
    for (Path p = here; p != null; p = p.getParent()) {
      if (Files.isRegularFile(p.resolve("README.md")) && Files.isRegularFile(p.resolve("pom.xml"))
          && Files.isDirectory(p.resolve("core"))) {
        return p;
      }
    }
    throw new AssertionError("no project root above " + here);
  }

  /** Copies the project at {@code root} into {@code target} (which must exist) and returns it. */
  public static Path into(Path root, Path target) throws IOException, InterruptedException {
    Process git = new ProcessBuilder("git", "ls-files", "-z", "--cached", "--others", "--exclude-standard")
        .directory(root.toFile()).redirectError(ProcessBuilder.Redirect.DISCARD).start();
    String list;
    try (InputStream in = git.getInputStream()) {
      list = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    if (!git.waitFor(60, TimeUnit.SECONDS) || git.exitValue() != 0 || list.isEmpty()) {
      throw new AssertionError("git ls-files found no files in " + root + " (the copy needs a git checkout)");
    }
    for (String name : list.split("\0")) {
      Path from = root.resolve(name);
      if (name.isEmpty() || !Files.isRegularFile(from)) {
        continue; // deleted in the work tree but still in the index
      }
      Path to = target.resolve(name);
      Files.createDirectories(to.getParent());
      Files.copy(from, to, StandardCopyOption.COPY_ATTRIBUTES);
    }
    return target;
  }
}
