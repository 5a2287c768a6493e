package gomoku.ui.play;

import gomoku.ui.Assets;

import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.scenes.scene2d.InputEvent;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.ScrollPane;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.utils.ClickListener;
import com.badlogic.gdx.utils.Align;
import gomoku.game.GameReview;
import gomoku.game.MoveMark;
import gomoku.game.MoveReview;
import gomoku.record.GameTree;
import gomoku.rules.Notation;
import gomoku.rules.GameState;
import java.util.List;

/**
 * The game's moves in the panel, numbered, a few to a row and scrolling: the move on the board is marked, moves
 * after it (that redo or the step buttons bring back) are dim, and a click or tap on a move shows the game there.
 */
final class MoveList extends ScrollPane {
  private static final float ENTRY_WIDTH = 72;
  private static final float ENTRY_HEIGHT = 24;
  private final Assets assets;
  private final Table entries = new Table();
  private final Picks picks;
  private final GameReview review;
  private int perRow = 4;
  private Label current;
  private String shown = "";
  /** The alternatives shown, by name ("(i10)"), and whether the list changed since the screen last asked. */
  final java.util.Map<String, Label> alternatives = new java.util.LinkedHashMap<>();
  private boolean changed;
  private int cells;

  /** {@code onPick} gets the number of the move picked (1 for the first; 0 for the empty board is not offered). */
  /** What a click or tap on the list asks for. */
  interface Picks {
    /** The game at move {@code number} (1 for the first); the move on the board itself: its variation's menu. */
    void move(int number);

    /** The alternative {@code move} tried instead of move {@code number}. */
    void variation(int number, int move);
  }

  MoveList(Assets assets, GameReview review, Picks picks) {
    super(null);
    this.assets = assets;
    this.review = review;
    this.picks = picks;
    setActor(entries);
    setOverscroll(false, false);
    setFadeScrollBars(false);
    setScrollingDisabled(true, false);
    entries.top().left();
    addCaptureListener(new com.badlogic.gdx.scenes.scene2d.InputListener() {
      @Override
      public boolean touchDown(InputEvent event, float x, float y, int pointer, int button) {
        scrollPending = false; // the player takes over the list's scrolling
        return false;
      }

      @Override
      public boolean scrolled(InputEvent event, float x, float y, float amountX, float amountY) {
        scrollPending = false;
        return false;
      }
    });
  }

  /** The annotation players know from chess: ?? an error that cost the game, ? a mistake, ! the only move. */
  static String symbol(MoveMark mark) {
    switch (mark) {
      case MISSED_WIN:
      case BLUNDER:
        return "??";
      case MISTAKE:
        return "?";
      case ONLY_DEFENCE:
        return "!";
      default:
        return "";
    }
  }

  /** The entry of the move on the board, or null. */
  Label current() {
    return current;
  }

  /** Whether the entry of the move on the board is within the list's visible part (true when there is none). */
  boolean currentInView() {
    if (current == null) {
      return true;
    }
    float fromTop = entries.getHeight() - current.getY() - current.getHeight();
    return fromTop >= getVisualScrollY() - 1 && fromTop + current.getHeight() <= getVisualScrollY() + getScrollHeight()
        + 1;
  }

  /** Whether the list was rebuilt since the last call (its entries moved). */
  boolean takeChanged() {
    boolean c = changed;
    changed = false;
    return c;
  }

  /** One cell of the grid, a move or an alternative. */
  private void add(Label label) {
    entries.add(label).width(ENTRY_WIDTH - 4).height(ENTRY_HEIGHT - 2).pad(1, 2, 1, 2);
    if (++cells % perRow == 0) {
      entries.row();
    }
  }

  /** How tall the list is for {@code rows} rows of moves. */
  static float height(int rows) {
    return rows * ENTRY_HEIGHT;
  }

  /** The entry's text size: 0.7, or smaller where "220. m15??" would not fit its cell (never cut to "220. m…"). */
  private static float fitScale(Label entry) {
    float natural = new com.badlogic.gdx.graphics.g2d.GlyphLayout(entry.getStyle().font, entry.getText()).width * 0.7f;
    float room = ENTRY_WIDTH - 10;
    return natural <= room ? 0.7f : Math.max(0.45f, 0.7f * room / natural);
  }

  /** Lays out as many moves to a row as {@code width} holds. */
  void setRowWidth(float width) {
    perRow = Math.max(2, (int) (width / ENTRY_WIDTH));
    shown = "";
  }

  /**
   * Shows the game's {@code line} with move {@code state.moveCount()} marked and, after a move, the alternatives the
   * tree holds in brackets, under a {@code heading} across the list (null: none), from the move after the first
   * {@code setupMoves} (a set-up position's stones); does nothing when none of that has changed.
   */
  void show(GameState state, List<Integer> line, GameTree tree, String heading, int setupMoves) {
    int at = state.moveCount();
    String key = gomoku.record.TreeText.write(state.size(), tree) + "|" + line + "@" + at + "/" + perRow + "/"
        + review.version() + "/" + heading + "/" + setupMoves;
    if (key.equals(shown)) {
      return;
    }
    shown = key;
    entries.clearChildren();
    alternatives.clear();
    changed = true;
    cells = 0;
    current = null;
    if (heading != null) {
      String[] parts = heading.split("\n"); // the opening's name; an opening rule's record
      for (int i = 0; i < parts.length; i++) {
        Label title = new Label(parts[i], assets.skin, "dim");
        title.setFontScale(0.7f);
        com.badlogic.gdx.scenes.scene2d.ui.Cell<Label> cell =
            entries.add(title).colspan(perRow).width(perRow * ENTRY_WIDTH - 4).pad(1, 2, 1, 2).left();
        title.setWrap(true);
        cell.row();
      }
    }
    for (int i = setupMoves; i < line.size(); i++) { // a set-up position's stones were not moves
      int number = i + 1;
      MoveReview judged = review.move(number);
      MoveMark mark = judged == null ? MoveMark.NONE : judged.mark;
      Label entry = new Label(number + ". " + Notation.name(state.size(), line.get(i)) + symbol(mark), assets.skin,
          number > at ? "dim" : mark.isError() ? (mark == MoveMark.MISTAKE ? "caution" : "warning") : "default");
      entry.setFontScale(fitScale(entry));
      entry.setAlignment(Align.left);
      entry.setEllipsis(true);
      if (number == at) {
        entry.setStyle(new Label.LabelStyle(entry.getStyle()));
        entry.getStyle().background = assets.skin.getDrawable("mark");
        entry.getStyle().fontColor = new Color(0x1b1d22ff);
        current = entry;
      }
      entry.addListener(new ClickListener() {
        @Override
        public void clicked(InputEvent event, float x, float y) {
          picks.move(number);
        }
      });
      add(entry);
      for (int alternative : tree.alternatives(number)) {
        Label other = new Label("(" + Notation.name(state.size(), alternative) + ")", assets.skin, "variation");
        other.setFontScale(0.7f);
        other.setAlignment(Align.left);
        other.addListener(new ClickListener() {
          @Override
          public void clicked(InputEvent event, float x, float y) {
            picks.variation(number, alternative);
          }
        });
        add(other);
        alternatives.put(other.getText().toString(), other);
      }
    }
    scrollPending = true;
    layout();
  }

  /**
   * Since the list was rebuilt, the move on the board is kept in view at every layout, until the player scrolls: the
   * panel settles its size after the list is filled, and a list scrolled only once stayed half-way.
   */
  private boolean scrollPending;

  @Override
  public void layout() {
    super.layout();
    if (scrollPending && current != null && getHeight() > 0) {
      scrollTo(current.getX(), current.getY(), current.getWidth(), current.getHeight(), false, true);
      updateVisualScroll();
    }
  }
}
