package gomoku.engine.worker;

import gomoku.engine.Level;
import gomoku.engine.SearchInfo;
import gomoku.engine.bench.EngineReport;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import gomoku.rules.Notation;
import gomoku.rules.Rule;
import java.util.List;
import org.junit.jupiter.api.Test;

class WorkerMessagesTest {
  @Test
  void aRequestSurvivesTheTrip() {
    List<Integer> moves = Notation.parseMoves(15, "h8i9j10");
    WorkerMessages.Request r = WorkerMessages.parseRequest(
        WorkerMessages.request(Rule.RENJU, 15, moves, Level.HARD, 1500, 5, 16L << 20, 42));
    assertEquals(Rule.RENJU, r.rule);
    assertEquals(15, r.size);
    assertEquals(Level.HARD, r.level);
    assertEquals(1500, r.millis);
    assertEquals(5, r.multiPv);
    assertEquals(16L << 20, r.tableBytes);
    assertEquals(42, r.seed);
    assertEquals(moves, r.moves);
    assertEquals(List.of(), WorkerMessages.parseRequest(
        WorkerMessages.request(Rule.FREESTYLE, 15, List.of(), Level.EASY, 1, 1, 1, 1)).moves);
  }

  @Test
  void reportsSurviveTheTrip() {
    SearchInfo i = new SearchInfo();
    i.depth = 7;
    i.selectiveDepth = 11;
    i.nodes = 123456;
    i.millis = 321;
    i.score = -42;
    i.threatWin = true;
    i.pv = new int[] {112, 97};
    i.topMoves = new int[] {112, 113};
    i.topScores = new int[] {-42, -80};
    SearchInfo back = WorkerMessages.parseInfo(WorkerMessages.done(112, i));
    assertEquals(112, WorkerMessages.parseMove(WorkerMessages.done(112, i)));
    assertEquals(7, back.depth);
    assertEquals(11, back.selectiveDepth);
    assertEquals(123456, back.nodes);
    assertEquals(321, back.millis);
    assertEquals(-42, back.score);
    assertEquals(true, back.threatWin);
    assertArrayEquals(i.pv, back.pv);
    assertArrayEquals(i.topMoves, back.topMoves);
    assertArrayEquals(i.topScores, WorkerMessages.parseInfo(WorkerMessages.progress(i)).topScores);
  }

  @Test
  void aReportRequestSurvivesTheTripAndOnlyRealStepsAreAccepted() {
    assertArrayEquals(new int[] {1, 6, 1000},
        WorkerMessages.parseReportRequest(WorkerMessages.reportRequest(1, 6, 1000)));
    assertThrows(IllegalArgumentException.class,
        () -> WorkerMessages.parseReportRequest(WorkerMessages.reportRequest(EngineReport.steps(), 6, 1000)));
    assertThrows(IllegalArgumentException.class, () -> WorkerMessages.parseReportRequest("report|1|6"));
    assertThrows(IllegalArgumentException.class, () -> WorkerMessages.parseReportRequest("report|x|6|1000"));
  }

  @Test
  void garbageIsRefused() {
    assertThrows(IllegalArgumentException.class, () -> WorkerMessages.parseRequest("hello"));
    assertThrows(IllegalArgumentException.class, () -> WorkerMessages.parseInfo("info|1|2"));
  }
}
