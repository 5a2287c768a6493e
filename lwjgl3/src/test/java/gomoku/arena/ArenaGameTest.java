package gomoku.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;

import gomoku.rules.Stone;
import org.junit.jupiter.api.Test;

/** What the arena keeps of the engines' messages, beside each game's record. */
class ArenaGameTest {
  @Test
  void theLastMessageOfAMoveIsKeptWithoutTheWordMessage() {
    String lines = "MESSAGE depth 1-1 score +0.12 nodes 53\nDEBUG table 64 MB\nMESSAGE Master: depth 11 nodes 137443\n";
    assertEquals("Master: depth 11 nodes 137443", ArenaGame.lastMessage(lines));
  }

  @Test
  void debugLinesAndOtherEnginesSpellingCount() {
    assertEquals("dep 17-40 ev 421 nd 1887k", ArenaGame.lastMessage("message dep 17-40 ev 421 nd 1887k\nDEBUG x\n"));
    assertEquals("", ArenaGame.lastMessage("DEBUG only this\n"));
    assertEquals("", ArenaGame.lastMessage(""));
  }

  @Test
  void theMessagesFileHasALinePerMoveAfterTheOpening() {
    ArenaGame.Result r = new ArenaGame.Result();
    r.winner = Stone.BLACK;
    r.openingStones = 2;
    int[] moves = {7 * 15 + 7, 7 * 15 + 8, 8 * 15 + 8};
    int[] millis = {0, 0, 0}; // a move answered at once is a move all the same
    String[] said = {"", "", "Master: depth 9 score +1.00 nodes 1000 time 0 ms"};
    for (int i = 0; i < moves.length; i++) {
      r.moves.add(moves[i]);
      r.millis.add(millis[i]);
      r.messages.add(said[i]);
    }
    assertEquals("ply 3 black 8,8 0 ms: Master: depth 9 score +1.00 nodes 1000 time 0 ms\n",
        Arena.messagesText(r, 15));
  }
}
