package gomoku.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** A player's puzzle marks, streak and rating: the first try counts, and the text the settings keep reads back. */
class PuzzleProgressTest {
  @Test
  void solvingFailingAndHintsMoveTheMarksStreakAndRating() {
    PuzzleProgress p = new PuzzleProgress(5, null);
    assertEquals(PuzzleProgress.START_RATING, p.rating());
    p.record(0, 3, true, false);
    p.record(1, 2, true, false);
    assertEquals(2, p.streak());
    assertEquals(1000 + 24 + 16, p.rating());
    p.record(2, 2, false, false);
    assertEquals(0, p.streak());
    assertEquals(1040 - 16, p.rating());
    assertEquals(PuzzleProgress.Mark.FAILED, p.mark(2));
    p.record(2, 2, true, false); // solved on a later try: marked, not rated again
    assertEquals(PuzzleProgress.Mark.HINTED, p.mark(2));
    assertEquals(1024, p.rating());
    p.record(3, 5, true, true);
    assertEquals(PuzzleProgress.Mark.HINTED, p.mark(3));
    assertEquals(1034, p.rating());
    assertEquals(0, p.streak(), "a hint ends the streak");
    assertEquals(4, p.solved());
    PuzzleProgress back = new PuzzleProgress(5, p.toText());
    assertEquals(p.toText(), back.toText());
    assertEquals(PuzzleProgress.Mark.UNSEEN, back.mark(4));
  }

  @Test
  void unreadableProgressStartsAfresh() {
    PuzzleProgress p = new PuzzleProgress(3, "12 x ss.");
    assertEquals("0 1000 ...", p.toText());
  }
}
