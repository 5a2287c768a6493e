package gomoku.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.rules.GameState;
import gomoku.rules.Notation;
import gomoku.rules.Rule;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Nothing a player did is lost: unreadable saves are kept aside and told, failed writes are told once. */
class GameSavesTest {
  /** A store in memory that can be told to fail its reads, writes or renames. */
  static final class MemoryStore implements Store {
    final Map<String, String> values = new HashMap<>();
    boolean failReads;
    boolean failWrites;
    boolean failRenames;

    @Override
    public String get(String key) {
      if (failReads && values.containsKey(key)) {
        throw new StoreException("cannot read " + key + " (permission denied)");
      }
      return values.get(key);
    }

    @Override
    public void put(String key, String value) {
      if (failWrites) {
        throw new StoreException("cannot save " + key + " (no space left on device)");
      }
      if (value == null) {
        values.remove(key);
      } else {
        values.put(key, value);
      }
    }

    @Override
    public void rename(String from, String to) {
      if (failRenames) {
        throw new StoreException("cannot rename " + from + " (read-only file system)");
      }
      values.put(to, values.remove(from));
    }

    @Override
    public String where(String key) {
      return "/home/player/.gomoku/" + key + ".txt";
    }
  }

  private static String save(String moves) {
    MatchSettings s = new MatchSettings();
    s.rule = Rule.FREESTYLE;
    return SavedGame.encode(s, GameState.replay(s.rule, 15, Notation.parseMoves(15, moves)));
  }

  @Test
  void aGoodSaveIsResumedAndNothingIsReported() {
    MemoryStore store = new MemoryStore();
    store.values.put(GameSaves.AUTOSAVE, save("h8h9i9i8g7"));
    GameSaves saves = new GameSaves(store);
    SavedGame g = saves.unfinished(1000);
    assertNotNull(g);
    assertEquals(5, g.moves.size());
    assertNull(saves.takeProblem());
  }

  @Test
  void aTruncatedSaveIsKeptAsideUntouchedAndReportedOnce() {
    MemoryStore store = new MemoryStore();
    String whole = save("h8h9i9i8g7");
    String truncated = whole.substring(0, whole.indexOf("check="));
    store.values.put(GameSaves.AUTOSAVE, truncated);
    GameSaves saves = new GameSaves(store);

    assertNull(saves.unfinished(1764334567000L));
    assertEquals(truncated, store.values.get("autosave.bad-1764334567000"), "kept byte for byte");
    assertNull(store.values.get(GameSaves.AUTOSAVE));
    GameSaves.Problem p = saves.takeProblem();
    assertEquals(GameSaves.Problem.Kind.KEPT_ASIDE, p.kind);
    assertEquals("/home/player/.gomoku/autosave.bad-1764334567000.txt", p.where);
    assertTrue(p.reason.contains("cut short"), p.reason);
    assertNull(saves.takeProblem(), "told once");

    saves.save(save("j10"));
    assertEquals(truncated, store.values.get("autosave.bad-1764334567000"), "the next save does not touch it");
    assertNotNull(store.values.get(GameSaves.AUTOSAVE));
  }

  @Test
  void aSaveThatCannotBeReadNorMovedIsNeverOverwritten() {
    MemoryStore store = new MemoryStore();
    store.values.put(GameSaves.AUTOSAVE, "gomoku-save 1\ngarbage");
    store.failRenames = true;
    GameSaves saves = new GameSaves(store);
    assertNull(saves.unfinished(5));
    GameSaves.Problem p = saves.takeProblem();
    assertEquals(GameSaves.Problem.Kind.NOT_READ, p.kind);
    assertTrue(p.reason.contains("read-only"), p.reason);

    saves.save(save("h8"));
    assertEquals("gomoku-save 1\ngarbage", store.values.get(GameSaves.AUTOSAVE));
    assertTrue(saves.failing());

    store.values.remove(GameSaves.AUTOSAVE); // the player moved it away
    assertNull(saves.unfinished(6));
    saves.save(save("h8"));
    assertNotNull(store.values.get(GameSaves.AUTOSAVE));
    assertTrue(!saves.failing());
  }

  @Test
  void aSaveThatCannotBeReadAtAllIsMovedAside() {
    MemoryStore store = new MemoryStore();
    store.values.put(GameSaves.AUTOSAVE, save("h8"));
    store.failReads = true;
    GameSaves saves = new GameSaves(store);
    assertNull(saves.unfinished(7));
    assertEquals(GameSaves.Problem.Kind.KEPT_ASIDE, saves.takeProblem().kind);
    assertTrue(store.values.containsKey("autosave.bad-7"));
  }

  @Test
  void aFailedWriteIsReportedOnceAndAgainAfterASuccess() {
    MemoryStore store = new MemoryStore();
    GameSaves saves = new GameSaves(store);
    saves.save(save("h8"));
    assertNull(saves.takeProblem());
    String good = store.values.get(GameSaves.AUTOSAVE);

    store.failWrites = true;
    saves.save(save("h8h9"));
    GameSaves.Problem p = saves.takeProblem();
    assertEquals(GameSaves.Problem.Kind.NOT_WRITTEN, p.kind);
    assertTrue(p.reason.contains("no space"), p.reason);
    assertEquals(good, store.values.get(GameSaves.AUTOSAVE), "the last good save stays");
    saves.save(save("h8h9i9"));
    assertNull(saves.takeProblem(), "the same failure in a row is not told again");
    assertTrue(saves.failing());

    store.failWrites = false;
    saves.save(save("h8h9i9i8"));
    assertTrue(!saves.failing());
    store.failWrites = true;
    saves.save(save("h8h9i9i8g7"));
    assertNotNull(saves.takeProblem(), "a new failure after a success is told");
  }

  @Test
  void aRematchSwapsWholePlayersAndComputersReplayTheSameGame() {
    MatchSettings s = new MatchSettings();
    s.black = PlayerKind.COMPUTER;
    s.blackLevel = gomoku.engine.Level.MASTER;
    s.blackMillis = 2000;
    s.white = PlayerKind.PERSON;
    s.whiteLevel = gomoku.engine.Level.EASY;
    s.whiteMillis = 500;
    MatchSettings next = s.rematch();
    assertEquals(PlayerKind.COMPUTER, next.white);
    assertEquals(gomoku.engine.Level.MASTER, next.whiteLevel);
    assertEquals(2000, next.whiteMillis);
    assertEquals(PlayerKind.PERSON, next.black);
    assertEquals(PlayerKind.COMPUTER, s.black, "the finished game's settings are not changed");

    s.white = PlayerKind.COMPUTER;
    MatchSettings again = s.rematch();
    assertEquals(gomoku.engine.Level.MASTER, again.blackLevel, "computer against computer: the same sides");
  }
}
