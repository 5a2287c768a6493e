package gomoku.ui;

/**
 * Where the board goes as a picture (PNG), the platform's way: a file in the desktop's records folder, a download in
 * the browser. Called right after a frame is drawn, while the picture is still on screen.
 */
public interface BoardImages {
  /**
   * Saves the screen's rectangle ({@code x}, {@code top}: its top left corner in screen pixels as libGDX reports
   * them, y downwards) as a PNG called {@code name}; returns where it went, for the player.
   */
  String save(int x, int top, int width, int height, String name) throws java.io.IOException;
}
