package gomoku.game;

/** Who plays a colour. Hot-seat is both colours {@link #PERSON}; a computer player fills the other value. */
public enum PlayerKind {
  PERSON("Person"),
  COMPUTER("Computer");

  public final String title;

  PlayerKind(String title) {
    this.title = title;
  }
}
