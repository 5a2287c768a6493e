package gomoku.ui.board;

import gomoku.ui.Assets;
import gomoku.ui.Texts;

import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.graphics.g2d.BitmapFont;
import gomoku.game.Match;
import gomoku.rules.Stone;

/**
 * What the engine says about the position, drawn on the game's board: the computer's line while it thinks, the
 * analysis's best moves with their chances, a forced win's line and the defences against it, and the review's mark
 * on a bad move with the line the engine preferred.
 */
final class EngineMarks {
  private final BoardActor board;
  private final Assets assets;
  private final Texts texts;
  private final Match match;

  EngineMarks(BoardActor board, Assets assets, Texts texts, Match match) {
    this.board = board;
    this.assets = assets;
    this.texts = texts;
    this.match = match;
  }

  /** While the computer thinks, its current best line as numbered see-through stones. */
  void drawThinkingLine(Batch batch, float alpha) {
    if (!match.isThinking() || match.thinkingProgress() == null) {
      drawReviewLine(batch, alpha);
      return;
    }
    drawLine(batch, alpha, match.thinkingProgress().pv, match.state().sideToMove());
  }

  /**
   * After a move the review marked as an error: the stone ringed in the mark's colour, and the move the engine
   * preferred with its line (for a missed win, the winning line) as numbered see-through stones.
   */
  private void drawReviewLine(Batch batch, float alpha) {
    gomoku.game.Solution solution = match.study().solution();
    if (solution != null && solution.position.equals(match.state().moves()) && !match.study().isAnalysisMode()) {
      drawDefences(batch, alpha, solution.defences);
      drawLine(batch, alpha, solution.line, solution.lineColour());
      return;
    }
    int at = match.state().moveCount();
    gomoku.game.MoveReview r = match.review().move(at);
    if (r == null || !r.mark.isError() || match.study().isAnalysisMode()) {
      return;
    }
    drawLine(batch, alpha, r.line, Stone.opponent(match.state().sideToMove()));
  }

  /** A must-block's defences: green rings where a stone holds. */
  private void drawDefences(Batch batch, float alpha, int[] points) {
    float d = board.step() * 0.86f;
    float inner = d * 0.7f;
    for (int p : points) {
      if (p < 0 || p >= match.state().board().pointCount() || match.state().board().get(p) != Stone.EMPTY) {
        continue;
      }
      float cx = board.getX() + board.centreX(p);
      float cy = board.getY() + board.centreY(p);
      batch.setColor(0.25f, 0.7f, 0.4f, 0.9f * alpha);
      batch.draw(assets.disc, cx - d / 2, cy - d / 2, d, d);
      batch.setColor(0.93f, 0.85f, 0.68f, alpha);
      batch.draw(assets.disc, cx - inner / 2, cy - inner / 2, inner, inner);
    }
    batch.setColor(Color.WHITE);
  }

  /** Under the stone of a move the review marked as an error: a ring in the mark's colour. */
  void drawReviewRing(Batch batch, float alpha) {
    int at = match.state().moveCount();
    gomoku.game.MoveReview r = match.review().move(at);
    int played = match.state().lastMove();
    if (r == null || !r.mark.isError() || played < 0 || board.stoneAt(played) == null) {
      return;
    }
    Color ring = r.mark == gomoku.game.MoveMark.MISTAKE ? Assets.CAUTION : Assets.WARNING;
    float d = board.step() * 1.14f;
    batch.setColor(ring.r, ring.g, ring.b, 0.95f * alpha);
    batch.draw(assets.disc, board.getX() + board.centreX(played) - d / 2, board.getY() + board.centreY(played) - d / 2,
        d, d);
    batch.setColor(Color.WHITE);
  }

  /** A line of moves from a position where {@code sideToMove} plays first, as numbered see-through stones. */
  private void drawLine(Batch batch, float alpha, int[] pv, int sideToMove) {
    ThinkingLine.draw(batch, assets, board, match.state().board(), pv, sideToMove, alpha);
  }

  /**
   * Analysis mode: the engine's best few moves as discs with the side to move's win chance after each ("62%",
   * or "win" / "loss" when forced), coloured by that chance: green for a good move, amber for an even one, red
   * for a losing one, whatever the best one is worth.
   */
  void drawAnalysis(Batch batch, float alpha) {
    gomoku.engine.SearchInfo a = match.study().isAnalysisMode() ? match.study().analysis() : null;
    if (a == null || a.topMoves.length == 0) {
      return;
    }
    float d = board.step() * 0.78f;
    BitmapFont font = assets.font;
    int side = match.state().sideToMove();
    for (int i = 0; i < a.topMoves.length; i++) {
      int p = a.topMoves[i];
      if (p < 0 || p >= match.state().board().pointCount() || match.state().board().get(p) != Stone.EMPTY) {
        return; // an analysis of another position
      }
      float chance = gomoku.engine.Evaluation.winChance(a.topScores[i]) / 100f;
      float cx = board.getX() + board.centreX(p);
      float cy = board.getY() + board.centreY(p);
      // 0: red, 0.5: dark amber, 1: green; deep enough to stand out on the wood.
      float r = chance < 0.5f ? 0.75f : 0.75f - 1.2f * (chance - 0.5f);
      float g = chance < 0.5f ? 0.15f + 0.6f * chance : 0.45f + 0.2f * (chance - 0.5f);
      float b = chance < 0.5f ? 0.12f - 0.14f * chance : 0.05f + 0.4f * (chance - 0.5f);
      batch.setColor(r, g, b, (i == 0 ? 0.95f : 0.85f) * alpha);
      batch.draw(assets.disc, cx - d / 2, cy - d / 2, d, d);
      String text = texts.discScore(a.topScores[i], side);
      font.getData().setScale(d * (text.length() > 3 ? 0.36f : 0.44f) / font.getLineHeight());
      font.setColor(1, 1, 1, alpha);
      board.glyphs.setText(font, text);
      font.draw(batch, board.glyphs, cx - board.glyphs.width / 2, cy + board.glyphs.height / 2);
      font.getData().setScale(1);
    }
    font.setColor(Color.WHITE);
    batch.setColor(Color.WHITE);
  }
}
