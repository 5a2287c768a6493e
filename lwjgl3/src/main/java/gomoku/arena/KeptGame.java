package gomoku.arena;

import gomoku.record.Psq;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A game that an earlier run of the same match left in the output folder, read back so that {@code --resume}
 * counts it instead of playing it again. A sequential test that ran out of games can then go on as one test,
 * not as a second run added by hand. The record must name the same engines in the same colours and start with
 * the same opening: a folder from another match is refused, so that two matches are never counted as one.
 */
final class KeptGame {
  /** A's half points: 2 for a win, 1 for a draw, 0 for a loss. */
  final int aHalfPoints;
  /**
   * The line the arena printed when the game was played, but for one thing: the slowest times are those of the
   * moves in the record, so a game lost on time shows the loser's slowest move before the late one (the late
   * answer's time is in the reason).
   */
  final String line;

  private KeptGame(int aHalfPoints, String line) {
    this.aHalfPoints = aHalfPoints;
    this.line = line;
  }

  /**
   * Reads game {@code number} (1-based; A is black in odd games) of the match between engines {@code a} and
   * {@code b} from {@code file}.
   *
   * @throws IllegalArgumentException naming the file and what is wrong: unreadable, not a PSQ record, no
   *     result, other engines or another opening
   */
  static KeptGame read(Path file, int number, String a, String b, int[] opening) {
    String text;
    try {
      text = new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new IllegalArgumentException(file + ": cannot read it: " + e.getMessage());
    }
    Psq.Game game;
    try {
      game = Psq.parse(text);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(file + ": " + e.getMessage());
    }
    boolean aBlack = number % 2 == 1;
    expect(file, "black: ", aBlack ? a : b, text);
    expect(file, "white: ", aBlack ? b : a, text);
    for (int i = 0; i < opening.length; i++) {
      if (i >= game.moves.size() || game.moves.get(i) != opening[i]) {
        throw new IllegalArgumentException(file + ": the game does not start with this match's opening "
            + (number + 1) / 2 + " (another openings file?)");
      }
    }
    String result = trailer(text, "result: ");
    int open = result == null ? -1 : result.indexOf(" (");
    if (open < 0 || !result.endsWith(")")) {
      throw new IllegalArgumentException(file + ": no 'result: A wins (…)' line, so the game did not finish");
    }
    String verdict = result.substring(0, open);
    int half = Arena.halfPoints(verdict);
    if (half < 0) {
      throw new IllegalArgumentException(file + ": result '" + verdict + "' is not 'A wins', 'B wins' or 'draw'");
    }
    String reason = result.substring(open + 2, result.length() - 1);
    int[] slowest = new int[2];
    for (int i = 0; i < game.millis.size(); i++) {
      slowest[i % 2] = Math.max(slowest[i % 2], game.millis.get(i));
    }
    return new KeptGame(half, Arena.gameLine(number, aBlack, verdict, reason, game.moves.size(), slowest));
  }

  private static void expect(Path file, String key, String engine, String text) {
    String found = trailer(text, key);
    if (found == null) {
      throw new IllegalArgumentException(file + ": no '" + key.trim() + "' line, so it is not an arena game");
    }
    if (!engine.equals(found)) {
      throw new IllegalArgumentException(file + ": " + key.trim() + " was '" + found + "', this match has '" + engine
          + "' (another match, or A and B swapped?)");
    }
  }

  /** The rest of the first trailer line that starts with {@code key}, or null. */
  private static String trailer(String text, String key) {
    for (String line : text.split("\r\n|\n|\r")) {
      if (line.startsWith(key)) {
        return line.substring(key.length());
      }
    }
    return null;
  }
}
