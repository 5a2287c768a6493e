package gomoku.engine;

/**
 * The search's tuned limits, each set by matches (the logs in docs/arena, their story in docs/arena/README.md).
 * Tuning experiments read these from system properties in a throwaway switch build, never in main.
 */
final class SearchParams {
  private SearchParams() {}

  /** The root searches at most this many moves, the best by the move order (all of them when forced). */
  static final int ROOT_CAP = 64;

  /** Root defence check (Step 3b): the opponent's VCF may use this many fours, in this many nodes a root move. */
  static final int DEFENCE_FOURS = 12;

  static final int DEFENCE_MIN_NODES = 20;
  static final int DEFENCE_MAX_NODES = 1000;

  /** A horizon node with a 4-3 point gets a VCF of this many fours and nodes (docs/arena/horizon-four-three-vcf.txt). */
  static final int HORIZON_FOURS = 5;

  static final int HORIZON_NODES = 40;

  /** Null move from this depth (docs/arena/null-move.txt; from 4: null-move-depth4-sprt.txt, undecided). */
  static final int NULL_MIN_DEPTH = 3;

  /** Null-move reduction R = 2 + depth/6; R = 3 lost 96 Elo, R = 1 lost 56 (docs/arena/null-move-r3-experiment.txt). */
  static final int NULL_REDUCTION = 2;

  /**
   * Singular extension (Step 4c) from this depth, for a table move that beats the others by this margin a ply:
   * +38 Elo in self-play (docs/arena/singular-extension-sprt-2.txt); margins 20 and 40 did not gain.
   */
  static final int SINGULAR_MIN_DEPTH = 6;

  static final int SINGULAR_MARGIN = 30;

  /**
   * Reverse futility (Step 4a) up to 3 plies from the horizon at 300 a ply: +41 Elo against 200
   * (docs/arena/reverse-futility-margin300-sprt.txt); 400 a ply and 2 plies both lost.
   */
  static final int RFP_MAX_DEPTH = 3;

  static final int RFP_MARGIN = 300;

  /**
   * How many quiet moves a node searches, by remaining depth: shallow nodes need only the best few. Wider or
   * narrower everywhere lost (docs/arena/quiet-cap-experiment.txt); 10 at depth 1 gained +17
   * (docs/arena/quiet-cap-depth1-wider-sprt.txt).
   */
  static final int[] QUIET_CAP = {8, 10, 10, 12, 14, 16, 18};
}
