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
  /** Plays {@code point}; a threat's answer is found here, as the screen's thinker finds it off the frame. */
  private static int play(PuzzleSession s, int point) {
    int answer = s.play(point);
    return answer == PuzzleSession.THINKING ? s.answer(s.question().answer()) : answer;
  }

  /** Plays the first winning four each time (as a hint names it) until the puzzle ends. */
  private static PuzzleSession solveByHints(Puzzle p) {
    PuzzleSession s = new PuzzleSession(p);
    for (int step = 0; step < 30 && s.result() == PuzzleSession.Result.GOING; step++) {
      s.hint(); // the area
      int key = s.hint(); // the move, the five at the end
      assertTrue(s.hintIsMove());
      play(s, key);
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

  @Test
  void followingTheWinningThreatsSolvesEachRulesFirstVctPuzzles() throws IOException {
    for (Rule rule : Rule.values()) {
      for (Puzzle p : PuzzleTest.shipped(rule, Puzzle.Kind.VCT).subList(0, 2)) {
        PuzzleSession s = solveByHints(p);
        assertEquals(PuzzleSession.Result.SOLVED, s.result(), rule + " " + p.toLine() + " after " + s.played());
      }
    }
  }

  @Test
  void inAVctPuzzleAQuietMoveFailsAndAThreatThatLosesIsHeld() throws IOException {
    Puzzle p = PuzzleTest.shipped(Rule.FREESTYLE, Puzzle.Kind.VCT).get(0);
    PuzzleProof proof = new PuzzleProof(p.rule, 15, p.moves);
    int quiet = -1;
    List<Integer> losingThreats = new java.util.ArrayList<>();
    List<Integer> winning = proof.vctKeys(PuzzleProof.MAX_THREATS - 1); // wins a threat longer than the puzzle's too
    PuzzleSession s = new PuzzleSession(p);
    for (int q = 0; q < 15 * 15; q++) {
      if (!s.state().check(q).isLegal()) {
        continue;
      }
      if (!proof.threatPoint(q) && quiet < 0) {
        quiet = q;
      } else if (proof.threatPoint(q) && !winning.contains(q)) {
        losingThreats.add(q);
      }
    }
    play(s, quiet);
    assertEquals(PuzzleSession.Result.FAILED, s.result());
    assertEquals("puzzle.failed.notThreat", s.failure());
    assertTrue(s.takeBack());
    int held = 0;
    for (int threat : losingThreats) {
      int answer = play(s, threat);
      assertTrue(answer >= 0, "the defender answers a threat");
      if (s.result() == PuzzleSession.Result.FAILED) {
        assertTrue(List.of("puzzle.failed.held", "puzzle.failed.defended").contains(s.failure()), s.failure());
        held++;
      }
      assertTrue(s.takeBack());
      assertEquals(p.moves, s.state().moves());
    }
    assertTrue(held > 0, "of " + losingThreats.size() + " threats that do not win, none was held: " + p.toLine());
    play(s, p.keys.get(0));
    assertEquals(PuzzleSession.Result.GOING, s.result(), "the key threat keeps the win");
  }

  @Test
  void whileTheDefenderThinksNothingElseIsPlayedAndATakeBackForgetsTheQuestion() throws IOException {
    Puzzle p = PuzzleTest.shipped(Rule.FREESTYLE, Puzzle.Kind.VCT).get(0);
    PuzzleSession s = new PuzzleSession(p);
    assertEquals(PuzzleSession.THINKING, s.play(p.keys.get(0)), "a threat waits for the defender's answer");
    gomoku.engine.ThreatDefence.Question q = s.question();
    assertEquals(s.state().moves(), q.moves, "asked about the position after the threat");
    int other = -1;
    for (int point = 0; point < 15 * 15 && other < 0; point++) {
      other = s.state().check(point).isLegal() ? point : -1;
    }
    assertEquals(-1, s.play(other));
    assertEquals(Verdict.NOT_YOUR_TURN, s.lastVerdict(), "no second move before the answer");
    assertEquals(-1, s.hint(), "no hint before the answer");
    assertTrue(s.takeBack());
    assertEquals(null, s.question());
    assertEquals(p.moves, s.state().moves());
    assertEquals(-1, s.answer(q.answer()), "an answer that comes after the take-back is dropped");
    assertEquals(p.moves, s.state().moves());
    int answer = play(s, p.keys.get(0));
    assertTrue(answer >= 0 && s.result() == PuzzleSession.Result.GOING, "the key threat answered, the win kept");
  }

  @Test
  void aDefencePuzzleIsSolvedByItsDefenceAndFailedByAnyOtherMoveWithTheAttackShown() throws IOException {
    int shownLines = 0;
    for (Rule rule : Rule.values()) {
      Puzzle p = null;
      for (Puzzle q : PuzzleTest.shipped(rule, Puzzle.Kind.DEFENCE)) {
        p = p == null && q.threats >= 2 ? q : p; // a win of two fours or more: a line to show after the first
      }
      PuzzleSession s = new PuzzleSession(p);
      int wrong = -1;
      for (int q = 0; q < 15 * 15 && wrong < 0; q++) {
        if (s.state().check(q).isLegal() && !p.keys.contains(q)) {
          wrong = q;
        }
      }
      int answer = s.play(wrong);
      assertEquals(PuzzleSession.Result.FAILED, s.result(), rule + " " + p.toLine());
      assertEquals("puzzle.failed.notStopped", s.failure());
      assertTrue(answer >= 0, "the attack's first move is shown");
      // The rest of the attack, shown as the engine's line (none after an open four): it plays out from the board to
      // the attacker's five or its four that cannot be stopped.
      List<Integer> line = s.refutation();
      shownLines += line.isEmpty() ? 0 : 1;
      gomoku.rules.GameState after = gomoku.rules.GameState.replay(rule, 15, s.state().moves());
      for (int point : line) {
        assertTrue(after.check(point).isLegal(), "the line plays on the board: " + line);
        after.apply(point);
      }
      int attackerColour = gomoku.rules.Stone.opponent(s.attacker);
      assertTrue(after.outcome() == gomoku.rules.Outcome.winFor(attackerColour)
          || new PuzzleProof(rule, 15, after.moves()).opponentHasFour() && after.sideToMove() == s.attacker,
          "the line ends in the attacker's five or its unstoppable four: " + line);
      assertTrue(s.takeBack());
      assertEquals(List.of(), s.refutation(), "taken back with the move");
      assertEquals(p.moves, s.state().moves());
      s.hint();
      assertEquals(p.keys.get(0), s.hint(), "the second hint names the defence");
      assertEquals(-1, s.play(p.keys.get(0)));
      assertEquals(PuzzleSession.Result.SOLVED, s.result(), rule + " " + p.toLine());
    }
    assertEquals(Rule.values().length, shownLines, "each rule's wrong defence shows the attack's line");
  }
}
