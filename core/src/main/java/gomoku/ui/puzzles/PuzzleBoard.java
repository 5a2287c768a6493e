package gomoku.ui.puzzles;

import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.g2d.Batch;
import gomoku.game.PuzzleSession;
import gomoku.rules.Stone;
import gomoku.ui.Assets;
import gomoku.ui.board.BoardSurface;
import gomoku.ui.board.ThinkingLine;
import java.util.function.IntConsumer;

/**
 * A puzzle's board: its stones, the last move marked, a proposed stone waiting for its second tap, a hint's area (a
 * tinted 5×5 square) or move (a ringed point), and after a wrong move the engine's line that refutes it (numbered
 * see-through stones).
 */
final class PuzzleBoard extends BoardSurface {
  private PuzzleSession session;
  /** A proposed point (a touch screen's first tap), or -1. */
  int pending = -1;
  /** The hint shown: the centre of its area, or the move; -1 for none. */
  int hint = -1;
  boolean hintIsMove;

  PuzzleBoard(Assets assets, int size, IntConsumer onPoint) {
    super(assets, size);
    reportPoints(onPoint);
  }

  void show(PuzzleSession s) {
    session = s;
    pending = -1;
    hint = -1;
  }

  @Override
  public void draw(Batch batch, float parentAlpha) {
    drawBoard(batch, parentAlpha);
    if (session == null) {
      return;
    }
    float d = step() * 0.94f;
    if (hint >= 0 && !hintIsMove) {
      batch.setColor(Assets.ACCENT.r, Assets.ACCENT.g, Assets.ACCENT.b, 0.22f * parentAlpha);
      float half = step() * 2.5f;
      batch.draw(assets.pixel, getX() + centreX(hint) - half, getY() + centreY(hint) - half, 2 * half, 2 * half);
    }
    if (hint >= 0 && hintIsMove) {
      batch.setColor(Assets.ACCENT.r, Assets.ACCENT.g, Assets.ACCENT.b, 0.85f * parentAlpha);
      batch.draw(assets.disc, getX() + centreX(hint) - d * 0.58f, getY() + centreY(hint) - d * 0.58f, d * 1.16f,
          d * 1.16f);
    }
    batch.setColor(1, 1, 1, parentAlpha);
    for (int p = 0; p < n * n; p++) {
      int c = session.state().board().get(p);
      if (c != Stone.EMPTY) {
        batch.draw(c == Stone.BLACK ? assets.blackStone : assets.whiteStone, getX() + centreX(p) - d / 2,
            getY() + centreY(p) - d / 2, d, d);
      }
    }
    if (pending >= 0 && session.state().board().get(pending) == Stone.EMPTY) {
      batch.setColor(1, 1, 1, 0.6f * parentAlpha);
      batch.draw(session.attacker == Stone.BLACK ? assets.blackStone : assets.whiteStone,
          getX() + centreX(pending) - d / 2, getY() + centreY(pending) - d / 2, d, d);
    }
    java.util.List<Integer> refutation = session.refutation();
    if (!refutation.isEmpty()) {
      int[] line = new int[refutation.size()];
      for (int i = 0; i < line.length; i++) {
        line[i] = refutation.get(i);
      }
      ThinkingLine.draw(batch, assets, this, session.state().board(), line, session.state().sideToMove(), parentAlpha);
    }
    int last = session.state().lastMove();
    if (last >= 0) {
      float r = step() * 0.14f;
      batch.setColor(Assets.ACCENT.r, Assets.ACCENT.g, Assets.ACCENT.b, parentAlpha);
      batch.draw(assets.disc, getX() + centreX(last) - r, getY() + centreY(last) - r, 2 * r, 2 * r);
    }
    batch.setColor(Color.WHITE);
  }
}
