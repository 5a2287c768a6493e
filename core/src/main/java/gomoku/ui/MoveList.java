package gomoku.ui;

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
import gomoku.rules.Notation;
import gomoku.rules.GameState;
import java.util.List;
import java.util.function.IntConsumer;

/**
 * The game's moves in the panel, numbered, a few to a row and scrolling: the move on the board is marked, moves
 * after it (that redo or the step buttons bring back) are dim, and a click or tap on a move shows the game there.
 */
final class MoveList extends ScrollPane {
  private static final float ENTRY_WIDTH = 72;
  private static final float ENTRY_HEIGHT = 24;
  private final Assets assets;
  private final Table entries = new Table();
  private final IntConsumer onPick;
  private final GameReview review;
  private int perRow = 4;
  private Label current;
  private String shown = "";

  /** {@code onPick} gets the number of the move picked (1 for the first; 0 for the empty board is not offered). */
  MoveList(Assets assets, GameReview review, IntConsumer onPick) {
    super(null);
    this.assets = assets;
    this.review = review;
    this.onPick = onPick;
    setActor(entries);
    setOverscroll(false, false);
    setFadeScrollBars(false);
    setScrollingDisabled(true, false);
    entries.top().left();
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

  /** How tall the list is for {@code rows} rows of moves. */
  static float height(int rows) {
    return rows * ENTRY_HEIGHT;
  }

  /** Lays out as many moves to a row as {@code width} holds. */
  void setRowWidth(float width) {
    perRow = Math.max(2, (int) (width / ENTRY_WIDTH));
    shown = "";
  }

  /** Shows the game's line with move {@code state.moveCount()} marked; does nothing when that has not changed. */
  void show(GameState state) {
    List<Integer> line = state.line();
    int at = state.moveCount();
    String key = line + "@" + at + "/" + perRow + "/" + review.version();
    if (key.equals(shown)) {
      return;
    }
    shown = key;
    entries.clearChildren();
    current = null;
    for (int i = 0; i < line.size(); i++) {
      int number = i + 1;
      MoveReview judged = review.move(number);
      MoveMark mark = judged == null ? MoveMark.NONE : judged.mark;
      Label entry = new Label(number + ". " + Notation.name(state.size(), line.get(i)) + symbol(mark), assets.skin,
          number > at ? "dim" : mark.isError() ? (mark == MoveMark.MISTAKE ? "caution" : "warning") : "default");
      entry.setFontScale(0.7f);
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
          onPick.accept(number);
        }
      });
      entries.add(entry).width(ENTRY_WIDTH - 4).height(ENTRY_HEIGHT - 2).pad(1, 2, 1, 2);
      if (number % perRow == 0) {
        entries.row();
      }
    }
    layout();
    if (current != null) {
      scrollTo(current.getX(), current.getY(), current.getWidth(), current.getHeight(), false, true);
    }
  }
}
