package gomoku.pbrain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.rules.GameState;
import gomoku.rules.Notation;
import gomoku.rules.Rule;
import gomoku.rules.Stone;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Scripted protocol sessions, as a manager would send them. */
class BrainTest {
  /** A brain and what it has said. */
  static final class Session {
    final List<String> said = new ArrayList<>();
    final Brain brain;

    Session(String level) {
      brain = new Brain(BrainPlayer.of(level), said::add);
    }

    /** Sends lines; returns what was answered, without MESSAGE and DEBUG lines. */
    List<String> send(String... lines) {
      int from = said.size();
      for (String l : lines) {
        brain.accept(l, System.currentTimeMillis());
      }
      List<String> answers = new ArrayList<>();
      for (String s : said.subList(from, said.size())) {
        if (!s.startsWith("MESSAGE") && !s.startsWith("DEBUG")) {
          answers.add(s);
        }
      }
      return answers;
    }

    String one(String... lines) {
      List<String> a = send(lines);
      assertEquals(1, a.size(), "one answer to " + String.join("|", lines) + ": " + a);
      return a.get(0);
    }
  }

  private static Session started(String level) {
    Session s = new Session(level);
    assertEquals("OK", s.one("START 15"));
    s.send("INFO timeout_turn 200");
    return s;
  }

  private static int point(String xy) {
    String[] f = xy.split(",");
    return Integer.parseInt(f[1]) * 15 + Integer.parseInt(f[0]);
  }

  @Test
  void startBeginAndTurnGiveLegalMovesOnEmptyPoints() {
    Session s = started("master");
    String first = s.one("BEGIN");
    assertTrue(first.matches("\\d+,\\d+"), first);
    String second = s.one("TURN 0,0");
    assertTrue(second.matches("\\d+,\\d+"), second);
    GameState g = s.brain.game();
    assertEquals(3, g.moveCount());
    assertEquals(point(first), g.moves().get(0));
    assertEquals(point(second), g.moves().get(2));
    assertEquals(Stone.BLACK, g.board().get(point(second)));
  }

  @Test
  void completesItsFiveAndBlocksTheOpponentsFour() {
    Session s = started("master");
    // Own stones on row 7 at x=3..6: it must play 2,7 or 7,7.
    String win = s.one("BOARD", "3,7,1", "3,8,2", "4,7,1", "4,8,2", "5,7,1", "5,8,2", "6,7,1", "9,9,2", "DONE");
    assertTrue(win.equals("2,7") || win.equals("7,7"), win);
    // Opponent's four on column 10 (y=2..5), ours scattered: it must block at 10,1 or 10,6.
    String block = s.one("BOARD", "10,2,2", "0,0,1", "10,3,2", "0,14,1", "10,4,2", "14,0,1", "10,5,2", "DONE");
    assertTrue(block.equals("10,1") || block.equals("10,6"), block);
  }

  @Test
  void boardWithEqualCountsMakesTheBrainBlackAndWithOneLessWhite() {
    Session s = started("master");
    s.one("BOARD", "7,7,1", "8,8,2", "DONE");
    GameState g = s.brain.game();
    assertEquals(3, g.moveCount());
    assertEquals(Stone.BLACK, g.board().get(7 * 15 + 7));
    s.one("BOARD", "7,7,2", "8,8,1", "6,6,2", "DONE");
    g = s.brain.game();
    assertEquals(Stone.WHITE, g.board().get(8 * 15 + 8));
    assertEquals(4, g.moveCount());
  }

  @Test
  void badInputGetsAClearAnswerAndChangesNothing() {
    Session s = new Session("master");
    assertTrue(s.one("TURN 7,7").startsWith("ERROR TURN: no game yet"));
    assertTrue(s.one("START 4").startsWith("ERROR unsupported size"));
    assertTrue(s.one("START abc").startsWith("ERROR START: 'abc' is not a number"));
    assertTrue(s.one("RECTSTART 15,20").startsWith("ERROR rectangular boards"));
    assertEquals("OK", s.one("RECTSTART 15,15"));
    s.send("INFO timeout_turn 100");
    String move = s.one("TURN 7,7");
    String before = s.brain.game().moveString();
    assertTrue(s.one("TURN 7,7").contains("already taken"));
    assertTrue(s.one("TURN 15,3").contains("off the 15x15 board"));
    assertTrue(s.one("TURN 3").contains("expected x,y"));
    assertTrue(s.one("TURN -1,2").contains("off the"));
    assertTrue(s.one("TAKEBACK 0,0").contains("not the last move"));
    assertTrue(s.one("INFO rule 8").contains("caro"));
    assertTrue(s.one("INFO timeout_turn soon").contains("not a number"));
    assertTrue(s.one("HELLO world").startsWith("UNKNOWN"));
    assertEquals(before, s.brain.game().moveString(), "nothing changed after " + move);
    s.send("INFO nonsense_key 12"); // ignored, as the protocol says
    assertEquals("OK", s.one("TAKEBACK " + move));
    assertEquals(1, s.brain.game().moveCount());
    // A refused board replaces the position the manager no longer shows with an empty one, and says so.
    String[][] refused = {{"BOARD", "1,1,1", "1,1,2", "DONE"}, {"BOARD", "1,1,9", "DONE"},
      {"BOARD", "1,1,1", "2,2,1", "DONE"}};
    String[] why = {"listed twice", "who must be", "cannot be the brain's turn"};
    for (int i = 0; i < refused.length; i++) {
      s.send("BOARD", "7,7,2", "DONE"); // a position, and the brain's move on it
      assertEquals(2, s.brain.game().moveCount());
      String error = s.one(refused[i]);
      assertTrue(error.startsWith("ERROR BOARD") && error.contains(why[i]) && error.endsWith("the board is now empty"),
          error);
      assertEquals(0, s.brain.game().moveCount());
    }
  }

  @Test
  void aboutRestartAndPlay() {
    Session s = started("beginner");
    assertTrue(s.one("ABOUT").startsWith("name=\"Gomoku\""));
    s.one("BEGIN");
    assertEquals("OK", s.one("RESTART"));
    assertEquals(0, s.brain.game().moveCount());
    assertEquals("3,4", s.one("PLAY 3,4"));
    assertEquals(Stone.BLACK, s.brain.game().board().get(4 * 15 + 3));
  }

  @Test
  void renjuRuleListsBlacksForbiddenPoints() {
    Session s = started("master");
    s.send("INFO rule 4");
    assertEquals(Rule.RENJU, s.brain.game().rule());
    // Black g8 i8 h7 h9 around h8, white in the corners: h8 would be a double three.
    List<Integer> moves = Notation.parseMoves(15, "g8a1i8a15h7o1h9");
    // Brain is white with 3 stones, black has 4: white to move, and black's h8 would be 3-3.
    List<String> lines = new ArrayList<>();
    lines.add("YXBOARD");
    for (int i = 0; i < moves.size(); i++) {
      int p = moves.get(i);
      lines.add(p % 15 + "," + p / 15 + "," + (i % 2 == 0 ? 2 : 1));
    }
    lines.add("DONE");
    assertTrue(s.send(lines.toArray(new String[0])).isEmpty(), "YXBOARD answers nothing");
    assertEquals("13,13", s.one("PLAY 13,13")); // white plays elsewhere, black to move
    String forbid = s.one("YXSHOWFORBID");
    int h8 = Notation.parsePoint(15, "h8");
    String code = (h8 % 15 < 10 ? "0" : "") + h8 % 15 + (h8 / 15 < 10 ? "0" : "") + h8 / 15;
    assertTrue(forbid.startsWith("FORBID ") && forbid.endsWith(".") && forbid.contains(code), forbid + " has " + code);
  }

  /** The YXBOARD lines for these stones, listed in play order, the brain owning the colour to move. */
  private static List<String> yxboard(String stones) {
    List<Integer> moves = Notation.parseMoves(15, stones);
    List<String> lines = new ArrayList<>();
    lines.add("YXBOARD");
    for (int i = 0; i < moves.size(); i++) {
      int p = moves.get(i);
      lines.add(p % 15 + "," + p / 15 + "," + ((moves.size() - i) % 2 == 0 ? 1 : 2));
    }
    lines.add("DONE");
    return lines;
  }

  @Test
  void anEditedRenjuBoardWithBlackOnAForbiddenPointIsTakenAsItIs() {
    Session s = started("master");
    s.send("INFO rule 4");
    // Black g8 i8 h7 h9 and h8, its double three: Yixin-Board sends this after the user puts the stone there.
    List<String> edited = yxboard("g8a1i8a15h7o1h9o15h8");
    assertTrue(s.send(edited.toArray(new String[0])).isEmpty(), "YXBOARD answers nothing");
    assertEquals("g8a1i8a15h7o1h9o15h8", s.brain.game().moveString());
    assertEquals("FORBID .", s.one("YXSHOWFORBID"), "white to move: nothing is forbidden to it");
    String move = s.one("PLAY 12,12");
    assertEquals("12,12", move);
    assertEquals(10, s.brain.game().moveCount(), "the move was played on the edited board");
  }

  @Test
  void aRefusedBoardLeavesAnEmptyBoardNotTheOldOne() {
    Session s = started("master");
    s.send("INFO rule 4");
    s.send(yxboard("h8h9i8").toArray(new String[0]));
    assertEquals(3, s.brain.game().moveCount());
    // Five in a row: no move to make. The old position must not stay behind either.
    String five = s.one(yxboard("h8a1i8a3j8a5k8a7l8").toArray(new String[0]));
    assertTrue(five.startsWith("ERROR YXBOARD: the stones hold a five") && five.endsWith("the board is now empty"),
        five);
    assertEquals(0, s.brain.game().moveCount());
    assertEquals("FORBID .", s.one("YXSHOWFORBID"));
    s.send(yxboard("h8h9i8").toArray(new String[0]));
    String garbled = s.one("BOARD", "7,7,1", "x,y,z", "DONE");
    assertTrue(garbled.startsWith("ERROR BOARD: line 'x,y,z'") && garbled.endsWith("the board is now empty"), garbled);
    assertEquals(0, s.brain.game().moveCount());
    assertTrue(s.one("BEGIN").matches("\\d+,\\d+"), "the empty board is a game that can begin");
  }

  @Test
  void swap2AnswersHaveTheRightShape() {
    Session s = started("master");
    s.send("INFO timeout_turn 600");
    String three = s.one("SWAP2BOARD", "DONE");
    assertTrue(three.matches("\\d+,\\d+ \\d+,\\d+ \\d+,\\d+"), three);
    assertEquals(3, s.brain.game().moveCount());
    String answer = s.one("SWAP2BOARD", "7,7", "8,6", "10,9", "DONE");
    assertTrue(answer.equals("SWAP") || answer.matches("\\d+,\\d+( \\d+,\\d+)?"), answer);
    String five = s.one("SWAP2BOARD", "7,7", "8,6", "10,9", "6,6", "9,8", "DONE");
    assertTrue(five.equals("SWAP") || five.matches("\\d+,\\d+"), five);
    assertTrue(s.one("SWAP2BOARD", "7,7", "DONE").contains("0, 3 or 5 stones"));
  }

  @Test
  void swap2DecisionsKeepToTheMatchClockAndTheMovesCap() {
    Session s = started("beginner");
    GameState three = new GameState(Rule.FREESTYLE, 15);
    s.send("INFO timeout_turn 30000");
    assertEquals(30000 - 250 - 100, s.brain.swap2Millis(three, 1000, 1100), "the turn less its margin and 100 ms");
    s.send("INFO timeout_match 60000", "INFO time_left 2000");
    int clocked = s.brain.swap2Millis(three, 1000, 1000);
    assertTrue(clocked <= 2000 / 4, "a quarter of a 2 s clock at most, not the 30 s turn: " + clocked);
    assertEquals(1, s.brain.swap2Millis(three, 1000, 1000 + clocked + 50), "late: still 1 ms, never 0 or less");
    s.send("INFO time_left 2147483647");
    s.brain.time.capMillis = 400;
    assertEquals(400, s.brain.swap2Millis(three, 1000, 1000), "the brain's own cap");
  }

  @Test
  void tutorialPlayerSpeaksTheProtocolToo() {
    Session s = started("tutorial:2");
    String m = s.one("TURN 7,7");
    assertTrue(m.matches("\\d+,\\d+"), m);
  }
}
