package gomoku.ui;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.utils.Timer;

/**
 * Frames only when something changed: an input event, a resize, a new screen, or a screen with something moving
 * (an animation, the computer thinking, a clock) asks for the next one; otherwise the game rests and uses no
 * processor. The desktop stops its render loop for that (libGDX's non-continuous rendering). The browser's
 * backend renders every animation frame whatever it is told, so there a frame nobody asked for draws nothing and
 * the canvas keeps its last picture.
 */
public final class Redraws {
  private boolean wanted = true;
  /** The platform's hook to restart a frame loop it slowed while the game rested, or null. */
  private Runnable wakeUp;
  /** A frame asked for at a later time; made in {@link #start}, as a Timer.Task needs the running application. */
  private Timer.Task later;

  /** Stops the desktop's render loop between requests (the browser ignores it: see {@link #takeFrame}). */
  void start() {
    later = new Timer.Task() {
      @Override
      public void run() {
        request();
      }
    };
    Gdx.graphics.setContinuousRendering(false);
    request();
  }

  /** Draws the next frame. */
  public void request() {
    wanted = true;
    Gdx.graphics.requestRendering();
    if (wakeUp != null) {
      wakeUp.run();
    }
  }

  /** Whether no frame is asked for: a platform may slow its frame loop until {@link #request} runs its wake-up. */
  boolean resting() {
    return !wanted;
  }

  void setWakeUp(Runnable wakeUp) {
    this.wakeUp = wakeUp;
  }

  /** Draws a frame in {@code seconds} (a clock's next change), unless one is asked for sooner. */
  public void requestIn(float seconds) {
    later.cancel();
    Timer.schedule(later, seconds);
  }

  /**
   * Whether this frame is to be drawn, and clears the request. Where the backend honours non-continuous
   * rendering (the desktop), every frame it runs was asked for, and it presents what is drawn: it must be drawn.
   */
  boolean takeFrame() {
    boolean draw = wanted || !Gdx.graphics.isContinuousRendering();
    wanted = false;
    return draw;
  }
}
