package gomoku.engine;

/**
 * What earlier cutoffs say about move order: two killer moves a ply (quiet moves that refuted a sibling) and a
 * history score a point and colour (the squared depths of the cutoffs it made). Kept between searches, aged by
 * an eighth each new search so the last game positions count most.
 */
final class MoveHistory {
  private final int[][] killers = new int[Search.MAX_PLY][2];
  private final int[][] history = new int[3][];

  /** Tables for a padded board of {@code points} cells. */
  MoveHistory(int points) {
    history[1] = new int[points];
    history[2] = new int[points];
  }

  /** At the start of a search: the killers go, the history keeps an eighth. */
  void age() {
    for (int[] k : killers) {
      k[0] = -1;
      k[1] = -1;
    }
    for (int c = 1; c <= 2; c++) {
      for (int i = 0; i < history[c].length; i++) {
        history[c][i] >>= 3;
      }
    }
  }

  int killer(int ply, int which) {
    return killers[ply][which];
  }

  /** The colour's history scores by padded point (read by {@link MovePicker}). */
  int[] scores(int colour) {
    return history[colour];
  }

  /** A move that made a beta cutoff at this ply and depth. */
  void cutoff(int ply, int colour, int move, int depth) {
    if (killers[ply][0] != move) {
      killers[ply][1] = killers[ply][0];
      killers[ply][0] = move;
    }
    history[colour][move] += depth * depth;
  }
}
