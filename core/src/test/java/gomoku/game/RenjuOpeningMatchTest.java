package gomoku.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.engine.Level;
import gomoku.record.RenjuOpenings;
import gomoku.rules.Notation;
import gomoku.rules.Rule;
import gomoku.rules.Stone;
import gomoku.rules.Verdict;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The renju opening rules in a match: people's clicks and choices, the computer's part, undo. */
class RenjuOpeningMatchTest {
  private static int p(String name) {
    return Notation.parsePoint(15, name);
  }

  private static MatchSettings settings(Opening opening) {
    MatchSettings s = new MatchSettings();
    s.rule = Rule.RENJU;
    s.opening = opening;
    return s;
  }

  @Test
  void aPersonPlacesANamedOpeningAtOnceWhereTheRuleStartsWithThreeStones() {
    Match m = new Match(settings(Opening.SOOSORV_8));
    assertTrue(m.renju().offersNamed());
    assertTrue(m.renju().placeNamed("4D"));
    assertEquals(3, m.state().moveCount());
    assertEquals("4D", RenjuOpenings.of(15, m.state().moves()), "Kagetsu's three stones");
    assertEquals(RenjuOpeningRule.Kind.SWAP, m.renju().step().kind, "the rule goes on at its swap");
    assertFalse(m.renju().offersNamed());
    assertFalse(m.renju().placeNamed("1D"), "not once a stone is on the board");
    assertEquals(3, m.state().moveCount());

    Match clicked = new Match(settings(Opening.RIF));
    clicked.playPersonMove(p("h8"));
    assertFalse(clicked.renju().offersNamed(), "the first stone was placed by hand: the rest too");
    assertFalse(new Match(settings(Opening.TARAGUCHI_10)).renju().offersNamed(), "Taraguchi swaps after each stone");
    MatchSettings computerFirst = settings(Opening.RIF);
    computerFirst.black = PlayerKind.COMPUTER;
    assertFalse(new Match(computerFirst, new SteppedThinker(1L << 20)).renju().offersNamed(),
        "the computer picks its own opening");
  }

  @Test
  void hotSeatRifFromTheFirstStoneToWhitesSixthMove() {
    Match m = new Match(settings(Opening.RIF));
    List<Verdict> refused = new ArrayList<>();
    m.addListener(new MatchListener() {
      @Override
      public void moveRefused(int point, Verdict verdict) {
        refused.add(verdict);
      }
    });
    assertEquals(Verdict.OPENING_RULE, m.playPersonMove(p("a1")));
    assertEquals("renjuOpening.refused.area0", m.renju().refusal());
    assertEquals(0, m.state().moveCount(), "a refused stone changes nothing");
    assertEquals("RIF: Black places stone 1 in the centre", Status.of(m).english());
    m.playPersonMove(p("h8"));
    m.playPersonMove(p("i9"));
    m.playPersonMove(p("j10"));
    assertEquals("1I", RenjuOpenings.of(15, m.state().moves()), "h8 i9 j10: a diagonal");
    assertTrue(m.renju().awaitsPersonChoice());
    assertFalse(m.acceptsPersonMove(), "a choice, not a stone, is due");
    assertTrue(m.canUndo(), "the third stone may be taken back before the swap");
    assertTrue(m.renju().choose(RenjuOpening.Choice.STAY));
    assertFalse(m.canUndo(), "the choice made the opening final");
    m.playPersonMove(p("g9"));
    assertEquals(4, m.state().moveCount());
    assertEquals(Verdict.LEGAL, m.playPersonMove(p("g7")), "an offer");
    assertEquals(4, m.state().moveCount(), "an offer is not a move");
    assertTrue(m.canUndo());
    m.undo();
    assertTrue(m.renju().offers().isEmpty(), "undo took back the offer, not a stone");
    assertEquals(4, m.state().moveCount());
    m.playPersonMove(p("g7"));
    m.playPersonMove(p("k8"));
    assertEquals(List.of(p("g7"), p("k8")), m.renju().offers());
    assertEquals("RIF: White takes one of the offered fifth moves", Status.of(m).english());
    assertEquals(Verdict.OPENING_RULE, m.playPersonMove(p("a1")));
    assertEquals("renjuOpening.refused.notOffered", m.renju().refusal());
    assertEquals(Verdict.LEGAL, m.playPersonMove(p("k8")));
    assertEquals(5, m.state().moveCount());
    assertEquals(p("k8"), m.state().moves().get(4));
    assertNull(m.renju().step(), "the opening is over");
    assertEquals("stay 3; take k8 of g7,k8", m.renju().record());
    assertTrue(RenjuOpeningTurns.isRecord(m.renju().record()), "a record reads back (a link or a save carries it)");
    assertFalse(m.canUndo(), "the taken fifth move is final");
    assertEquals(Stone.WHITE, m.state().sideToMove());
    assertEquals(Verdict.LEGAL, m.playPersonMove(p("h6")));
    assertTrue(m.canUndo(), "white's sixth is an ordinary move");
    assertEquals(List.of(Verdict.OPENING_RULE, Verdict.OPENING_RULE), refused);
  }

  @Test
  void aSwapExchangesThePlayersColours() {
    MatchSettings s = settings(Opening.SOOSORV_8);
    s.white = PlayerKind.COMPUTER;
    s.setComputer(Level.EASY, 50);
    Match m = new Match(s, new SteppedThinker(1L << 20));
    m.playPersonMove(p("h8"));
    m.playPersonMove(p("h9"));
    m.playPersonMove(p("h10"));
    long giveUp = System.currentTimeMillis() + 60_000; // a guard against a hang, not a speed target
    while (m.renju().step() != null && m.renju().step().kind == RenjuOpeningRule.Kind.SWAP
        && System.currentTimeMillis() < giveUp) {
      m.update();
    }
    RenjuOpeningRule.Step after = m.renju().step();
    assertNotNull(after);
    boolean swapped = m.settings().black == PlayerKind.COMPUTER;
    assertEquals(swapped ? PlayerKind.PERSON : PlayerKind.COMPUTER, m.settings().white, "one of each still");
    assertEquals(RenjuOpeningRule.Kind.PLACE, after.kind);
    assertEquals(4, after.move);
  }

  @Test
  void computersPlayEachRulesOpeningThroughToTheSixthMove() {
    for (Opening o : new Opening[] {Opening.RIF, Opening.YAMAGUCHI, Opening.SOOSORV_8, Opening.TARAGUCHI_10}) {
      MatchSettings s = settings(o);
      s.black = PlayerKind.COMPUTER;
      s.white = PlayerKind.COMPUTER;
      s.setComputer(Level.EASY, 50);
      s.paceMillis = 0;
      Match m = new Match(s, new SteppedThinker(1L << 20));
      List<Verdict> refused = new ArrayList<>();
      m.addListener(new MatchListener() {
        @Override
        public void moveRefused(int point, Verdict verdict) {
          refused.add(verdict);
        }
      });
      long giveUp = System.currentTimeMillis() + 120_000; // a guard against a hang, not a speed target
      while (m.state().moveCount() < 6 && !m.isOver() && System.currentTimeMillis() < giveUp) {
        m.update();
      }
      assertEquals(6, m.state().moveCount(), o + ": " + m.state().moveString());
      assertNull(m.renju().step(), o + ": the opening is over");
      assertNotNull(RenjuOpenings.of(15, m.state().moves()), o + ": one of the 26 openings");
      int c = 7;
      List<Integer> moves = m.state().moves();
      int[] radius = o == Opening.TARAGUCHI_10 ? new int[] {0, 1, 2, 3} : new int[] {0, 1, 2};
      for (int i = 0; i < radius.length; i++) {
        int q = moves.get(i);
        assertTrue(Math.max(Math.abs(q % 15 - c), Math.abs(q / 15 - c)) <= radius[i],
            o + ": stone " + (i + 1) + " in its square: " + m.state().moveString());
      }
      assertTrue(refused.isEmpty(), o + ": every computer action was allowed: " + refused);
    }
  }

  @Test
  void aGameSavedDuringTheOpeningGoesOnFromTheSameStep() {
    Match m = new Match(settings(Opening.TARAGUCHI_10));
    m.playPersonMove(p("h8"));
    m.renju().choose(RenjuOpening.Choice.STAY);
    m.playPersonMove(p("i9"));
    m.renju().choose(RenjuOpening.Choice.SWAP);
    m.playPersonMove(p("j7"));
    m.renju().choose(RenjuOpening.Choice.STAY);
    m.playPersonMove(p("k9"));
    m.renju().choose(RenjuOpening.Choice.OFFER_TEN);
    m.playPersonMove(p("a1"));
    m.playPersonMove(p("o15"));
    String text =
        SavedGame.encode(m.settings(), m.state(), m.tree(), -1, -1, 0, m.renju().toText(), m.renju().record());
    SavedGame saved = SavedGame.decode(text);
    Match back = new Match(saved.settings);
    back.playSilently(saved.tree);
    assertNull(back.renju().step(), "a game with moves is past its opening until its state is restored");
    assertEquals("stay 1; swap 2; stay 3; ten 4", m.renju().record());
    assertTrue(back.restoreRenjuOpening(saved.renjuOpening, saved.renjuRecord));
    assertEquals(m.renju().record(), back.renju().record(), "what was decided before the save");
    assertEquals(Status.of(m).english(), Status.of(back).english());
    assertEquals(List.of(p("a1"), p("o15")), back.renju().offers());
    assertEquals(m.settings().black, back.settings().black);
    assertEquals(Verdict.LEGAL, back.playPersonMove(p("a2")), "the third of ten offers");
    assertEquals(3, back.renju().offers().size());
  }

  @Test
  void aSavedOpeningStateThatDoesNotFitItsMovesIsRefusedInWords() {
    MatchSettings s = settings(Opening.RIF);
    gomoku.rules.GameState g = gomoku.rules.GameState.replay(Rule.RENJU, 15, List.of(p("h8"), p("i9"), p("j10")));
    String wrongStep = SavedGame.encode(s, g, gomoku.record.GameTree.of(g.moves()), -1, -1, 0, "5,0,3");
    IllegalArgumentException e =
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
            () -> SavedGame.decode(wrongStep));
    assertEquals("the opening rule's state is not readable", e.getMessage());
    String good = SavedGame.encode(s, g, gomoku.record.GameTree.of(g.moves()), -1, -1, 0, "3,0,0");
    assertEquals("3,0,0", SavedGame.decode(good).renjuOpening);
  }

  @Test
  void onlyARecordsOwnWordsAreReadBackForTheMoveListShowsThem() {
    for (String good : new String[] {"", "stay 1; swap 2; stay 3; ten 4", "declare 2", "take k8 of g7,k8,a1"}) {
      assertTrue(RenjuOpeningTurns.isRecord(good), good);
    }
    for (String bad : new String[] {"xyz 1", "stay", "take k8", "stay 3;stay 4", "swap 1; ", "stay 999"}) {
      assertFalse(RenjuOpeningTurns.isRecord(bad), bad);
    }
  }

  @Test
  void theComputerOffersTaraguchisTenFifthsOnlyWhenEvenTheTenthBestKeepsBlackAhead() {
    int[] ahead = new int[10];
    java.util.Arrays.fill(ahead, 900); // a clear edge for black in every one of its ten best fifths
    assertTrue(RenjuOpeningTurns.offersTen(ahead, 10));
    int[] thin = ahead.clone();
    thin[9] = 0; // the tenth best is even: white would take it
    assertFalse(RenjuOpeningTurns.offersTen(thin, 10));
    assertFalse(RenjuOpeningTurns.offersTen(new int[] {900, 900}, 10), "fewer than ten fifths searched: no offers");
  }
}
