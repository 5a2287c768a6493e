package gomoku.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.game.StoreException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The desktop's saves: failures throw with the path and a reason, and leave no temporary file behind. */
class FileStoreTest {
  @Test
  void savesReadsRenamesAndRemoves(@TempDir Path dir) throws Exception {
    FileStore store = new FileStore(dir.resolve(".gomoku"));
    assertNull(store.get("autosave"));
    store.put("autosave", "x\ny");
    assertEquals("x\ny", store.get("autosave"));
    store.rename("autosave", "autosave.bad-1");
    assertNull(store.get("autosave"));
    assertEquals("x\ny", new String(Files.readAllBytes(dir.resolve(".gomoku/autosave.bad-1.txt")),
        StandardCharsets.UTF_8));
    assertEquals(dir.resolve(".gomoku/autosave.bad-1.txt").toAbsolutePath().toString(), store.where("autosave.bad-1"));
    store.put("autosave.bad-1", null);
    assertFalse(Files.exists(dir.resolve(".gomoku/autosave.bad-1.txt")));
  }

  @Test
  void aSaveOverAFolderFailsInWordsAndLeavesNoTemporaryFile(@TempDir Path dir) throws Exception {
    Files.createDirectories(dir.resolve("autosave.txt/inside"));
    FileStore store = new FileStore(dir);
    StoreException e = assertThrows(StoreException.class, () -> store.put("autosave", "game"));
    assertTrue(e.getMessage().startsWith("cannot save " + dir.resolve("autosave.txt")), e.getMessage());
    assertFalse(Files.exists(dir.resolve("autosave.tmp")), "no autosave.tmp left behind");
    StoreException read = assertThrows(StoreException.class, () -> store.get("autosave"));
    assertTrue(read.getMessage().contains("folder"), read.getMessage());
  }
}
