package gomoku.engine;

import gomoku.rules.GameState;
import gomoku.rules.Stone;

/**
 * What a stone on an empty point would do, in words, for the point-evaluation popup: for each colour, the
 * shape it makes (its {@link Threat} class), the line patterns behind it, and the point's score.
 */
public final class PointReport {
  private static final String[] WORDS = {
    "", "one", "one", "closed two", "open two", "closed three", "open three", "four", "open four", "five", "overline"
  };

  private PointReport() {}

  /** One line per colour, e.g. "black here: 4-3 (four, open three, open two), worth 1562". */
  public static String describe(GameState game, int point) {
    SearchBoard b = new SearchBoard(game.size(), game.rule());
    for (int p : game.moves()) {
      b.play(b.fromPoint(p));
    }
    int q = b.fromPoint(point);
    if (!b.isEmpty(q)) {
      return Stone.name(b.stoneAt(q)) + " stone";
    }
    return line(b, q, Stone.BLACK) + "\n" + line(b, q, Stone.WHITE);
  }

  private static String line(SearchBoard b, int q, int colour) {
    StringBuilder sb = new StringBuilder(Stone.name(colour)).append(" here: ");
    if (b.isForbidden(colour, q)) {
      return sb.append("forbidden (renju)").toString();
    }
    int threat = b.threat(colour, q);
    StringBuilder shapes = new StringBuilder();
    for (int d = 0; d < 4; d++) {
      int p = b.linePattern(colour, q, d);
      if (p >= Pattern.B2) {
        if (shapes.length() > 0) {
          shapes.append(", ");
        }
        shapes.append(WORDS[p]);
      }
    }
    sb.append(threat == Threat.NONE ? (shapes.length() == 0 ? "nothing much" : "") : Threat.name(threat));
    if (shapes.length() > 0) {
      sb.append(threat == Threat.NONE ? "" : " ").append(threat == Threat.NONE ? shapes : "(" + shapes + ")");
    }
    // What it takes from the other colour: the strongest shape the opponent would have made here.
    int other = 3 - colour;
    int strongest = Pattern.NONE;
    for (int d = 0; d < 4; d++) {
      int p = b.linePattern(other, q, d);
      if (p != Pattern.OVERLINE && p > strongest) {
        strongest = p;
      }
    }
    if (strongest >= Pattern.B3) {
      sb.append("; blocks ").append(Stone.name(other)).append("'s ").append(WORDS[strongest]);
    }
    return sb.append(", worth ").append(b.pointScore(colour, q)).toString();
  }
}
