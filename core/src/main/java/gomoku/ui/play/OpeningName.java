package gomoku.ui.play;

import gomoku.ui.Texts;
import gomoku.ui.GomokuGame;

import com.badlogic.gdx.Gdx;
import gomoku.record.RenjuOpenings;
import java.util.List;

/**
 * "Opening: Kagetsu (花月)" when a game's first three stones make one of the 26 named renju openings; else null. The
 * screen asks every frame while the computer thinks, so it is worked out again only when those stones change.
 */
final class OpeningName {
  private final Texts texts;
  /** The first three stones last looked at (null: not yet), and what they make. */
  private String stones;
  private String text;

  OpeningName(Texts texts) {
    this.texts = texts;
  }

  String of(int size, List<Integer> line) {
    String firstThree = line.size() < 3 ? "" : line.subList(0, 3).toString();
    if (!firstThree.equals(stones)) {
      stones = firstThree;
      String code = RenjuOpenings.of(size, line);
      text = code == null ? null : texts.format("opening.named", texts.get("named." + code));
      Gdx.app.log(GomokuGame.LOG_TAG, "named opening: " + (code == null ? "none" : code + " " + texts.get("named."
          + code)));
    }
    return text;
  }
}
