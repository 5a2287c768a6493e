package gomoku.rules;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

class GameStateTest {
  private static int p(GameState g, String name) {
    return Notation.parsePoint(g.size(), name);
  }

  @Test
  void theLineKeepsUndoneMovesAfterThePlayedOnesUntilANewMove() {
    GameState g = new GameState(Rule.FREESTYLE, 15);
    g.play(112);
    g.play(113);
    g.play(114);
    g.undo();
    g.undo();
    assertEquals(List.of(112, 113, 114), g.line(), "moves 2 and 3 can come back");
    assertEquals(1, g.moveCount());
    g.play(100);
    assertEquals(List.of(112, 100), g.line(), "a new move drops them");
  }

  @Test
  void blackMovesFirstAndColoursAlternate() {
    GameState g = new GameState(Rule.FREESTYLE, 15);
    assertEquals(Stone.BLACK, g.sideToMove());
    g.play(p(g, "h8"));
    assertEquals(Stone.WHITE, g.sideToMove());
    assertEquals(Stone.BLACK, g.board().get(p(g, "h8")));
  }

  @Test
  void illegalMovesChangeNothing() {
    GameState g = new GameState(Rule.STANDARD, 15);
    g.play(p(g, "h8"));
    assertEquals(Verdict.OCCUPIED, g.play(p(g, "h8")));
    assertEquals(Verdict.OFF_BOARD, g.play(-1));
    assertEquals(Verdict.OFF_BOARD, g.play(225));
    assertEquals(1, g.moveCount());
    assertEquals(Stone.WHITE, g.sideToMove());
  }

  @Test
  void undoAndRedoWalkTheHistoryAndANewMoveClearsRedo() {
    GameState g = GameState.replay(Rule.FREESTYLE, 15, Notation.parseMoves(15, "h8i9j10"));
    assertEquals(p(g, "j10"), g.undo());
    assertEquals(p(g, "i9"), g.undo());
    assertEquals("h8", g.moveString());
    assertEquals(Stone.WHITE, g.sideToMove());
    assertEquals(p(g, "i9"), g.redo());
    assertEquals("h8i9", g.moveString());
    assertTrue(g.canRedo());
    g.play(p(g, "a1"));
    assertFalse(g.canRedo());
    assertEquals(-1, g.redo());
  }

  @Test
  void aWinEndsTheGameAndUndoReopensIt() {
    GameState g = GameState.replay(Rule.FREESTYLE, 15, Notation.parseMoves(15, "h8a1i8a3j8a5k8a7"));
    assertEquals(Verdict.LEGAL, g.play(p(g, "l8")));
    assertEquals(Outcome.BLACK_WINS, g.outcome());
    assertEquals(5, g.winningLine().length);
    assertEquals(Verdict.GAME_OVER, g.play(p(g, "o1")));
    g.undo();
    assertEquals(Outcome.ONGOING, g.outcome());
    assertNull(g.winningLine());
    assertEquals(Verdict.LEGAL, g.play(p(g, "o1")));
  }

  @Test
  void replayNamesTheFirstIllegalMove() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> GameState.replay(Rule.FREESTYLE, 15, Notation.parseMoves(15, "h8i9h8")));
    assertEquals("move 3 (h8): that point is already taken", e.getMessage());
  }

  @Test
  void aSetUpPositionMayHoldStonesRenjuForbidsButNotAFive() {
    // Black g8 i8 h7 h9, then h8: a double three, refused in a game, accepted on an edited board.
    List<Integer> stones = Notation.parseMoves(15, "g8a1i8a15h7o1h9o15h8");
    assertThrows(IllegalArgumentException.class, () -> GameState.replay(Rule.RENJU, 15, stones));
    GameState g = GameState.setUp(Rule.RENJU, 15, stones);
    assertEquals(9, g.moveCount());
    assertEquals(Stone.BLACK, g.board().get(p(g, "h8")));
    assertEquals(Stone.WHITE, g.sideToMove());
    assertEquals(Outcome.ONGOING, g.outcome());

    IllegalArgumentException five = assertThrows(IllegalArgumentException.class,
        () -> GameState.setUp(Rule.FREESTYLE, 15, Notation.parseMoves(15, "h8a1i8a3j8a5k8a7l8")));
    assertEquals("the stones hold a five (l8): the game is over", five.getMessage());
    IllegalArgumentException twice = assertThrows(IllegalArgumentException.class,
        () -> GameState.setUp(Rule.FREESTYLE, 15, Notation.parseMoves(15, "h8a1h8")));
    assertEquals("stone 3 (h8) is listed twice", twice.getMessage());
  }

  @Test
  void renjuForbiddenPointIsRefusedWithItsReasonAndPlacesNothing() {
    // Black: h8 i8 h9 h10? no: two open threes meet at j8 once black has h8 i8 and j9 j10.
    GameState g = GameState.replay(Rule.RENJU, 15, Notation.parseMoves(15, "h8a1i8a3j10a5j9a7"));
    int j8 = p(g, "j8");
    assertEquals(Forbidden.DOUBLE_THREE, g.forbiddenFor(j8));
    assertEquals(Verdict.FORBIDDEN_DOUBLE_THREE, g.play(j8));
    assertEquals(8, g.moveCount());
    assertEquals(Stone.EMPTY, g.board().get(j8));
    // The same point is fine for white, and under the other rules.
    GameState free = GameState.replay(Rule.FREESTYLE, 15, g.moves());
    assertEquals(Verdict.LEGAL, free.play(j8));
  }

  @Test
  void underRenjuAFiveThatIsAlsoDoubleFourWinsForBlack() {
    for (int s = 0; s < 8; s++) {
      Diagram d = new Diagram(15, s,
          "O.......",
          ".X......",
          "..X.....",
          "...X....",
          "XXXX*...",
          "....X...",
          "....X...",
          "....X...",
          "....O...");
      GameState g = GameState.replay(Rule.RENJU, 15, d.moveOrder());
      assertEquals(Stone.BLACK, g.sideToMove(), "symmetry " + s);
      assertEquals(Verdict.LEGAL, g.play(d.marked));
      assertEquals(Outcome.BLACK_WINS, g.outcome());
    }
  }

  @Test
  void underRenjuWhitesOverlineWinsAndBlacksIsForbidden() {
    for (int s = 0; s < 8; s++) {
      Diagram white = new Diagram(15, s, "OOO*OO", "X.XX.X", "......", "X.....");
      GameState g = GameState.replay(Rule.RENJU, 15, white.moveOrder());
      g.play(Notation.parsePoint(15, "a15")); // black passes the turn to white far away
      assertEquals(Verdict.LEGAL, g.play(white.marked));
      assertEquals(Outcome.WHITE_WINS, g.outcome());
      assertEquals(6, g.winningLine().length);

      Diagram black = new Diagram(15, s, "XXX*XX", "OO.OO.");
      GameState b = GameState.replay(Rule.RENJU, 15, black.moveOrder());
      assertEquals(Verdict.FORBIDDEN_OVERLINE, b.play(black.marked));
      GameState standard = GameState.replay(Rule.STANDARD, 15, black.moveOrder());
      assertEquals(Verdict.LEGAL, standard.play(black.marked));
      assertEquals(Outcome.ONGOING, standard.outcome(), "in standard an overline is a move, not a win");
    }
  }

  @ParameterizedTest
  @ValueSource(ints = {5, 6, 7})
  void aFullBoardWithNoFiveIsADraw(int size) {
    Random r = new Random(size);
    int draws = 0;
    for (int game = 0; game < 300; game++) {
      GameState g = playRandomGame(Rule.FREESTYLE, size, r);
      if (g.outcome() == Outcome.DRAW) {
        draws++;
        assertTrue(g.board().isFull());
        assertNull(bruteForceWinner(g.board(), Rule.FREESTYLE));
      }
    }
    assertTrue(draws > 0, "some random games on a " + size + "x" + size + " board end in a draw");
  }

  @ParameterizedTest
  @EnumSource(Rule.class)
  void randomGamesKeepTheInvariants(Rule rule) {
    Random r = new Random(rule.ordinal() + 42);
    boolean[] directionsSeen = new boolean[4];
    for (int game = 0; game < 150; game++) {
      GameState g = new GameState(rule, 15);
      List<Integer> empty = new ArrayList<>();
      for (int q = 0; q < 225; q++) {
        empty.add(q);
      }
      while (!g.outcome().isOver()) {
        int q = empty.get(r.nextInt(empty.size()));
        int before = g.board().stoneCount();
        Verdict v = g.play(q);
        if (!v.isLegal()) {
          assertTrue(v.name().startsWith("FORBIDDEN"), "only forbidden points of free ones are refused: " + v);
          assertEquals(before, g.board().stoneCount());
          assertEquals(Stone.BLACK, g.sideToMove());
          continue;
        }
        empty.remove(Integer.valueOf(q));
        int[] brute = bruteForceWinner(g.board(), rule);
        if (brute != null) {
          assertEquals(Outcome.winFor(g.board().get(q)), g.outcome(), "the five is seen at once");
          directionsSeen[brute[0]] = true;
        } else {
          assertFalse(g.outcome() == Outcome.BLACK_WINS || g.outcome() == Outcome.WHITE_WINS);
        }
        // A short game is a dense one: make most games long by pulling moves toward the centre region.
      }
      int last = g.lastMove();
      assertEquals(Verdict.GAME_OVER, g.check(empty.isEmpty() ? last : empty.get(0)));
      if (g.winningLine() != null) {
        for (int s : g.winningLine()) {
          assertEquals(g.board().get(last), g.board().get(s));
        }
      }
    }
    for (int d = 0; d < 4; d++) {
      assertTrue(directionsSeen[d], "a five was found in direction " + d);
    }
  }

  @Test
  void winningLineIsOrderedAlongTheLine() {
    GameState g = GameState.replay(Rule.FREESTYLE, 15, Notation.parseMoves(15, "c3a15d4a13f6a11g7a9"));
    g.play(p(g, "e5"));
    assertArrayEquals(
        new int[] {p(g, "c3"), p(g, "d4"), p(g, "e5"), p(g, "f6"), p(g, "g7")}, sortedAlong(g.winningLine(), g));
  }

  private static int[] sortedAlong(int[] line, GameState g) {
    // Either end may come first; normalise so c3 leads.
    if (line[0] != p(g, "c3")) {
      int[] rev = new int[line.length];
      for (int i = 0; i < line.length; i++) {
        rev[i] = line[line.length - 1 - i];
      }
      return rev;
    }
    return line;
  }

  private static GameState playRandomGame(Rule rule, int size, Random r) {
    GameState g = new GameState(rule, size);
    while (!g.outcome().isOver()) {
      int q = r.nextInt(size * size);
      g.play(q);
    }
    return g;
  }

  /** {direction, length} of a winning run anywhere on the board, found by scanning every line from scratch. */
  static int[] bruteForceWinner(Board b, Rule rule) {
    int n = b.size();
    for (int d = 0; d < 4; d++) {
      for (int y = 0; y < n; y++) {
        for (int x = 0; x < n; x++) {
          int c = b.get(x, y);
          if (c == Stone.EMPTY) {
            continue;
          }
          int px = x - Board.DX[d];
          int py = y - Board.DY[d];
          if (b.getOrEdge(px, py) == c) {
            continue; // not the start of the run
          }
          int len = 1 + b.count(x, y, Board.DX[d], Board.DY[d], c);
          if (rule.isWinningRun(c, len)) {
            return new int[] {d, len};
          }
        }
      }
    }
    return null;
  }

  @Test
  void aPassHandsTheTurnOverWithoutAStoneAndIsTakenBackLikeAMove() {
    GameState g = GameState.replay(Rule.FREESTYLE, 15, List.of(GameState.PASS, 112));
    assertEquals(Stone.BLACK, g.sideToMove(), "black passed, white played h8");
    assertEquals(Stone.WHITE, g.board().get(112));
    assertEquals(112, g.lastMove());
    assertEquals(Verdict.LEGAL, g.pass());
    assertEquals(-1, g.lastMove(), "a pass places no stone");
    assertEquals(GameState.PASS, g.undo());
    assertEquals(GameState.PASS, g.redo());
    assertEquals(List.of(GameState.PASS, 112, GameState.PASS), g.moves());
    assertEquals(Verdict.OFF_BOARD, g.check(GameState.PASS), "no click or protocol line passes");
    assertEquals("--h8--", g.moveString());
  }

  @Test
  void renjuIsDrawnWhenEveryEmptyPointIsForbiddenToBlack() {
    List<Integer> moves = RenjuGames.forbiddenOnly();
    GameState g = GameState.replay(Rule.RENJU, 15, moves);
    assertEquals(Stone.BLACK, g.sideToMove());
    assertEquals(Outcome.DRAW, g.outcome(), "black cannot move: a full board for it");
    assertTrue(g.board().pointCount() > g.moveCount(), "empty points remain");
    g.undo();
    assertEquals(Outcome.ONGOING, g.outcome());
    GameState free = GameState.replay(Rule.FREESTYLE, 15, moves);
    assertEquals(Outcome.ONGOING, free.outcome(), "freestyle forbids nothing");
  }
}
