package gomoku.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.rules.Rule;
import gomoku.rules.Verdict;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Solving a puzzle as a player: the key fours answered by blocks to the five, a wrong move failed and taken back. */
class PuzzleSessionTest {
  /** Plays the first winning four each time (as a hint names it) until the puzzle ends. */
  private static PuzzleSession solveByHints(Puzzle p) {
    PuzzleSession s = new PuzzleSession(p);
    for (int step = 0; step < 30 && s.result() == PuzzleSession.Result.GOING; step++) {
      s.hint(); // the area
      int key = s.hint(); // the move, the five at the end
      assertTrue(s.hintIsMove());
      s.play(key);
    }
    return s;
  }

  @Test
  void followingTheWinningFoursSolvesEachRulesFirstPuzzles() throws IOException {
    for (Rule rule : Rule.values()) {
      for (Puzzle p : PuzzleTest.shipped(rule).subList(0, 3)) {
        PuzzleSession s = solveByHints(p);
        assertEquals(PuzzleSession.Result.SOLVED, s.result(), rule + " " + p.toLine() + " after " + s.played());
      }
    }
  }

  @Test
  void aQuietMoveFailsThePuzzleAndCanBeTakenBack() throws IOException {
    Puzzle p = PuzzleTest.shipped(Rule.FREESTYLE).get(0);
    PuzzleSession s = new PuzzleSession(p);
    int quiet = -1;
    PuzzleProof proof = new PuzzleProof(p.rule, 15, p.moves);
    for (int q = 0; q < 15 * 15 && quiet < 0; q++) {
      if (s.state().check(q).isLegal() && !proof.fourPoint(q)) {
        quiet = q;
      }
    }
    s.play(quiet);
    assertEquals(PuzzleSession.Result.FAILED, s.result());
    assertEquals("puzzle.failed.notFour", s.failure());
    assertTrue(s.takeBack());
    assertEquals(PuzzleSession.Result.GOING, s.result());
    assertEquals(p.moves, s.state().moves(), "back at the puzzle's position");
    assertEquals(-1, s.play(p.moves.get(0)), "a taken point is refused");
    assertEquals(Verdict.OCCUPIED, s.lastVerdict());
    int answer = s.play(p.keys.get(0));
    assertTrue(answer >= 0, "the key four is blocked");
    assertEquals(PuzzleSession.Result.GOING, s.result());
    assertEquals(List.of(p.keys.get(0), answer), s.played());
  }
}
