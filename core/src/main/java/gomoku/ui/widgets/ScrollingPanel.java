package gomoku.ui.widgets;

import gomoku.ui.Assets;

import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.ui.ScrollPane;
import com.badlogic.gdx.scenes.scene2d.ui.Table;

/**
 * A settings screen's panel (the home screen, the new game's options): the skin's panel background around content
 * that scrolls up and down only where the window is too short for it. The bar stays shown and the content never
 * springs back, so a player sees there is more below and where it ends.
 */
public final class ScrollingPanel extends Table {
  /** The content's scroll pane: give it the stage's scroll focus so that the mouse wheel scrolls it. */
  public final ScrollPane scroll;

  /** The panel pads the content by {@code margin} at the sides, a little less above and below. */
  public ScrollingPanel(Assets assets, Actor content, float margin) {
    scroll = new ScrollPane(content);
    scroll.setOverscroll(false, false);
    scroll.setFadeScrollBars(false);
    scroll.setScrollingDisabled(true, false);
    setBackground(assets.skin.getDrawable("panel"));
    pad(10, margin, 12, margin);
    add(scroll).expand().fill();
  }
}
