package gomoku.game;

import gomoku.engine.SearchBoard;
import gomoku.engine.Threat;
import gomoku.rules.Rule;
import gomoku.rules.Stone;

/**
 * What decides a puzzle's win: the first attacking move of the proof's line that leaves two threats at once (or, in
 * renju, a four whose block black may not play). Shown once a puzzle is over, as puzzle sites tag theirs, so that a
 * player learns the shape rather than the position.
 */
public enum PuzzleTheme {
  /** Nothing found within the search's budget. */
  NONE(""),
  /** A four and an open three in one move ({@code XXXX.} across {@code .XXX.}). */
  FOUR_THREE("4-3"),
  /** Two fours in one move: two five points on different lines. */
  DOUBLE_FOUR("4-4"),
  /** Two open threes in one move (white's only in renju). */
  THREE_THREE("3-3"),
  /** A straight four ({@code .XXXX.}): two five points on one line. */
  OPEN_FOUR("open-four"),
  /** Renju: white's four whose five point is forbidden to black, so the block cannot be played. */
  FORBIDDEN_BLOCK("forbidden");

  /** How a puzzle file names it. */
  public final String token;

  PuzzleTheme(String token) {
    this.token = token;
  }

  /** The theme a puzzle file's token names, or null. */
  static PuzzleTheme fromToken(String token) {
    for (PuzzleTheme t : values()) {
      if (t != NONE && t.token.equals(token)) {
        return t;
      }
    }
    return null;
  }

  /** The theme of {@code attacker}'s move q on the board, before it is played; {@link #NONE} when it decides nothing. */
  static PuzzleTheme ofMove(SearchBoard b, int attacker, int q) {
    int t = b.threat(attacker, q);
    if (t < Threat.THREE || t == Threat.FIVE) {
      return NONE;
    }
    if (t == Threat.DOUBLE_THREE) {
      return THREE_THREE;
    }
    if (t == Threat.THREE) {
      return NONE;
    }
    int[] five = new int[8];
    b.play(q);
    int fives = b.fivePointsNear(attacker, q, five);
    boolean forbiddenBlock =
        b.rule == Rule.RENJU && attacker == Stone.WHITE && fives == 1 && b.isForbidden(Stone.BLACK, five[0]);
    b.undo();
    if (forbiddenBlock) {
      return FORBIDDEN_BLOCK;
    }
    if (t == Threat.FOUR_THREE) {
      return FOUR_THREE;
    }
    if (t == Threat.FLEX_FOUR && fives >= 2) {
      return collinear(b.size, b.toPoint(q), b.toPoint(five[0]), b.toPoint(five[1])) ? OPEN_FOUR : DOUBLE_FOUR;
    }
    return NONE;
  }

  /** Whether rules points a and b lie on one line through q. */
  private static boolean collinear(int size, int q, int a, int b) {
    int ax = a % size - q % size;
    int ay = a / size - q / size;
    int bx = b % size - q % size;
    int by = b / size - q / size;
    return ax * by == ay * bx;
  }
}
