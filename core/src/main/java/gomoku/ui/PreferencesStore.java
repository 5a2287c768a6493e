package gomoku.ui;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.Preferences;
import gomoku.game.Store;

/** A {@link Store} in libGDX Preferences: localStorage in the browser (each key is written whole). */
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
    return prefs().contains(key) ? prefs().getString(key) : null;
  }

  @Override
  public void put(String key, String value) {
    if (value == null) {
      prefs().remove(key);
    } else {
      prefs().putString(key, value);
    }
    prefs().flush();
  }
}
