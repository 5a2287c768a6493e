package gomoku.ui;

import gomoku.ui.board.BoardActor;

import com.badlogic.gdx.graphics.g2d.GlyphLayout;
import com.badlogic.gdx.math.Rectangle;
import com.badlogic.gdx.math.Vector2;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Group;
import com.badlogic.gdx.scenes.scene2d.Stage;
import com.badlogic.gdx.scenes.scene2d.ui.Button;
import com.badlogic.gdx.scenes.scene2d.ui.Dialog;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.ScrollPane;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.utils.Layout;
import java.util.ArrayList;
import java.util.List;

/**
 * Finds what a player would see as a broken layout, for the end-to-end tests that lay screens out at many sizes
 * (on with {@link GomokuGame#setCheckLayout}): a control or text outside the window, two controls on top of
 * each other, a label whose text is wider than its room (cut, or ended in "…") or a wrapped text taller than
 * its room. Overlays that sit over the board on purpose (the help, the result, a popup, a dialog) are left out;
 * what a scroll pane holds is checked against the pane's own bounds only where it shows.
 */
public final class LayoutCheck {
  /** A little slack for rounding: half a unit. */
  private static final float SLACK = 0.5f;

  private LayoutCheck() {}

  /** The problems on {@code stage} now, one sentence each (empty: none). */
  static List<String> problems(Stage stage) {
    for (Actor a : stage.getActors()) {
      if (a instanceof Layout) {
        ((Layout) a).validate();
      }
    }
    List<Actor> leaves = new ArrayList<>();
    List<Rectangle> frames = new ArrayList<>();
    List<String> out = new ArrayList<>();
    Rectangle window = new Rectangle(0, 0, stage.getWidth(), stage.getHeight());
    List<Rectangle> panels = new ArrayList<>(); // the frames that are panels, checked in full as the window is
    for (Actor a : stage.getActors()) {
      collect(a, window, leaves, frames, panels, out);
    }
    List<Rectangle> boxes = new ArrayList<>();
    for (int i = 0; i < leaves.size(); i++) {
      Actor a = leaves.get(i);
      Rectangle r = bounds(a);
      boxes.add(r);
      Rectangle frame = frames.get(i);
      // In a scroll pane: across, within the pane; up and down, it scrolls into view. In a panel: within it.
      boolean whole = frame == window || isOneOf(frame, panels);
      boolean fits =
          whole ? contains(frame, r) : r.x >= frame.x - SLACK && r.x + r.width <= frame.x + frame.width + SLACK;
      if (!fits) {
        out.add(name(a) + " lies outside " + (frame == window ? "the window" : whole ? "its panel" : "its scroll pane")
            + ": " + r + " in " + frame);
      }
    }
    // What a scroll pane clips is out of sight: only its visible part can lie over something else.
    for (int i = 0; i < leaves.size(); i++) {
      if (frames.get(i) != window) {
        Rectangle seen = new Rectangle();
        boolean visible = com.badlogic.gdx.math.Intersector.intersectRectangles(boxes.get(i), frames.get(i), seen);
        boxes.set(i, visible ? seen : new Rectangle(-1e6f, -1e6f, 0, 0));
      }
    }
    for (int i = 0; i < leaves.size(); i++) {
      for (int j = i + 1; j < leaves.size(); j++) {
        if (overlap(boxes.get(i), boxes.get(j))) {
          out.add(name(leaves.get(i)) + " and " + name(leaves.get(j)) + " overlap: " + boxes.get(i) + " "
              + boxes.get(j));
        }
      }
    }
    return out;
  }

  /** The actors a player reads or presses, each checked for its text; a button counts as one. */
  private static void collect(Actor a, Rectangle frame, List<Actor> leaves, List<Rectangle> frames,
      List<Rectangle> panels, List<String> out) {
    if (!a.isVisible() || isOverlay(a)) {
      return;
    }
    if (a instanceof ScrollPane) {
      if (!contains(frame, bounds(a))) {
        out.add("a scroll pane lies outside the window: " + bounds(a));
      }
      Actor content = ((ScrollPane) a).getActor();
      if (content != null) {
        collect(content, bounds(a), leaves, frames, panels, out);
      }
      return;
    }
    if (a instanceof Button) {
      leaves.add(a);
      frames.add(frame);
      for (Actor c : ((Button) a).getChildren()) {
        if (c instanceof Label) {
          checkText((Label) c, name(a), out);
        }
      }
      return;
    }
    if (a instanceof Label) {
      Label l = (Label) a;
      if (l.getText().length() > 0) {
        leaves.add(a);
        frames.add(frame);
        checkText(l, name(a), out);
      }
      return;
    }
    if (a instanceof BoardActor) {
      leaves.add(a);
      frames.add(frame);
      return;
    }
    if (a instanceof Group) {
      // A table drawn on a background (the game's panel, the menu's card) holds its controls inside it.
      Rectangle inner = frame;
      if (a instanceof Table && ((Table) a).getBackground() != null) {
        inner = bounds(a);
        panels.add(inner);
      }
      for (Actor c : ((Group) a).getChildren()) {
        collect(c, inner, leaves, frames, panels, out);
      }
    }
  }

  private static boolean isOneOf(Rectangle r, List<Rectangle> all) {
    for (Rectangle one : all) {
      if (one == r) {
        return true;
      }
    }
    return false;
  }

  private static boolean isOverlay(Actor a) {
    return a instanceof Overlay || a instanceof Dialog;
  }

  /** A one-line label's text must fit its width; a wrapped one's lines must fit its height. */
  private static void checkText(Label l, String where, List<String> out) {
    GlyphLayout g = new GlyphLayout();
    float scaleX = l.getFontScaleX();
    float scaleY = l.getFontScaleY();
    l.getStyle().font.getData().setScale(scaleX, scaleY);
    try {
      if (l.getWrap()) {
        g.setText(l.getStyle().font, l.getText(), l.getStyle().fontColor, l.getWidth(), l.getLabelAlign(), true);
        if (g.height > l.getHeight() + SLACK) {
          out.add(where + ": '" + l.getText() + "' needs " + Math.round(g.height) + " units of height, has "
              + Math.round(l.getHeight()));
        }
      } else {
        g.setText(l.getStyle().font, l.getText());
        if (g.width > l.getWidth() + SLACK) {
          out.add(where + ": '" + l.getText() + "' needs " + Math.round(g.width) + " units of width, has "
              + Math.round(l.getWidth()));
        }
      }
    } finally {
      l.getStyle().font.getData().setScale(1, 1);
    }
  }

  private static Rectangle bounds(Actor a) {
    Vector2 low = a.localToStageCoordinates(new Vector2(0, 0));
    Vector2 high = a.localToStageCoordinates(new Vector2(a.getWidth(), a.getHeight()));
    return new Rectangle(Math.min(low.x, high.x), Math.min(low.y, high.y), Math.abs(high.x - low.x),
        Math.abs(high.y - low.y));
  }

  static boolean contains(Rectangle outer, Rectangle inner) {
    return inner.x >= outer.x - SLACK && inner.y >= outer.y - SLACK
        && inner.x + inner.width <= outer.x + outer.width + SLACK
        && inner.y + inner.height <= outer.y + outer.height + SLACK;
  }

  static boolean overlap(Rectangle a, Rectangle b) {
    return a.x + SLACK < b.x + b.width && b.x + SLACK < a.x + a.width && a.y + SLACK < b.y + b.height
        && b.y + SLACK < a.y + a.height;
  }

  /** What the log calls an actor: its text, or its kind. */
  private static String name(Actor a) {
    if (a instanceof com.badlogic.gdx.scenes.scene2d.ui.TextButton) {
      return "button '" + ((com.badlogic.gdx.scenes.scene2d.ui.TextButton) a).getText() + "'";
    }
    if (a instanceof Label) {
      String t = ((Label) a).getText().toString();
      return "label '" + (t.length() > 30 ? t.substring(0, 30) + "…" : t) + "'";
    }
    return a.getClass().getSimpleName();
  }
}
