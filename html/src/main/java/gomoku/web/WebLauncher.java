package gomoku.web;

import com.badlogic.gdx.ApplicationListener;
import com.badlogic.gdx.backends.gwt.GwtApplication;
import com.badlogic.gdx.backends.gwt.GwtApplicationConfiguration;
import com.badlogic.gdx.backends.gwt.preloader.Preloader.PreloaderCallback;
import com.badlogic.gdx.backends.gwt.preloader.Preloader.PreloaderState;
import com.google.gwt.user.client.Window;
import gomoku.game.SteppedThinker;
import gomoku.ui.GomokuGame;

/** Starts the game in the browser (or, with ?bench, the engine benchmark); the canvas fills the window. */
public class WebLauncher extends GwtApplication {
  private GomokuGame game;

  @Override
  public GwtApplicationConfiguration getConfig() {
    GwtApplicationConfiguration config = new GwtApplicationConfiguration(true);
    config.padHorizontal = 0;
    config.padVertical = 0;
    config.antialiasing = false; // MSAA buys nothing for axis-aligned 2D and costs a lot on software GL
    return config;
  }

  /**
   * The page's own loading screen (index.html: the game's name and a bar, shown before any script arrives) instead
   * of libGDX's logo: the bar follows the assets' download, and the screen goes when they are all in.
   */
  @Override
  public PreloaderCallback getPreloaderCallback() {
    return new PreloaderCallback() {
      @Override
      public void error(String file) {
        showLoading(-1, "Could not load " + file + ". Check the connection and reload the page.");
      }

      @Override
      public void update(PreloaderState state) {
        // At the end the bar stays full until the game's first screen is up (Chinese waits for its glyphs' page).
        showLoading(state.hasEnded() ? 1 : state.getProgress(), "Loading\u2026 " + Math.round(100 * state.getProgress())
            + "%");
        if (state.hasEnded()) {
          loaded();
        }
      }
    };
  }

  /** The game's files are in: the page may now make itself installable and keep them for offline play. */
  private static native void loaded() /*-{
    if ($wnd.gomokuLoaded && !$wnd.gomokuLoadedCalled) {
      $wnd.gomokuLoadedCalled = true;
      $wnd.gomokuLoaded();
    }
  }-*/;

  /** Progress 0..1 fills the bar, above 1 removes the loading screen, below 0 leaves the bar and shows the text. */
  private static native void showLoading(float progress, String text) /*-{
    var screen = $doc.getElementById('loading');
    if (!screen) {
      return;
    }
    if (progress > 1) {
      screen.parentNode.removeChild(screen);
      return;
    }
    if (progress >= 0) {
      var bar = $doc.getElementById('loading-bar');
      bar.parentNode.className = 'bar'; // the files are counted now: the bar shows how far
      bar.style.width = Math.max(4, 100 * progress) + '%';
    }
    $doc.getElementById('loading-text').textContent = text;
  }-*/;

  @Override
  public ApplicationListener createApplicationListener() {
    if (Window.Location.getParameter("bench") != null) {
      return new BenchPage();
    }
    if (Window.Location.getParameter("stepped") != null) {
      // ?stepped: think in steps between frames on the page (the way without a worker; kept for comparison)
      game = new GomokuGame(() -> new SteppedThinker(16L << 20), new LocalStorageStore("gomoku-saves"), null);
    } else {
      game = new GomokuGame(() -> new WorkerThinker(32L << 20), new LocalStorageStore("gomoku-saves"), null);
    }
    game.setSettingsStore(new LocalStorageStore("gomoku"));
    game.setWakeUp(WebLauncher::wake);
    game.setFirstScreenShown(() -> showLoading(2, ""));
    game.setBoardImages(new DownloadedImages());
    game.setNativeTextField(new DomTextField());
    game.setCheckLayout(Window.Location.getParameter("checklayout") != null);
    game.links().setShared(Window.Location.getParameter("game"), Window.Location.getParameter("rule"),
        Window.Location.getParameter("size"), Window.Location.getParameter("opening"),
        Window.Location.getParameter("record"));
    game.links().setBase(Window.Location.getProtocol() + "//" + Window.Location.getHost() + Window.Location.getPath());
    return game;
  }

  /** libGDX's loop asks for every animation frame; while the game rests, it gets one every 100 ms instead. */
  @Override
  protected void setupMainLoop() {
    slowFramesWhileResting();
    super.setupMainLoop();
  }

  private boolean resting() {
    return game != null && game.isResting();
  }

  /**
   * Wraps the window's requestAnimationFrame (GWT's AnimationScheduler looks it up at every call): while the
   * game rests, the next frame waits for a 100 ms timer, or for {@link #wake} when the game asks for a frame (an
   * input event, a clock's tick), whichever comes first. A resting page then costs next to no processor.
   */
  private native void slowFramesWhileResting() /*-{
    var self = this;
    var animationFrame = $wnd.requestAnimationFrame.bind($wnd);
    var pending = [];
    var timer = 0;
    var runPending = function() {
      $wnd.clearTimeout(timer);
      timer = 0;
      var callbacks = pending;
      pending = [];
      for (var i = 0; i < callbacks.length; i++) {
        animationFrame(callbacks[i]);
      }
    };
    $wnd.requestAnimationFrame = function(callback, element) {
      if (!self.@gomoku.web.WebLauncher::resting()()) {
        return animationFrame(callback, element);
      }
      pending.push(callback);
      if (!timer) {
        timer = $wnd.setTimeout(runPending, 100);
      }
      return 0;
    };
    $wnd.gomokuWake = runPending;
  }-*/;

  private static native void wake() /*-{
    if ($wnd.gomokuWake) {
      $wnd.gomokuWake();
    }
  }-*/;
}
