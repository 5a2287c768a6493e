package gomoku.web;

import com.google.gwt.core.client.JavaScriptException;
import gomoku.game.Store;
import gomoku.game.StoreException;

/**
 * A {@link Store} in the browser's localStorage, one item per key and each write a single call, so a save is whole
 * or not made. libGDX's own Preferences are not used for this: their flush rewrites every item of the name and its
 * removal loop skips items (a removed save could come back), and their reading takes in other names that start alike.
 * Items keep the names libGDX gave them ({@code name:keys}), so what earlier versions saved is found.
 */
final class LocalStorageStore implements Store {
  private final String prefix;

  LocalStorageStore(String name) {
    this.prefix = name + ":";
  }

  private String item(String key) {
    return prefix + key + "s"; // libGDX's suffix for a string
  }

  @Override
  public String get(String key) {
    try {
      return getItem(item(key));
    } catch (JavaScriptException e) {
      throw new StoreException("cannot read " + where(key) + " (" + e.getMessage() + ")");
    }
  }

  @Override
  public void put(String key, String value) {
    try {
      if (value == null) {
        removeItem(item(key));
      } else {
        setItem(item(key), value);
      }
    } catch (JavaScriptException e) {
      // localStorage full (QuotaExceededError) or turned off by the browser's settings (SecurityError)
      throw new StoreException("cannot save " + where(key) + " (" + e.getMessage() + ")");
    }
  }

  @Override
  public String where(String key) {
    return "the browser's storage for this site (" + item(key) + ")";
  }

  private static native String getItem(String item) /*-{
    return $wnd.localStorage.getItem(item);
  }-*/;

  private static native void setItem(String item, String value) /*-{
    $wnd.localStorage.setItem(item, value);
  }-*/;

  private static native void removeItem(String item) /*-{
    $wnd.localStorage.removeItem(item);
  }-*/;
}
