package gomoku.arena;

import gomoku.rules.Board;
import gomoku.rules.ForbiddenMoves;
import gomoku.rules.GameState;
import gomoku.rules.Rule;
import gomoku.rules.Stone;
import gomoku.rules.WinDetector;

/**
 * The AI that Gomoku tutorials teach, kept as a yardstick for our engine (it is not one of the game's
 * levels): plain negamax alpha-beta to a fixed depth over the empty points within two of a stone, ordered by
 * a one-ply score, with the "five-cell window" evaluation — every run of five points holding stones of one
 * colour only scores by how many it holds — rescanned from scratch at every leaf. No transposition table, no
 * threat search, no incremental anything.
 */
public final class TutorialAlphaBeta {
  private static final int WIN = 10_000_000;
  private static final int[] WINDOW_SCORE = {0, 1, 10, 100, 1000, WIN};

  private final int depth;
  private Board board;
  private Rule rule;
  private int nodes;

  public TutorialAlphaBeta(int depth) {
    this.depth = depth;
  }

  public int nodes() {
    return nodes;
  }

  /** The move for the side to move of {@code game} (a rules point), or -1 when there is none. */
  public int bestMove(GameState game) {
    board = game.board().copy();
    rule = game.rule();
    nodes = 0;
    int me = game.sideToMove();
    int[] moves = candidates(me);
    int best = moves.length > 0 ? moves[0] : -1;
    int alpha = -WIN * 2;
    for (int m : moves) {
      board.place(m, me);
      int s = WinDetector.winningLine(board, m, rule) != null ? WIN : -negamax(depth - 1, -WIN * 2, -alpha, 3 - me);
      board.remove(m);
      if (s > alpha) {
        alpha = s;
        best = m;
      }
    }
    return best;
  }

  private int negamax(int d, int alpha, int beta, int me) {
    nodes++;
    if (d == 0) {
      return evaluate(me);
    }
    int[] moves = candidates(me);
    if (moves.length == 0) {
      return 0;
    }
    int best = -WIN * 2;
    for (int m : moves) {
      board.place(m, me);
      int s = WinDetector.winningLine(board, m, rule) != null ? WIN + d : -negamax(d - 1, -beta, -alpha, 3 - me);
      board.remove(m);
      if (s > best) {
        best = s;
      }
      if (s > alpha) {
        alpha = s;
      }
      if (alpha >= beta) {
        break;
      }
    }
    return best;
  }

  /** Empty points within two of a stone (the centre on an empty board), best one-ply score first. */
  private int[] candidates(int me) {
    int n = board.size();
    int[] moves = new int[n * n];
    int[] keys = new int[n * n];
    int count = 0;
    if (board.stoneCount() == 0) {
      return new int[] {(n / 2) * n + n / 2};
    }
    for (int p = 0; p < n * n; p++) {
      if (board.get(p) != Stone.EMPTY || !nearStone(p, 2)) {
        continue;
      }
      if (rule == Rule.RENJU && me == Stone.BLACK && ForbiddenMoves.isForbidden(board, p)) {
        continue;
      }
      moves[count] = p;
      keys[count] = pointScore(p, me) + pointScore(p, 3 - me);
      count++;
    }
    sortByKey(moves, keys, count);
    int[] out = new int[count];
    System.arraycopy(moves, 0, out, 0, count);
    return out;
  }

  private boolean nearStone(int p, int r) {
    int x = board.x(p);
    int y = board.y(p);
    for (int dy = -r; dy <= r; dy++) {
      for (int dx = -r; dx <= r; dx++) {
        if (board.inside(x + dx, y + dy) && board.get(x + dx, y + dy) != Stone.EMPTY) {
          return true;
        }
      }
    }
    return false;
  }

  /** The windows through p that a stone of colour there would help: their scores after it. */
  private int pointScore(int p, int colour) {
    board.place(p, colour);
    int s = 0;
    int x = board.x(p);
    int y = board.y(p);
    for (int d = 0; d < 4; d++) {
      for (int k = -4; k <= 0; k++) {
        s += window(x + k * Board.DX[d], y + k * Board.DY[d], d, colour);
      }
    }
    board.remove(p);
    return Math.min(s, WIN);
  }

  /** Score of the five points from (x, y) along d for colour: 0 if the opponent or the edge is in it. */
  private int window(int x, int y, int d, int colour) {
    int own = 0;
    for (int i = 0; i < 5; i++) {
      int c = board.getOrEdge(x + i * Board.DX[d], y + i * Board.DY[d]);
      if (c == -1 || c == 3 - colour) {
        return 0;
      }
      if (c == colour) {
        own++;
      }
    }
    return WINDOW_SCORE[own];
  }

  private int evaluate(int me) {
    int n = board.size();
    int mine = 0;
    int theirs = 0;
    for (int y = 0; y < n; y++) {
      for (int x = 0; x < n; x++) {
        for (int d = 0; d < 4; d++) {
          mine += window(x, y, d, me);
          theirs += window(x, y, d, 3 - me);
        }
      }
    }
    return mine - theirs;
  }

  /** Insertion sort of the first {@code n} moves, highest key first (ties keep their order). */
  private static void sortByKey(int[] moves, int[] keys, int n) {
    for (int i = 1; i < n; i++) {
      int m = moves[i];
      int k = keys[i];
      int j = i - 1;
      while (j >= 0 && keys[j] < k) {
        moves[j + 1] = moves[j];
        keys[j + 1] = keys[j];
        j--;
      }
      moves[j + 1] = m;
      keys[j + 1] = k;
    }
  }
}
