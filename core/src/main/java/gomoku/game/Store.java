package gomoku.game;

/**
 * Where the game keeps what must outlive it (the game in progress). The launcher supplies it: the desktop
 * writes files atomically (a crash mid-save leaves the previous save whole), the browser uses localStorage.
 * A failure is never silent: it throws {@link StoreException}, and what was stored before stays as it was.
 */
public interface Store {
  /**
   * The value saved under {@code key}, or null if there is none.
   *
   * @throws StoreException if there is a value that cannot be read
   */
  String get(String key);

  /**
   * Saves {@code value} (null removes the key); done when this returns.
   *
   * @throws StoreException if it was not saved (the previous value stays)
   */
  void put(String key, String value);

  /**
   * Keeps the value of {@code from} under {@code to} instead, byte for byte (a save that cannot be read is kept
   * aside so that a new one does not overwrite it).
   *
   * @throws StoreException if it could not be moved (then {@code from} is as it was)
   */
  default void rename(String from, String to) {
    // Where each put is written whole (one localStorage item, one Preferences key), a copy then a removal will do.
    put(to, get(from));
    put(from, null);
  }

  /** Where the value of {@code key} lives, in words a player can follow: a file's path, or the browser's storage. */
  String where(String key);
}
