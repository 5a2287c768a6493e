package gomoku.game;

import gomoku.engine.SearchBoard;
import gomoku.engine.Threat;
import gomoku.engine.ThreatDefence;
import gomoku.engine.ThreatSearch;
import gomoku.rules.Rule;
import gomoku.rules.Stone;
import java.util.ArrayList;
import java.util.List;

/**
 * The proof of a puzzle by our threat search: "the side to move wins by continuous fours (VCF)" or "by threes and
 * fours (VCT)", the fewest attacking moves that win, and every first move that wins within that many. A four leaves
 * the defender one point to block (or a five of its own); an open three every point that stops its four and every
 * four of the defender's own; the threat search refutes each, so a win it finds is forced.
 */
public final class PuzzleProof {
  /** The longest VCF a puzzle may need, in attacking fours. */
  public static final int MAX_FOURS = 12;
  /** The longest VCT a puzzle may need, in threats (a run of fours that ends it counts as one). */
  public static final int MAX_THREATS = 6;
  /** The threat search's budget for one question; a search that runs out proves nothing. */
  public static final int NODES = 400_000;

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

  /** Whether the side not to move has a five point: a four on the board that the side to move must block. */
  public boolean opponentHasFour() {
    return board.threatCount(Stone.opponent(board.sideToMove()), Threat.FIVE) > 0;
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

  /** The fewest threats of a VCT for the side to move, or 0 when none is found within {@link #MAX_THREATS}. */
  public int vctLength() {
    return Math.max(0, vctLength(MAX_THREATS));
  }

  /**
   * A first move (rules point) of the side to move's shortest win — by fours, or by threes and fours when
   * {@code byThrees} — as the threat search finds it, or -1: what a hint shows.
   */
  public int winningMove(boolean byThrees) {
    for (int n = 1; n <= (byThrees ? MAX_THREATS : MAX_FOURS); n++) {
      threats.clearCache();
      if (byThrees ? threats.vct(n, nodes) : threats.vcf(n, nodes)) {
        return threats.line().length > 0 ? board.toPoint(threats.line()[0]) : -1;
      }
      if (threats.aborted()) {
        return -1;
      }
    }
    return -1;
  }

  /** The fewest threats of a VCT within {@code most}: 0 when there is none, -1 when a search ran out of budget. */
  private int vctLength(int most) {
    return ThreatDefence.vctLength(threats, most, nodes);
  }

  /**
   * The side to move's first moves (rules points) that win by a VCT of at most {@code n} threats: each makes a four or
   * an open three, and every defence the threat leaves loses to a VCT of one threat less.
   */
  public List<Integer> vctKeys(int n) {
    List<Integer> keys = new ArrayList<>();
    int me = board.sideToMove();
    int[] replies = new int[board.size * board.size];
    for (int q : interiorEmpty()) {
      int t = board.threat(me, q);
      if (t < Threat.THREE || t == Threat.FIVE || board.isForbidden(me, q)) {
        continue;
      }
      board.play(q);
      if (everyDefenceLoses(n - 1, replies)) {
        keys.add(board.toPoint(q));
      }
      board.undo();
    }
    return keys;
  }

  /** Whether {@code point} (rules) is where the other side would make five: blocking it is forced. */
  public boolean blocksFive(int point) {
    int q = board.fromPoint(point);
    return board.isEmpty(q) && board.threat(Stone.opponent(board.sideToMove()), q) == Threat.FIVE;
  }

  /** Whether {@code point} (rules) makes a four or an open three, not a five, for the side to move. */
  public boolean threatPoint(int point) {
    int q = board.fromPoint(point);
    int t = board.isEmpty(q) ? board.threat(board.sideToMove(), q) : Threat.NONE;
    return t >= Threat.THREE && t < Threat.FIVE && !board.isForbidden(board.sideToMove(), q);
  }

  /**
   * After the attacker's threat, the defender to move: the defence that lasts longest, as {@link ThreatDefence} finds
   * it within {@code most} threats (rules point), -1 when the move threatened nothing. Then {@link #holds} says
   * whether it stops the attacker.
   */
  public int lastingDefence(int most) {
    ThreatDefence answer = ThreatDefence.answer(board, threats, most, nodes);
    holds = answer.move >= 0 && answer.holds();
    return answer.move;
  }

  private boolean holds;

  /** Whether the last {@link #lastingDefence} stops the attacker (no VCT is left within its limit). */
  public boolean holds() {
    return holds;
  }

  /** After the attacker's threat: every defence loses to a VCT of at most {@code n} threats. */
  private boolean everyDefenceLoses(int n, int[] replies) {
    int you = board.sideToMove();
    if (board.threatCount(you, Threat.FIVE) > 0) {
      return false; // the defender makes five
    }
    int count = threats.defences(replies);
    if (count < 0) {
      return true;
    }
    if (count == 0 || n <= 0) {
      return false;
    }
    int[] mine = java.util.Arrays.copyOf(replies, count);
    for (int r : mine) {
      board.play(r);
      threats.clearCache();
      boolean wins = threats.vct(n, nodes) && !threats.aborted();
      board.undo();
      if (!wins) {
        return false;
      }
    }
    return true;
  }

  /** The fewest fours of the other side's win by fours were it its turn (the threat to stop), or 0 when none. */
  public int threatFours() {
    for (int fours = 1; fours <= MAX_FOURS; fours++) {
      threats.clearCache();
      if (threats.vcfThreat(fours, nodes)) {
        return fours;
      }
      if (threats.aborted()) {
        return 0;
      }
    }
    return 0;
  }

  /**
   * The side to move's moves (rules points) after which the other side has no win by fours and none by threes and
   * fours: the defences of the threat. Null when a search ran out of budget (then nothing is proved).
   */
  public List<Integer> defenceKeys() {
    List<Integer> keys = new ArrayList<>();
    for (int point : defenceCandidates()) {
      int holds = defenceHolds(point);
      if (holds < 0) {
        return null;
      }
      if (holds > 0) {
        keys.add(point);
      }
    }
    return keys;
  }

  /** The moves {@link #defenceKeys} tries (rules points): every empty point the side to move may play. */
  public List<Integer> defenceCandidates() {
    List<Integer> out = new ArrayList<>();
    int me = board.sideToMove();
    for (int q : interiorEmpty()) {
      if (!board.isForbidden(me, q)) {
        out.add(board.toPoint(q));
      }
    }
    return out;
  }

  /**
   * Whether the side to move's {@code point} (rules) stops the other side: 1 when it leaves no win by fours and none
   * by threes and fours, 0 when one is left, -1 when a search ran out of budget.
   */
  public int defenceHolds(int point) {
    board.play(board.fromPoint(point));
    threats.clearCache();
    boolean loses = threats.vcf(MAX_FOURS, nodes);
    boolean unknown = threats.aborted();
    if (!loses && !unknown) {
      threats.clearCache();
      loses = threats.vct(MAX_THREATS, nodes);
      unknown = threats.aborted();
    }
    board.undo();
    return unknown ? -1 : loses ? 0 : 1;
  }

  /**
   * After the player's defence, the attacker to move: the first move of its win by fours, else of its win by threes
   * and fours (rules point), or -1 when the defence holds.
   */
  public int refutation() {
    threats.clearCache();
    if (threats.vcf(MAX_FOURS, nodes) && threats.line().length > 0) {
      return board.toPoint(threats.line()[0]);
    }
    threats.clearCache();
    if (threats.vct(MAX_THREATS, nodes) && threats.line().length > 0) {
      return board.toPoint(threats.line()[0]);
    }
    return -1;
  }

  /** The line of the last search here that found a win (rules points, its first move first), empty after none. */
  public List<Integer> lastLine() {
    List<Integer> out = new ArrayList<>();
    for (int q : threats.line()) {
      out.add(board.toPoint(q));
    }
    return out;
  }

  /** How many points of the other side's threat line are not among {@code keys}: the defences that look right but fail. */
  public int decoys(List<Integer> keys) {
    int n = 0;
    for (int p : new java.util.LinkedHashSet<>(threatLine())) {
      n += keys.contains(p) ? 0 : 1;
    }
    return n;
  }

  /** The points of the other side's threat line (its fours and the blocks), rules points: the defences that look right. */
  public List<Integer> threatLine() {
    List<Integer> out = new ArrayList<>();
    threats.clearCache();
    if (threats.vcfThreat(MAX_FOURS, nodes)) {
      for (int q : threats.line()) {
        out.add(board.toPoint(q));
      }
    }
    return out;
  }

  /**
   * What decides the win of at most {@code threatCount} threats: the side to move's by fours (or by threes and fours
   * when {@code byThrees}), or with {@code theirs} the other side's win by fours were it its turn (a defence's threat).
   */
  public PuzzleTheme theme(int threatCount, boolean byThrees, boolean theirs) {
    threats.clearCache();
    boolean found = theirs ? threats.vcfThreat(threatCount, nodes)
        : byThrees ? threats.vct(threatCount, nodes) : threats.vcf(threatCount, nodes);
    if (!found) {
      return PuzzleTheme.NONE;
    }
    int[] line = threats.line();
    int attacker = theirs ? Stone.opponent(board.sideToMove()) : board.sideToMove();
    if (theirs) {
      board.playNull();
    }
    PuzzleTheme theme = PuzzleTheme.NONE;
    int played = 0;
    // The line alternates the attacker's threats and the defender's replies.
    for (int i = 0; i < line.length && theme == PuzzleTheme.NONE; i++) {
      if (i % 2 == 0) {
        theme = PuzzleTheme.ofMove(board, attacker, line[i]);
      }
      board.play(line[i]);
      played++;
    }
    for (; played > 0; played--) {
      board.undo();
    }
    if (theirs) {
      board.undoNull();
    }
    return theme;
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
   * (one the rule lets it play), else any move it may play (nothing stops the five), -1 when it has none.
   */
  public int defence() {
    int you = board.sideToMove();
    int[] five = new int[8];
    if (board.fivePoints(you, five) > 0) {
      return board.toPoint(five[0]);
    }
    return ThreatDefence.block(board, you);
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
