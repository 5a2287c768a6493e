package gomoku.engine;

import gomoku.rules.Stone;

/**
 * The empty points where each colour's {@link Threat} class is above {@link Threat#NONE}, as one bitset a colour
 * over the padded board's points (bit q of word q / 32). There are seldom more than a dozen, so the threat search
 * and the forced move lists visit those instead of scanning the board, in board order as a scan would; the board
 * keeps them up to date as its classes change.
 */
final class ThreatIndex {
  private final SearchBoard b;
  /** Words in one bitset. */
  private final int words;
  /** Black's bitset (words 0 .. words-1), then white's. */
  private final int[] sets;
  /** The points marked by the last {@link #markOpenFourStops}. */
  private final int[] stopBits;

  ThreatIndex(SearchBoard board, int points) {
    b = board;
    words = (points + 31) / 32;
    sets = new int[2 * words];
    stopBits = new int[words];
  }

  /**
   * Updates q's bits in {@link #sets} for a change of its {@link #threats} value: a bit flips only
   * when that colour's class goes from none to some or back, which most changes do not.
   */
  void flip(int q, int before, int after) {
    int flip = ((before & 15) + 15 ^ (after & 15) + 15) >>> 4 & 1 // bit 4 of class + 15: class > NONE
        | ((before >>> 4 & 15) + 15 ^ (after >>> 4 & 15) + 15) >>> 3 & 2;
    if (flip != 0) {
      int w = q >>> 5;
      int bit = 1 << (q & 31);
      if ((flip & 1) != 0) {
        sets[w] ^= bit;
      }
      if ((flip & 2) != 0) {
        sets[words + w] ^= bit;
      }
    }
  }

  /** Sets q's bits in {@link #sets} from a {@link #threats} value (0 for a stone). */
  void set(int q, int packedThreats) {
    int w = q >>> 5;
    int bit = 1 << (q & 31);
    if ((packedThreats & 15) != 0) {
      sets[w] |= bit;
    } else {
      sets[w] &= ~bit;
    }
    if ((packedThreats & 0xf0) != 0) {
      sets[words + w] |= bit;
    } else {
      sets[words + w] &= ~bit;
    }
  }

  /**
   * The empty points where {@code colour}'s {@link Threat} class is at least {@code minThreat} (which is
   * above {@link Threat#NONE}), in board order, written to out; returns how many. Forbidden points included.
   */
  int points(int colour, int minThreat, int[] out) {
    int base = colour == Stone.BLACK ? 0 : words;
    int shift = colour == Stone.BLACK ? 0 : 4;
    int n = 0;
    for (int w = 0; w < words; w++) {
      int bits = sets[base + w];
      while (bits != 0) {
        int q = (w << 5) + Bits.lowest(bits);
        bits &= bits - 1;
        if (((b.threats[q] >>> shift) & 15) >= minThreat) {
          out[n++] = q;
        }
      }
    }
    return n;
  }

  /**
   * The replies to {@code attacker}'s open threes (its {@link Threat#FLEX_FOUR} points): the points that stop
   * every open four (see {@link #markOpenFourStops}) and the defender's own fours, in board order, written
   * to out; returns how many. Forbidden points included.
   */
  int openFourDefences(int attacker, int[] out) {
    markOpenFourStops(attacker);
    int base = attacker == Stone.BLACK ? words : 0; // the defender's bitset
    int shift = attacker == Stone.BLACK ? 4 : 0;
    int n = 0;
    for (int w = 0; w < words; w++) {
      int stops = stopBits[w];
      int bits = stops | sets[base + w];
      while (bits != 0) {
        int t = Bits.lowest(bits);
        bits &= bits - 1;
        int q = (w << 5) + t;
        if ((stops & 1 << t) != 0 || ((b.threats[q] >>> shift) & 15) >= Threat.FOUR) {
          out[n++] = q;
        }
      }
    }
    return n;
  }

  /**
   * Marks the points that can stop {@code colour}'s open-four b.threats (its open threes): on each line where
   * one of its {@link Threat#FLEX_FOUR} points has a four, every point within four where colour would make a
   * four on that same line. {@code ..XXX..} gives the two open-four points and the two points beyond;
   * {@code .X.XX.} the gap and both ends. A stone anywhere else leaves an open four there (the classic set is
   * a subset of this one), so with the defender's own fours these are the only replies. Ask
   * {@link #stopsOpenFour} afterwards.
   */
  void markOpenFourStops(int colour) {
    java.util.Arrays.fill(stopBits, 0);
    int base = colour == Stone.BLACK ? 0 : words;
    int shift = colour == Stone.BLACK ? 0 : 4;
    int lineShift = colour == Stone.BLACK ? 0 : 16;
    for (int w = 0; w < words; w++) {
      int bits = sets[base + w];
      while (bits != 0) {
        int t = (w << 5) + Bits.lowest(bits);
        bits &= bits - 1;
        if (((b.threats[t] >>> shift) & 15) != Threat.FLEX_FOUR) {
          continue;
        }
        for (int d = 0; d < 4; d++) {
          if (!isFourPattern((b.lines[t] >>> (lineShift + 4 * d)) & 15)) {
            continue;
          }
          int step = b.dir[d];
          for (int k = -4; k <= 4; k++) {
            int p = t + k * step;
            if (b.cells[p] == Stone.EMPTY && isFourPattern((b.lines[p] >>> (lineShift + 4 * d)) & 15)) {
              stopBits[p >>> 5] |= 1 << (p & 31);
            }
          }
        }
      }
    }
  }

  /** Whether q was marked by the last {@link #markOpenFourStops}. */
  boolean stopsOpenFour(int q) {
    return (stopBits[q >>> 5] & 1 << (q & 31)) != 0;
  }

  private static boolean isFourPattern(int p) {
    return p == Pattern.B4 || p == Pattern.F4;
  }

  /**
   * Points on the four lines through q (within four) where colour would make a five. In the search the
   * opponent's five points can only have come from its last move, so this is all that needs looking at.
   */
  int fivePointsNear(int colour, int q, int[] out) {
    if (b.threatCount(colour, Threat.FIVE) == 0) {
      return 0;
    }
    int n = 0;
    int shift = colour == Stone.BLACK ? 0 : 4;
    for (int d = 0; d < 4; d++) {
      int step = b.dir[d];
      for (int k = -4; k <= 4; k++) {
        int a = q + k * step;
        if (k != 0 && b.cells[a] == Stone.EMPTY && ((b.threats[a] >>> shift) & 15) == Threat.FIVE
            && !contains(out, n, a)) {
          out[n++] = a;
        }
      }
    }
    return n;
  }

  private static boolean contains(int[] a, int n, int v) {
    for (int i = 0; i < n; i++) {
      if (a[i] == v) {
        return true;
      }
    }
    return false;
  }
}
