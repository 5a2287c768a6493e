package gomoku.game;

/** A {@link Store} could not read or write: the message says what and why, in words a player can follow. */
public final class StoreException extends RuntimeException {
  public StoreException(String message) {
    super(message);
  }
}
