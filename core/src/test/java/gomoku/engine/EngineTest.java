package gomoku.engine;

import gomoku.engine.bench.Bench;
import gomoku.engine.bench.EngineReport;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.rules.Diagram;
import gomoku.rules.GameState;
import gomoku.rules.Notation;
import gomoku.rules.Rule;
import gomoku.rules.Stone;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

class EngineTest {
  private static final long TABLE = 4L << 20;

  static List<Arguments> levelsAndSymmetries() {
    List<Arguments> out = new ArrayList<>();
    for (Level level : Level.values()) {
      for (int s = 0; s < 8; s++) {
        out.add(Arguments.of(level, s));
      }
    }
    return out;
  }

  private static Search.Result think(Rule rule, List<Integer> moves, Level level, int nodes) {
    Engine e = new Engine(TABLE);
    e.setPosition(rule, 15, moves);
    SearchLimits limits = new SearchLimits();
    limits.nodes = nodes;
    return e.think(level, limits, null);
  }

  @ParameterizedTest(name = "{0}, symmetry {1}")
  @MethodSource("levelsAndSymmetries")
  void everyLevelBlocksAFour(Level level, int symmetry) {
    Diagram d = new Diagram(15, symmetry,
        "........",
        ".OXXXX*.",
        "..O.....",
        "...O....");
    List<Integer> moves = d.moveOrder(Stone.WHITE);
    assertEquals(Stone.WHITE, GameState.replay(Rule.FREESTYLE, 15, moves).sideToMove());
    assertEquals(d.marked, think(Rule.FREESTYLE, moves, level, 200_000).move);
  }

  @ParameterizedTest(name = "{0}, symmetry {1}")
  @MethodSource("levelsAndSymmetries")
  void everyLevelCompletesItsFive(Level level, int symmetry) {
    Diagram d = new Diagram(15, symmetry,
        "OOOO.....",
        ".........",
        ".OXXXX*..",
        ".........",
        "........O");
    assertEquals(d.marked, think(Rule.FREESTYLE, d.moveOrder(), level, 200_000).move);
  }

  @ParameterizedTest(name = "symmetry {0}")
  @MethodSource("gomoku.engine.ThreatSearchTest#symmetries")
  void stopsAnOpenThreeNextToIt(int symmetry) {
    // Black's open three ..XXX.. with room on both sides: only the two points touching it stop a straight four.
    Diagram d = new Diagram(15, symmetry,
        "..........",
        "...*XXX*..",
        "..........",
        "....O.....",
        ".........O");
    Search.Result r = think(Rule.FREESTYLE, d.moveOrder(Stone.WHITE), Level.MASTER, 300_000);
    List<Integer> stops = Arrays.asList(d.marked, otherEnd(d));
    assertTrue(stops.contains(r.move), "played " + Notation.name(15, r.move) + ", the stops are " + stops);
  }

  /** The diagram keeps the last '*' (right of the three); the other end is its mirror across the middle X. */
  private static int otherEnd(Diagram d) {
    int end = d.marked;
    int mid = d.black.get(1);
    return 2 * (mid / 15) * 15 - (end / 15) * 15 + 2 * (mid % 15) - end % 15;
  }

  @Test
  void reportsAForcedWinWhenThereIsOne() {
    List<Integer> moves = Notation.parseMoves(15, ThreatSearchTest.VCF_POSITIONS[1][0]);
    Search.Result r = think(Rule.FREESTYLE, moves, Level.MASTER, 500_000);
    assertTrue(r.info.score > Evaluation.MATE_BOUND, "a forced win is reported: " + Evaluation.describe(r.info.score));
    assertTrue(r.info.threatWin);
  }

  @Test
  void aPassInTheMovesHandsTheTurnOverAndTheSearchStillFindsTheWin() {
    List<Integer> position = Notation.parseMoves(15, ThreatSearchTest.VCF_POSITIONS[1][0]);
    for (List<Integer> extra : List.of(List.of(GameState.PASS, GameState.PASS),
        List.of(GameState.PASS, Notation.parsePoint(15, "a1")))) {
      List<Integer> moves = new ArrayList<>(position);
      moves.addAll(extra);
      GameState g = GameState.replay(Rule.FREESTYLE, 15, moves);
      Search.Result r = think(Rule.FREESTYLE, moves, Level.MASTER, 500_000);
      assertTrue(r.info.score > Evaluation.MATE_BOUND, extra + ": " + Evaluation.describe(r.info.score));
      assertTrue(g.check(r.move).isLegal(), extra + ": played " + r.move);
    }
  }

  @Test
  void anEngineReusedAfterAPositionWithAPassStartsClean() {
    Engine e = new Engine(TABLE);
    e.setPosition(Rule.FREESTYLE, 15, List.of(GameState.PASS, 112, 113));
    e.setPosition(Rule.FREESTYLE, 15, List.of(112));
    assertEquals(Stone.WHITE, e.board().sideToMove());
    assertEquals(1, e.board().moveCount());
  }

  @ParameterizedTest
  @EnumSource(value = Level.class)
  void renjuBlackNeverPlaysAForbiddenPoint(Level level) {
    Random random = new Random(3 + level.ordinal());
    Engine e = new Engine(TABLE);
    e.setVariety(true, 5);
    int blackMoves = 0;
    for (int game = 0; game < 12 && blackMoves <= 20; game++) {
      GameState g = new GameState(Rule.RENJU, 15);
      g.play(112);
      while (!g.outcome().isOver() && g.moveCount() < 40) {
        e.setPosition(Rule.RENJU, 15, g.moves());
        SearchLimits l = new SearchLimits();
        l.nodes = 3000;
        int move = e.think(level, l, null).move;
        if (g.sideToMove() == Stone.BLACK) {
          blackMoves++;
        }
        assertTrue(g.play(move).isLegal(), level + " played an illegal move in " + g.moveString() + ": "
            + Notation.name(15, move));
        if (random.nextInt(4) == 0 && !g.outcome().isOver()) {
          g.play(SearchBoardTest.nextMove(g, random)); // shake the game up
        }
      }
    }
    assertTrue(blackMoves > 20);
  }

  @Test
  void aFullBoardGivesNoMoveAndTheLastPointIsFound() {
    // 5x5: fill all but one point without a five (rows alternate XOXOX / OXOXO... shifted by two).
    String[] rows = {"XXOOX", "OOXXO", "XXOOX", "OOXXO", "XXOO."};
    List<Integer> black = new ArrayList<>();
    List<Integer> white = new ArrayList<>();
    for (int y = 0; y < 5; y++) {
      for (int x = 0; x < 5; x++) {
        char c = rows[y].charAt(x);
        if (c == 'X') {
          black.add(y * 5 + x);
        } else if (c == 'O') {
          white.add(y * 5 + x);
        }
      }
    }
    List<Integer> moves = new ArrayList<>();
    for (int i = 0; i < black.size(); i++) {
      moves.add(black.get(i));
      if (i < white.size()) {
        moves.add(white.get(i));
      }
    }
    Engine e = new Engine(TABLE);
    e.setPosition(Rule.FREESTYLE, 5, moves);
    assertEquals(24, e.think(Level.MASTER, SearchLimits.depth(6), null).move);
    moves.add(24);
    e.setPosition(Rule.FREESTYLE, 5, moves);
    assertEquals(-1, e.think(Level.MASTER, SearchLimits.depth(6), null).move);
  }

  @Test
  void theNodeLimitHolds() {
    List<Integer> moves = Notation.parseMoves(15, Bench.POSITIONS[2][1]);
    Search.Result r = think(Rule.FREESTYLE, moves, Level.MASTER, 20_000);
    assertTrue(r.info.nodes <= 20_000 + 1100, "nodes " + r.info.nodes);
    assertTrue(r.move >= 0);
  }

  @Test
  void benchSignatureIsRepeatable() {
    Bench.Report first = Bench.run(5);
    Bench.Report second = Bench.run(5);
    assertEquals(first.nodes, second.nodes, "the node count is the engine's signature");
    assertTrue(first.nodes > 10_000);
    assertEquals(Arrays.asList(first.lines.toString().replaceAll("time \\d+ ms", "").split("\n")),
        Arrays.asList(second.lines.toString().replaceAll("time \\d+ ms", "").split("\n")));
  }

  @Test
  void benchAndReportPositionsDifferUnderTheBoardsSymmetries() {
    // A reflected copy searches the same tree, so it adds nothing to the signature or the depth figure.
    List<String> bench = new ArrayList<>();
    for (String[] p : Bench.POSITIONS) {
      bench.add(p[1]);
    }
    assertAllDifferent(bench);
    assertAllDifferent(Arrays.asList(EngineReport.middleGame()));
  }

  private static void assertAllDifferent(List<String> positions) {
    List<String> seen = new ArrayList<>();
    for (String p : positions) {
      List<Integer> moves = Notation.parseMoves(15, p);
      for (int symmetry = 0; symmetry < 8; symmetry++) {
        String stones = stoneSets(Lines.transform(moves, 15, symmetry));
        assertTrue(!seen.contains(stones), p + " is an earlier position under symmetry " + symmetry);
      }
      seen.add(stoneSets(moves));
    }
  }

  /** The position's black stones and white stones, each sorted, as text. */
  private static String stoneSets(List<Integer> moves) {
    List<Integer> black = new ArrayList<>();
    List<Integer> white = new ArrayList<>();
    for (int i = 0; i < moves.size(); i++) {
      (i % 2 == 0 ? black : white).add(moves.get(i));
    }
    java.util.Collections.sort(black);
    java.util.Collections.sort(white);
    return black + " / " + white;
  }

  @ParameterizedTest
  @org.junit.jupiter.params.provider.ValueSource(ints = {19, 20})
  void largerBoardsGetLegalMovesUpToTheEdges(int size) {
    Engine e = new Engine(TABLE);
    GameState g = new GameState(Rule.STANDARD, size);
    // Start in a corner so that lines run into the edges.
    g.play(0);
    g.play(size + 1);
    while (!g.outcome().isOver() && g.moveCount() < 40) {
      e.setPosition(Rule.STANDARD, size, g.moves());
      int move = e.think(Level.MEDIUM, SearchLimits.depth(3), null).move;
      assertTrue(move >= 0 && g.play(move).isLegal(), "legal move on " + size + "x" + size + ": " + g.moveString());
    }
  }

  @Test
  void analysisGivesTheBestFewMovesWithExactScoresBestFirst() {
    Engine e = new Engine(TABLE);
    List<Integer> moves = Notation.parseMoves(15, Bench.POSITIONS[2][1]);
    e.setPosition(Rule.FREESTYLE, 15, moves);
    e.setMultiPv(4);
    List<SearchInfo> reports = new ArrayList<>();
    Search.Result r = e.think(Level.MASTER, SearchLimits.depth(5), reports::add);
    SearchInfo i = r.info;
    assertEquals(4, i.topMoves.length, "four moves analysed");
    assertEquals(r.move, i.topMoves[0]);
    assertEquals(i.score, i.topScores[0]);
    GameState g = GameState.replay(Rule.FREESTYLE, 15, moves);
    for (int k = 0; k < 4; k++) {
      assertTrue(g.check(i.topMoves[k]).isLegal(), "legal " + i.topMoves[k]);
      for (int j = 0; j < k; j++) {
        assertTrue(i.topMoves[j] != i.topMoves[k], "distinct");
        assertTrue(i.topScores[j] >= i.topScores[k], "best first: " + Arrays.toString(i.topScores));
      }
    }
    assertTrue(reports.size() >= 4 && reports.get(0).topMoves.length >= 1, "each iteration reports its top moves");
  }

  @Test
  void analysisPutsTheWinningMoveFirstAndScoresItAsAWin() {
    Diagram d = new Diagram(15, 0,
        "..........",
        "..XXX*....",
        "..OO......",
        "....O.....");
    List<Integer> moves = d.moveOrder(Stone.BLACK);
    Engine e = new Engine(TABLE);
    e.setPosition(Rule.FREESTYLE, 15, moves);
    e.setMultiPv(3);
    Search.Result r = e.think(Level.MASTER, SearchLimits.depth(4), null);
    assertTrue(Evaluation.isMate(r.info.topScores[0]) && r.info.topScores[0] > 0, Arrays.toString(r.info.topScores));
  }

  @Test
  void multiPvOneLeavesTheBenchSignatureAlone() {
    Engine e = new Engine(TABLE);
    List<Integer> moves = Notation.parseMoves(15, Bench.POSITIONS[1][1]);
    e.setPosition(Rule.FREESTYLE, 15, moves);
    int plain = e.think(Level.MASTER, SearchLimits.depth(5), null).info.nodes;
    e.clearMemory();
    e.setMultiPv(3);
    e.setMultiPv(1);
    assertEquals(plain, e.think(Level.MASTER, SearchLimits.depth(5), null).info.nodes);
  }
}
