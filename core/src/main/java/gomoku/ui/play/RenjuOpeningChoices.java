package gomoku.ui.play;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import com.badlogic.gdx.scenes.scene2d.ui.Value;
import com.badlogic.gdx.scenes.scene2d.utils.ChangeListener;
import gomoku.game.Match;
import gomoku.game.RenjuOpening;
import gomoku.game.RenjuOpeningRule;
import gomoku.game.Status;
import gomoku.record.RenjuOpenings;
import gomoku.ui.Assets;
import gomoku.ui.GomokuGame;
import gomoku.ui.Overlay;
import gomoku.ui.Texts;

/**
 * A renju opening rule's choice over the board while a person has to make it: swap or keep the colours (and, under
 * Taraguchi-10, offer ten fifth moves instead), how many fifth moves black will offer (a button per number), or,
 * before the first stone, one of the 26 openings by name (its three stones at once; the board still takes clicks).
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
    if (step.kind == RenjuOpeningRule.Kind.PLACE) {
      namedOpening(assets, texts, match, maxWidth, chosen);
      pack();
      return;
    }
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

  /** The code of the named opening the stepper shows. */
  private int named;

  /**
   * The step (it covers the status), "Or place one of the 26 openings:", the opening's name (a press steps to the
   * next), and Place.
   */
  private void namedOpening(Assets assets, Texts texts, Match match, float maxWidth, Runnable chosen) {
    Label title = new Label(texts.status(Status.of(match)) + "\n" + texts.get("renjuOpening.named"), assets.skin);
    title.setWrap(true);
    float width = Math.min(maxWidth - 40, 360);
    add(title).colspan(2).width(width).height(Value.prefHeight).row();
    TextButton name = new TextButton(texts.get("named." + RenjuOpenings.CODES[named]), assets.skin, "action");
    name.addListener(new ChangeListener() {
      @Override
      public void changed(ChangeEvent event, Actor actor) {
        named = (named + 1) % RenjuOpenings.CODES.length;
        name.setText(texts.get("named." + RenjuOpenings.CODES[named]));
        Gdx.app.log(GomokuGame.LOG_TAG, "renju named opening shown: " + RenjuOpenings.CODES[named]);
      }
    });
    buttons.put("named", name);
    add(name).width(width * 0.62f);
    add(button(assets, texts.get("renjuOpening.placeNamed"), "place",
        () -> match.renju().placeNamed(RenjuOpenings.CODES[named]), chosen)).width(width * 0.38f - 8);
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
