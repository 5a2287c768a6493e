package gomoku.game;

import gomoku.record.RenjuOpenings;
import gomoku.rules.Stone;
import java.util.ArrayList;
import java.util.List;

/**
 * Where a game's renju opening rule ({@link RenjuOpeningRule}) stands: the step now, who acts, the declared number
 * of fifth moves and black's offers. Each action is checked here and refused with a reason in words (a text key,
 * see {@link #refusal}); the match plays the stones and swaps the players. Undo goes back through the stones and
 * offers placed since the last choice; a swap, a declaration or a taken offer is final.
 */
public final class RenjuOpening {
  /** An answer at a SWAP or FIFTH_OR_TEN step. */
  public enum Choice {
    SWAP,
    STAY,
    /** FIFTH_OR_TEN only: offer the step's count of fifth moves. */
    OFFER_TEN
  }

  public final RenjuOpeningRule rule;
  private final int size;
  /** The stones of the game so far, as rules points (the opening's ones first). */
  private final List<Integer> stones = new ArrayList<>();
  private final List<Integer> offers = new ArrayList<>();
  /** The index of the current step in the rule's script; the script's length once the opening is over. */
  private int at;
  private int declared;
  /** Stones on the board when the last choice was made: undo stops there. */
  private int floor;
  /** The text key of the last refusal, for the screen. */
  private String refusal;
  /** What was decided, in order: "stay 3", "swap 4", "ten 4", "declare 3", "take k8 of g7,k8". */
  private final List<String> record = new ArrayList<>();

  public RenjuOpening(RenjuOpeningRule rule, int size) {
    this.rule = rule;
    this.size = size;
  }

  /** The step now, or null once the opening is over (white plays the 6th move as in any game). */
  public RenjuOpeningRule.Step step() {
    return at < rule.steps.length && rule.steps[at].kind != RenjuOpeningRule.Kind.END ? rule.steps[at] : null;
  }

  public boolean isOver() {
    return step() == null;
  }

  /** The step's kind now, or null once over. */
  public RenjuOpeningRule.Kind kind() {
    RenjuOpeningRule.Step s = step();
    return s == null ? null : s.kind;
  }

  /** The colour of the player who acts now (the opening's stones are placed by the step's actor). */
  public int actor() {
    RenjuOpeningRule.Step s = step();
    return s == null ? 0 : s.actor;
  }

  /** How many offers black makes at this OFFER step. */
  public int offersWanted() {
    RenjuOpeningRule.Step s = step();
    if (s == null || kind() != RenjuOpeningRule.Kind.OFFER) {
      return 0;
    }
    return s.count > 0 ? s.count : declared;
  }

  public int declared() {
    return declared;
  }

  /** Black's offers so far (a view: it follows later offers). */
  public List<Integer> offers() {
    return java.util.Collections.unmodifiableList(offers);
  }

  /** What was decided so far, in order, joined by "; " (see {@link #record}): the move list and the save show it. */
  public String record() {
    return String.join("; ", record);
  }

  /** Moves that undo may not take back. */
  public int undoFloor() {
    return floor;
  }

  /** Why the last refused action was refused: a text key ({@code renjuOpening.refused.*}). */
  public String refusal() {
    return refusal;
  }

  /** Whether {@code point} may be the next stone of a PLACE step; false sets {@link #refusal}. */
  public boolean allowsStone(int point) {
    if (kind() != RenjuOpeningRule.Kind.PLACE) {
      return refuse("renjuOpening.refused.notNow");
    }
    if (point < 0 || point >= size * size || stones.contains(point)) {
      return refuse("renjuOpening.refused.taken");
    }
    int radius = step().radius;
    if (radius >= 0 && distance(point) > radius) {
      return refuse("renjuOpening.refused.area" + radius);
    }
    if (step().move == 3) {
      List<Integer> three = new ArrayList<>(stones);
      three.add(point);
      if (RenjuOpenings.of(size, three) == null) {
        return refuse("renjuOpening.refused.notNamed");
      }
    }
    return true;
  }

  /** A stone of a PLACE step was played at {@code point} (checked by {@link #allowsStone}). */
  public void stonePlaced(int point) {
    if (!allowsStone(point)) {
      throw new IllegalStateException("not an allowed stone: " + point);
    }
    stones.add(point);
    at++;
  }

  /** Whether a SWAP or FIFTH_OR_TEN step accepts the choice; false sets {@link #refusal}. */
  public boolean allows(Choice choice) {
    RenjuOpeningRule.Kind k = kind();
    if (k == RenjuOpeningRule.Kind.SWAP) {
      return choice != Choice.OFFER_TEN || refuse("renjuOpening.refused.notNow");
    }
    if (k == RenjuOpeningRule.Kind.FIFTH_OR_TEN) {
      return true;
    }
    return refuse("renjuOpening.refused.notNow");
  }

  /**
   * Makes the choice; returns whether the players swap colours (the match exchanges them). At FIFTH_OR_TEN, SWAP and
   * STAY go on to the 5th stone in 9×9, OFFER_TEN to the offers.
   */
  public boolean choose(Choice choice) {
    if (!allows(choice)) {
      throw new IllegalStateException("not allowed now: " + choice);
    }
    floor = stones.size();
    record.add((choice == Choice.SWAP ? "swap " : choice == Choice.STAY ? "stay " : "ten ") + stones.size());
    if (choice == Choice.OFFER_TEN) {
      while (rule.steps[at].kind != RenjuOpeningRule.Kind.END) {
        at++;
      }
      at++; // the offers after the END of the first branch
      return false;
    }
    at++;
    return choice == Choice.SWAP;
  }

  /** Declares the number of fifth moves; false (and {@link #refusal}) when out of range or not now. */
  public boolean declare(int n) {
    if (kind() != RenjuOpeningRule.Kind.DECLARE) {
      return refuse("renjuOpening.refused.notNow");
    }
    if (n < 1 || n > step().count) {
      return refuse("renjuOpening.refused.declareRange");
    }
    declared = n;
    floor = stones.size();
    record.add("declare " + n);
    at++;
    return true;
  }

  /** Adds a fifth-move offer; false (and {@link #refusal}) when taken, offered already or symmetric to an offer. */
  public boolean offer(int point) {
    if (!allowsOffer(point)) {
      return false;
    }
    offers.add(point);
    if (offers.size() == offersWanted()) {
      at++;
    }
    return true;
  }

  /** Whether {@code point} may be black's next offer; false sets {@link #refusal}. */
  public boolean allowsOffer(int point) {
    if (kind() != RenjuOpeningRule.Kind.OFFER) {
      return refuse("renjuOpening.refused.notNow");
    }
    if (point < 0 || point >= size * size || stones.contains(point) || offers.contains(point)) {
      return refuse("renjuOpening.refused.taken");
    }
    for (int o : offers) {
      if (symmetric(o, point)) {
        return refuse("renjuOpening.refused.symmetric");
      }
    }
    return true;
  }

  /** Takes back the last offer while black is still offering; false when there is none. */
  public boolean withdrawOffer() {
    if (kind() != RenjuOpeningRule.Kind.OFFER || offers.isEmpty()) {
      return false;
    }
    offers.remove(offers.size() - 1);
    return true;
  }

  /**
   * White takes the offer at {@code point}: it becomes the 5th move (the match plays it) and the opening ends.
   * False (and {@link #refusal}) when that point was not offered.
   */
  public boolean take(int point) {
    if (kind() != RenjuOpeningRule.Kind.CHOOSE) {
      return refuse("renjuOpening.refused.notNow");
    }
    if (!offers.contains(point)) {
      return refuse("renjuOpening.refused.notOffered");
    }
    StringBuilder offered = new StringBuilder();
    for (int o : offers) {
      offered.append(offered.length() == 0 ? "" : ",").append(gomoku.rules.Notation.name(size, o));
    }
    record.add("take " + gomoku.rules.Notation.name(size, point) + " of " + offered);
    stones.add(point);
    offers.clear();
    at = rule.steps.length;
    floor = stones.size();
    return true;
  }

  /** Stones of the game this opening has seen placed (its own, and the taken offer). */
  public int stoneCount() {
    return stones.size();
  }

  /**
   * Whether undo may take back the last of {@code moveCount} stones: during the opening, one placed since the last
   * choice while no offer is out; after it, any stone after the last choice.
   */
  public boolean canUndoStone(int moveCount) {
    if (isOver()) {
      return moveCount > floor;
    }
    return moveCount == stones.size() && stones.size() > floor && offers.isEmpty();
  }

  /** A stone was taken back: returns to the PLACE step that put it, unless a choice has made it final. */
  public boolean undoStone() {
    if (stones.size() <= floor || kind() == RenjuOpeningRule.Kind.OFFER && !offers.isEmpty()) {
      return false;
    }
    int last = stones.size();
    while (at > 0 && !(rule.steps[at - 1].kind == RenjuOpeningRule.Kind.PLACE && rule.steps[at - 1].move == last)) {
      at--;
    }
    at--;
    stones.remove(stones.size() - 1);
    return true;
  }

  private boolean refuse(String key) {
    refusal = key;
    return false;
  }

  /** The state as a save keeps it: "step,declared,floor" and the offers, each ",point". */
  public String toText() {
    StringBuilder b = new StringBuilder().append(at).append(',').append(declared).append(',').append(floor);
    for (int o : offers) {
      b.append(',').append(o);
    }
    return b.toString();
  }

  /**
   * Takes a saved state ({@link #toText}) for a game whose moves are {@code moves}; false, with nothing changed, when
   * it cannot be one of this rule's (a step outside the script, a floor beyond the stones, an offer on a stone).
   */
  public boolean restore(String text, List<Integer> moves) {
    String[] f = text.split(",");
    if (f.length < 3) {
      return false;
    }
    int[] v = new int[f.length];
    for (int i = 0; i < f.length; i++) {
      if (!f[i].matches("[0-9]{1,4}")) {
        return false;
      }
      v[i] = Integer.parseInt(f[i]);
    }
    int placed = 0;
    int inBranch = -1; // the stones placed after FIFTH_OR_TEN: not placed when the offers' branch was taken
    for (int i = 0; i < Math.min(v[0], rule.steps.length); i++) {
      RenjuOpeningRule.Kind k = rule.steps[i].kind;
      if (k == RenjuOpeningRule.Kind.PLACE) {
        placed++;
        inBranch += inBranch >= 0 ? 1 : 0;
      } else if (k == RenjuOpeningRule.Kind.FIFTH_OR_TEN) {
        inBranch = 0;
      } else if (k == RenjuOpeningRule.Kind.END) {
        placed -= inBranch;
      }
    }
    if (v[0] >= rule.steps.length || placed != moves.size() || v[1] > 10 || v[2] > moves.size()) {
      return false; // a save is made during the opening only, with exactly the stones its steps placed
    }
    for (int i = 3; i < v.length; i++) {
      if (v[i] >= size * size || moves.contains(v[i])) {
        return false;
      }
    }
    stones.clear();
    stones.addAll(moves);
    at = v[0];
    declared = v[1];
    floor = v[2];
    offers.clear();
    for (int i = 3; i < v.length; i++) {
      offers.add(v[i]);
    }
    return true;
  }

  /** The distance of a point from the centre in the larger of its two directions (the central squares' radius). */
  private int distance(int point) {
    int c = size / 2;
    return Math.max(Math.abs(point % size - c), Math.abs(point / size - c));
  }

  /** Whether a symmetry of the board that keeps every stone in place (colour for colour) takes a to b. */
  boolean symmetric(int a, int b) {
    for (int s = 1; s < 8; s++) {
      if (map(s, a) == b && keepsStones(s)) {
        return true;
      }
    }
    return false;
  }

  private boolean keepsStones(int s) {
    for (int i = 0; i < stones.size(); i++) {
      int image = map(s, stones.get(i));
      int j = stones.indexOf(image);
      if (j < 0 || (j % 2) != (i % 2)) {
        return false;
      }
    }
    return true;
  }

  /** The image of a point under symmetry s of the eight about the centre ({@link RenjuOpenings#turn}). */
  private int map(int s, int point) {
    int c = size / 2;
    int[] xy = RenjuOpenings.turn(s, point % size - c, point / size - c);
    return (xy[1] + c) * size + xy[0] + c;
  }
}
