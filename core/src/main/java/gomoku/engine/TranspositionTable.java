package gomoku.engine;

/**
 * Search results by position, so transpositions and later iterations reuse earlier work. Keys are the board's
 * two 32-bit Zobrist hashes: the first picks the slot, the second verifies it (ints, not a long, because
 * {@code long} is emulated and slow in the browser). One entry per slot; a deeper or newer result replaces.
 *
 * <p>An entry is three ints side by side in one array — check (the second hash), data, score — so a probe
 * reads one cache line, not one from each of three arrays (the table is far bigger than the caches, and a
 * probe that misses all three cost the search about a sixth of its speed). Data: bits 0–10 move
 * (padded-board index + 1, 0 for none), bits 11–17 depth, bits 18–19 bound, bits 20–27 generation, bit 28
 * set in every used entry. Mate scores are stored relative to the node (so they are valid at any ply).
 */
public final class TranspositionTable {
  public static final int BOUND_NONE = 0;
  public static final int BOUND_UPPER = 1;
  public static final int BOUND_LOWER = 2;
  public static final int BOUND_EXACT = 3;

  private static final int CHECK = 0;
  private static final int DATA = 1;
  private static final int SCORE = 2;

  private final int mask;
  /** Entry i at 3i: check, data, score. */
  private final int[] entries;
  private int generation;

  /** A table of 2^bits entries (12 bytes each). */
  public TranspositionTable(int bits) {
    int n = 1 << bits;
    mask = n - 1;
    entries = new int[3 * n];
  }

  /** Entries a table of {@code bytes} may hold: the largest power of two that fits. */
  public static int bitsFor(long bytes) {
    int bits = 10;
    while (bits < 26 && (12L << (bits + 1)) <= bytes) {
      bits++;
    }
    return bits;
  }

  public void clear() {
    java.util.Arrays.fill(entries, 0);
  }

  public void newSearch() {
    generation = (generation + 1) & 0xff;
  }

  /** The slot of a position (an index into the entries), or -1 when the table holds nothing for it. */
  public int probe(int hash1, int hash2) {
    int i = 3 * (hash1 & mask);
    return entries[i + DATA] != 0 && entries[i + CHECK] == hash2 ? i : -1;
  }

  public int move(int slot) {
    return (entries[slot + DATA] & 0x7ff) - 1;
  }

  public int depth(int slot) {
    return (entries[slot + DATA] >>> 11) & 0x7f;
  }

  public int bound(int slot) {
    return (entries[slot + DATA] >>> 18) & 3;
  }

  /** The stored score, with mate distances made relative to the root again for a node at {@code ply}. */
  public int score(int slot, int ply) {
    int s = entries[slot + SCORE];
    if (s > Evaluation.MATE_BOUND) {
      return s - ply;
    }
    if (s < -Evaluation.MATE_BOUND) {
      return s + ply;
    }
    return s;
  }

  /**
   * Whether the entry proves a win (a lower bound or exact) or a loss (an upper bound or exact). A proof holds at any
   * depth, there being no repetition in Gomoku: a deeper iteration that extends or reduces the line otherwise could
   * lose a win the last one proved.
   */
  boolean proven(int slot) {
    int s = entries[slot + SCORE];
    int bound = bound(slot);
    return s > Evaluation.MATE_BOUND && bound != BOUND_UPPER || s < -Evaluation.MATE_BOUND && bound != BOUND_LOWER;
  }

  /** What {@link #cutoff} returns when the entry does not end the node. */
  static final int NO_CUTOFF = Integer.MIN_VALUE;

  /**
   * The entry's score when it ends a non-PV node searched to {@code depth} with this window (deep enough, and exact
   * or a bound beyond the window), else {@link #NO_CUTOFF}.
   */
  int cutoff(int slot, int depth, int alpha, int beta, int ply) {
    if (depth(slot) < depth && !proven(slot)) {
      return NO_CUTOFF;
    }
    int s = score(slot, ply);
    int bound = bound(slot);
    boolean ends = bound == BOUND_EXACT || bound == BOUND_LOWER && s >= beta || bound == BOUND_UPPER && s <= alpha;
    return ends ? s : NO_CUTOFF;
  }

  public void store(int hash1, int hash2, int move, int depth, int bound, int score, int ply) {
    int i = 3 * (hash1 & mask);
    int old = entries[i + DATA];
    boolean sameKey = entries[i + CHECK] == hash2;
    int oldGeneration = (old >>> 20) & 0xff;
    if (old != 0 && sameKey && ((old >>> 11) & 0x7f) > depth + 2 && bound != BOUND_EXACT
        && oldGeneration == generation) {
      return; // keep a much deeper result for the same position
    }
    if (old != 0 && !sameKey && oldGeneration == generation && proven(i) && !Evaluation.isMate(score)) {
      return; // a proof is worth more than another position's bound: later iterations cut on it
    }
    if (move < 0 && sameKey) {
      move = (old & 0x7ff) - 1;
    }
    int stored = score;
    if (score > Evaluation.MATE_BOUND) {
      stored = score + ply;
    } else if (score < -Evaluation.MATE_BOUND) {
      stored = score - ply;
    }
    entries[i + CHECK] = hash2;
    entries[i + SCORE] = stored;
    entries[i + DATA] =
        (move + 1) | (Ints.max(0, Ints.min(depth, 127)) << 11) | (bound << 18) | (generation << 20) | (1 << 28);
  }
}
