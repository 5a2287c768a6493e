package gomoku.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import gomoku.game.PositionEditor.Tool;
import gomoku.rules.GameState;
import gomoku.rules.Notation;
import gomoku.rules.Rule;
import gomoku.rules.Stone;
import java.util.List;
import org.junit.jupiter.api.Test;

class PositionEditorTest {
  private static void put(PositionEditor e, Tool tool, String points) {
    for (int p : Notation.parseMoves(15, points)) {
      e.apply(p, tool);
    }
  }

  @Test
  void stonesGoAnywhereAndATapOnTheSameColourTakesItOff() {
    PositionEditor e = new PositionEditor(Rule.FREESTYLE, 15);
    put(e, Tool.BLACK, "h8i8");
    put(e, Tool.WHITE, "h8"); // a white stone replaces the black one
    assertEquals(Stone.WHITE, e.stone(Notation.parsePoint(15, "h8")));
    put(e, Tool.WHITE, "h8");
    assertEquals(Stone.EMPTY, e.stone(Notation.parsePoint(15, "h8")));
    put(e, Tool.ERASE, "i8");
    assertEquals(0, e.count(Stone.BLACK));
  }

  @Test
  void theCountsDecideTheSideToMoveAndMustBeAGames() {
    PositionEditor e = new PositionEditor(Rule.FREESTYLE, 15);
    put(e, Tool.BLACK, "h8i8j8");
    assertEquals("Black has 3 stones and White 0: in a game Black has as many or one more", e.check());
    put(e, Tool.WHITE, "a1b2");
    assertNull(e.check());
    assertEquals(Stone.WHITE, e.sideToMove());
    List<Integer> moves = e.moves();
    GameState g = GameState.replay(Rule.FREESTYLE, 15, moves);
    assertEquals(Stone.WHITE, g.sideToMove());
    assertEquals(5, g.moveCount());
  }

  @Test
  void theOtherSideToMoveIsOnePassInTheMoves() {
    PositionEditor e = new PositionEditor(Rule.FREESTYLE, 15);
    put(e, Tool.BLACK, "h8i8");
    put(e, Tool.WHITE, "a1b2");
    e.setSideToMove(Stone.WHITE);
    assertEquals(Stone.BLACK, e.passer(), "equal counts: black passes first");
    GameState g = GameState.replay(Rule.FREESTYLE, 15, e.moves());
    assertEquals(Stone.WHITE, g.sideToMove());
    assertEquals(GameState.PASS, (int) e.moves().get(0));
    assertEquals(Stone.BLACK, g.board().get(Notation.parsePoint(15, "h8")));
    assertEquals(Stone.WHITE, g.board().get(Notation.parsePoint(15, "a1")));

    put(e, Tool.BLACK, "j8");
    e.setSideToMove(Stone.BLACK);
    assertEquals(Stone.WHITE, e.passer(), "one black stone more: white passes after black's first");
    g = GameState.replay(Rule.FREESTYLE, 15, e.moves());
    assertEquals(Stone.BLACK, g.sideToMove());
    assertEquals(6, g.moveCount());
    assertEquals(3, g.board().pointCount() - countEmpty(g) - 2);

    PositionEditor empty = new PositionEditor(Rule.FREESTYLE, 15);
    empty.setSideToMove(Stone.WHITE);
    assertEquals(List.of(GameState.PASS), empty.moves(), "White to move on an empty board");
    empty.load(g);
    assertEquals(Stone.BLACK, empty.sideToMove(), "a loaded position keeps its side to move");
    assertEquals(Stone.WHITE, empty.passer());
  }

  private static int countEmpty(GameState g) {
    int n = 0;
    for (int p = 0; p < g.board().pointCount(); p++) {
      n += g.board().get(p) == Stone.EMPTY ? 1 : 0;
    }
    return n;
  }

  @Test
  void aFiveOnTheBoardIsRefused() {
    PositionEditor e = new PositionEditor(Rule.FREESTYLE, 15);
    put(e, Tool.BLACK, "h8i8j8k8l8");
    put(e, Tool.WHITE, "a1b1c1d1e3");
    assertNotNull(e.check());
    assertEquals(PositionEditor.Problem.Kind.FIVE, e.problem().kind);
  }

  @Test
  void underRenjuABlackStoneOnAForbiddenPointIsNamed() {
    PositionEditor e = new PositionEditor(Rule.RENJU, 15);
    // h8 with j8 k8 across and with h10 h11 down makes two threes: a double three.
    put(e, Tool.BLACK, "j8k8h10h11h8");
    put(e, Tool.WHITE, "a1a3a5a7o1");
    assertEquals("renju: Black's h8 stands on a forbidden point (double three (3-3))", e.check());
    // Freestyle has no forbidden points: the same stones are a position.
    PositionEditor free = new PositionEditor(Rule.FREESTYLE, 15);
    put(free, Tool.BLACK, "j8k8h10h11h8");
    put(free, Tool.WHITE, "a1a3a5a7o1");
    assertNull(free.check());
  }

  @Test
  void aRenjuPositionIsGivenAnOrderOfMovesTheRulesAccept() {
    PositionEditor e = new PositionEditor(Rule.RENJU, 15);
    put(e, Tool.BLACK, "g8h8i9i10i8");
    put(e, Tool.WHITE, "j8i11a1o15");
    assertNull(e.check());
    assertNotNull(GameState.replay(Rule.RENJU, 15, e.moves()));
  }
}
