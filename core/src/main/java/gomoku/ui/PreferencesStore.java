package gomoku.ui;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Preferences;
import gomoku.game.Store;
import gomoku.game.StoreException;

/** A {@link Store} in libGDX Preferences: the player's choices on the desktop (the browser has its own store). */
public final class PreferencesStore implements Store {
  private final String name;
  private Preferences prefs;

  public PreferencesStore(String name) {
    this.name = name;
  }

  private Preferences prefs() {
    if (prefs == null) {
      prefs = Gdx.app.getPreferences(name);
    }
    return prefs;
  }

  @Override
  public String get(String key) {
    try {
      return prefs().contains(key) ? prefs().getString(key) : null;
    } catch (RuntimeException e) {
      throw new StoreException("cannot read " + where(key) + " (" + e.getMessage() + ")");
    }
  }

  @Override
  public void put(String key, String value) {
    try {
      if (value == null) {
        prefs().remove(key);
      } else {
        prefs().putString(key, value);
      }
      prefs().flush();
    } catch (RuntimeException e) {
      // A full or disabled localStorage: libGDX's flush throws (GdxRuntimeException).
      throw new StoreException("cannot save " + where(key) + " (" + e.getMessage() + ")");
    }
  }

  @Override
  public String where(String key) {
    return "preferences " + name + ", " + key;
  }
}
