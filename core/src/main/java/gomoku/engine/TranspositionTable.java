package gomoku.engine;

/**
 * Search results by position, so transpositions and later iterations reuse earlier work. Keys are the board's
 * two 32-bit Zobrist hashes: the first picks the slot, the second verifies it (ints, not a long, because
 * {@code long} is emulated and slow in the browser). One entry per slot; a deeper or newer result replaces.
 *
 * <p>Entry layout, {@code data}: bits 0–10 move (padded-board index + 1, 0 for none), bits 11–17 depth,
 * bits 18–19 bound, bits 20–27 generation, bit 28 set in every used entry. Scores are stored apart, mate scores relative to the node (so
 * they are valid at any ply).
 */
public final class TranspositionTable {
  public static final int BOUND_NONE = 0;
  public static final int BOUND_UPPER = 1;
  public static final int BOUND_LOWER = 2;
  public static final int BOUND_EXACT = 3;

  private final int mask;
  private final int[] check;
  private final int[] data;
  private final int[] scores;
  private int generation;

  /** A table of 2^bits entries (12 bytes each). */
  public TranspositionTable(int bits) {
    int n = 1 << bits;
    mask = n - 1;
    check = new int[n];
    data = new int[n];
    scores = new int[n];
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
    for (int i = 0; i < data.length; i++) {
      check[i] = 0;
      data[i] = 0;
      scores[i] = 0;
    }
  }

  public void newSearch() {
    generation = (generation + 1) & 0xff;
  }

  /** The slot of a position, or -1 when the table holds nothing for it. */
  public int probe(int hash1, int hash2) {
    int i = hash1 & mask;
    return data[i] != 0 && check[i] == hash2 ? i : -1;
  }

  public int move(int slot) {
    return (data[slot] & 0x7ff) - 1;
  }

  public int depth(int slot) {
    return (data[slot] >>> 11) & 0x7f;
  }

  public int bound(int slot) {
    return (data[slot] >>> 18) & 3;
  }

  /** The stored score, with mate distances made relative to the root again for a node at {@code ply}. */
  public int score(int slot, int ply) {
    int s = scores[slot];
    if (s > Evaluation.MATE_BOUND) {
      return s - ply;
    }
    if (s < -Evaluation.MATE_BOUND) {
      return s + ply;
    }
    return s;
  }

  public void store(int hash1, int hash2, int move, int depth, int bound, int score, int ply) {
    int i = hash1 & mask;
    int old = data[i];
    boolean sameKey = check[i] == hash2;
    int oldGeneration = (old >>> 20) & 0xff;
    if (old != 0 && sameKey && ((old >>> 11) & 0x7f) > depth + 2 && bound != BOUND_EXACT && oldGeneration == generation) {
      return; // keep a much deeper result for the same position
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
    check[i] = hash2;
    scores[i] = stored;
    data[i] = (move + 1) | (Math.max(0, Math.min(depth, 127)) << 11) | (bound << 18) | (generation << 20) | (1 << 28);
  }
}
