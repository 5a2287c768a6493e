package gomoku.ui;

/**
 * A text field of the platform's own, laid over the game's canvas where a dialog wants one: the browser's, the only
 * way to the system clipboard and to a phone's on-screen keyboard. The launcher that has one supplies it; elsewhere
 * the dialog's own scene2d field is used.
 */
public interface NativeTextField {
  /**
   * Shows the field over the rectangle given in the canvas's pixels (from its top-left), holding {@code text}, and
   * gives it the keyboard; {@code pixelRatio} is the canvas's pixels per CSS pixel.
   */
  void show(int left, int top, int width, int height, float pixelRatio, String text, String placeholder);

  /** What the field holds now. */
  String text();

  /** Takes the field away. */
  void hide();
}
