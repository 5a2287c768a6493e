package gomoku.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** How the arena bounds what an engine says while it thinks: the latest whole lines are kept. */
class EngineProcessTest {
  @Test
  void theOldestLinesGoFirst() {
    StringBuilder kept = new StringBuilder();
    EngineProcess.keepLatest(kept, "MESSAGE depth 1", 40);
    EngineProcess.keepLatest(kept, "MESSAGE depth 2", 40);
    EngineProcess.keepLatest(kept, "MESSAGE depth 3", 40);
    assertEquals("MESSAGE depth 2\nMESSAGE depth 3\n", kept.toString());
  }

  @Test
  void aLineLongerThanTheBoundIsKeptWhole() {
    StringBuilder kept = new StringBuilder("MESSAGE depth 1\n");
    String longLine = "MESSAGE pv" + " h8".repeat(20);
    EngineProcess.keepLatest(kept, longLine, 40);
    assertEquals(longLine + "\n", kept.toString());
  }
}
