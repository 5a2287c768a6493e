package gomoku.ui;

import com.badlogic.gdx.Gdx;
import gomoku.game.MatchSettings;

/** The stones a new game begins with, as the menu's opening asks: from the shipped openings or a named one. */
public final class StartingStones {
  private StartingStones() {}

  /** The tournament openings shipped in assets/openings (as points on a board of this size). */
  static java.util.List<int[]> tournamentOpenings(int size) {
    try {
      return gomoku.record.Openings.parse(
          Gdx.files.internal("openings/gomocup2026-freestyle-15.txt").readString("UTF-8"), size);
    } catch (RuntimeException e) {
      Gdx.app.log(GomokuGame.LOG_TAG, "openings: " + e.getMessage());
      return new java.util.ArrayList<>();
    }
  }

  /**
   * The stones a new game starts with: a tournament opening at random that is legal under the rule, or the named
   * renju opening chosen; none for the other openings.
   */
  static java.util.List<Integer> of(java.util.List<int[]> openings, MatchSettings s) {
    int[] picked = s.opening == gomoku.game.Opening.RANDOM
        ? gomoku.record.Openings.pick(openings, new java.util.Random(), s.rule, s.size, Integer.MAX_VALUE)
        : s.opening == gomoku.game.Opening.NAMED ? gomoku.record.RenjuOpenings.moves(s.namedOpening, s.size) : null;
    java.util.List<Integer> moves = new java.util.ArrayList<>();
    for (int p : picked == null ? new int[0] : picked) {
      moves.add(p);
    }
    if (!moves.isEmpty()) {
      Gdx.app.log(GomokuGame.LOG_TAG, "opening: " + gomoku.rules.Notation.moveString(s.size, moves));
    }
    return moves;
  }
}
