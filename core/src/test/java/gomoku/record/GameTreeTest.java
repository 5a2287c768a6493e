package gomoku.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.rules.Notation;
import java.util.List;
import org.junit.jupiter.api.Test;

class GameTreeTest {
  private static List<Integer> m(String text) {
    return Notation.parseMoves(15, text);
  }

  private static int p(String name) {
    return Notation.parsePoint(15, name);
  }

  /** h8 i9 j10 k11 on the main line; back two moves, then i10 j9: a variation instead of j10. */
  private static GameTree withVariation() {
    GameTree t = GameTree.of(m("h8i9j10k11"));
    t.back();
    t.back();
    t.play(p("i10"));
    t.play(p("j9"));
    return t;
  }

  @Test
  void aNewMoveAfterGoingBackIsAVariationAndTheMainLineStays() {
    GameTree t = withVariation();
    assertEquals(m("h8i9i10j9"), t.path());
    assertEquals(m("h8i9j10k11"), t.mainLine());
    assertTrue(t.inVariation());
    assertEquals(3, t.variationStart());
    assertEquals(List.of(p("j10")), t.alternatives(3));
    assertEquals(6, t.size());
    assertEquals("h8i9j10k11(i10j9)".length(), TreeText.write(15, t).length());
    assertEquals("h8i9j10(i10j9)k11", TreeText.write(15, t));
  }

  @Test
  void aMoveAlreadyThereIsFollowedNotAddedAgain() {
    GameTree t = GameTree.of(m("h8i9j10"));
    t.back();
    t.play(p("j10"));
    assertEquals(3, t.size());
    assertFalse(t.inVariation());
  }

  @Test
  void forwardReturnsTheWayThePlayerCameBack() {
    GameTree t = withVariation();
    t.back();
    t.back();
    assertEquals(m("h8i9i10j9"), t.line(), "the line goes on along the variation just left");
    assertEquals(p("i10"), t.nextMove());
  }

  @Test
  void enteringAnAlternativeOfAnEarlierMove() {
    GameTree t = withVariation();
    // Back to the main line's j10 from the variation: two back, then play the alternative.
    t.back();
    t.back();
    t.play(t.alternatives(3).get(0));
    assertEquals(m("h8i9j10k11"), t.line());
    assertFalse(t.inVariation());
  }

  @Test
  void promotingAVariationMakesItTheMainLine() {
    GameTree t = withVariation();
    assertTrue(t.promote());
    assertEquals(m("h8i9i10j9"), t.mainLine());
    assertFalse(t.inVariation());
    assertFalse(t.promote(), "nothing to promote on the main line");
    assertEquals("h8i9i10(j10k11)j9", TreeText.write(15, t));
  }

  @Test
  void deletingAVariationGoesBackToWhereItLeftTheLine() {
    GameTree t = withVariation();
    assertEquals(2, t.deleteVariation());
    assertEquals(m("h8i9"), t.path());
    assertEquals(m("h8i9j10k11"), t.line());
    assertEquals(4, t.size());
    assertEquals(-1, t.deleteVariation(), "the main line is not deleted");
  }

  @Test
  void aVariationInsideAVariationIsPromotedOneLevelAtATime() {
    GameTree t = withVariation();
    t.back(); // after i10
    t.play(p("k12")); // instead of j9, inside the variation
    assertEquals(4, t.variationStart());
    assertTrue(t.promote()); // k12 before j9 within the variation
    assertEquals(3, t.variationStart());
    assertTrue(t.promote()); // the variation before j10
    assertEquals(m("h8i9i10k12"), t.mainLine());
  }

  @Test
  void everyLineIsListedForChecking() {
    GameTree t = withVariation();
    assertEquals(List.of(m("h8i9j10k11"), m("h8i9i10j9")), t.leaves());
  }

  @Test
  void aLineAddedHereIsTheWayForwardWithoutMoving() {
    GameTree t = GameTree.of(m("h8i9j10"));
    t.back();
    t.addLine(m("k11l12"));
    assertEquals(m("h8i9"), t.path());
    assertEquals(m("h8i9k11l12"), t.line());
    assertEquals(m("h8i9j10"), t.mainLine(), "a variation beside the main line");
  }
}
