package gomoku.ui;

import com.badlogic.gdx.scenes.scene2d.actions.Actions;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import com.badlogic.gdx.utils.Align;
import gomoku.rules.GameState;

/** The result of a finished game, over the board where it hides the fewest stones, with what to do next. */
final class Banner extends Table {
  /**
   * {@code again} names what {@code playAgain} does: a rematch with colours swapped, or another computer game.
   * The banner is at most {@code maxWidth} wide (the board's width): the result wraps, the buttons stack.
   */
  Banner(Assets assets, Texts texts, String result, String again, float maxWidth, Runnable playAgain,
      Runnable close) {
    setBackground(assets.skin.getDrawable("banner"));
    boolean narrow = maxWidth < 560;
    pad(narrow ? 12 : 18, narrow ? 14 : 32, narrow ? 12 : 18, narrow ? 14 : 32).defaults().pad(5);
    // The ui font (it has every character the translations use; the title font only the game's name).
    Label title = new Label(result, assets.skin);
    title.setFontScale(narrow ? 1.1f : 1.3f);
    title.setAlignment(Align.center);
    float textWidth = Math.min(title.getPrefWidth(), maxWidth - 60);
    title.setWrap(true);
    add(title).colspan(2).width(textWidth).row();
    if (narrow) { // one under the other, each the banner's width: side by side they would wrap to three lines
      float buttonWidth = Math.min(320, maxWidth - 60);
      add(button(assets, again, playAgain)).colspan(2).width(buttonWidth).minHeight(48).row();
      add(button(assets, texts.get("banner.look"), close)).colspan(2).width(buttonWidth).minHeight(48);
    } else {
      add(button(assets, again, playAgain)).width(270).minHeight(48);
      add(button(assets, texts.get("banner.look"), close)).width(220).minHeight(48);
    }
  }

  private static TextButton button(Assets assets, String text, Runnable action) {
    TextButton b = Buttons.of(assets, "default", text, 1, action);
    b.getLabel().setWrap(true);
    return b;
  }

  /**
   * Over the board where it hides the fewest stones (none, as a rule: games fill the middle), and of those the
   * place farthest from the winning line: the finished game stays in view.
   */
  void placeOver(BoardActor board, GameState state) {
    pack();
    float stone = board.step();
    int[] line = state.winningLine();
    float lineY = line == null ? board.getHeight() / 2
        : (board.centreY(line[0]) + board.centreY(line[line.length - 1])) / 2;
    float bestY = 0;
    long best = Long.MAX_VALUE;
    for (float y = 0; y + getHeight() <= board.getHeight(); y += stone / 4) {
      int hidden = 0;
      for (int p : state.moves()) {
        if (p == gomoku.rules.GameState.PASS) {
          continue;
        }
        float stoneY = board.centreY(p);
        if (stoneY + stone / 2 > y && stoneY - stone / 2 < y + getHeight()) {
          hidden++;
        }
      }
      long cost = hidden * 100_000L - (long) Math.abs(y + getHeight() / 2 - lineY);
      if (cost < best) {
        best = cost;
        bestY = y;
      }
    }
    setPosition(board.getX() + (board.getWidth() - getWidth()) / 2, board.getY() + bestY);
  }

  void hide() {
    addAction(Actions.sequence(Actions.fadeOut(0.2f), Actions.removeActor()));
  }
}
