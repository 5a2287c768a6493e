package gomoku.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.engine.Evaluation;
import gomoku.engine.Level;
import gomoku.engine.SearchInfo;
import gomoku.rules.Notation;
import gomoku.rules.Rule;
import gomoku.rules.Stone;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class SolutionTest {
  private static SearchInfo info(int score, int[] moves, int[] scores, int... pv) {
    SearchInfo i = new SearchInfo();
    i.score = score;
    i.topMoves = moves;
    i.topScores = scores;
    i.pv = pv;
    return i;
  }

  @Test
  void readsAWinALossAMustBlockOrNothingFromTheRankedMoves() {
    List<Integer> here = List.of();
    Solution win = Solution.of(info(Evaluation.MATE - 5, new int[] {1}, new int[] {Evaluation.MATE - 5}, 1, 2, 3, 4,
        5), 1, Stone.BLACK, here, 5000, false);
    assertEquals(Solution.Kind.WIN, win.kind);
    assertEquals(3, win.winnerMoves());
    Solution loss = Solution.of(info(-(Evaluation.MATE - 4), new int[] {1}, new int[] {-(Evaluation.MATE - 4)}, 1, 2,
        3, 4), 1, Stone.WHITE, here, 5000, false);
    assertEquals(Solution.Kind.LOSS, loss.kind);
    assertEquals(2, loss.winnerMoves());
    int lost = -(Evaluation.MATE - 9);
    Solution block = Solution.of(info(-300, new int[] {7, 8, 9, 10}, new int[] {-300, -800, lost, lost}, 7), 7,
        Stone.WHITE, here, 5000, false);
    assertEquals(Solution.Kind.MUST_BLOCK, block.kind);
    assertEquals("[7, 8]", Arrays.toString(block.defences));
    int[] eight = {1, 2, 3, 4, 5, 6, 7, 8};
    Solution none = Solution.of(info(100, eight, new int[] {100, 90, 80, 70, 60, 50, 40, 30}, 1), 1, Stone.BLACK,
        here, 5000, false);
    assertEquals(Solution.Kind.NONE, none.kind);
    Solution forcedBlock = Solution.of(info(0, new int[] {5}, new int[] {0}, 5), 5, Stone.WHITE, here, 5000, false);
    assertEquals(Solution.Kind.MUST_BLOCK, forcedBlock.kind, "the one move against a four");
    Solution pruned =
        Solution.of(info(-400, new int[] {3, 4}, new int[] {-400, -900}, 3), 3, Stone.WHITE, here, 5000, false);
    assertEquals("[3, 4]", Arrays.toString(pruned.defences), "the search left out the moves that lose to fours");
  }

  private static SearchInfo search(String moves, int millis) {
    SteppedThinker t = new SteppedThinker(8L << 20);
    t.start(Rule.FREESTYLE, 15, Notation.parseMoves(15, moves), Level.MASTER, millis, moves.endsWith("--") ? 1
        : Solution.MOVES);
    int move = -1;
    while (move < 0) {
      move = t.poll();
    }
    SearchInfo info = t.progress();
    info.topMoves = info.topMoves.length == 0 ? new int[] {move} : info.topMoves;
    return info;
  }

  @Test
  void theEngineFindsTheOpenFourAndTheTwoBlocksOfAnOpenThree() {
    SearchInfo win = search("h8h9i8i9j8a1", 1000);
    Solution s = Solution.of(win, win.pv[0], Stone.BLACK, List.of(), 1000, false);
    assertEquals(Solution.Kind.WIN, s.kind);
    String first = Notation.name(15, s.line[0]);
    assertTrue(first.equals("g8") || first.equals("k8"), first);

    SearchInfo block = search("h8h9i8i9j8", 1000);
    Solution b = Solution.of(block, block.topMoves[0], Stone.WHITE, List.of(), 1000, false);
    assertEquals(Solution.Kind.MUST_BLOCK, b.kind);
    Set<String> defences = new HashSet<>();
    for (int p : b.defences) {
      defences.add(Notation.name(15, p));
    }
    assertEquals(Set.of("g8", "k8"), defences);
  }

  @Test
  void theOtherSidesThreatIsItsWinWereItToMove() {
    // White to move; black's open three h8 i8 j8 is what black threatens: were it black's move, an open four wins.
    SearchInfo threat = search("h8h9i8i9j8--", 1000);
    Solution s = Solution.of(threat, threat.pv[0], Stone.WHITE, Notation.parseMoves(15, "h8h9i8i9j8"), 1000, true);
    assertEquals(Solution.Kind.WIN, s.kind);
    assertTrue(s.threat);
    assertEquals(Stone.BLACK, s.lineColour(), "the line is black's");
    assertEquals(2, s.winnerMoves(), "the open four, then the five (from the score: the line may stop at the four)");
    String first = Notation.name(15, s.line[0]);
    assertTrue(first.equals("g8") || first.equals("k8"), first);

    SearchInfo quiet = search("h8h9--", 1000);
    Solution none = Solution.of(quiet, quiet.pv.length > 0 ? quiet.pv[0] : -1, Stone.BLACK,
        Notation.parseMoves(15, "h8h9"), 1000, true);
    assertEquals(Solution.Kind.NONE, none.kind, "two stones threaten nothing");
    assertEquals(0, none.line.length);
  }
}
