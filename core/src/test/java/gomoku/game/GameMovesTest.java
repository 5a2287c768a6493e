package gomoku.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.rules.GameState;
import gomoku.rules.Outcome;
import gomoku.rules.Rule;
import gomoku.rules.Verdict;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class GameMovesTest {
  private final GameState state = new GameState(Rule.FREESTYLE, 15);
  private final List<String> events = new ArrayList<>();
  private final List<MatchListener> listeners = new ArrayList<>();
  private boolean decided;
  private int changes;
  private final GameMoves moves =
      new GameMoves(state, listeners,
          new Swap2Turns(new Swap2Opening(Opening.FREE), new MatchSettings(), new ThinkerSlot(null),
              state, listeners, p -> {}),
          () -> decided, () -> changes++);

  GameMovesTest() {
    listeners.add(new MatchListener() {
      @Override
      public void stonePlaced(int point, int colour, int moveNumber) {
        events.add("+" + point);
      }

      @Override
      public void stoneRemoved(int point, int moveNumber) {
        events.add("-" + point);
      }

      @Override
      public void gameOver(Outcome outcome, int[] line) {
        events.add("over " + outcome);
      }

      @Override
      public void gameResumed() {
        events.add("resumed");
      }

      @Override
      public void moveRefused(int point, Verdict verdict) {
        events.add("refused " + point);
      }
    });
  }

  @Test
  void backAndForwardWalkTheLineWithTheirEvents() {
    moves.place(112);
    moves.place(113);
    moves.place(127);
    assertTrue(moves.step(Integer.MIN_VALUE));
    assertEquals(0, state.moveCount());
    assertEquals(3, moves.forwardCount(), "the moves stay as the way forward");
    assertTrue(moves.step(2));
    assertEquals(List.of(112, 113), state.moves());
    assertEquals(List.of("+112", "+113", "+127", "-127", "-113", "-112", "+112", "+113"), events);
    assertTrue(changes >= 8, "every change of position is told: " + changes);
  }

  @Test
  void anIllegalMoveIsRefusedAndChangesNothing() {
    moves.place(112);
    assertEquals(Verdict.OCCUPIED, moves.place(112));
    assertEquals(List.of("+112", "refused 112"), events);
    assertEquals(1, state.moveCount());
    assertEquals(1, moves.tree().size());
  }

  @Test
  void aVariationIsEnteredKeptBesideTheMainLineAndDeleted() {
    for (int p : new int[] {112, 113, 127, 128}) {
      moves.place(p);
    }
    assertTrue(moves.enterVariation(3, 97), "move 3 replaced by another");
    assertEquals(List.of(112, 113, 97), state.moves());
    assertTrue(moves.tree().inVariation());
    assertEquals(List.of(127), moves.tree().alternatives(3), "the main line's move is the alternative now");
    assertTrue(moves.deleteVariation());
    assertEquals(List.of(112, 113), state.moves(), "back where the variation was tried");
    assertEquals(List.of(112, 113, 127, 128), moves.tree().line(), "the main line is the way forward again");
    assertFalse(moves.deleteVariation(), "nothing to delete on the main line");
  }

  @Test
  void aWonGameTakenBackIsResumed() {
    for (int p : new int[] {0, 15, 1, 16, 2, 17, 3, 18, 4}) {
      moves.place(p);
    }
    assertTrue(events.contains("over BLACK_WINS"), events.toString());
    moves.back();
    assertEquals("resumed", events.get(events.size() - 1));
  }

  @Test
  void nothingMovesOnceTheGameEndedOffTheBoard() {
    moves.place(112);
    moves.place(113);
    decided = true;
    assertFalse(moves.step(-1));
    assertFalse(moves.enterVariation(2, 97));
    assertEquals(2, state.moveCount());
  }
}
