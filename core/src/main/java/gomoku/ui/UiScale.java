package gomoku.ui;

/**
 * How many screen pixels one unit of the screens' world covers. The screens are drawn for a world of at least
 * {@link #DESIGN_W} × {@link #DESIGN_H} and grow the world to fill any window shape (no bars), but never shrink
 * below a floor: on a touch screen one unit stays at least one CSS pixel, so a 46-unit button is a 46-pixel
 * target for a finger, and a phone gets a world the size of its screen, which the screens lay out for.
 */
public final class UiScale {
  static final float DESIGN_W = 1000;
  static final float DESIGN_H = 700;
  /** Smallest CSS pixels per unit: a finger needs full-size targets; a mouse copes with a little less. */
  static final float TOUCH_FLOOR = 1f;
  static final float POINTER_FLOOR = 0.8f;
  /** Every button's height: with the touch floor, at least the 44 CSS pixels a finger needs. */
  public static final float BUTTON_H = 46;

  private UiScale() {}

  /**
   * @param width the window's width in pixels as the backend reports it
   * @param height its height
   * @param pixelRatio pixels per CSS pixel (the browser's devicePixelRatio; 1 on the desktop, which reports
   *     its window in logical pixels)
   * @param touch whether the screen is a touch screen
   * @return screen pixels per world unit
   */
  static float pixelsPerUnit(float width, float height, float pixelRatio, boolean touch) {
    float cssW = width / pixelRatio;
    float cssH = height / pixelRatio;
    float zoom = Math.min(cssW / DESIGN_W, cssH / DESIGN_H);
    zoom = Math.max(zoom, touch ? TOUCH_FLOOR : POINTER_FLOOR);
    return zoom * pixelRatio;
  }
}
