package gomoku.ui.board;

import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.g2d.Batch;
import gomoku.game.Match;
import gomoku.ui.Assets;

/**
 * What a renju opening rule shows on the game's board: the central square the next stone must go in, and black's
 * offered fifth moves.
 */
final class OpeningMarks {
  private final BoardActor board;
  private final Assets assets;
  private final Match match;

  OpeningMarks(BoardActor board, Assets assets, Match match) {
    this.board = board;
    this.assets = assets;
    this.match = match;
  }

  /** A renju opening rule's central square for the stone it asks for, tinted so that the player sees where. */
  void drawArea(Batch batch, float alpha) {
    gomoku.game.RenjuOpeningRule.Step step = match.renju().step();
    if (step == null || step.kind != gomoku.game.RenjuOpeningRule.Kind.PLACE || step.radius < 0) {
      return;
    }
    int c = board.n / 2;
    float half = board.step() * (step.radius + 0.5f);
    float cx = board.getX() + board.centreX(c * board.n + c);
    float cy = board.getY() + board.centreY(c * board.n + c);
    batch.setColor(Assets.ACCENT.r, Assets.ACCENT.g, Assets.ACCENT.b, 0.18f * alpha);
    batch.draw(assets.pixel, cx - half, cy - half, 2 * half, 2 * half);
    batch.setColor(Color.WHITE);
  }

  /** Black's offered fifth moves under a renju opening rule: half-solid black stones in an accent ring. */
  void drawOffers(Batch batch, float alpha) {
    float d = board.step() * 0.94f;
    for (int p : match.renju().offers()) {
      float cx = board.getX() + board.centreX(p);
      float cy = board.getY() + board.centreY(p);
      batch.setColor(Assets.ACCENT.r, Assets.ACCENT.g, Assets.ACCENT.b, 0.7f * alpha);
      batch.draw(assets.disc, cx - d * 0.58f, cy - d * 0.58f, d * 1.16f, d * 1.16f);
      batch.setColor(1, 1, 1, 0.65f * alpha);
      batch.draw(assets.blackStone, cx - d / 2, cy - d / 2, d, d);
    }
    batch.setColor(Color.WHITE);
  }
}
