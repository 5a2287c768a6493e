package gomoku.ui.play;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import com.badlogic.gdx.scenes.scene2d.utils.ChangeListener;
import gomoku.game.Match;
import gomoku.game.RenjuOpening;
import gomoku.game.RenjuOpeningRule;
import gomoku.game.Status;
import gomoku.ui.Assets;
import gomoku.ui.GomokuGame;
import gomoku.ui.Overlay;
import gomoku.ui.Texts;

/**
 * A renju opening rule's choice over the board while a person has to make it: swap or keep the colours (and, under
 * Taraguchi-10, offer ten fifth moves instead), or how many fifth moves black will offer (a button per number).
 */
final class RenjuOpeningChoices extends Table implements Overlay {
  /** The buttons by the name the log gives them ("SWAP", "STAY", "OFFER_TEN", "declare 3"). */
  final java.util.Map<String, TextButton> buttons = new java.util.LinkedHashMap<>();
  /** The step these choices are for: a new step needs new choices. */
  final RenjuOpeningRule.Step step;

  RenjuOpeningChoices(Assets assets, Texts texts, Match match, float maxWidth, Runnable chosen) {
    step = match.renju().step();
    setBackground(assets.skin.getDrawable("banner"));
    pad(14, 16, 14, 16).defaults().pad(4).height(48);
    boolean declare = step.kind == RenjuOpeningRule.Kind.DECLARE;
    int perRow = declare ? Math.max(1, Math.min(5, (int) ((maxWidth - 32) / 64))) : 0;
    int count = 0;
    for (RenjuOpening.Choice c : RenjuOpening.Choice.values()) {
      if (!declare && match.renju().allows(c)) {
        count++;
      }
    }
    boolean column = !declare && count * 184 + 32 > maxWidth;
    int span = declare ? perRow : column ? 1 : count;
    Label title = new Label(declare ? texts.get("renjuOpening.declare") : texts.status(Status.of(match)), assets.skin);
    title.setWrap(true);
    add(title).colspan(span)
        .width(Math.min(maxWidth - 40, declare ? Math.max(300, perRow * 64) : column ? 320 : count * 188))
        .row();
    if (declare) {
      for (int n = 1; n <= step.count; n++) {
        int number = n;
        add(button(assets, String.valueOf(n), "declare " + n, () -> match.renju().declare(number), chosen)).width(56);
        if (n % perRow == 0) {
          row();
        }
      }
    } else {
      for (RenjuOpening.Choice c : RenjuOpening.Choice.values()) {
        if (match.renju().allows(c)) {
          String text = texts.format("renjuOpening.choice." + c.name(), step.count);
          add(button(assets, text, c.name(), () -> match.renju().choose(c), chosen)).minWidth(180);
          if (column) {
            row();
          }
        }
      }
    }
    pack();
  }

  private TextButton button(Assets assets, String text, String name, Runnable action, Runnable chosen) {
    TextButton b = new TextButton(text, assets.skin);
    b.addListener(new ChangeListener() {
      @Override
      public void changed(ChangeEvent event, Actor actor) {
        Gdx.app.log(GomokuGame.LOG_TAG, "renju opening choice: " + name);
        action.run();
        chosen.run();
      }
    });
    buttons.put(name, b);
    return b;
  }
}
