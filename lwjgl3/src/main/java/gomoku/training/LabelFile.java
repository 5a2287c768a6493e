package gomoku.training;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The labels a tool writes for tools/EvalTraining.java --scores: a line a position, "game ply score" (the score
 * for the side to move at our search's scale, a proved result ±{@link #PROVED_WIN}). Flushed every hundred lines, so that a run stopped early keeps
 * what it scored; progress on stderr every five hundred.
 */
public final class LabelFile implements AutoCloseable {
  /** A result proved by search, for the side to move: far past any evaluation, so the fit reads it as certain. */
  public static final int PROVED_WIN = 30000;

  /** Our search's score scale, for the labels and tools/EvalTraining.java: s is a win chance of sigmoid(s / SCALE). */
  public static final double SCALE = 4600;

  private final PrintWriter out;
  private final long start = System.currentTimeMillis();
  private int written;

  public LabelFile(Path path) throws IOException {
    out = new PrintWriter(Files.newBufferedWriter(path, StandardCharsets.UTF_8));
  }

  /** A teacher's win chance for the side to move as our score; a proved result (0 or 1) as ±{@link #PROVED_WIN}. */
  public static int score(double chance) {
    if (chance <= 0 || chance >= 1) {
      return chance >= 1 ? PROVED_WIN : -PROVED_WIN;
    }
    long s = Math.round(SCALE * Math.log(chance / (1 - chance)));
    return (int) Math.max(1 - PROVED_WIN, Math.min(PROVED_WIN - 1, s));
  }

  public void add(TrainingGame game, int ply, int score) {
    out.println(game.number + " " + ply + " " + score);
    if (++written % 100 == 0) {
      out.flush();
    }
    if (written % 500 == 0) {
      System.err.println(written + " positions, " + seconds() + " s");
    }
  }

  @Override
  public void close() {
    out.close();
    System.err.println(written + " positions in " + seconds() + " s");
  }

  private long seconds() {
    return (System.currentTimeMillis() - start) / 1000;
  }
}
