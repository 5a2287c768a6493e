package gomoku.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class TranspositionTableTest {
  private static final int WIN_IN_7 = Evaluation.MATE - 7;
  private final TranspositionTable tt = new TranspositionTable(10);

  @Test
  void aShallowBoundDoesNotEndADeeperNode() {
    tt.store(5, 77, 40, 2, TranspositionTable.BOUND_LOWER, 900, 0);
    int slot = tt.probe(5, 77);
    assertFalse(tt.proven(slot));
    assertEquals(TranspositionTable.NO_CUTOFF, tt.cutoff(slot, 6, 0, 100, 0));
    assertEquals(900, tt.cutoff(slot, 2, 0, 100, 0));
  }

  @Test
  void aProvenWinOrLossEndsANodeAtAnyDepth() {
    tt.store(5, 77, 40, 0, TranspositionTable.BOUND_LOWER, WIN_IN_7, 2);
    int slot = tt.probe(5, 77);
    assertTrue(tt.proven(slot));
    // Stored at ply 2, read at ply 4: the same win, two plies further from the root.
    assertEquals(WIN_IN_7 - 2, tt.cutoff(slot, 12, 0, 100, 4));

    tt.store(6, 78, 41, 1, TranspositionTable.BOUND_UPPER, -WIN_IN_7, 0);
    int lost = tt.probe(6, 78);
    assertTrue(tt.proven(lost));
    assertEquals(-WIN_IN_7, tt.cutoff(lost, 9, 0, 100, 0));
  }

  @Test
  void aBoundOnTheWrongSideOfAMateProvesNothing() {
    // At least a loss in 7 (the side may last longer or win) and at most a win in 7 (it may not win at all).
    tt.store(5, 77, 40, 0, TranspositionTable.BOUND_LOWER, -WIN_IN_7, 0);
    assertFalse(tt.proven(tt.probe(5, 77)));
    tt.store(5, 77, 40, 0, TranspositionTable.BOUND_UPPER, WIN_IN_7, 0);
    assertFalse(tt.proven(tt.probe(5, 77)));
  }

  @Test
  void aProofIsKeptOverAnotherPositionsBoundInTheSameSearch() {
    tt.store(5, 77, 40, 0, TranspositionTable.BOUND_EXACT, WIN_IN_7, 0);
    tt.store(5 + (1 << 10), 99, 41, 8, TranspositionTable.BOUND_LOWER, 300, 0); // the same slot
    assertTrue(tt.probe(5, 77) >= 0, "the proof stays");
    assertEquals(-1, tt.probe(5 + (1 << 10), 99));

    tt.newSearch();
    tt.store(5 + (1 << 10), 99, 41, 8, TranspositionTable.BOUND_LOWER, 300, 0);
    assertTrue(tt.probe(5 + (1 << 10), 99) >= 0, "a new search replaces it");
  }
}
