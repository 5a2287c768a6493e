package gomoku.engine;

import gomoku.rules.Rule;
import gomoku.rules.Stone;

/**
 * Line patterns by look-up. A point's neighbourhood along one line is its neighbours up to {@link #reach} each
 * side, two bits each ({@link #EMPTY}, black, white, {@link #WALL}), packed into a key: bits 0–1 hold the
 * farthest neighbour on the negative side, …, then offset −1, offset +1, …, the farthest on the positive side
 * (see {@link #slot}). The table gives the {@link Pattern} that a stone of each colour would make there, under
 * one rule, so classifying a point is an array read rather than a scan of the line.
 *
 * <p>Why five each side under exact-five rules, when a five through the point lies within four: there a stone
 * five away turns a would-be five into an overline ({@code X.XXX*} with one more {@code X} beyond), and a table
 * blind to it would announce wins that are not. In freestyle nothing five away can change a pattern (any line
 * that reaches it already holds five), so the reach is four: a 16-bit key and a 64 KB table, which stays in
 * the processor's cache, instead of 1 MB, which the search reads tens of times per node.
 *
 * <p>Built once per rule by memoised recursion over the line states (about ten million steps for reach five),
 * which takes a fraction of a second: build it while the game loads, not on the first move.
 */
public final class PatternTable {
  public static final int EMPTY = 0;
  public static final int WALL = 3;
  /** The most neighbours a key holds each side (the search board pads its edges by this much). */
  public static final int MAX_REACH = 5;

  private static final PatternTable[] CACHE = new PatternTable[Rule.values().length];

  /** Neighbours each side in a key: 4 in freestyle, 5 under the exact-five rules. */
  final int reach;
  private final int keys;
  /** {@code both[key]}: black's pattern in the low four bits, white's in the high four (one read for both). */
  private final byte[] both;

  private PatternTable(Rule rule) {
    this(rule, rule == Rule.FREESTYLE ? 4 : MAX_REACH);
  }

  /** A table with a chosen reach (tests compare freestyle's reach-4 table with a reach-5 one). */
  PatternTable(Rule rule, int reach) {
    this.reach = reach;
    this.keys = 1 << (4 * reach);
    this.both = new byte[keys];
    boolean blackExact = rule != Rule.FREESTYLE;
    boolean whiteExact = rule == Rule.STANDARD;
    byte[] exact = blackExact || whiteExact ? classifyAll(true) : null;
    byte[] free = !blackExact || !whiteExact ? classifyAll(false) : null;
    byte[] black = blackExact ? exact : free;
    byte[] whiteSource = whiteExact ? exact : free;
    for (int key = 0; key < keys; key++) {
      both[key] = (byte) (black[key] | whiteSource[swapColours(key)] << 4);
    }
  }

  public static PatternTable forRule(Rule rule) {
    PatternTable t = CACHE[rule.ordinal()];
    if (t == null) {
      t = new PatternTable(rule);
      CACHE[rule.ordinal()] = t;
    }
    return t;
  }

  public int pattern(int colour, int key) {
    int v = both[key] & 0xff;
    return colour == Stone.BLACK ? v & 15 : v >>> 4;
  }

  /** Both colours' patterns for a key: black's in bits 0–3, white's in bits 4–7. */
  int patterns(int key) {
    return both[key] & 0xff;
  }

  /** The table itself (as {@link #patterns} reads it), for the board's move loop, which reads it most. */
  byte[] patternBytes() {
    return both;
  }

  /** The slot (0 .. 2·reach−1) of the neighbour at {@code offset} (−reach..−1, 1..reach) in a key. */
  int slot(int offset) {
    return offset < 0 ? offset + reach : offset + reach - 1;
  }

  /** How many keys there are (4^(2·reach)). */
  int keyCount() {
    return keys;
  }

  /** Exchanges black (1) and white (2) in a key, leaving empty and wall alone. */
  int swapColours(int key) {
    int out = 0;
    for (int s = 0; s < 2 * reach; s++) {
      int v = (key >>> (2 * s)) & 3;
      if (v == 1 || v == 2) {
        v = 3 - v;
      }
      out |= v << (2 * s);
    }
    return out;
  }

  // ---- building ----------------------------------------------------------------------------------------

  /**
   * The pattern a black stone (colour 1 in the key) makes for every key; with {@code exact} only exactly five
   * counts as a five.
   */
  private byte[] classifyAll(boolean exact) {
    byte[] memo = new byte[keys];
    boolean[] done = new boolean[keys];
    for (int key = 0; key < keys; key++) {
      classify(key, exact, memo, done);
    }
    return memo;
  }

  /** The pattern of the line whose centre holds a stone of colour 1 and whose neighbours are {@code key}. */
  private int classify(int key, boolean exact, byte[] memo, boolean[] done) {
    if (done[key]) {
      return memo[key];
    }
    int result = computePattern(key, exact, memo, done);
    memo[key] = (byte) result;
    done[key] = true;
    return result;
  }

  private int computePattern(int key, boolean exact, byte[] memo, boolean[] done) {
    int run = runThroughCentre(key);
    if (run >= 5) {
      return exact && run > 5 ? Pattern.OVERLINE : Pattern.F5;
    }
    int fivePoints = 0;
    int fourPoints = 0;
    int threePoints = 0;
    int best = Pattern.NONE;
    for (int offset = -4; offset <= 4; offset++) {
      if (offset == 0 || cell(key, offset) != EMPTY) {
        continue;
      }
      int child = key | (1 << (2 * slot(offset)));
      int c = classify(child, exact, memo, done);
      if (c == Pattern.F5) {
        fivePoints++;
      } else if (c != Pattern.OVERLINE && c > best) {
        best = c;
      }
      fourPoints += c == Pattern.F4 ? 1 : 0;
      threePoints += Pattern.isOpenThree(c) ? 1 : 0;
    }
    if (fivePoints >= 2) {
      return Pattern.F4;
    }
    if (fivePoints == 1) {
      return Pattern.B4;
    }
    return levelBelow(best, fourPoints, threePoints);
  }

  /**
   * One level down from the best thing one more stone can make (F4 -> F3, B4 -> B3, F3 -> F2, ...); the kind
   * of an open three or two is how many points lead one level up.
   */
  private static int levelBelow(int best, int fourPoints, int threePoints) {
    switch (best) {
      case Pattern.F4:
        return fourPoints >= 2 ? Pattern.F3S : Pattern.F3;
      case Pattern.B4:
        return Pattern.B3;
      case Pattern.F3:
      case Pattern.F3S:
        return threePoints >= 4 ? Pattern.F2B : threePoints == 3 ? Pattern.F2A : Pattern.F2;
      case Pattern.B3:
        return Pattern.B2;
      case Pattern.F2:
      case Pattern.F2A:
      case Pattern.F2B:
        return Pattern.F1;
      case Pattern.B2:
        return Pattern.B1;
      default:
        return Pattern.NONE;
    }
  }

  private int cell(int key, int offset) {
    return (key >>> (2 * slot(offset))) & 3;
  }

  private int runThroughCentre(int key) {
    int run = 1;
    for (int o = 1; o <= reach && cell(key, o) == 1; o++) {
      run++;
    }
    for (int o = -1; o >= -reach && cell(key, o) == 1; o--) {
      run++;
    }
    return run;
  }
}
