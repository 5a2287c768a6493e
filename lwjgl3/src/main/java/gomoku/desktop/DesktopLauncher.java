package gomoku.desktop;

import com.badlogic.gdx.backends.lwjgl3.Lwjgl3Application;
import com.badlogic.gdx.Files.FileType;
import com.badlogic.gdx.backends.lwjgl3.Lwjgl3ApplicationConfiguration;
import gomoku.ui.GomokuGame;

/** Starts the desktop game in a resizable window. */
public final class DesktopLauncher {
  private DesktopLauncher() {}

  public static void main(String[] args) {
    Lwjgl3ApplicationConfiguration config = new Lwjgl3ApplicationConfiguration();
    config.setTitle("Gomoku");
    config.setWindowIcon(FileType.Classpath, "icons/gomoku-128.png", "icons/gomoku-48.png", "icons/gomoku-32.png",
        "icons/gomoku-16.png");
    config.setWindowedMode(Integer.getInteger("gomoku.width", 1100), Integer.getInteger("gomoku.height", 760));
    config.setWindowSizeLimits(480, 400, -1, -1);
    config.useVsync(true);
    config.setForegroundFPS(60);
    config.setBackBufferConfig(8, 8, 8, 8, 16, 0, 4);
    java.nio.file.Path home = java.nio.file.Paths.get(System.getProperty("user.home"));
    GomokuGame game = new GomokuGame(ThreadedThinker::new, new FileStore(home.resolve(".gomoku")),
        new PsqFolder(home.resolve("Gomoku")));
    game.setCheckLayout(Boolean.getBoolean("gomoku.checkLayout"));
    game.setBoardImages(new PngFolder(home.resolve("Gomoku")));
    // An empty clipboard is not an error worth a stack trace (Load asks for its text).
    Lwjgl3ApplicationConfiguration.errorStream = new GlfwErrors(System.err);
    new Lwjgl3Application(game, config);
  }
}
