package gomoku.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.rules.Notation;
import gomoku.rules.Rule;
import java.util.List;
import org.junit.jupiter.api.Test;

class GameLinkTest {

  @Test
  void aGameGoesThereAndBack() {
    List<Integer> moves = List.of(Notation.parsePoint(15, "h8"), Notation.parsePoint(15, "i9"),
        Notation.parsePoint(15, "j10"));
    String query = GameLink.query(Rule.RENJU, 15, moves);
    assertEquals("game=h8i9j10&rule=renju&size=15", query);
    GameLink back = GameLink.parse("h8i9j10", "renju", "15");
    assertEquals(Rule.RENJU, back.rule);
    assertEquals(15, back.size);
    assertEquals(moves, back.moves);
  }

  @Test
  void aSetUpPositionsPassTravelsInTheLink() {
    List<Integer> moves = Notation.parseMoves(15, "--h8i9");
    String query = GameLink.query(Rule.FREESTYLE, 15, moves);
    assertEquals("game=--h8i9&rule=freestyle&size=15", query);
    assertEquals(moves, GameLink.fromAddress("https://example.org/?" + query).moves);
  }

  @Test
  void variationsTravelInTheLinkAndTooManyAreLeftOut() {
    GameTree tree = TreeText.read(15, "h8i9j10(i10j9)k11");
    String query = GameLink.query(Rule.FREESTYLE, 15, tree);
    assertEquals("game=h8i9j10(i10j9)k11&rule=freestyle&size=15", query);
    GameLink back = GameLink.fromAddress("https://example.org/gomoku/index.html?" + query);
    assertEquals("h8i9j10(i10j9)k11", TreeText.write(15, back.tree));
    assertEquals(Notation.parseMoves(15, "h8i9j10k11"), back.moves);
    // A tree too long for a message (every first move of a 19x19 board tried): the main line alone.
    GameTree big = new GameTree();
    for (int p = 0; p < 19 * 19; p++) {
      big.play(p);
      big.back();
    }
    assertTrue(TreeText.write(19, big).length() > 1500);
    assertEquals("game=a19&rule=freestyle&size=19", GameLink.query(Rule.FREESTYLE, 19, big));
  }

  @Test
  void aPastedAddressIsReadToo() {
    String address = "https://example.org/gomoku/index.html?game=h8i9j10&rule=standard&size=19#top";
    assertTrue(GameLink.isLink(address));
    GameLink l = GameLink.fromAddress(address);
    assertEquals(Rule.STANDARD, l.rule);
    assertEquals(19, l.size);
    assertEquals(3, l.moves.size());
    assertTrue(!GameLink.isLink("h8i9j10"), "a move string is not a link");
  }

  @Test
  void missingPartsMeanFreestyleOnFifteen() {
    GameLink l = GameLink.parse("h8", null, null);
    assertEquals(Rule.FREESTYLE, l.rule);
    assertEquals(15, l.size);
  }

  @Test
  void aBadLinkSaysWhatIsWrong() {
    assertTrue(message(() -> GameLink.parse("h8h8", null, null)).contains("h8"));
    assertTrue(message(() -> GameLink.parse("h8", "go", null)).contains("unknown rule"));
    assertTrue(message(() -> GameLink.parse("h8", null, "9")).contains("15, 19 or 20"));
    assertTrue(message(() -> GameLink.parse("h8", null, "x")).contains("not a number"));
  }

  private static String message(Runnable r) {
    return assertThrows(IllegalArgumentException.class, r::run).getMessage();
  }

  @Test
  void aRenjuOpeningsRecordTravelsInTheLinkWithoutEscapes() {
    String query = GameLink.query(Rule.RENJU, 15, gomoku.rules.Notation.parseMoves(15, "h8i9j10"))
        + GameLink.openingQuery("RIF", "stay 3; take k8 of g7,k8");
    assertEquals("game=h8i9j10&rule=renju&size=15&opening=RIF&record=stay_3.take_k8_of_g7,k8", query);
    GameLink l = GameLink.fromAddress("https://example.org/index.html?" + query);
    assertEquals("RIF", l.opening);
    assertEquals("stay 3; take k8 of g7,k8", l.record);
    assertEquals("", GameLink.openingQuery("RIF", ""), "nothing decided yet: nothing to carry");
    assertEquals(null, GameLink.fromAddress("game=h8&rule=renju").opening);
  }

  @Test
  void aBadOpeningRecordInALinkIsRefusedInWords() {
    String unreadable = "the renju opening's record in the link is not readable";
    assertEquals(unreadable, message(() -> GameLink.parse("h8i9j10", "freestyle", null, "RIF", "stay_3")));
    assertEquals(unreadable, message(() -> GameLink.parse("h8i9j10", "renju", null, "RIF", null)));
    assertEquals(unreadable, message(() -> GameLink.parse("h8i9j10", "renju", null, null, "stay_3")));
    assertEquals(unreadable, message(() -> GameLink.parse("h8i9j10", "renju", null, "RIF", "<script>")));
    assertEquals(unreadable, message(() -> GameLink.parse("h8i9j10", "renju", null, "rif!", "stay_3")));
  }
}
