package gomoku.engine;

import gomoku.rules.GameState;
import gomoku.rules.Stone;

/**
 * What a stone on an empty point would do, in words, for the point-evaluation popup: for each colour, the
 * shape it makes (its {@link Threat} class), the line patterns behind it, and the point's score.
 */
public final class PointReport {
  /** By {@link Pattern}; the report names shapes by level ({@link Pattern#coarse}), so the kinds have none. */
  private static final String[] WORDS = {
    "", "one", "one", "closed two", "open two", "", "", "closed three", "open three", "", "four", "open four", "five",
    "overline"
  };

  /** What a stone of one colour on the point would do (for screens that word it in their own language). */
  public static final class Side {
    public final int colour;
    public final boolean forbidden;
    /** Its {@link Threat} class. */
    public final int threat;
    /**
     * The line {@link Pattern}s of two and more it would make, one per direction that has one, by level
     * ({@link Pattern#coarse}: a straight three is an open three here).
     */
    public final int[] shapes;
    /** The strongest opponent pattern (three or more, by level) it would break, or {@link Pattern#NONE}. */
    public final int blocks;
    public final int score;

    Side(int colour, boolean forbidden, int threat, int[] shapes, int blocks, int score) {
      this.colour = colour;
      this.forbidden = forbidden;
      this.threat = threat;
      this.shapes = shapes;
      this.blocks = blocks;
      this.score = score;
    }
  }

  private PointReport() {}

  /** Black's and white's sides of an empty point; null when a stone is on it. */
  public static Side[] analyse(GameState game, int point) {
    SearchBoard b = new SearchBoard(game.size(), game.rule());
    for (int p : game.moves()) {
      b.play(b.fromPoint(p));
    }
    int q = b.fromPoint(point);
    if (!b.isEmpty(q)) {
      return null;
    }
    return new Side[] {side(b, q, Stone.BLACK), side(b, q, Stone.WHITE)};
  }

  private static Side side(SearchBoard b, int q, int colour) {
    if (b.isForbidden(colour, q)) {
      return new Side(colour, true, Threat.NONE, new int[0], Pattern.NONE, 0);
    }
    int[] found = new int[4];
    int n = 0;
    for (int d = 0; d < 4; d++) {
      int p = Pattern.coarse(b.linePattern(colour, q, d));
      if (p >= Pattern.B2) {
        found[n++] = p;
      }
    }
    int[] shapes = new int[n];
    System.arraycopy(found, 0, shapes, 0, n);
    int other = 3 - colour;
    int strongest = Pattern.NONE;
    for (int d = 0; d < 4; d++) {
      int p = Pattern.coarse(b.linePattern(other, q, d));
      if (p != Pattern.OVERLINE && p > strongest) {
        strongest = p;
      }
    }
    return new Side(colour, false, b.threat(colour, q), shapes, strongest >= Pattern.B3 ? strongest : Pattern.NONE,
        b.pointScore(colour, q));
  }

  /** One line per colour, e.g. "black here: 4-3 (four, open three, open two), worth 1562". */
  public static String describe(GameState game, int point) {
    Side[] sides = analyse(game, point);
    if (sides == null) {
      return Stone.name(game.board().get(point)) + " stone";
    }
    return line(sides[0]) + "\n" + line(sides[1]);
  }

  private static String line(Side side) {
    StringBuilder sb = new StringBuilder(Stone.name(side.colour)).append(" here: ");
    if (side.forbidden) {
      return sb.append("forbidden (renju)").toString();
    }
    StringBuilder shapes = new StringBuilder();
    for (int p : side.shapes) {
      if (shapes.length() > 0) {
        shapes.append(", ");
      }
      shapes.append(WORDS[p]);
    }
    int threat = side.threat;
    sb.append(threat == Threat.NONE ? (shapes.length() == 0 ? "nothing much" : "") : Threat.name(threat));
    if (shapes.length() > 0) {
      sb.append(threat == Threat.NONE ? "" : " ").append(threat == Threat.NONE ? shapes : "(" + shapes + ")");
    }
    if (side.blocks != Pattern.NONE) {
      sb.append("; blocks ").append(Stone.name(3 - side.colour)).append("'s ").append(WORDS[side.blocks]);
    }
    return sb.append(", worth ").append(side.score).toString();
  }
}
