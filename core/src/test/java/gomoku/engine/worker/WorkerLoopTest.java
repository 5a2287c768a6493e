package gomoku.engine.worker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.engine.Level;
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
}
