import gomoku.engine.Evaluation;
import gomoku.engine.Search;
import gomoku.engine.SearchBoard;
import gomoku.engine.SearchLimits;
import gomoku.engine.Threat;
import gomoku.engine.TranspositionTable;
import gomoku.record.Psq;
import gomoku.rules.Rule;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * How good a static move order is at quiet nodes: where, in each order, the move that a search finds best
 * comes. The search caps quiet nodes to their first 8 to 18 moves (Search.QUIET_CAP), so a best move ranked
 * beyond the cap is never searched there.
 *
 * <p>Positions are taken from arena games (every 4th ply from ply 12 on, to ply 60; {@code -Dfrom=8 -Dto=28}
 * for others), and kept when they are quiet as the search's move picker sees them: neither side has a five
 * point, the opponent no open-four point.
 * Every candidate move (an empty point within two of a stone) is then searched to {@code DEPTH} plies after
 * it, each from a cleared table, and scored from the mover's side; that is the truth the orders are held to.
 * The orders are static: no table move, killers or history, which the search adds on top.
 *
 * <ul>
 *   <li>{@code ours}: MovePicker's key: threat tier, then own point score plus 4/5 of the opponent's.
 *   <li>{@code sum11}: the same with both point scores 1:1.
 *   <li>{@code lex}: threat tier, then PentaZen-style shape values by class (B4 and F3 2048, B3 and F2 256,
 *       B2 and F1 16, B1 1), own plus opponent's, over the four lines.
 *   <li>{@code lexNear}: lex with PentaZen's distance discount (half when more than 4 rows or columns from
 *       both of the last two moves, a quarter when also from the two before).
 *   <li>{@code eval}: the evaluation after the move, from the mover's side (no tiers): what the learned
 *       evaluation alone says of each move, at the cost of a look a candidate.
 * </ul>
 *
 * For each order it prints the mean rank of the best move (1 = first), how often it lies beyond the first
 * 3, 8 and 12 moves, and how often the best of the first k is worse than the true best by more than 50
 * (a miss that costs something; ties and near-ties do not count).
 *
 * <pre>java -cp lwjgl3/target/gomoku-desktop.jar tools/OrderingProbe.java DEPTH MAX_POSITIONS GAMES_DIR...</pre>
 */
public class OrderingProbe {
  private static final String[] ORDERS = {"ours", "sum11", "lex", "lexNear", "eval"};
  private static final int[] KS = {3, 8, 12};
  private static final int MISS_MARGIN = 50;
  private static final int FROM = Integer.getInteger("from", 12);
  private static final int TO = Integer.getInteger("to", 60);
  private static final int[] LEX = {0, 1, 16, 16, 256, 256, 2048, 2048, 16384, 0, 0};

  public static void main(String[] args) throws Exception {
    if (args.length < 3) {
      System.err
          .println("usage: java -cp gomoku-desktop.jar tools/OrderingProbe.java DEPTH MAX_POSITIONS GAMES_DIR...");
      System.exit(2);
    }
    int depth = Integer.parseInt(args[0]);
    int maxPositions = Integer.parseInt(args[1]);
    List<List<Integer>> positions = new ArrayList<>();
    for (int a = 2; a < args.length; a++) {
      File[] files = new File(args[a]).listFiles((d, name) -> name.endsWith(".psq"));
      Arrays.sort(files);
      for (File f : files) {
        Psq.Game g = Psq.parse(new String(Files.readAllBytes(f.toPath()), StandardCharsets.UTF_8));
        for (int k = FROM; k <= Math.min(TO, g.moves.size() - 1); k += 4) {
          positions.add(g.moves.subList(0, k));
        }
      }
    }
    // Spread the sample over all the games, not just the first ones.
    int step = Math.max(1, positions.size() / Math.max(1, maxPositions * 3));
    TranspositionTable tt = new TranspositionTable(20);
    long[] rankSum = new long[ORDERS.length];
    int[][] beyond = new int[ORDERS.length][KS.length];
    int[][] missed = new int[ORDERS.length][KS.length];
    int used = 0;
    int candidatesTotal = 0;
    long nodes = 0;
    long start = System.currentTimeMillis();
    for (int p = 0; p < positions.size() && used < maxPositions; p += step) {
      SearchBoard b = new SearchBoard(15, Rule.FREESTYLE);
      for (int point : positions.get(p)) {
        b.play(b.fromPoint(point));
      }
      if (!quiet(b)) {
        continue;
      }
      int[] cands = candidates(b);
      List<Integer> played = positions.get(p);
      int[] last = new int[4];
      for (int i = 0; i < 4; i++) {
        last[i] = b.fromPoint(played.get(played.size() - 1 - i));
      }
      int n = cands.length;
      int[] truth = new int[n];
      int best = Integer.MIN_VALUE;
      for (int i = 0; i < n; i++) {
        b.play(cands[i]);
        tt.clear();
        Search s = new Search(b, tt);
        SearchLimits limits = new SearchLimits();
        limits.depth = depth;
        Search.Result r = s.think(limits, null);
        nodes += s.nodes();
        b.undo();
        truth[i] = -r.info.score;
        best = Math.max(best, truth[i]);
      }
      if (Evaluation.isMate(best)) {
        continue; // decided: the order of quiet moves is not what matters there
      }
      used++;
      candidatesTotal += n;
      for (int o = 0; o < ORDERS.length; o++) {
        int[] order = order(b, cands, o, last);
        int rank = -1;
        int bestSoFar = Integer.MIN_VALUE;
        int[] bestOfFirst = new int[n];
        for (int r = 0; r < n; r++) {
          int t = truth[order[r]];
          bestSoFar = Math.max(bestSoFar, t);
          bestOfFirst[r] = bestSoFar;
          if (rank < 0 && t == best) {
            rank = r;
          }
        }
        rankSum[o] += rank + 1;
        for (int k = 0; k < KS.length; k++) {
          if (rank >= KS[k]) {
            beyond[o][k]++;
          }
          if (KS[k] < n && bestOfFirst[KS[k] - 1] < best - MISS_MARGIN) {
            missed[o][k]++;
          }
        }
      }
    }
    System.out.println("depth " + depth + " after each move, " + used + " quiet undecided positions, "
        + (candidatesTotal / Math.max(1, used)) + " candidates on average, " + nodes + " nodes, "
        + (System.currentTimeMillis() - start) / 1000 + " s");
    System.out.println("order     mean rank   beyond 3   beyond 8  beyond 12   miss@3   miss@8  miss@12");
    for (int o = 0; o < ORDERS.length; o++) {
      StringBuilder line = new StringBuilder(pad(ORDERS[o], 9));
      line.append(pad(fixed(rankSum[o] / (double) Math.max(1, used)), 11));
      for (int k = 0; k < KS.length; k++) {
        line.append(pad(percent(beyond[o][k], used), 11));
      }
      for (int k = 0; k < KS.length; k++) {
        line.append(pad(percent(missed[o][k], used), 9));
      }
      System.out.println(line);
    }
  }

  /** Quiet as MovePicker sees it: no five point for either side, no open-four point for the opponent. */
  private static boolean quiet(SearchBoard b) {
    int me = b.sideToMove();
    int you = 3 - me;
    return b.threatCount(me, Threat.FIVE) == 0 && b.threatCount(you, Threat.FIVE) == 0
        && b.threatCount(you, Threat.FLEX_FOUR) == 0;
  }

  private static int[] candidates(SearchBoard b) {
    List<Integer> list = new ArrayList<>();
    for (int point = 0; point < b.size * b.size; point++) {
      int q = b.fromPoint(point);
      if (b.isEmpty(q) && b.hasNeighbours(q)) {
        list.add(q);
      }
    }
    int[] out = new int[list.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = list.get(i);
    }
    return out;
  }

  /** Indices into cands, best first by order o (a stable sort: ties keep board order). */
  private static int[] order(SearchBoard b, int[] cands, int o, int[] last) {
    int n = cands.length;
    long[] keyed = new long[n];
    for (int i = 0; i < n; i++) {
      keyed[i] = (-key(b, cands[i], o, last) << 16) | i;
    }
    Arrays.sort(keyed);
    int[] out = new int[n];
    for (int i = 0; i < n; i++) {
      out[i] = (int) (keyed[i] & 0xffff);
    }
    return out;
  }

  private static long key(SearchBoard b, int q, int o, int[] last) {
    int me = b.sideToMove();
    int you = 3 - me;
    int tier = Math.max(b.threat(me, q) * 2 + 1, b.threat(you, q) * 2);
    int mine = b.pointScore(me, q);
    int theirs = b.pointScore(you, q);
    switch (ORDERS[o]) {
      case "ours":
        return tier * 20000L + Math.min(19999, mine + theirs * 4 / 5);
      case "sum11":
        return tier * 20000L + Math.min(19999, mine + theirs);
      case "eval":
        b.play(q);
        long after = -b.evaluate();
        b.undo();
        return after;
      default:
        long lex = 0;
        for (int d = 0; d < 4; d++) {
          lex += LEX[b.linePattern(me, q, d)] + LEX[b.linePattern(you, q, d)];
        }
        if (ORDERS[o].equals("lexNear")) {
          lex = lex * 4 / nearDivisor(b, q, last);
        }
        return tier * 1_000_000L + lex;
    }
  }

  /** PentaZen's distance discount as a divisor of 4: 4 near the last two moves, 8 far from them, 16 far from four. */
  private static int nearDivisor(SearchBoard b, int q, int[] last) {
    boolean far01 = far(b, q, last[0]) && far(b, q, last[1]);
    if (!far01) {
      return 4;
    }
    return far(b, q, last[2]) && far(b, q, last[3]) ? 16 : 8;
  }

  private static boolean far(SearchBoard b, int q, int m) {
    int a = b.toPoint(q);
    int c = b.toPoint(m);
    return Math.max(Math.abs(a % b.size - c % b.size), Math.abs(a / b.size - c / b.size)) > 4;
  }

  private static String fixed(double v) {
    long tenths = Math.round(v * 10);
    return tenths / 10 + "." + tenths % 10;
  }

  private static String percent(int count, int total) {
    return fixed(100.0 * count / Math.max(1, total)) + "%";
  }

  private static String pad(String s, int width) {
    StringBuilder out = new StringBuilder();
    for (int i = s.length(); i < width; i++) {
      out.append(' ');
    }
    return out.append(s).toString();
  }
}
