package gomoku.game;

/**
 * The review's judgement of one move, from the engine's scores of the positions before and after it: how much of
 * the mover's win chance it gave away, its {@link MoveMark}, and the move the engine prefers with its line (for a
 * missed win, the winning line).
 */
public final class MoveReview {
  /** Win chance points (of 100) a move must give away to be a mistake, or a blunder. */
  public static final int MISTAKE_LOSS = 12;
  public static final int BLUNDER_LOSS = 25;

  public final MoveMark mark;
  /** The mover's win chance before the move (with the best reply) and after the move played, in percent. */
  public final int chanceBefore;
  public final int chanceAfter;
  /** The engine's move in the position before, and its line (the winning line when the mark is a missed win). */
  public final int preferred;
  public final int[] line;

  private MoveReview(MoveMark mark, int chanceBefore, int chanceAfter, int preferred, int[] line) {
    this.mark = mark;
    this.chanceBefore = chanceBefore;
    this.chanceAfter = chanceAfter;
    this.preferred = preferred;
    this.line = line;
  }

  /** A placeholder for a move that cannot be judged yet. */
  static MoveReview notJudged() {
    return new MoveReview(MoveMark.NONE, 0, 0, -1, new int[0]);
  }

  /** The win chance points the move gave away (0 when it was the engine's choice). */
  public int loss() {
    return Math.max(0, chanceBefore - chanceAfter);
  }

  /**
   * Judges the move {@code played} between {@code before} (the mover to move) and {@code after} (the opponent to
   * move). {@code afterBest}: the position after the engine's move instead (the opponent to move there too), which
   * the chance given away is measured against; null when a forced result decides, or the engine's move was played.
   * {@code forcedBlock}: the opponent had a five to make, so any defence was the only one and earns no mark.
   */
  static MoveReview judge(PositionScore before, PositionScore after, PositionScore afterBest, int played,
      boolean forcedBlock) {
    boolean engineChoice = played == before.best;
    // The engine's own choice loses nothing: the two searches' noise is not the player's fault.
    int chanceAfter = 100 - after.chance();
    int chanceBefore = engineChoice ? chanceAfter : afterBest != null ? 100 - afterBest.chance() : before.chance();
    int loss = Math.max(0, chanceBefore - chanceAfter);
    MoveMark mark = MoveMark.NONE;
    if (!engineChoice && before.isForcedWin() && !after.isForcedLoss()) {
      mark = MoveMark.MISSED_WIN;
    } else if (!engineChoice && (loss >= BLUNDER_LOSS || (after.isForcedWin() && !before.isForcedLoss()))) {
      mark = MoveMark.BLUNDER;
    } else if (!engineChoice && loss >= MISTAKE_LOSS) {
      mark = MoveMark.MISTAKE;
    } else if (engineChoice && !forcedBlock && !before.isForcedLoss() && before.secondScore != PositionScore.UNKNOWN
        && before.secondScore < -gomoku.engine.Evaluation.MATE_BOUND) {
      mark = MoveMark.ONLY_DEFENCE;
    }
    return new MoveReview(mark, chanceBefore, chanceAfter, before.best, before.line);
  }

  /**
   * A move's accuracy from the win chance it gave away: 100 for none, about 64 for 10 points, 25 for 30 (the
   * exponential curve lichess uses, so one blunder weighs more than many small slips).
   */
  static double accuracy(int loss) {
    return Math.max(0, Math.min(100, 103.1668 * Math.exp(-0.04354 * loss) - 3.1669));
  }
}
