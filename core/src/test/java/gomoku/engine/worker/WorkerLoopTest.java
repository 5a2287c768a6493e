package gomoku.engine.worker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.engine.Level;
import gomoku.engine.ThreatDefence;
import gomoku.rules.Notation;
import gomoku.rules.Rule;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The message loop both browser workers run: what the page gets back for each kind of message. */
class WorkerLoopTest {
  private final List<String> posted = new ArrayList<>();
  private final WorkerLoop loop = new WorkerLoop(posted::add);

  @Test
  void aRequestToThinkGetsProgressThenTheMove() {
    // Black's open four: the only sensible answer is clear at once, so the test is quick on any machine.
    loop.handle(WorkerMessages.request(Rule.FREESTYLE, 15, Notation.parseMoves(15, "h8a1i8a3j8a5"), Level.MASTER,
        500, 1, 1 << 20, 7));
    String done = posted.get(posted.size() - 1);
    assertTrue(done.startsWith("done|"), done);
    int move = WorkerMessages.parseMove(done);
    assertTrue(move == Notation.parsePoint(15, "g8") || move == Notation.parsePoint(15, "k8"),
        "an open four's point: " + Notation.name(15, move));
    for (String line : posted.subList(0, posted.size() - 1)) {
      assertTrue(line.startsWith("info|"), line);
    }
  }

  @Test
  void aDamagedRequestIsAnsweredWithAnErrorInWords() {
    loop.handle("think|NOSUCHRULE|15");
    assertEquals(1, posted.size());
    assertTrue(posted.get(0).startsWith(WorkerMessages.ERROR) && posted.get(0).length() > WorkerMessages.ERROR.length(),
        posted.get(0));
  }

  @Test
  void aBenchStepIsAnsweredWithItsLine() {
    loop.handle(WorkerMessages.reportRequest(2, 4, 100)); // step 2: the VCF timing, a few nodes
    assertEquals(1, posted.size());
    assertTrue(posted.get(0).startsWith(WorkerMessages.REPORT + "vcf: found "), posted.get(0));
  }

  @Test
  void aPuzzleDefenceIsAnsweredWithTheDefenceThatHoldsOrLastsLongest() {
    // White's open three c3-e3 (a VCT threat) against black's lone stones: black's block at b3 or f3 holds.
    List<Integer> moves = Notation.parseMoves(15, "h8c3h12d3m12e3");
    ThreatDefence.Question q = new ThreatDefence.Question(Rule.FREESTYLE, 15, moves, 6, 100_000);
    loop.handle(WorkerMessages.defenceRequest(q));
    assertEquals(1, posted.size());
    ThreatDefence answer = WorkerMessages.parseDefended(posted.get(0));
    ThreatDefence here = q.answer();
    assertEquals(here.move, answer.move, posted.get(0));
    assertEquals(here.threatsLeft, answer.threatsLeft);
    assertTrue(answer.holds(), "a lone open three is stopped: " + posted.get(0));
    assertTrue(List.of("b3", "f3", "a3", "g3").contains(Notation.name(15, answer.move)), posted.get(0));
    loop.handle(WorkerMessages.DEFEND + "FREESTYLE|15|six");
    assertTrue(posted.get(1).startsWith(WorkerMessages.ERROR), posted.get(1));
  }
}
