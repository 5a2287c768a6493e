package gomoku.arena;

import gomoku.record.Openings;
import gomoku.rules.Rule;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.List;

/**
 * Reading the values of the command-line tools (arena, match, bench): each mistake becomes an
 * IllegalArgumentException whose message names the argument and what it wants, for the tool to print with its
 * usage, instead of a NumberFormatException's stack trace.
 */
public final class Arguments {
  private Arguments() {}

  public static int positive(String name, String v) {
    int n = integer(name, v);
    if (n < 1) {
      throw new IllegalArgumentException(name + " must be at least 1, not " + v);
    }
    return n;
  }

  public static int atLeastZero(String name, String v) {
    int n = integer(name, v);
    if (n < 0) {
      throw new IllegalArgumentException(name + " cannot be negative: " + v);
    }
    return n;
  }

  public static int integer(String name, String v) {
    try {
      return Integer.parseInt(v.trim());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(name + " wants a whole number, not '" + v + "'");
    }
  }

  public static Rule rule(String name, String v) {
    for (Rule r : Rule.values()) {
      if (r.name().equalsIgnoreCase(v)) {
        return r;
      }
    }
    throw new IllegalArgumentException(name + " wants freestyle, standard or renju, not '" + v + "'");
  }

  /**
   * The openings in a file; refuses one that cannot be read, has a line that is not an opening, or has none
   * (the games would have nothing to start from).
   */
  public static List<int[]> openings(String file, int size) {
    List<int[]> list;
    try {
      list = Openings.parse(new String(Files.readAllBytes(Paths.get(file)), StandardCharsets.UTF_8), size);
    } catch (IOException e) {
      throw new IllegalArgumentException("cannot read the openings: " + e);
    }
    if (list.isEmpty()) {
      throw new IllegalArgumentException("no openings in " + file);
    }
    return list;
  }
}
