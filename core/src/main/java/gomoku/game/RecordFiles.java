package gomoku.game;

import java.util.List;

/**
 * Game records as files (PSQ), where the platform has a file system the player can see: the desktop keeps
 * them in ~/Gomoku. The browser has none (it copies and pastes move strings instead), so it passes null.
 */
public interface RecordFiles {
  /** Saves a record under a new name; returns where it went (shown to the player). */
  String save(String psqText) throws java.io.IOException;

  /** The names of saved records, newest first. */
  List<String> list();

  /** A record's text. */
  String read(String name) throws java.io.IOException;
}
