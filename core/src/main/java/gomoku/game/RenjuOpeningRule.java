package gomoku.game;

import static gomoku.rules.Stone.BLACK;
import static gomoku.rules.Stone.WHITE;

/**
 * The opening rules of renju tournaments, as the Renju International Federation certifies them
 * (https://www.renju.net/rules/): who places the first stones, where, when a player may swap colours, and how black
 * offers fifth moves for white to choose from. Each rule is a script of steps ({@link RenjuOpening} walks it):
 *
 * <pre>
 *   RIF           black places 1 (centre), 2 (3×3), 3 (5×5) · white may swap · white places 4 anywhere ·
 *                 black offers two 5ths · white takes one (and plays the 6th)
 *   Yamaguchi     black places 1–3 and declares how many 5ths it will offer (1–10) · white may swap ·
 *                 white places 4 · black offers that many · white takes one
 *   Soosõrv-8     black places 1–3 · white may swap · white places 4 and declares 1–8 fifths · black may swap ·
 *                 black offers that many · white takes one
 *   Taraguchi-10  1 in the centre, 2 in 3×3, 3 in 5×5, 4 in 7×7, each by its colour's player, each followed by the
 *                 other player's swap · then black chooses: swap or not and place 5 in 9×9 (white may swap once
 *                 more), or offer ten 5ths anywhere for white to take one
 * </pre>
 *
 * The first three stones of every rule make one of the 26 named openings (1 in the centre, 2 next to it, 3 in the
 * central 5×5). Offered fifth moves may not be symmetric to each other on the four-stone position.
 */
public enum RenjuOpeningRule {
  RIF("RIF",
      script(place(1, 0, BLACK), place(2, 1, BLACK), place(3, 2, BLACK), swap(WHITE), place(4, -1, WHITE), offer(2),
          choose())),
  YAMAGUCHI("Yamaguchi",
      script(place(1, 0, BLACK), place(2, 1, BLACK), place(3, 2, BLACK), declare(BLACK, 10), swap(WHITE),
          place(4, -1, WHITE), offer(0),
          choose())),
  SOOSORV_8("Soosõrv-8",
      script(place(1, 0, BLACK), place(2, 1, BLACK), place(3, 2, BLACK), swap(WHITE), place(4, -1, WHITE),
          declare(WHITE, 8), swap(BLACK),
          offer(0), choose())),
  TARAGUCHI_10("Taraguchi-10",
      script(place(1, 0, BLACK), swap(WHITE), place(2, 1, WHITE), swap(BLACK), place(3, 2, BLACK), swap(WHITE),
          place(4, 3, WHITE),
          fifthOrTen(10), place(5, 4, BLACK), swap(WHITE), end(), offer(10), choose()));

  /** What a step asks for. */
  public enum Kind {
    /** A stone of the opening (its colour by the move's number), within {@link Step#radius} of the centre. */
    PLACE,
    /** The actor swaps colours with the other player, or stays. */
    SWAP,
    /** The actor declares how many fifth moves black will offer (1 to {@link Step#count}). */
    DECLARE,
    /** Black offers fifth moves: {@link Step#count} of them, or as many as declared (count 0). */
    OFFER,
    /** White takes one of the offered fifth moves; the opening ends and white plays the 6th move. */
    CHOOSE,
    /**
     * Taraguchi after the 4th stone: black swaps or stays and places the 5th in 9×9 (the next steps), or offers
     * {@link Step#count} fifth moves anywhere and white takes one (the opening then ends).
     */
    FIFTH_OR_TEN,
    /** The opening is over here; FIFTH_OR_TEN's offers start after it. */
    END
  }

  /** One step: its kind, who acts (the player who now has that colour), and its number or area. */
  public static final class Step {
    public final Kind kind;
    /** The colour of the player who acts. */
    public final int actor;
    /** PLACE: the move's number (1…). */
    public final int move;
    /**
     * PLACE: the central square the stone must lie in, as a distance from the centre (0: the centre itself, 1:
     * 3×3, 2: 5×5, 3: 7×7, 4: 9×9; -1: anywhere).
     */
    public final int radius;
    /** DECLARE: the most offers; OFFER: how many (0: as declared); FIFTH_OR_TEN: how many offers instead. */
    public final int count;

    Step(Kind kind, int actor, int move, int radius, int count) {
      this.kind = kind;
      this.actor = actor;
      this.move = move;
      this.radius = radius;
      this.count = count;
    }
  }

  public final String title;
  final Step[] steps;

  RenjuOpeningRule(String title, Step[] steps) {
    this.title = title;
    this.steps = steps;
  }

  /** The rule named by {@link #name} (as saved), or null. */
  public static RenjuOpeningRule named(String name) {
    for (RenjuOpeningRule r : values()) {
      if (r.name().equals(name)) {
        return r;
      }
    }
    return null;
  }

  private static Step[] script(Step... steps) {
    return steps;
  }

  private static Step place(int move, int radius, int actor) {
    return new Step(Kind.PLACE, actor, move, radius, 0);
  }

  private static Step swap(int actor) {
    return new Step(Kind.SWAP, actor, 0, -1, 0);
  }

  private static Step declare(int actor, int most) {
    return new Step(Kind.DECLARE, actor, 0, -1, most);
  }

  private static Step offer(int count) {
    return new Step(Kind.OFFER, BLACK, 5, -1, count);
  }

  private static Step choose() {
    return new Step(Kind.CHOOSE, WHITE, 5, -1, 0);
  }

  private static Step end() {
    return new Step(Kind.END, BLACK, 0, -1, 0);
  }

  private static Step fifthOrTen(int count) {
    return new Step(Kind.FIFTH_OR_TEN, BLACK, 5, -1, count);
  }
}
