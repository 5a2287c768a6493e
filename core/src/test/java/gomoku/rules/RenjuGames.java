package gomoku.rules;

import java.util.List;

/** Renju games that tests share. */
public final class RenjuGames {
  private RenjuGames() {}

  /**
   * A self-play game (renju, generation 1, game 509) whose last white move left black only forbidden points: a draw,
   * black having no move.
   */
  public static List<Integer> forbiddenOnly() {
    return Notation.parseMoves(15,
        "g7f5e7g6f6h7e4g5h5i6i8g8j5d5d4e5c5b4h9k6h6f8f9g10g9i9e9d9c7b6e8e6d8e11c8c4f7d7b3c9i5b8d10k3g4b5b"
            + "7j6k7l5l6k4k5m4n3j4l4j10f2h4d3c3g11f10m5n4m7n8m6n7i10n6n5m9k11l9g1e3j9k8m8m10j7n11o12m12n9c13l7i"
            + "7l13k12l12d13f13h12i11g12e12h13l11i12j12k10j11m11m13l10n10j13l14l15k14m14d11k9j8o13n12d12b14c10e"
            + "10c12c11b12h15g14k15o11e14k13f1h14h10j15d1i14f11f14j14e1g3d2a5i3m3n2f15i15g13j2k1i2j3k2l2b2a7a6l"
            + "1g2h2m1a11e2a14a13e13d14b15d15f4a2c2b10o1o3o2a10o15n14c6o7g15o9o8o6o5c15b11b13b9m15o4c14a15o14e1"
            + "5i13n15n13o10a12f12a8a9h8l8a4i4m2f3a3a1h3n1d6l3b1c1j1i1h1");
  }
}
