package gomoku.ui.play;

import gomoku.ui.Overlay;

import gomoku.ui.Assets;
import gomoku.ui.Texts;
import gomoku.ui.GomokuGame;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import com.badlogic.gdx.scenes.scene2d.utils.ChangeListener;
import gomoku.game.Match;
import gomoku.game.Swap2;

/** The choices of a swap2 phase, over the board, while a person has to make one. */
final class Swap2Choices extends Table implements Overlay {
  /** The choices offered, in order. */
  final java.util.Map<Swap2.Choice, TextButton> buttons = new java.util.LinkedHashMap<>();

  Swap2Choices(Assets assets, Texts texts, Match match, float maxWidth, Runnable chosen) {
    setBackground(assets.skin.getDrawable("banner"));
    pad(14, 16, 14, 16).defaults().pad(4).height(48);
    int count = 0;
    for (Swap2.Choice c : Swap2.Choice.values()) {
      if (match.swap2().allows(c)) {
        count++;
      }
    }
    // Side by side when they fit, else one under the other (a phone).
    boolean column = count * 174 + 32 > maxWidth;
    Label title =
        new Label(texts.get((match.swap2().isSwap1() ? "swap1." : "swap2.") + match.swap2().phase().name()),
            assets.skin);
    title.setWrap(true);
    add(title).colspan(column ? 1 : count).width(Math.min(maxWidth - 40, column ? 320 : count * 178)).row();
    for (Swap2.Choice c : Swap2.Choice.values()) {
      if (!match.swap2().allows(c)) {
        continue;
      }
      TextButton b = new TextButton(texts.get("swap2.choice." + c.name()), assets.skin);
      b.addListener(new ChangeListener() {
        @Override
        public void changed(ChangeEvent event, Actor actor) {
          Gdx.app.log(GomokuGame.LOG_TAG, "swap2 choice: " + c);
          match.swap2().choose(c);
          chosen.run();
        }
      });
      buttons.put(c, b);
      add(b).minWidth(170);
      if (column) {
        row();
      }
    }
    pack();
  }
}
