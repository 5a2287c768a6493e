package gomoku.engine;

/**
 * Training data for the move order (tools/OrderCutoffs.java), taken from the search's own cut nodes: at a sample of
 * the quiet nodes that failed high, every candidate the picker generated is searched again, one by one, against
 * the node's beta at the depth the move loop would give it, and labelled by whether it too fails high. The move
 * order's job is to put such a move first; the labels say which moves could have been first, not only which one
 * happened to be. Off in play (the search holds none); the extra searches make a sampled search's node count and
 * table differ from an unsampled one.
 */
public final class CutNodeLabels {
  /** Receives one sampled node as a line (see {@link #sample}). */
  public interface Sink {
    void node(String line);
  }

  private final Sink sink;
  /** One quiet cut node in this many is labelled. */
  private final int rate;
  /** Nodes deeper than this are not sampled (their re-searches would cost too much). */
  private final int maxDepth;
  private int seen;
  private boolean labelling;

  public CutNodeLabels(Sink sink, int rate, int maxDepth) {
    this.sink = sink;
    this.rate = rate;
    this.maxDepth = maxDepth;
  }

  /**
   * Called by the search at a quiet node that failed high, before the killers and history learn from it, with
   * the board back at the node. The line: the node's depth, then per candidate "attack.defence.own.opp.killer.
   * history.cut" (threat classes, {@link PointCombination}s for the side to move and the opponent, killer 0/1,
   * the history term the picker adds, cut 0/1). Dropped when the search is stopped meanwhile.
   */
  void sample(Search search, int ply, int depth, int beta, int[] moves, int n, int[] historyScores) {
    if (labelling || depth > maxDepth || ++seen % rate != 0) {
      return;
    }
    labelling = true;
    SearchBoard b = search.b;
    int me = b.sideToMove();
    int you = 3 - me;
    StringBuilder line = new StringBuilder().append(depth);
    int cuts = 0;
    for (int j = 0; j < n; j++) {
      int q = moves[j];
      int attack = b.threat(me, q);
      int ext = attack >= Threat.FOUR && ply < 2 * search.rootDepth ? 1 : 0;
      boolean killer = search.history.isKiller(ply, q);
      line.append(' ').append(attack).append('.').append(b.threat(you, q)).append('.')
          .append(b.pointCombination(me, q)).append('.').append(b.pointCombination(you, q)).append('.')
          .append(killer ? 1 : 0).append('.').append(Ints.min(historyScores[q] >> 4, 4000)).append('.');
      b.play(q);
      int s = -search.search(depth - 1 + ext, -beta, -beta + 1, ply + 1, false, true);
      b.undo();
      if (search.aborted) {
        labelling = false;
        return;
      }
      line.append(s >= beta ? 1 : 0);
      cuts += s >= beta ? 1 : 0;
    }
    labelling = false;
    if (cuts > 0) {
      sink.node(line.toString());
    }
  }
}
