package gomoku.engine;

/**
 * The search's tuned limits in one place; each value is the one that played best in matches (their logs and story:
 * docs/arena/README.md). Tuning reads them from system properties in a throwaway build, never in main.
 */
final class SearchParams {
  private SearchParams() {}

  /** The root searches at most this many moves, the best by the move order (all of them when forced). */
  static final int ROOT_CAP = 64;

  /** Root moves searched at full depth at once; later quiet ones are searched a ply shallower first. */
  static final int ROOT_FULL_MOVES = 8;

  /** Root defence check (Step 3b): the opponent's VCF may use this many fours, in this many nodes a root move. */
  static final int DEFENCE_FOURS = 12;

  static final int DEFENCE_MIN_NODES = 20;
  static final int DEFENCE_MAX_NODES = 1000;

  /** A horizon node with a 4-3 point gets a short VCF (this many fours and nodes): a 4-3 usually wins at once. */
  static final int HORIZON_FOURS = 5;

  static final int HORIZON_NODES = 40;

  /** A horizon node below beta with a four point gets a VCF this long: a reduced line may end before its fours. */
  static final int HORIZON_VCF_FOURS = 8;

  static final int HORIZON_VCF_NODES = 30;

  /** Null move from this depth: below it the reduced search costs more than it saves. */
  static final int NULL_MIN_DEPTH = 3;

  /** Null-move reduction R = 2 + depth/6: shallower misses threats, deeper saves little. */
  static final int NULL_REDUCTION = 2;

  /**
   * Singular extension (Step 4c) from this depth, for a table move that beats the others by this margin a ply: the
   * only good move of a position deserves a ply more.
   */
  static final int SINGULAR_MIN_DEPTH = 6;

  static final int SINGULAR_MARGIN = 30;

  /**
   * Reverse futility (Step 4a) up to this many plies from the horizon, this margin a ply: a quiet position that far
   * above beta stays above it.
   */
  static final int RFP_MAX_DEPTH = 6;

  static final int RFP_MARGIN = 250;

  /** Razoring (Step 4a') up to this depth, this margin a ply; a razored side's fours get a VCF this long. */
  static final int RAZOR_MAX_DEPTH = 4;

  static final int RAZOR_MARGIN = 250;
  static final int RAZOR_FOURS = 8;
  static final int RAZOR_NODES = 60;

  /**
   * Late-move reductions by depth and move number, round(ln d * ln(m + 1) / 2): the later a move in a well-ordered
   * list, the less likely it matters, and the deeper the node, the more a ply saves.
   */
  static final int[][] LMR = new int[64][64];

  static {
    for (int d = 1; d < 64; d++) {
      for (int m = 1; m < 64; m++) {
        LMR[d][m] = (int) Math.round(Math.log(d) * Math.log(m + 1) / 2);
      }
    }
  }

  /**
   * The evaluation's correction ({@link EvalCorrection}) learns errors up to this size (the score of an 88%
   * win chance: beyond it a node is decided, not misjudged), a node of depth d moving its entries d/32 of the way,
   * at most this many 32nds.
   */
  static final int CORRECTION_MAX_ERROR = 4000;

  static final int CORRECTION_MAX_WEIGHT = 8;

  /** How many quiet moves a node searches, by remaining depth: shallow nodes need only the best few. */
  static final int[] QUIET_CAP = {8, 10, 10, 12, 14, 16, 18};
}
