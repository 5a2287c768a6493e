package gomoku.ui;

import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import com.badlogic.gdx.scenes.scene2d.utils.ChangeListener;
import com.badlogic.gdx.utils.Align;

/** Between people: one offers a draw, and the other accepts it or plays on, over the board. */
final class DrawOffer extends Table {
  final TextButton accept;
  final TextButton decline;

  DrawOffer(Assets assets, Texts texts, int offeringColour, float maxWidth, Runnable accept, Runnable decline) {
    setBackground(assets.skin.getDrawable("banner"));
    pad(14, 16, 14, 16).defaults().pad(4).height(48);
    Label title = new Label(texts.format("draw.offer", texts.colour(offeringColour)), assets.skin);
    title.setWrap(true);
    title.setAlignment(Align.center);
    add(title).colspan(2).width(Math.min(maxWidth - 40, 340)).row();
    this.accept = button(assets, texts.get("draw.accept"), accept);
    this.decline = button(assets, texts.get("draw.decline"), decline);
    add(this.accept).width(Math.min(160, (maxWidth - 60) / 2));
    add(this.decline).width(Math.min(160, (maxWidth - 60) / 2));
    pack();
  }

  private static TextButton button(Assets assets, String text, Runnable action) {
    TextButton b = new TextButton(text, assets.skin, "action");
    b.addListener(new ChangeListener() {
      @Override
      public void changed(ChangeEvent event, Actor actor) {
        action.run();
      }
    });
    return b;
  }
}
