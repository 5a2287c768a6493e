package gomoku.ui.play;

import gomoku.ui.Assets;
import gomoku.ui.widgets.Buttons;
import gomoku.ui.Texts;

import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
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
    this.accept = Buttons.action(assets, texts.get("draw.accept"), 1, accept);
    this.decline = Buttons.action(assets, texts.get("draw.decline"), 1, decline);
    add(this.accept).width(Math.min(160, (maxWidth - 60) / 2));
    add(this.decline).width(Math.min(160, (maxWidth - 60) / 2));
    pack();
  }
}
