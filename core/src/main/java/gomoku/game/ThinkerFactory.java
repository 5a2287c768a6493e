package gomoku.game;

/** What a launcher gives the game so it can make computer players in the platform's way. */
public interface ThinkerFactory {
  Thinker newThinker();
}
