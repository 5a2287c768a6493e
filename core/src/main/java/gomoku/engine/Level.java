package gomoku.engine;

/**
 * How strong the computer plays, from the first AI every Gomoku tutorial writes (score each empty point for
 * both sides and take the best, no look-ahead) to the full search.
 */
public enum Level {
  BEGINNER("Beginner", "evaluation only: the best-looking point, no look-ahead", 0, false, false, 120),
  EASY("Easy", "looks 2 moves ahead", 2, false, false, 80),
  MEDIUM("Medium", "4 moves ahead, sees wins by fours", 4, true, false, 40),
  HARD("Hard", "8 moves ahead, sees wins by fours and threes", 8, true, true, 15),
  MASTER("Master", "full strength: searches as deep as its time allows", 0, true, true, 0);

  public final String title;
  public final String description;
  /** Iteration limit; 0 = limited by time only (or no search at all for BEGINNER). */
  public final int depth;
  public final boolean vcf;
  public final boolean vct;
  /** Root moves within this many points of the best may be played instead, for variety. */
  public final int varietyMargin;

  Level(String title, String description, int depth, boolean vcf, boolean vct, int varietyMargin) {
    this.title = title;
    this.description = description;
    this.depth = depth;
    this.vcf = vcf;
    this.vct = vct;
    this.varietyMargin = varietyMargin;
  }

  public boolean searches() {
    return this != BEGINNER;
  }
}
