package gomoku.game;

/**
 * Where the game keeps what must outlive it (the game in progress). The launcher supplies it: the desktop
 * writes files atomically (a crash mid-save leaves the previous save whole), the browser uses localStorage.
 */
public interface Store {
  /** The value saved under {@code key}, or null if there is none. */
  String get(String key);

  /** Saves {@code value} (null removes the key); done when this returns. */
  void put(String key, String value);
}
