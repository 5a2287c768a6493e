package gomoku.game;

import gomoku.engine.SearchBoard;
import gomoku.engine.Threat;
import gomoku.engine.ThreatSearch;
import gomoku.rules.Rule;
import gomoku.rules.Stone;
import java.util.ArrayList;
import java.util.List;

/**
 * The proof of a puzzle "the side to move wins by continuous fours (VCF)" by our threat search: the fewest fours
 * that win, and every first move that wins within that many. A four leaves the defender one point to block (or a five
 * of its own, which the search answers), so a VCF the search finds is a forced win with every defence refuted.
 */
public final class PuzzleProof {
  /** The longest VCF a puzzle may need, in attacking fours. */
  public static final int MAX_FOURS = 12;
  /** The threat search's budget for one question; a search that runs out proves nothing. */
  static final int NODES = 400_000;

  private final SearchBoard board;
  private final ThreatSearch threats;
  /** The budget of each threat search here. */
  private final int nodes;

  /** The position after {@code moves} (rules points) under {@code rule}. */
  public PuzzleProof(Rule rule, int size, List<Integer> moves) {
    this(rule, size, moves, NODES);
  }

  /** As above, each search within {@code nodes} (a proof made while a player waits is kept short). */
  public PuzzleProof(Rule rule, int size, List<Integer> moves, int nodes) {
    this.nodes = nodes;
    board = new SearchBoard(size, rule);
    for (int p : moves) {
      board.play(board.fromPoint(p));
    }
    threats = new ThreatSearch(board);
  }

  /** Whether the side to move can make five now (then there is nothing to solve). */
  public boolean hasFive() {
    return board.threatCount(board.sideToMove(), Threat.FIVE) > 0;
  }

  /** The fewest attacking fours of a VCF for the side to move, or 0 when none is found within {@link #MAX_FOURS}. */
  public int vcfLength() {
    for (int fours = 1; fours <= MAX_FOURS; fours++) {
      threats.clearCache();
      if (threats.vcf(fours, nodes)) {
        return fours;
      }
      if (threats.aborted()) {
        return 0; // out of budget: not proved
      }
    }
    return 0;
  }

  /**
   * The side to move's first moves (rules points) that win by a VCF of at most {@code fours} fours: each makes a four,
   * the defender blocks it, and the rest is a VCF of one four less (or the four was already unstoppable).
   */
  public List<Integer> vcfKeys(int fours) {
    List<Integer> keys = new ArrayList<>();
    int me = board.sideToMove();
    int[] five = new int[8];
    for (int q : interiorEmpty()) {
      int t = board.threat(me, q);
      if (t < Threat.FOUR || t == Threat.FIVE || board.isForbidden(me, q)) {
        continue;
      }
      board.play(q);
      if (winsAfterFour(me, fours - 1, five)) {
        keys.add(board.toPoint(q));
      }
      board.undo();
    }
    return keys;
  }

  /** A point (rules) where the side to move makes five now, or -1. */
  public int fivePoint() {
    int[] five = new int[8];
    return board.fivePoints(board.sideToMove(), five) > 0 ? board.toPoint(five[0]) : -1;
  }

  /** Whether {@code point} (rules) makes a four, not a five, for the side to move. */
  public boolean fourPoint(int point) {
    int q = board.fromPoint(point);
    int t = board.isEmpty(q) ? board.threat(board.sideToMove(), q) : Threat.NONE;
    return t >= Threat.FOUR && t < Threat.FIVE;
  }

  /**
   * After the attacker's four, the defender to move: its own five if it has one, else a point that blocks the four
   * (one the rule lets it play), else -1 (nothing stops the five).
   */
  public int defence() {
    int you = board.sideToMove();
    int[] five = new int[8];
    if (board.fivePoints(you, five) > 0) {
      return board.toPoint(five[0]);
    }
    int n = board.fivePoints(Stone.opponent(you), five);
    for (int i = 0; i < n; i++) {
      if (!board.isForbidden(you, five[i])) {
        return board.toPoint(five[i]);
      }
    }
    return -1;
  }

  /**
   * The side to move's answer when the other side let its win go: its own five, else the first move of its own VCF,
   * else -1 (it is simply free to defend).
   */
  public int forcingAnswer() {
    int me = board.sideToMove();
    int[] five = new int[8];
    if (board.fivePoints(me, five) > 0) {
      return board.toPoint(five[0]);
    }
    threats.clearCache();
    if (threats.vcf(MAX_FOURS, nodes) && !threats.aborted() && threats.line().length > 0) {
      return board.toPoint(threats.line()[0]);
    }
    return -1;
  }

  /** After the attacker's four: every defence (block the five point, or a five of its own) still loses. */
  private boolean winsAfterFour(int me, int foursLeft, int[] five) {
    int you = Stone.opponent(me);
    if (board.threatCount(you, Threat.FIVE) > 0) {
      return false; // the defender makes five instead of blocking
    }
    int n = board.fivePoints(me, five);
    if (n >= 2) {
      return true; // an open four or a double four: two points, one block
    }
    if (n == 0) {
      return false;
    }
    int block = five[0];
    if (board.isForbidden(you, block)) {
      return true; // renju: black may not block there
    }
    board.play(block);
    boolean wins = false;
    if (foursLeft > 0) {
      threats.clearCache();
      wins = threats.vcf(foursLeft, nodes) && !threats.aborted();
    }
    board.undo();
    return wins;
  }

  private List<Integer> interiorEmpty() {
    List<Integer> out = new ArrayList<>();
    for (int p = 0; p < board.size * board.size; p++) {
      int q = board.fromPoint(p);
      if (board.isEmpty(q)) {
        out.add(q);
      }
    }
    return out;
  }
}
