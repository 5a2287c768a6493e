package gomoku.ui.play;

import gomoku.ui.Assets;
import gomoku.ui.widgets.Buttons;
import gomoku.ui.Texts;
import gomoku.ui.UiScale;

import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import com.badlogic.gdx.utils.Align;

/** Over the board: what to do with the variation the game is in (promote it, delete it, or nothing). */
final class VariationMenu extends Table {
  final TextButton promote;
  final TextButton delete;

  VariationMenu(Assets assets, Texts texts, int fromMove, float maxWidth, Runnable promote, Runnable delete,
      Runnable close) {
    setBackground(assets.skin.getDrawable("banner"));
    pad(12, 12, 12, 12).defaults().pad(4).height(UiScale.BUTTON_H);
    Label title = new Label(texts.format("variation.title", fromMove), assets.skin);
    title.setFontScale(0.85f);
    title.setWrap(true);
    title.setAlignment(Align.center);
    float each = Math.min(120, (maxWidth - 56) / 3);
    add(title).colspan(3).width(Math.min(maxWidth - 40, 3 * each + 16)).row();
    this.promote = Buttons.action(assets, texts.get("variation.promote"), 0.7f, promote);
    this.delete = Buttons.action(assets, texts.get("variation.delete"), 0.7f, delete);
    add(this.promote).width(each);
    add(this.delete).width(each);
    add(Buttons.action(assets, texts.get("variation.close"), 0.7f, close)).width(each);
    pack();
  }
}
