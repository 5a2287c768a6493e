package gomoku.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.rules.Notation;
import gomoku.rules.Rule;
import org.junit.jupiter.api.Test;

class EvalCorrectionTest {
  private static SearchBoard board(String... moves) {
    SearchBoard b = new SearchBoard(15, Rule.FREESTYLE);
    for (String m : moves) {
      b.play(at(b, m));
    }
    return b;
  }

  private static int at(SearchBoard b, String name) {
    return b.fromPoint(Notation.parsePoint(15, name));
  }

  private static EvalCorrection correction(SearchBoard b) {
    return new EvalCorrection(b.stride * b.stride);
  }

  @Test
  void learnsTheMeanErrorOfItsPositionAndHalfOfItForAnotherLastMoveInTheSameSituation() {
    SearchBoard b = board("h8", "i9", "g7", "a1");
    EvalCorrection c = correction(b);
    int raw = b.evaluate();
    assertEquals(raw, c.evaluate(b), "nothing learned yet");
    for (int i = 0; i < 40; i++) {
      c.learn(b, raw + 800, TranspositionTable.BOUND_EXACT, 8);
    }
    assertTrue(Math.abs(c.evaluate(b) - (raw + 800)) <= 10, "corrected " + c.evaluate(b) + ", raw " + raw);

    SearchBoard other = board("h8", "i9", "g7", "o15"); // white's last stone in another far corner
    assertEquals(b.threatSituation(), other.threatSituation());
    int shared = c.evaluate(other) - other.evaluate();
    assertTrue(Math.abs(shared - 400) <= 10, "the situation's half: " + shared);
  }

  @Test
  void aBoundTeachesOnlyWhenItLiesBeyondTheCorrectedEvaluation() {
    SearchBoard b = board("h8", "i9", "g7");
    EvalCorrection c = correction(b);
    int raw = b.evaluate();
    c.learn(b, raw - 500, TranspositionTable.BOUND_LOWER, 8); // at least raw - 500: says nothing
    c.learn(b, raw + 500, TranspositionTable.BOUND_UPPER, 8); // at most raw + 500: says nothing
    assertEquals(raw, c.evaluate(b));
    c.learn(b, raw + 500, TranspositionTable.BOUND_LOWER, 8); // at least raw + 500: too low by that much or more
    assertTrue(c.evaluate(b) > raw);
    int up = c.evaluate(b);
    c.learn(b, raw - 2000, TranspositionTable.BOUND_UPPER, 8);
    assertTrue(c.evaluate(b) < up);
  }

  @Test
  void shallowNodesMoveItLessThanDeepOnesAndAgeingHalvesIt() {
    SearchBoard b = board("h8", "i9", "g7");
    int raw = b.evaluate();
    EvalCorrection shallow = correction(b);
    EvalCorrection deep = correction(b);
    shallow.learn(b, raw + 1600, TranspositionTable.BOUND_EXACT, 1);
    deep.learn(b, raw + 1600, TranspositionTable.BOUND_EXACT, 8);
    assertEquals(50, shallow.evaluate(b) - raw); // a 32nd of the way
    assertEquals(400, deep.evaluate(b) - raw); // a quarter
    deep.age();
    assertEquals(200, deep.evaluate(b) - raw);
  }

  @Test
  void errorsAreCappedSoThatADecidedNodeDoesNotSwampTheScale() {
    SearchBoard b = board("h8", "i9", "g7");
    int raw = b.evaluate();
    EvalCorrection c = correction(b);
    c.learn(b, raw + 15000, TranspositionTable.BOUND_EXACT, 8);
    assertEquals(SearchParams.CORRECTION_MAX_ERROR / 4, c.evaluate(b) - raw);
  }

  @Test
  void aPreviewedMoveIsCorrectedAsThePlayedMoveWouldBe() {
    SearchBoard b = board("h8", "i9", "g7", "j9");
    EvalCorrection c = correction(b);
    // Teach it something about positions after black's moves and after white's, then compare.
    int m = at(b, "f6");
    b.play(m);
    int afterRaw = b.evaluate();
    c.learn(b, afterRaw - 900, TranspositionTable.BOUND_EXACT, 6);
    int played = c.evaluate(b);
    b.undo();
    c.learn(b, b.evaluate() + 300, TranspositionTable.BOUND_EXACT, 6);
    assertTrue(b.quietPreview.of(m));
    assertEquals(played, c.preview(b, m));
    assertTrue(played < afterRaw);
  }
}
