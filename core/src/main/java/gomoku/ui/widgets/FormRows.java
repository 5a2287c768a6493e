package gomoku.ui.widgets;

import gomoku.ui.Assets;
import gomoku.ui.Texts;
import gomoku.ui.GomokuGame;
import gomoku.ui.UiScale;
import gomoku.ui.StageScreen;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Touchable;
import com.badlogic.gdx.scenes.scene2d.ui.ButtonGroup;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import com.badlogic.gdx.scenes.scene2d.utils.ChangeListener;
import java.util.ArrayList;
import java.util.List;

/**
 * The rows of a settings screen (the home screen, the new game's options): a section heading, a row's name beside
 * its buttons, exclusive choices, steppers; every button named for the keyboard's ring and the layout log
 * ("menu: White Computer at 612,463"). A screen makes a new one each time it lays out, for that width.
 */
public final class FormRows {
  private final Assets assets;
  private final Texts texts;
  /** The buttons in reading order with their log names (shared with the screen's {@link KeyFocus}). */
  final List<TextButton> buttons;
  final List<String> names;
  /** One section's column, the row names' column, and the type's scale, for the arrangement being built. */
  public final float columnWidth;
  public final float labelWidth;
  public final float fontScale;

  public FormRows(Assets assets, Texts texts, List<TextButton> buttons, List<String> names, float columnWidth) {
    this.assets = assets;
    this.texts = texts;
    this.buttons = buttons;
    this.names = names;
    this.columnWidth = columnWidth;
    // A phone keeps each row's name beside its buttons, in smaller type: names above them would double the rows.
    this.labelWidth = (float) Math.floor(columnWidth < 420 ? 80 : Math.min(112, columnWidth * 0.25f));
    this.fontScale = columnWidth < 420 ? 0.72f : 0.9f;
  }

  /** A table whose rows are a name and its buttons, under a heading in the accent colour. */
  public Table section(String key) {
    Table t = new Table();
    t.defaults().pad(3, 0, 3, 0);
    Label heading = new Label(texts.get(key), assets.skin);
    heading.setColor(Assets.ACCENT);
    t.add(heading).colspan(2).left().padTop(4).row();
    return t;
  }

  public void labelledRow(Table t, String key, Table buttonsRow) {
    Label label = new Label(texts.get(key), assets.skin);
    label.setFontScale(fontScale);
    label.setEllipsis(true);
    addLabel(t, label);
    t.add(buttonsRow).left().row();
  }

  /** A row's name, in the first column. */
  public void addLabel(Table t, Label label) {
    t.add(label).width(labelWidth).left();
  }

  /** A line of explanation under a row, in the buttons' column. */
  public void note(Table t, Label label) {
    t.add().width(labelWidth);
    t.add(label).width(columnWidth - labelWidth).left().padTop(0).row();
  }

  public Label dim(String text) {
    Label l = new Label(text, assets.skin, "dim");
    l.setFontScale(0.8f);
    l.setWrap(true);
    return l;
  }

  public TextButton button(String text) {
    TextButton b = new TextButton(text, assets.skin);
    b.getLabel().setFontScale(fontScale);
    b.getLabel().setEllipsis(true);
    b.getLabelCell().minWidth(0);
    return b;
  }

  /**
   * How many choice buttons a row of {@code width} holds when each must show the widest of {@code texts} whole (its
   * text at the buttons' scale, their padding and the gap between them), at least one.
   */
  private int buttonsARow(float width, String... texts) {
    com.badlogic.gdx.graphics.g2d.GlyphLayout layout = new com.badlogic.gdx.graphics.g2d.GlyphLayout();
    float widest = 0;
    float scale = assets.font.getData().scaleX;
    assets.font.getData().setScale(fontScale);
    for (String t : texts) {
      layout.setText(assets.font, t);
      widest = Math.max(widest, layout.width);
    }
    assets.font.getData().setScale(scale);
    return Math.max(1, Math.min(texts.length, (int) ((width + 6) / (widest + BUTTON_TEXT_PADDING + 6))));
  }

  /** A button's padding either side of its text and some air (the skin pads 6 units a side). */
  private static final float BUTTON_TEXT_PADDING = 20;

  /** A button that acts on each press rather than staying pressed: a press does not turn it on. */
  public static void unchecking(TextButton b) {
    b.setProgrammaticChangeEvents(false);
    b.addListener(new ChangeListener() {
      @Override
      public void changed(ChangeEvent event, Actor actor) {
        b.setChecked(false);
      }
    });
  }

  /** A button that does {@code action} when pressed. */
  public static void onPress(TextButton b, Runnable action) {
    b.addListener(new ChangeListener() {
      @Override
      public void changed(ChangeEvent event, Actor actor) {
        action.run();
      }
    });
  }

  /** One button across the row's whole width. */
  public Table wide(TextButton b) {
    Table row = new Table();
    row.add(b).width(columnWidth - labelWidth).height(UiScale.BUTTON_H);
    return row;
  }

  public interface Text {
    String get();
  }

  /** A button that steps through a setting's values, showing the current one. */
  public TextButton stepper(String name, Text text, Runnable next) {
    TextButton b = button(text.get());
    unchecking(b);
    onPress(b, () -> {
      next.run();
      b.setText(text.get());
    });
    register(b, name);
    return b;
  }

  public interface IntText {
    String text(int i);
  }

  public interface IntTest {
    boolean test(int i);
  }

  public interface IntAction {
    void run(int i);
  }

  /** Exclusive choice buttons sharing the row's width. */
  public Table choices(String name, int count, IntText logText, IntText text, IntTest selected, IntAction choose) {
    return choices(name, count, logText, text, selected, choose, columnWidth - labelWidth);
  }

  /**
   * Exclusive choice buttons sharing {@code width}: in one row, or in as many as it takes for each to show its text
   * whole (a language's longer words).
   */
  public Table choices(String name, int count, IntText logText, IntText text, IntTest selected, IntAction choose,
      float width) {
    String[] texts = new String[count];
    for (int i = 0; i < count; i++) {
      texts[i] = text.text(i);
    }
    return choices(name, count, buttonsARow(width, texts), logText, text, selected, choose, width);
  }

  /** Exclusive choice buttons, {@code perRow} a row sharing {@code width} (the last row's stay in the same columns). */
  private Table choices(String name, int count, int perRow, IntText logText, IntText text, IntTest selected,
      IntAction choose, float width) {
    Table row = new Table();
    ButtonGroup<TextButton> group = new ButtonGroup<>();
    float each = (float) Math.floor((width - 6 * (perRow - 1)) / perRow);
    for (int i = 0; i < count; i++) {
      final int index = i;
      TextButton b = button(text.text(i));
      b.setProgrammaticChangeEvents(false);
      group.add(b);
      b.setChecked(selected.test(i));
      b.addListener(new ChangeListener() {
        @Override
        public void changed(ChangeEvent event, Actor actor) {
          if (b.isChecked()) {
            choose.run(index);
          }
        }
      });
      boolean endsRow = i % perRow == perRow - 1 || i == count - 1;
      row.add(b).width(each).height(UiScale.BUTTON_H).padRight(endsRow ? 0 : 6)
          .padBottom(i / perRow < (count - 1) / perRow ? 6 : 0)
          .left();
      if (i % perRow == perRow - 1 && i < count - 1) {
        row.row();
      }
      register(b, name + " " + logText.text(i));
    }
    return row;
  }

  /** Greys out and stops the buttons that mean nothing for the present choice (a person's level). */
  public static void enable(boolean on, TextButton... buttons) {
    for (TextButton b : buttons) {
      b.setDisabled(!on);
      b.getColor().a = on ? 1f : 0.45f;
      b.setTouchable(on ? Touchable.enabled : Touchable.disabled);
    }
  }

  public void register(TextButton b, String name) {
    buttons.add(b);
    names.add(name);
  }

  /**
   * Where each button's centre is on screen ("{@code screen}: name at x,y"), then "{@code screen} shown", for people
   * reading the log and for end-to-end tests.
   */
  public static void log(StageScreen screen, String prefix, List<TextButton> buttons, List<String> names) {
    for (int i = 0; i < buttons.size(); i++) {
      screen.logCentre(prefix + ": " + names.get(i), buttons.get(i));
    }
    Gdx.app.log(GomokuGame.LOG_TAG, prefix + " shown");
  }
}
