package gomoku.engine;

import gomoku.rules.Rule;
import gomoku.rules.Stone;
import java.util.ArrayList;
import java.util.List;

/**
 * The defender's answer to a threat in a win by threes and fours (the computer's side of a puzzle): its own five if it
 * has one; else the first defence after which the attacker has no such win within the limit (the defence holds); else
 * the defence whose win needs the most threats. Proving that a defence holds means searching every threat line to its
 * end (a second or more), which is why it runs where the engine runs: a worker thread, the browser's Web Worker.
 */
public final class ThreatDefence {
  /** The answer, a rules point; -1 when the move threatened nothing (or the defender has no move). */
  public final int move;
  /**
   * The threats the attacker still needs after the answer: 0 when it holds, the limit plus one when no search settled
   * it within its budget (the hardest answer for the player, but not proved to hold).
   */
  public final int threatsLeft;

  private ThreatDefence(int move, int threatsLeft) {
    this.move = move;
    this.threatsLeft = threatsLeft;
  }

  /** An answer found elsewhere (a worker's message). */
  public static ThreatDefence of(int move, int threatsLeft) {
    return new ThreatDefence(move, threatsLeft);
  }

  public boolean holds() {
    return threatsLeft == 0;
  }

  /** What is asked: the position after {@code moves} (the attacker's threat last) and the limits of the searches. */
  public static final class Question {
    public final Rule rule;
    public final int size;
    public final List<Integer> moves;
    /** The attacker's wins are searched up to this many threats, each search within {@code nodes}. */
    public final int most;
    public final int nodes;

    public Question(Rule rule, int size, List<Integer> moves, int most, int nodes) {
      this.rule = rule;
      this.size = size;
      this.moves = new ArrayList<>(moves);
      this.most = most;
      this.nodes = nodes;
    }

    public ThreatDefence answer() {
      return answer(new ThreatSearch(board()));
    }

    /** The answer by {@code threats}, a search of {@link #board}'s board (another thread may stop it). */
    public ThreatDefence answer(ThreatSearch threats) {
      return ThreatDefence.answer(threats.board(), threats, most, nodes);
    }

    public SearchBoard board() {
      SearchBoard board = new SearchBoard(size, rule);
      for (int p : moves) {
        board.play(board.fromPoint(p));
      }
      return board;
    }
  }

  /**
   * The answer on {@code board} (left as it was found) by its threat search, each search within {@code nodes}, the
   * attacker's wins up to {@code most} threats.
   */
  public static ThreatDefence answer(SearchBoard board, ThreatSearch threats, int most, int nodes) {
    int you = board.sideToMove();
    int[] five = new int[8];
    if (board.fivePoints(you, five) > 0) {
      return new ThreatDefence(board.toPoint(five[0]), 0);
    }
    int[] replies = new int[board.size * board.size];
    int n = threats.defences(replies);
    if (n < 0) {
      return new ThreatDefence(block(board, you), 1); // a four: the block, or any move when it cannot be blocked
    }
    int best = -1;
    int longest = -1;
    for (int i = 0; i < n; i++) {
      board.play(replies[i]);
      int length = vctLength(threats, most, nodes);
      board.undo();
      if (length < 0) {
        length = most + 1;
      }
      if (length == 0) {
        return new ThreatDefence(board.toPoint(replies[i]), 0);
      }
      if (length > longest) {
        longest = length;
        best = replies[i];
      }
    }
    return best < 0 ? new ThreatDefence(-1, 0) : new ThreatDefence(board.toPoint(best), longest);
  }

  /** The fewest threats of the side to move's VCT within {@code most}: 0 when none, -1 when a search ran out. */
  public static int vctLength(ThreatSearch threats, int most, int nodes) {
    for (int n = 1; n <= most; n++) {
      threats.clearCache();
      if (threats.vct(n, nodes)) {
        return n;
      }
      if (threats.aborted()) {
        return -1;
      }
    }
    return 0;
  }

  /**
   * A move for {@code you} (to move) against the other side's five points: one it may block, else any move it may
   * play (the five comes all the same), or -1 when it has none.
   */
  public static int block(SearchBoard board, int you) {
    int[] five = new int[8];
    int n = board.fivePoints(Stone.opponent(you), five);
    for (int i = 0; i < n; i++) {
      if (!board.isForbidden(you, five[i])) {
        return board.toPoint(five[i]);
      }
    }
    for (int p = 0; p < board.size * board.size; p++) {
      int q = board.fromPoint(p);
      if (board.isEmpty(q) && !board.isForbidden(you, q)) {
        return p;
      }
    }
    return -1;
  }
}
