package gomoku.ui;

import com.badlogic.gdx.Gdx;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Text files asked for and not yet in (the browser fetches a file it did not preload the first time it is asked for):
 * each path with what to do with its text, given null when it could not be read. The frames carry the loading on.
 */
final class PendingTexts {
  private final List<String> paths = new ArrayList<>();
  private final List<Consumer<String>> thens = new ArrayList<>();

  void add(String path, Consumer<String> then) {
    Gdx.app.log(GomokuGame.LOG_TAG, "loading " + path);
    paths.add(path);
    thens.add(then);
  }

  boolean isEmpty() {
    return paths.isEmpty();
  }

  /** Hands each text that has come in (or failed) to what waits for it. */
  void deliver(Assets assets) {
    for (int i = paths.size() - 1; i >= 0; i--) {
      String path = paths.get(i);
      boolean failed = assets.failed(path);
      String text = failed ? null : assets.text(path);
      if (text != null || failed) {
        Consumer<String> then = thens.remove(i);
        paths.remove(i);
        Gdx.app.log(GomokuGame.LOG_TAG, (text != null ? "loaded " : "could not load ") + path);
        then.accept(text);
      }
    }
  }
}
