package gomoku.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.rules.Notation;
import gomoku.rules.Rule;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A player's missed wins become puzzles when the threat search proves them; kept without repeats, newest last. */
class MyPuzzlesTest {
  @Test
  void aReviewedGameWhoseWinWasMissedGivesThatPositionAsAPuzzle() throws IOException {
    Puzzle shipped = PuzzleTest.shipped(Rule.FREESTYLE).get(0);
    List<Integer> game = new ArrayList<>(shipped.moves);
    for (String quiet : new String[] {"a15", "o15", "a1", "o1", "b14"}) {
      int q = Notation.parsePoint(15, quiet);
      if (!game.contains(q)) {
        game.add(q); // black plays a corner instead of its winning four
        break;
      }
    }
    Match m = new Match(new MatchSettings(), null, new SteppedThinker(1L << 20));
    m.playSilently(game);
    m.startReview(100);
    long giveUp = System.currentTimeMillis() + 120_000; // a guard against a hang, not a speed target
    while (!m.review().isComplete() && System.currentTimeMillis() < giveUp) {
      m.update();
    }
    assertEquals(MoveMark.MISSED_WIN, m.review().move(game.size()).mark);
    List<Puzzle> mine = MyPuzzles.fromReview(m);
    assertEquals(1, mine.size(), "the missed win, and nothing else");
    assertEquals(shipped.moves, mine.get(0).moves);
    assertEquals(shipped.threats, mine.get(0).threats);
    assertTrue(mine.get(0).proves());
  }

  @Test
  void aPositionWithoutAWinByFoursIsNoPuzzle() {
    assertNull(MyPuzzles.prove(Rule.FREESTYLE, 15, Notation.parseMoves(15, "h8i9h10")));
  }

  @Test
  void keptPuzzlesHaveNoRepeatsDropTheOldestAndSurviveADamagedLine() throws IOException {
    List<Puzzle> some = PuzzleTest.shipped(Rule.RENJU).subList(0, 3);
    String kept = MyPuzzles.add(null, some);
    assertEquals(kept, MyPuzzles.add(kept, some.subList(0, 2)), "no repeats");
    assertEquals(3, MyPuzzles.read(Rule.RENJU, 15, kept + "|h8 x").size(), "a damaged line is left out");
    List<Puzzle> many = PuzzleTest.shipped(Rule.RENJU).subList(0, MyPuzzles.MOST + 5);
    List<Puzzle> back = MyPuzzles.read(Rule.RENJU, 15, MyPuzzles.add(kept, many));
    assertEquals(MyPuzzles.MOST, back.size());
    assertEquals(many.get(many.size() - 1).toLine(), back.get(back.size() - 1).toLine(), "the newest last");
  }
}
