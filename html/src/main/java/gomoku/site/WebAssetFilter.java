package gomoku.site;

import com.badlogic.gdx.backends.gwt.preloader.DefaultAssetFilter;

/**
 * Which assets the page fetches before the menu (the GWT compiler asks it, through {@code gdx.assetfilterclass}):
 * all but the font's pages for languages other than English (the Chinese one is a third of the first load), which
 * the game fetches when such a language is chosen (gomoku.ui.Assets#glyphsReady), the puzzle files, which it fetches
 * when the Puzzles screen first shows a rule (gomoku.ui.GomokuGame#loadText), the win sound, which comes while the
 * menu shows (gomoku.ui.Assets#update), and the fonts' licences, which ship with the game but are never read by it (on a phone's connection every request in
 * the first load costs a round trip).
 */
public class WebAssetFilter extends DefaultAssetFilter {
  @Override
  public boolean preload(String file) {
    String path = file.replace('\\', '/');
    return !path.contains("fonts/ui-") && !path.contains("puzzles/") && !path.endsWith("sounds/win.wav")
        && !path.contains("/LICENSE-");
  }
}
