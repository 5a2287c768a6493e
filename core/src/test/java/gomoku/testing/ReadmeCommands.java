package gomoku.testing;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The shell commands README.md shows a newcomer, read from the file itself so that a test runs what the
 * README says, not a copy of it that could drift: the {@code sh} code blocks of a section, in order.
 */
public final class ReadmeCommands {
  private ReadmeCommands() {}

  /** The one-line {@code sh} blocks under the heading {@code ## section}, in the order they appear. */
  public static List<String> of(Path readme, String section) throws IOException {
    List<String> lines = Files.readAllLines(readme, StandardCharsets.UTF_8);
    List<String> commands = new ArrayList<>();
    boolean inSection = false;
    boolean inBlock = false;
    StringBuilder block = new StringBuilder();
    for (String line : lines) {
      if (!inBlock && line.startsWith("## ")) {
        inSection = line.substring(3).trim().equals(section);
      } else if (inSection && line.trim().equals("```sh")) {
        inBlock = true;
        block.setLength(0);
      } else if (inBlock && line.trim().equals("```")) {
        inBlock = false;
        commands.add(block.toString().trim());
      } else if (inBlock) {
        block.append(line).append('\n');
      }
    }
    return commands;
  }

  /** The block of the section that names {@code word} (e.g. "web"), or that names none of the others. */
  public static String find(Path readme, String section, String word) throws IOException {
    for (String c : of(readme, section)) {
      if (word == null ? !c.contains(" ") : c.contains(word)) {
        return c;
      }
    }
    throw new AssertionError("README.md's '## " + section + "' has no command"
        + (word == null ? " without arguments" : " with '" + word + "'") + ": " + of(readme, section));
  }
}
