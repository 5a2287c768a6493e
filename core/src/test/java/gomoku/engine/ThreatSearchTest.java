package gomoku.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.rules.GameState;
import gomoku.rules.Notation;
import gomoku.rules.Rule;
import gomoku.rules.Stone;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Forced wins from real play (positions found in engine self-play, then frozen here), in all 8 symmetries.
 * A found VCF is not taken on trust: {@link Lines#checkVcf} replays it with the rules alone.
 */
class ThreatSearchTest {
  /** {moves, VCF length in plies (attacker's and defender's moves)}. */
  static final String[][] VCF_POSITIONS = {
    {"h8g7f8e8f10f7g9e11h10e7i11j12h7c7d7e10e9h9g11h12i9j8f12e13", "9"},
    {"h8i7j8k8j10j7i9k11h10k7g11f12h7m7l7k10k9h9i11h12g9f8", "11"},
    {"h8i8g9h7j9i7i9h9g7j10f8e5h10i11h6i5e9d10i6g10j7e7f11g6e4g13h12d8j8k7f12g11j6j5", "15"},
    {"h8i8g9h7j9i7i9h9g7j10f8e5h10i11h6i5e9d10i6g10j7e7f11g6e4g13h12d8j8k7", "19"},
  };

  static List<Arguments> vcfCases() {
    List<Arguments> out = new ArrayList<>();
    for (String[] p : VCF_POSITIONS) {
      for (int s = 0; s < 8; s++) {
        out.add(Arguments.of(p[0], Integer.parseInt(p[1]), s));
      }
    }
    return out;
  }

  @ParameterizedTest(name = "VCF of {1} plies, symmetry {2}")
  @MethodSource("vcfCases")
  void findsAndProvesTheVcf(String moveString, int plies, int symmetry) {
    List<Integer> moves = Lines.transform(Notation.parseMoves(15, moveString), 15, symmetry);
    SearchBoard b = boardOf(Rule.FREESTYLE, moves);
    ThreatSearch ts = new ThreatSearch(b);
    assertTrue(ts.vcf(30, 300_000), "a VCF is found within 300,000 nodes");
    int[] line = toRules(b, ts.line());
    assertTrue(line.length <= plies, "no longer than the known one: " + line.length);
    assertNull(Lines.checkVcf(Rule.FREESTYLE, 15, moves, line));
    assertTrue(b.moveCount() == moves.size(), "the board is left as it was");
  }

  /** Positions from self-play where the side to move wins by threes and fours but not by fours alone. */
  static final String[] VCT_POSITIONS = {
    "h8i8i7g9h7g10g7j7h9h10",
    "h8h7g7f6g8f5f8i8g6g5e7d6",
  };

  static List<Arguments> vctCases() {
    List<Arguments> out = new ArrayList<>();
    for (String p : VCT_POSITIONS) {
      for (int s = 0; s < 8; s++) {
        out.add(Arguments.of(p, s));
      }
    }
    return out;
  }

  @ParameterizedTest(name = "{0}, symmetry {1}")
  @MethodSource("vctCases")
  void findsAVctWhereThereIsNoVcf(String moveString, int symmetry) {
    List<Integer> moves = Lines.transform(Notation.parseMoves(15, moveString), 15, symmetry);
    SearchBoard b = boardOf(Rule.FREESTYLE, moves);
    ThreatSearch ts = new ThreatSearch(b);
    assertFalse(ts.vcf(30, 200_000), "no win by fours alone");
    assertFalse(ts.aborted());
    assertTrue(ts.vct(4, 300_000), "a win by threats (at most 4 attacking moves) within 300,000 nodes");
    // The first attacking move is a real threat by the rules: a four, or a three (a point then makes two
    // five points at once).
    GameState g = GameState.replay(Rule.FREESTYLE, 15, moves);
    int attacker = g.sideToMove();
    assertTrue(g.play(b.toPoint(ts.line()[0])).isLegal());
    boolean four = !Lines.winningPoints(g, attacker).isEmpty();
    boolean three = false;
    for (int p = 0; p < 225 && !four && !three; p++) {
      if (g.board().get(p) == Stone.EMPTY) {
        g.board().place(p, attacker);
        three = Lines.winningPoints(g, attacker).size() >= 2;
        g.board().remove(p);
      }
    }
    assertTrue(four || three, "the first move threatens");
  }

  /**
   * The failure memory answers as a fresh search does: searched with 1, 2, … attacking moves on one search whose
   * memory is never cleared, the position fails below its fewest threats and then finds the same line as a search
   * that starts clean at that number.
   */
  @ParameterizedTest(name = "{0}, symmetry {1}")
  @MethodSource("vctCases")
  void rememberedFailuresFindTheSameVctAsAFreshSearch(String moveString, int symmetry) {
    List<Integer> moves = Lines.transform(Notation.parseMoves(15, moveString), 15, symmetry);
    int fewest = 0;
    int[] freshLine = null;
    for (int n = 1; n <= 4 && freshLine == null; n++) {
      ThreatSearch fresh = new ThreatSearch(boardOf(Rule.FREESTYLE, moves));
      if (fresh.vct(n, 300_000)) {
        fewest = n;
        freshLine = fresh.line();
      }
      assertFalse(fresh.aborted());
    }
    assertTrue(fewest > 0, "a VCT of at most 4 threats");
    ThreatSearch warm = new ThreatSearch(boardOf(Rule.FREESTYLE, moves));
    for (int n = 1; n < fewest; n++) {
      assertFalse(warm.vct(n, 300_000), "no VCT of " + n + " threats");
      assertFalse(warm.aborted());
    }
    assertTrue(warm.vct(fewest, 300_000), "the failures with fewer threats do not hide the win");
    assertArrayEquals(freshLine, warm.line());
  }

  /** A search cut by its node limit keeps no failure: the same search with room finds the win. */
  @ParameterizedTest(name = "{0}, symmetry {1}")
  @MethodSource("vctCases")
  void aSearchOutOfNodesRemembersNothing(String moveString, int symmetry) {
    List<Integer> moves = Lines.transform(Notation.parseMoves(15, moveString), 15, symmetry);
    ThreatSearch ts = new ThreatSearch(boardOf(Rule.FREESTYLE, moves));
    int cut = 0;
    for (int budget = 5; budget < 300; budget += 7) {
      if (!ts.vct(4, budget) && ts.aborted()) {
        cut++;
      }
    }
    assertTrue(cut > 0, "some of the searches ran out of nodes");
    assertTrue(ts.vct(4, 300_000), "found after the searches cut short");
  }

  @ParameterizedTest(name = "symmetry {0}")
  @MethodSource("symmetries")
  void noVcfWhereThereIsNone(int symmetry) {
    // The opening: nothing forcing yet for either side.
    List<Integer> moves = Lines.transform(Notation.parseMoves(15, "h8i9g9i7"), 15, symmetry);
    ThreatSearch ts = new ThreatSearch(boardOf(Rule.FREESTYLE, moves));
    assertFalse(ts.vcf(30, 100_000));
    assertFalse(ts.aborted(), "proved, not given up");
  }

  @ParameterizedTest(name = "symmetry {0}")
  @MethodSource("symmetries")
  void renjuWhiteWinsByAFourWhoseBlockIsForbiddenForBlack(int symmetry) {
    // White to move: O O O . with black's overline point beside them. White plays one point further, making a
    // four whose only block would give black six in the column: forbidden, so white wins.
    gomoku.rules.Diagram d = new gomoku.rules.Diagram(15, symmetry,
        "......X...",
        "......X...",
        "......X...",
        "..XOOO....",
        "......X...",
        "......X...",
        "..........");
    List<Integer> moves = d.moveOrder();
    GameState g = GameState.replay(Rule.RENJU, 15, moves);
    if (g.sideToMove() == Stone.BLACK) {
      moves.add(7 * 15 + 14); // black spends its move on the far right edge, away from everything
    }
    SearchBoard b = boardOf(Rule.RENJU, moves);
    ThreatSearch ts = new ThreatSearch(b);
    assertTrue(ts.vcf(10, 10_000));
    assertNull(Lines.checkVcf(Rule.RENJU, 15, moves, toRules(b, ts.line())));
  }

  @ParameterizedTest(name = "symmetry {0}")
  @MethodSource("symmetries")
  void renjuBlackFindsNoWinThroughADoubleFour(int symmetry) {
    // Black's only "win" would be the 4-4 point: forbidden, so no VCF; in freestyle the same is a win.
    gomoku.rules.Diagram d = new gomoku.rules.Diagram(15, symmetry,
        "....O....",
        "....X....",
        "....X....",
        "....X....",
        "OXXX.....",
        ".........",
        "O.......O");
    List<Integer> moves = d.moveOrder();
    SearchBoard renju = boardOf(Rule.RENJU, moves);
    ThreatSearch ts = new ThreatSearch(renju);
    if (ts.vcf(10, 50_000)) {
      assertNull(Lines.checkVcf(Rule.RENJU, 15, moves, toRules(renju, ts.line())), "any VCF found must be legal");
    }
    ThreatSearch free = new ThreatSearch(boardOf(Rule.FREESTYLE, moves));
    assertTrue(free.vcf(10, 50_000), "in freestyle the double four wins");
  }

  static List<Arguments> symmetries() {
    List<Arguments> out = new ArrayList<>();
    for (int s = 0; s < 8; s++) {
      out.add(Arguments.of(s));
    }
    return out;
  }

  static SearchBoard boardOf(Rule rule, List<Integer> moves) {
    SearchBoard b = new SearchBoard(15, rule);
    for (int p : moves) {
      b.play(b.fromPoint(p));
    }
    return b;
  }

  static int[] toRules(SearchBoard b, int[] line) {
    int[] out = new int[line.length];
    for (int i = 0; i < line.length; i++) {
      out[i] = b.toPoint(line[i]);
    }
    return out;
  }
}
