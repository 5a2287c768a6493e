package gomoku.ui;

import com.badlogic.gdx.Gdx;
import gomoku.game.MatchSettings;
import gomoku.game.Store;
import gomoku.game.StoreException;

/**
 * What a player chose once and expects next time: the menu's game settings, sound, confirmed moves, language and
 * board look, kept in a {@link Store} (libGDX Preferences). A choice that cannot be kept still holds for this run,
 * and the log says why it was not kept: a preference is never worth stopping the game for.
 */
public final class PlayerPreferences {
  private static final String SETTINGS = "settings";
  private static final String SOUND = "sound";
  private static final String CONFIRM = "confirmMoves";
  private static final String LANGUAGE = "language";
  private static final String THEME = "theme";

  private final Store store;

  PlayerPreferences(Store store) {
    this.store = store;
  }

  /** The value under {@code key}, or null when there is none or it cannot be read. */
  private String get(String key) {
    try {
      return store.get(key);
    } catch (StoreException e) {
      Gdx.app.log(GomokuGame.LOG_TAG, "preferences: " + e.getMessage());
      return null;
    }
  }

  private void put(String key, String value) {
    try {
      store.put(key, value);
    } catch (StoreException e) {
      Gdx.app.log(GomokuGame.LOG_TAG, "preferences: not kept: " + e.getMessage());
    }
  }

  /** The menu's last choices; the first time, a person against the computer (most people come to play it). */
  MatchSettings settings() {
    String saved = get(SETTINGS);
    MatchSettings s = MatchSettings.fromText(saved);
    if (saved == null) {
      s.white = gomoku.game.PlayerKind.COMPUTER;
    }
    return s;
  }

  void setSettings(MatchSettings s) {
    put(SETTINGS, s.toText());
  }

  boolean soundOn() {
    return !"off".equals(get(SOUND));
  }

  void setSoundOn(boolean on) {
    put(SOUND, on ? "on" : "off");
  }

  /** Whether a move takes a second tap; by default on a touch screen only. */
  boolean confirmMoves(boolean touchScreen) {
    String confirm = get(CONFIRM);
    return confirm == null ? touchScreen : "on".equals(confirm);
  }

  void setConfirmMoves(boolean on) {
    put(CONFIRM, on ? "on" : "off");
  }

  /** The language's code, or null for the default. */
  String language() {
    return get(LANGUAGE);
  }

  void setLanguage(String code) {
    put(LANGUAGE, code);
  }

  /** Puzzle data under {@code key} ("puzzles.RENJU": progress; "myPuzzles.RENJU": the player's own), or null. */
  String puzzles(String key) {
    return get(key);
  }

  void setPuzzles(String key, String text) {
    put(key, text);
  }

  Theme theme() {
    return "CONTRAST".equals(get(THEME)) ? Theme.CONTRAST : Theme.WOOD;
  }

  void setTheme(Theme theme) {
    put(THEME, theme.name());
  }
}
