package gomoku.training;

import gomoku.engine.SearchBoard;
import gomoku.engine.Threat;
import gomoku.rules.Rule;
import java.nio.file.Path;
import java.util.List;

/**
 * The training positions the evaluation is fitted on (tools/EvalTraining.java): from move 6, no five point for
 * either side, the side to move without an open four or 4-3 point, as the search's horizon evaluates them. The
 * labelling tools walk every Nth of them, split between processes.
 */
public final class FittedPositions {
  /** The first ply fitted: the opening's stones say little about the evaluation. */
  public static final int FIRST_PLY = 6;

  /** Receives one chosen position: its game and how many of the game's moves lead to it. */
  public interface Visitor {
    void visit(TrainingGame game, int ply) throws Exception;
  }

  private FittedPositions() {}

  /** Whether the position on {@code b}, {@code ply} moves in, is one the evaluation is fitted on. */
  public static boolean fitted(SearchBoard b, int ply) {
    int me = b.sideToMove();
    int you = 3 - me;
    return ply >= FIRST_PLY && b.threatCount(me, Threat.FIVE) == 0 && b.threatCount(you, Threat.FIVE) == 0
        && b.threatCount(me, Threat.FLEX_FOUR) == 0 && b.threatCount(me, Threat.FOUR_THREE) == 0;
  }

  /**
   * Visits every {@code every}th fitted position of the games in {@code files}, those of part {@code part} of
   * {@code parts} (so that one process a core labels its own share).
   */
  public static void each(List<Path> files, Rule rule, int every, int part, int parts, Visitor visitor)
      throws Exception {
    long seen = 0;
    for (TrainingGame g : TrainingGame.read(files)) {
      SearchBoard b = new SearchBoard(15, rule);
      for (int ply = 0; ply < g.moves.size(); ply++) {
        if (fitted(b, ply) && seen++ % (every * (long) parts) == (long) every * part) {
          visitor.visit(g, ply);
        }
        b.play(b.fromPoint(g.moves.get(ply)));
      }
    }
  }
}
