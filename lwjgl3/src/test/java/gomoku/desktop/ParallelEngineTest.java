package gomoku.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.engine.Level;
import gomoku.engine.SearchLimits;
import gomoku.rules.Rule;
import java.util.List;
import org.junit.jupiter.api.Test;

class ParallelEngineTest {

  private static long helpersAlive() {
    return Thread.getAllStackTraces().keySet().stream()
        .filter(t -> t.getName().equals("gomoku-helper") && t.isAlive()).count();
  }

  /**
   * A search cancelled as soon as it starts (the game's thinker interrupts its thread and asks the engine to stop
   * until the thread returns) still waits for every helper: a helper left running would share its engine with the
   * next search's helper and corrupt both boards.
   */
  @Test
  void aSearchCancelledAtOnceLeavesNoHelperRunning() throws Exception {
    ParallelEngine engine = new ParallelEngine(1 << 20, 3);
    List<Integer> moves = List.of(112, 113, 127, 98);
    for (int attempt = 0; attempt < 30; attempt++) {
      boolean[] interruptKept = {false};
      long[] aliveOnReturn = {-1};
      Thread worker = new Thread(() -> {
        engine.think(Rule.FREESTYLE, 15, moves, Level.MASTER, SearchLimits.time(30_000), info -> {});
        aliveOnReturn[0] = helpersAlive();
        interruptKept[0] = Thread.currentThread().isInterrupted();
      });
      worker.start();
      Thread.sleep(attempt % 3); // the cancel lands before, while or after the helpers start
      worker.interrupt();
      long giveUp = System.currentTimeMillis() + 10_000;
      while (worker.isAlive() && System.currentTimeMillis() < giveUp) {
        engine.stop();
        worker.join(1);
      }
      assertTrue(!worker.isAlive(), "the search returned");
      assertEquals(0, aliveOnReturn[0], "no helper outlives the search that started it (attempt " + attempt + ")");
      assertTrue(interruptKept[0], "the caller still sees its interrupt");
    }
  }
}
