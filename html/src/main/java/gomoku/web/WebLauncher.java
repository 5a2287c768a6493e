package gomoku.web;

import com.badlogic.gdx.ApplicationListener;
import com.badlogic.gdx.backends.gwt.GwtApplication;
import com.badlogic.gdx.backends.gwt.GwtApplicationConfiguration;
import com.google.gwt.user.client.Window;
import gomoku.game.SteppedThinker;
import gomoku.ui.GomokuGame;
import gomoku.ui.PreferencesStore;

/** Starts the game in the browser (or, with ?bench, the engine benchmark); the canvas fills the window. */
public class WebLauncher extends GwtApplication {
  @Override
  public GwtApplicationConfiguration getConfig() {
    GwtApplicationConfiguration config = new GwtApplicationConfiguration(true);
    config.padHorizontal = 0;
    config.padVertical = 0;
    config.antialiasing = false; // MSAA buys nothing for axis-aligned 2D and costs a lot on software GL
    return config;
  }

  @Override
  public ApplicationListener createApplicationListener() {
    if (Window.Location.getParameter("bench") != null) {
      return new BenchPage();
    }
    if (Window.Location.getParameter("stepped") != null) {
      // ?stepped: think in steps between frames on the page (the way without a worker; kept for comparison)
      return new GomokuGame(() -> new SteppedThinker(16L << 20), new PreferencesStore("gomoku-saves"), null);
    }
    return new GomokuGame(() -> new WorkerThinker(32L << 20), new PreferencesStore("gomoku-saves"), null);
  }
}
