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
    // The missed win, the newest; any earlier one is a position the review marked where a win by threes was proved.
    Puzzle last = mine.get(mine.size() - 1);
    assertEquals(shipped.moves, last.moves);
    assertEquals(shipped.threats, last.threats);
    assertTrue(last.proves());
    for (Puzzle p : mine.subList(0, mine.size() - 1)) {
      assertEquals(Puzzle.Kind.VCT, p.kind, p.toLine());
      assertTrue(new PuzzleProof(p.rule, 15, p.moves).vctLength() > 0, p.toLine());
    }
  }

  /** A win by threes and fours becomes a puzzle of that kind, with the search's first move as its key. */
  @Test
  void aMissedWinByThreesIsKeptAsAThreesPuzzle() throws IOException {
    int kept = 0;
    for (Rule rule : Rule.values()) {
      for (Puzzle shipped : PuzzleTest.shipped(rule, Puzzle.Kind.VCT).subList(0, 5)) {
        Puzzle mine = MyPuzzles.prove(rule, 15, shipped.moves);
        if (mine == null) {
          continue; // a long win the short budget did not reach: no puzzle rather than a wrong one
        }
        kept++;
        assertEquals(Puzzle.Kind.VCT, mine.kind, mine.toLine());
        assertEquals(shipped.threats, mine.threats, mine.toLine());
        assertTrue(shipped.keys.containsAll(mine.keys), mine.toLine() + " against " + shipped.toLine());
        assertEquals(mine.toLine(), Puzzle.parse(rule, 15, mine.toLine()).toLine(), "kept as it reads back");
      }
    }
    // The short budget reaches most of them (9 of 15 when written); the others give no puzzle, never a wrong one.
    assertTrue(kept >= 5, "of the first five VCT puzzles of each rule, kept " + kept);
  }

  /**
   * A blunder where the other side threatened a win by fours that one or two moves stop gives the position before it,
   * the defence to find; made a candidate a step, so that the screen draws between the steps.
   */
  @Test
  void aBlunderIntoAWinByFoursBecomesTheDefenceItMissed() throws IOException {
    int proved = 0;
    for (Puzzle shipped : PuzzleTest.shipped(Rule.FREESTYLE, Puzzle.Kind.DEFENCE).subList(0, 4)) {
      List<Integer> game = new ArrayList<>(shipped.moves);
      game.add(quietCorner(game)); // the defence missed
      MistakePuzzles mistakes = new MistakePuzzles(new MatchSettings());
      mistakes.add(game, game.size(), true);
      int steps = 0;
      while (!mistakes.done()) {
        mistakes.step();
        steps++;
      }
      assertEquals(1, mistakes.made().size(), shipped.toLine());
      Puzzle mine = mistakes.made().get(0);
      if (mine.kind == Puzzle.Kind.DEFENCE) {
        proved++;
        assertEquals(shipped.moves, mine.moves);
        assertEquals(shipped.keys, mine.keys, "the same defences as the shipped proof's");
        assertEquals(shipped.threats, mine.threats);
        assertTrue(mine.proves(), mine.toLine());
        assertTrue(steps > 100, "a candidate a step: " + steps + " steps");
      } else {
        // Unproved within the short budget: the other side's win after the blunder instead.
        assertEquals(game, mine.moves, mine.toLine());
      }
    }
    assertTrue(proved >= 2, "of the first four shipped defences, proved again " + proved);
  }

  private static int quietCorner(List<Integer> game) {
    for (String quiet : new String[] {"a15", "o15", "a1", "o1", "b14"}) {
      int q = Notation.parsePoint(15, quiet);
      if (!game.contains(q)) {
        return q;
      }
    }
    throw new AssertionError("no quiet corner");
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
