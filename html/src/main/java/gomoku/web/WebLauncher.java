package gomoku.web;

import com.badlogic.gdx.ApplicationListener;
import com.badlogic.gdx.backends.gwt.GwtApplication;
import com.badlogic.gdx.backends.gwt.GwtApplicationConfiguration;
import gomoku.ui.GomokuGame;

/** Starts the game in the browser; the canvas fills the window and follows its size. */
public class WebLauncher extends GwtApplication {
  @Override
  public GwtApplicationConfiguration getConfig() {
    GwtApplicationConfiguration config = new GwtApplicationConfiguration(true);
    config.padHorizontal = 0;
    config.padVertical = 0;
    config.antialiasing = true;
    return config;
  }

  @Override
  public ApplicationListener createApplicationListener() {
    return new GomokuGame();
  }
}
