package gomoku.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.game.RenjuOpening.Choice;
import gomoku.game.RenjuOpeningRule.Kind;
import gomoku.rules.Notation;
import gomoku.rules.Stone;
import org.junit.jupiter.api.Test;

/** Each renju opening rule's steps, in order, with the actions each step refuses and why. */
class RenjuOpeningTest {
  private static int p(String name) {
    return Notation.parsePoint(15, name);
  }

  private static void place(RenjuOpening o, String... names) {
    for (String n : names) {
      assertTrue(o.allowsStone(p(n)), n + " refused: " + o.refusal());
      o.stonePlaced(p(n));
    }
  }

  private static void refusedStone(RenjuOpening o, String name, String reason) {
    assertFalse(o.allowsStone(p(name)), name + " accepted");
    assertEquals(reason, o.refusal());
  }

  @Test
  void rifBlackPlacesThreeWhiteMaySwapPlacesTheFourthBlackOffersTwoWhiteTakesOne() {
    RenjuOpening o = new RenjuOpening(RenjuOpeningRule.RIF, 15);
    assertEquals(Kind.PLACE, o.kind());
    assertEquals(Stone.BLACK, o.actor());
    refusedStone(o, "h9", "renjuOpening.refused.area0");
    place(o, "h8");
    refusedStone(o, "h10", "renjuOpening.refused.area1");
    assertEquals(Stone.BLACK, o.actor(), "the first player places white's stone too");
    place(o, "h9");
    refusedStone(o, "l8", "renjuOpening.refused.area2");
    refusedStone(o, "h9", "renjuOpening.refused.taken");
    place(o, "j10");
    assertEquals(Kind.SWAP, o.kind());
    assertEquals(Stone.WHITE, o.actor());
    refusedStone(o, "a1", "renjuOpening.refused.notNow");
    assertFalse(o.allows(Choice.OFFER_TEN));
    assertTrue(o.choose(Choice.SWAP), "a swap exchanges the players");
    assertEquals(3, o.undoFloor(), "the swap makes the three stones final");
    assertEquals(Kind.PLACE, o.kind());
    assertEquals(Stone.WHITE, o.actor());
    place(o, "a1"); // the 4th anywhere
    assertEquals(Kind.OFFER, o.kind());
    assertEquals(2, o.offersWanted());
    assertFalse(o.offer(p("a1")));
    assertEquals("renjuOpening.refused.taken", o.refusal());
    assertTrue(o.offer(p("g7")));
    assertEquals(Kind.OFFER, o.kind());
    assertTrue(o.offer(p("k8")));
    assertEquals(Kind.CHOOSE, o.kind());
    assertEquals(Stone.WHITE, o.actor());
    assertFalse(o.take(p("g6")));
    assertEquals("renjuOpening.refused.notOffered", o.refusal());
    assertTrue(o.take(p("k8")));
    assertTrue(o.isOver());
    assertEquals(5, o.undoFloor());
    assertTrue(o.offers().isEmpty());
  }

  @Test
  void theThirdStoneMustMakeOneOfTheNamedOpeningsAndTheSecondBeNextToTheFirst() {
    RenjuOpening o = new RenjuOpening(RenjuOpeningRule.RIF, 15);
    place(o, "h8");
    refusedStone(o, "j8", "renjuOpening.refused.area1");
    place(o, "i9");
    for (String third : new String[] {"f10", "j6", "f6", "h10", "g7"}) {
      assertTrue(o.allowsStone(p(third)), third + " makes a named opening");
    }
  }

  @Test
  void offeredFifthMovesThatTheBoardsSymmetryMakesEqualAreRefused() {
    RenjuOpening o = new RenjuOpening(RenjuOpeningRule.RIF, 15);
    place(o, "h8", "h9", "h10"); // 1D: every stone on column h, so the mirror across it keeps the position
    o.choose(Choice.STAY);
    place(o, "h6");
    assertTrue(o.offer(p("g7")));
    assertFalse(o.offer(p("i7")), "i7 is g7 mirrored");
    assertEquals("renjuOpening.refused.symmetric", o.refusal());
    assertTrue(o.offer(p("g6")));
    assertEquals(Kind.CHOOSE, o.kind());
    assertFalse(o.withdrawOffer(), "black has made its offers");
  }

  @Test
  void withoutSymmetryTheMirrorImageIsAnotherMove() {
    RenjuOpening o = new RenjuOpening(RenjuOpeningRule.RIF, 15);
    place(o, "h8", "h9", "i10");
    o.choose(Choice.STAY);
    place(o, "h6");
    assertTrue(o.offer(p("g7")));
    assertTrue(o.offer(p("i7")), "no symmetry keeps i10 in place");
  }

  @Test
  void yamaguchiDeclaresTheOffersWithTheOpeningBeforeTheSwap() {
    RenjuOpening o = new RenjuOpening(RenjuOpeningRule.YAMAGUCHI, 15);
    place(o, "h8", "h9", "j10");
    assertEquals(Kind.DECLARE, o.kind());
    assertEquals(Stone.BLACK, o.actor());
    assertFalse(o.declare(0));
    assertFalse(o.declare(11));
    assertEquals("renjuOpening.refused.declareRange", o.refusal());
    assertTrue(o.declare(3));
    assertEquals(Kind.SWAP, o.kind());
    assertEquals(Stone.WHITE, o.actor());
    assertFalse(o.choose(Choice.STAY));
    place(o, "g9");
    assertEquals(3, o.offersWanted());
    assertTrue(o.offer(p("g7")));
    assertTrue(o.offer(p("k8")));
    assertEquals(Kind.OFFER, o.kind());
    assertTrue(o.offer(p("i6")));
    assertEquals(Kind.CHOOSE, o.kind());
  }

  @Test
  void soosorvWhiteDeclaresUpToEightWithTheFourthAndBlackMaySwapAgain() {
    RenjuOpening o = new RenjuOpening(RenjuOpeningRule.SOOSORV_8, 15);
    place(o, "h8", "h9", "j10");
    assertEquals(Kind.SWAP, o.kind());
    assertEquals(Stone.WHITE, o.actor());
    o.choose(Choice.STAY);
    place(o, "g9");
    assertEquals(Kind.DECLARE, o.kind());
    assertEquals(Stone.WHITE, o.actor());
    assertFalse(o.declare(9));
    assertTrue(o.declare(8));
    assertEquals(Kind.SWAP, o.kind());
    assertEquals(Stone.BLACK, o.actor());
    assertTrue(o.choose(Choice.SWAP));
    assertEquals(8, o.offersWanted());
    assertEquals(Stone.BLACK, o.actor());
  }

  @Test
  void taraguchiGrowsTheSquareEachStoneWithASwapAfterEach() {
    RenjuOpening o = new RenjuOpening(RenjuOpeningRule.TARAGUCHI_10, 15);
    place(o, "h8");
    assertEquals(Kind.SWAP, o.kind());
    assertEquals(Stone.WHITE, o.actor());
    o.choose(Choice.STAY);
    assertEquals(Stone.WHITE, o.actor(), "white places the 2nd stone");
    place(o, "i9");
    o.choose(Choice.SWAP);
    place(o, "j7");
    o.choose(Choice.STAY);
    refusedStone(o, "l9", "renjuOpening.refused.area3");
    place(o, "k9");
    assertEquals(Kind.FIFTH_OR_TEN, o.kind());
    assertEquals(Stone.BLACK, o.actor());
    assertTrue(o.choose(Choice.SWAP));
    refusedStone(o, "m8", "renjuOpening.refused.area4");
    place(o, "l8");
    assertEquals(Kind.SWAP, o.kind());
    assertEquals(Stone.WHITE, o.actor());
    o.choose(Choice.STAY);
    assertTrue(o.isOver());
    assertNull(o.kind());
  }

  @Test
  void taraguchiTenOffersAnywhereInsteadOfTheFifth() {
    RenjuOpening o = new RenjuOpening(RenjuOpeningRule.TARAGUCHI_10, 15);
    place(o, "h8");
    o.choose(Choice.STAY);
    place(o, "i9");
    o.choose(Choice.STAY);
    place(o, "j7");
    o.choose(Choice.STAY);
    place(o, "k9");
    assertFalse(o.choose(Choice.OFFER_TEN));
    assertEquals(Kind.OFFER, o.kind());
    assertEquals(10, o.offersWanted());
    String[] ten = {"a1", "a2", "a3", "a4", "a5", "a6", "a7", "a8", "a9", "a10"};
    for (String t : ten) {
      assertTrue(o.offer(p(t)), t);
    }
    assertEquals(Kind.CHOOSE, o.kind());
    assertTrue(o.take(p("a5")));
    assertTrue(o.isOver());
  }

  @Test
  void undoGoesBackThroughStonesUntilAChoiceMadeThemFinal() {
    RenjuOpening o = new RenjuOpening(RenjuOpeningRule.RIF, 15);
    place(o, "h8", "h9", "j10");
    assertTrue(o.undoStone());
    assertEquals(Kind.PLACE, o.kind());
    assertEquals(3, o.step().move);
    place(o, "i10");
    o.choose(Choice.STAY);
    assertFalse(o.undoStone(), "the swap choice made the opening's three stones final");
    place(o, "g9");
    assertTrue(o.undoStone(), "the 4th stone, before any offer");
    assertEquals(4, o.step().move);
  }
}
