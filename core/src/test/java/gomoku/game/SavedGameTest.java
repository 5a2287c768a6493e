package gomoku.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.engine.Level;
import gomoku.record.GameTree;
import gomoku.rules.GameState;
import gomoku.rules.Notation;
import gomoku.rules.Rule;
import gomoku.rules.Stone;
import java.util.Random;
import org.junit.jupiter.api.Test;

class SavedGameTest {
  private static MatchSettings unusual() {
    MatchSettings s = new MatchSettings();
    s.rule = Rule.RENJU;
    s.size = 19;
    s.white = PlayerKind.COMPUTER;
    s.whiteLevel = Level.MASTER;
    s.whiteMillis = 5000;
    s.blackLevel = Level.EASY;
    s.paceMillis = 1500;
    s.opening = Opening.NAMED;
    s.namedOpening = "12I";
    return s;
  }

  @Test
  void settingsSurviveTheRoundTrip() {
    MatchSettings s = unusual();
    assertEquals(s.toText(), MatchSettings.fromText(s.toText()).toText());
  }

  @Test
  void damagedSettingsFallBackToDefaultsLineByLine() {
    MatchSettings s = MatchSettings.fromText(
        "rule=RENJU\nsize=17\nblack=ROBOT\nwhiteMillis=5000\ngarbage\n=x\nnamed=14D\n");
    assertEquals(Rule.RENJU, s.rule);
    assertEquals("4D", s.namedOpening, "there are 13 direct openings: Kagetsu stays");
    assertEquals(15, s.size, "17 is not offered: the default stays");
    assertEquals(PlayerKind.PERSON, s.black);
    assertEquals(5000, s.whiteMillis);
    assertEquals(new MatchSettings().toText(), MatchSettings.fromText(null).toText());
  }

  @Test
  void aGameInProgressSurvivesTheRoundTrip() {
    MatchSettings s = unusual();
    GameState g = GameState.replay(Rule.RENJU, 19, Notation.parseMoves(19, "j10k11l12k10k12"));
    SavedGame back = SavedGame.decode(SavedGame.encode(s, g));
    assertEquals(g.moves(), back.moves);
    assertEquals(s.toText(), back.settings.toText());
  }

  @Test
  void theSetUpPositionsLengthSurvivesTheRoundTripAndANonsenseOneIsRefused() {
    GameState g = GameState.replay(Rule.FREESTYLE, 15, Notation.parseMoves(15, "h8i9j10k11"));
    String text = SavedGame.encode(new MatchSettings(), g, GameTree.of(g.moves()), -1, -1, 3);
    assertTrue(text.contains("setup=3\n"), text);
    assertEquals(3, SavedGame.decode(text).setupMoves);
    assertEquals(0, SavedGame.decode(SavedGame.encode(new MatchSettings(), g)).setupMoves, "a played game's");
    String tooLong = SavedGame.encode(new MatchSettings(), g, GameTree.of(g.moves()), -1, -1, 5);
    assertThrows(IllegalArgumentException.class, () -> SavedGame.decode(tooLong));
  }

  @Test
  void aSetUpPositionWithItsPassSurvivesTheRoundTrip() {
    GameTree tree = gomoku.record.TreeText.read(15, "--h8i9(a1)j10");
    GameState g = GameState.replay(Rule.FREESTYLE, 15, tree.path());
    String text = SavedGame.encode(new MatchSettings(), g, tree, -1, -1, 0);
    assertTrue(text.contains("moves=--h8i9j10\n"), text);
    SavedGame back = SavedGame.decode(text);
    assertEquals(g.moves(), back.moves);
    assertEquals("--h8i9(a1)j10", gomoku.record.TreeText.write(15, back.tree));
    assertEquals(Stone.BLACK, GameState.replay(Rule.FREESTYLE, 15, back.moves).sideToMove(), "black passed first");
  }

  @Test
  void variationsAndThePositionInThemSurviveTheRoundTrip() {
    GameTree tree = gomoku.record.TreeText.read(15, "h8i9j10(i10j9)k11");
    tree.goTo(Notation.parseMoves(15, "h8i9i10"));
    GameState g = GameState.replay(Rule.FREESTYLE, 15, tree.path());
    String text = SavedGame.encode(new MatchSettings(), g, tree, -1, -1, 0);
    assertTrue(text.contains("tree=h8i9j10(i10j9)k11\n"), text);
    SavedGame back = SavedGame.decode(text);
    assertEquals(Notation.parseMoves(15, "h8i9i10"), back.moves);
    assertEquals(Notation.parseMoves(15, "h8i9i10j9"), back.tree.line(), "forward goes on in the variation");
    assertEquals("h8i9j10(i10j9)k11", gomoku.record.TreeText.write(15, back.tree));
  }

  @Test
  void aTreeWhoseLinesAreNotLegalOrThatLacksTheMovesIsRefused() {
    MatchSettings s = new MatchSettings();
    GameState g = GameState.replay(Rule.FREESTYLE, 15, Notation.parseMoves(15, "h8i9"));
    String body = SavedGame.HEADER + "\n" + s.toText() + "moves=h8i9\ntree=h8i9(h8)\n";
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> SavedGame.decode(body + "check=" + SavedGame.checkValue(body) + "\n"));
    assertTrue(e.getMessage().contains("move 2 (h8)"), e.getMessage());
    String other = SavedGame.HEADER + "\n" + s.toText() + "moves=h8i9\ntree=h8j10(k11)\n";
    e = assertThrows(IllegalArgumentException.class,
        () -> SavedGame.decode(other + "check=" + SavedGame.checkValue(other) + "\n"));
    assertEquals("the saved moves are not a line of the saved variations", e.getMessage());
    assertEquals(g.moves(), SavedGame.decode(SavedGame.encode(s, g)).moves);
  }

  @Test
  void everyTruncationAndEveryChangedCharacterIsRefusedWithAReason() {
    GameState g = GameState.replay(Rule.FREESTYLE, 15, Notation.parseMoves(15, "h8i9j10k11g7"));
    String good = SavedGame.encode(new MatchSettings(), g);
    for (int n = 0; n < good.length() - 1; n++) {
      String cut = good.substring(0, n);
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> SavedGame.decode(cut), cut);
      assertTrue(!e.getMessage().isEmpty());
    }
    Random r = new Random(5);
    int refused = 0;
    for (int i = 0; i < good.length(); i++) {
      char c = good.charAt(i);
      char other = (char) (c == 'z' ? 'y' : c + 1 + r.nextInt(3));
      String bad = good.substring(0, i) + other + good.substring(i + 1);
      try {
        SavedGame back = SavedGame.decode(bad);
        // Only a change that leaves the same meaning may pass (none expected, but it must then be the same).
        assertEquals(g.moves(), back.moves, bad);
      } catch (IllegalArgumentException e) {
        refused++;
      }
    }
    assertTrue(refused >= good.length() - 1, "changed saves refused: " + refused + " of " + good.length());
  }

  @Test
  void randomTextIsRefused() {
    Random r = new Random(9);
    for (int i = 0; i < 5000; i++) {
      StringBuilder sb = new StringBuilder(i % 3 == 0 ? SavedGame.HEADER + "\n" : "");
      for (int k = r.nextInt(80); k > 0; k--) {
        sb.append((char) (r.nextInt(3) == 0 ? '\n' : 32 + r.nextInt(95)));
      }
      String text = sb.toString();
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> SavedGame.decode(text), text);
      assertTrue(e.getMessage() != null && !e.getMessage().isEmpty());
    }
  }

  @Test
  void anIllegalGameWithAGoodCheckValueIsStillRefused() {
    String body = SavedGame.HEADER + "\n" + new MatchSettings().toText() + "moves=h8h8\n";
    String text = body + "check=" + SavedGame.checkValue(body) + "\n";
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> SavedGame.decode(text));
    assertTrue(e.getMessage().contains("move 2"), e.getMessage());
  }
}
