package gomoku.training;

import gomoku.rules.Notation;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.zip.GZIPInputStream;

/**
 * One game of the training data (training/games, written by tools/SelfPlayGames.java): a line "number
 * result-for-black moves", the result 1, 0.5 or 0 and the moves as a 15×15 move string. The fitting tools
 * (tools/EvalTraining.java) read the files through {@link #read}.
 */
public final class TrainingGame {
  public final int number;
  /** 1 when black won, 0 when white did, 0.5 for a draw. */
  public final double blackResult;
  /** Points on the 15×15 board, in order. */
  public final List<Integer> moves;

  public TrainingGame(int number, double blackResult, List<Integer> moves) {
    this.number = number;
    this.blackResult = blackResult;
    this.moves = Collections.unmodifiableList(new ArrayList<>(moves));
  }

  /** Whether the game is in the held-out tenth (number ending in 0) that the fits report their loss on. */
  public boolean heldOut() {
    return number % 10 == 0;
  }

  /** Parses one line; throws with the line's text when it is not a game. */
  public static TrainingGame parse(String line) {
    String[] parts = line.trim().split(" ");
    if (parts.length != 3) {
      throw new IllegalArgumentException("not a training game (number result moves): " + line);
    }
    try {
      return new TrainingGame(
          Integer.parseInt(parts[0]), Double.parseDouble(parts[1]), Notation.parseMoves(15, parts[2]));
    } catch (RuntimeException e) {
      throw new IllegalArgumentException("not a training game (" + e.getMessage() + "): " + line, e);
    }
  }

  /** The games of the files (plain text, or gzip when the name ends in .gz), blank lines skipped. */
  public static List<TrainingGame> read(List<Path> files) throws IOException {
    List<TrainingGame> games = new ArrayList<>();
    for (Path f : files) {
      for (String line : lines(f)) {
        games.add(parse(line));
      }
    }
    return games;
  }

  /** The non-blank lines of a training file, plain text or gzip (a name ending in .gz). */
  public static List<String> lines(Path f) throws IOException {
    List<String> lines = new ArrayList<>();
    try (InputStream raw = Files.newInputStream(f);
        BufferedReader r = new BufferedReader(new InputStreamReader(
            f.toString().endsWith(".gz") ? new GZIPInputStream(raw) : raw, StandardCharsets.UTF_8))) {
      for (String line = r.readLine(); line != null; line = r.readLine()) {
        if (!line.trim().isEmpty()) {
          lines.add(line);
        }
      }
    }
    return lines;
  }
}
