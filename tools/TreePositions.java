import gomoku.arena.PositionProbe;
import gomoku.engine.SearchBoard;
import gomoku.rules.Notation;
import gomoku.rules.Rule;
import gomoku.training.FittedPositions;
import gomoku.training.LabelFile;
import gomoku.training.TrainingGame;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Positions like those the search evaluates, with a stronger engine's verdict on each, for tools/EvalTraining.java
 * (--scores LABELS --scored-only GAMES). The evaluation is fitted on game positions, where both sides played what
 * they chose; inside the search most positions follow a plausible move that is not the best, and there the side to
 * move finds more than the evaluation credits it with (docs/arena/margin-census-2026-12-01.txt). Each position here
 * is a fitted position of a training game (not a held-out one) followed by one or two moves picked at random among
 * the eight the hand-set point scores rank first, not the game's own move; it is written as a game of its own
 * (numbered from 5,000,000) with the teacher's score for its last position.
 *
 * <pre>java -cp lwjgl3/target/gomoku-desktop.jar tools/TreePositions.java TEACHER MS COUNT SEED OUT_GAMES OUT_LABELS GAMES_FILE... [--held-out]</pre>
 *
 * One process a core, each with its own SEED (which also sets its games' numbers apart). With --held-out the
 * positions come from the held-out games and are numbered as held out (ending in 0), to measure a fit on.
 */
public class TreePositions {
  private static final int FIRST_NUMBER = 5_000_000;
  private static final int TOP = 8;

  public static void main(String[] args) throws Exception {
    if (args.length < 7) {
      System.err.println("usage: TreePositions TEACHER MS COUNT SEED OUT_GAMES OUT_LABELS GAMES_FILE... [--held-out]");
      System.exit(2);
    }
    int ms = Integer.parseInt(args[1]);
    int count = Integer.parseInt(args[2]);
    int seed = Integer.parseInt(args[3]);
    List<Path> files = new ArrayList<>();
    boolean heldOut = false;
    for (int i = 6; i < args.length; i++) {
      if (args[i].equals("--held-out")) {
        heldOut = true;
      } else {
        files.add(Paths.get(args[i]));
      }
    }
    List<TrainingGame> games = new ArrayList<>();
    for (TrainingGame g : TrainingGame.read(files)) {
      if (g.heldOut() == heldOut) {
        games.add(g);
      }
    }
    Random random = new Random(seed);
    int number = FIRST_NUMBER + seed * 1_000_000 + (heldOut ? 0 : 1);
    try (PositionProbe teacher = PositionProbe.start(args[0], ms, 64L << 20);
        LabelFile labels = new LabelFile(Paths.get(args[5]));
        PrintWriter out = new PrintWriter(Files.newBufferedWriter(Paths.get(args[4]), StandardCharsets.UTF_8))) {
      int made = 0;
      while (made < count) {
        TrainingGame g = games.get(random.nextInt(games.size()));
        List<Integer> line = deviation(g, random);
        if (line == null) {
          continue;
        }
        TrainingGame probe = new TrainingGame(number, g.blackResult, line);
        number += 10;
        teacher.ask(line);
        labels.add(probe, line.size(), LabelFile.score(teacher.winChance()));
        out.println(probe.number + " " + (probe.blackResult == 1 ? "1" : probe.blackResult == 0 ? "0" : "0.5") + " "
            + Notation.moveString(15, line));
        made++;
      }
    }
  }

  /** A fitted position of the game, then one or two of the top-ranked moves that are not the game's; null if none. */
  static List<Integer> deviation(TrainingGame g, Random random) {
    int last = Math.min(g.moves.size() - 1, 40);
    if (last <= FittedPositions.FIRST_PLY) {
      return null;
    }
    int ply = FittedPositions.FIRST_PLY + random.nextInt(last - FittedPositions.FIRST_PLY);
    SearchBoard b = new SearchBoard(15, Rule.FREESTYLE);
    List<Integer> line = new ArrayList<>();
    for (int i = 0; i < ply; i++) {
      b.play(b.fromPoint(g.moves.get(i)));
      line.add(g.moves.get(i));
    }
    if (!FittedPositions.fitted(b, ply)) {
      return null;
    }
    int extra = 1 + random.nextInt(2);
    for (int k = 0; k < extra; k++) {
      int avoid = k == 0 ? b.fromPoint(g.moves.get(ply)) : -1;
      int q = pick(b, avoid, random);
      if (q < 0) {
        return null;
      }
      b.play(q);
      line.add(b.toPoint(q));
      if (!FittedPositions.fitted(b, line.size())) {
        return null;
      }
    }
    return line;
  }

  /** One of the {@link #TOP} empty points near stones that rank highest by own score plus four fifths of the other's. */
  static int pick(SearchBoard b, int avoid, Random random) {
    int me = b.sideToMove();
    List<long[]> ranked = new ArrayList<>();
    for (int p = 0; p < 15 * 15; p++) {
      int q = b.fromPoint(p);
      if (q != avoid && b.isEmpty(q) && b.hasNeighbours(q)) {
        ranked.add(new long[] {b.pointScore(me, q) + b.pointScore(3 - me, q) * 4 / 5, q});
      }
    }
    if (ranked.isEmpty()) {
      return -1;
    }
    ranked.sort((x, y) -> Long.compare(y[0], x[0]));
    return (int) ranked.get(random.nextInt(Math.min(TOP, ranked.size())))[1];
  }
}
