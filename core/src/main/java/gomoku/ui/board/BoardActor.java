package gomoku.ui.board;

import gomoku.ui.Assets;
import gomoku.ui.widgets.Buttons;
import gomoku.ui.Texts;
import gomoku.ui.GomokuGame;

import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.g2d.Batch;
import com.badlogic.gdx.graphics.g2d.GlyphLayout;
import com.badlogic.gdx.graphics.g2d.TextureRegion;
import com.badlogic.gdx.math.Interpolation;
import com.badlogic.gdx.math.Vector2;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.InputEvent;
import com.badlogic.gdx.scenes.scene2d.InputListener;
import com.badlogic.gdx.scenes.scene2d.utils.ActorGestureListener;
import com.badlogic.gdx.scenes.scene2d.Touchable;
import com.badlogic.gdx.scenes.scene2d.actions.Actions;
import com.badlogic.gdx.scenes.scene2d.ui.Widget;
import com.badlogic.gdx.scenes.scene2d.utils.ClickListener;
import com.badlogic.gdx.scenes.scene2d.Group;
import gomoku.game.Match;
import gomoku.game.MatchListener;
import gomoku.rules.Forbidden;
import gomoku.rules.GameState;
import gomoku.rules.Outcome;
import gomoku.rules.Stone;
import gomoku.rules.Verdict;

/**
 * The wooden board: grid, star points, coordinates, the stones (as {@link StoneActor} children), the last-move
 * marker, the ghost stone under the mouse, black's forbidden points under renju, and the winning line. It turns
 * clicks into points and hands them on; it never decides whether a move is legal.
 */
public final class BoardActor extends BoardSurface implements MatchListener {
  /** Where clicks go: a point index, or -1 for a click beside the grid. */
  public interface ClickHandler {
    void clicked(int point);

    /** A right click (desktop) or long press (touch) on a point: show what a stone there would do. */
    void inspect(int point, float stageX, float stageY);
  }

  private static final Color MARKER = new Color(0.9f, 0.2f, 0.15f, 1f);

  private final Match match;
  private final StoneActor[] stones;
  private final boolean[] forbidden;
  private int hover = -1;
  /** A move waiting for its confirming second tap (see PlayScreen), or -1. */
  private int pending = -1;
  /** The keyboard's point (arrows move it, Enter plays there), or -1 while the keyboard has not been used. */
  private int cursor = -1;
  /** Whether the touch in progress turned into a long press: its release then plays nothing. */
  private boolean longPressed;
  static final float LONG_PRESS_SECONDS = 0.5f;
  private boolean showNumbers;
  /** The computer's best line as numbered see-through stones while it thinks (the thinking panel's toggle). */
  private boolean showThinking = true;
  private WinLineActor winLine;
  private HintActor hint;

  /** What the engine says about the position, drawn over the stones. */
  private final EngineMarks marks;
  private final OpeningMarks openingMarks;

  /** The stone's actor on {@code point}, or null. */
  StoneActor stoneAt(int point) {
    return stones[point];
  }

  public BoardActor(Assets assets, Texts texts, Match match, ClickHandler handler) {
    super(assets, match.state().size());
    this.match = match;
    this.marks = new EngineMarks(this, assets, texts, match);
    this.openingMarks = new OpeningMarks(this, assets, match);
    this.stones = new StoneActor[n * n];
    this.forbidden = new boolean[n * n];
    setTouchable(Touchable.enabled);
    addListener(new ClickListener() {
      @Override
      public boolean touchDown(InputEvent event, float x, float y, int pointer, int button) {
        longPressed = false;
        return super.touchDown(event, x, y, pointer, button);
      }

      @Override
      public void clicked(InputEvent event, float x, float y) {
        if (longPressed) {
          return; // the finger that long-pressed to inspect a point lifts: that is not a move
        }
        handler.clicked(pointAt(x, y));
      }

      @Override
      public boolean mouseMoved(InputEvent event, float x, float y) {
        hover = pointAt(x, y);
        return false;
      }

      @Override
      public void exit(InputEvent event, float x, float y, int pointer, Actor toActor) {
        super.exit(event, x, y, pointer, toActor);
        if (pointer == -1) {
          hover = -1;
        }
      }
    });
    addListener(new InputListener() {
      @Override
      public boolean touchDown(InputEvent event, float x, float y, int pointer, int button) {
        if (button != com.badlogic.gdx.Input.Buttons.RIGHT) {
          return false;
        }
        int p = pointAt(x, y);
        if (p >= 0) {
          handler.inspect(p, event.getStageX(), event.getStageY());
        }
        return true;
      }
    });
    // Half a second, as phones count a long press (libGDX's default is 1.1 s).
    addListener(new ActorGestureListener(20, 0.4f, LONG_PRESS_SECONDS, 0.15f) {
      @Override
      public boolean longPress(Actor actor, float x, float y) {
        longPressed = true;
        int p = pointAt(x, y);
        if (p >= 0) {
          Vector2 stagePoint = localToStageCoordinates(new Vector2(x, y));
          handler.inspect(p, stagePoint.x, stagePoint.y);
        }
        return true;
      }
    });
    GameState s = match.state();
    for (int i = 0; i < s.moveCount(); i++) {
      int p = s.moves().get(i);
      if (p != GameState.PASS) {
        addStone(p, i % 2 == 0 ? Stone.BLACK : Stone.WHITE, i + 1, false);
      }
    }
    refreshForbidden();
  }

  public void setShowNumbers(boolean show) {
    showNumbers = show;
    for (StoneActor a : stones) {
      if (a != null) {
        a.showNumber = numbered(a);
      }
    }
  }

  /** Move numbers on: every stone played carries its number; a set-up position's stones were not played. */
  private boolean numbered(StoneActor a) {
    return showNumbers && a.moveNumber > match.setupMoves();
  }

  public void setShowThinking(boolean show) {
    showThinking = show;
  }

  public boolean showNumbers() {
    return showNumbers;
  }

  @Override
  protected void sizeChanged() {
    for (StoneActor a : stones) {
      if (a != null) {
        a.place(centreX(a.point), centreY(a.point), step() * 0.94f);
      }
    }
    if (winLine != null) {
      winLine.fit();
    }
  }

  // ---- events from the match -------------------------------------------------------------------

  @Override
  public void hintShown(int point) {
    clearHint();
    hint = new HintActor(point, match.state().sideToMove());
    addActor(hint);
  }

  private void clearHint() {
    if (hint != null) {
      hint.remove();
      hint = null;
    }
  }

  int hintPoint() {
    return hint == null ? -1 : hint.point;
  }

  @Override
  public void stonePlaced(int point, int colour, int moveNumber) {
    clearHint();
    if (point != GameState.PASS) {
      addStone(point, colour, moveNumber, true);
    }
    refreshForbidden();
  }

  @Override
  public void stoneRemoved(int point, int moveNumber) {
    clearHint();
    StoneActor a = point == GameState.PASS ? null : stones[point];
    if (a != null) {
      stones[point] = null;
      a.animateOut();
    }
    refreshForbidden();
  }

  @Override
  public void gameOver(Outcome outcome, int[] line) {
    refreshForbidden();
    if (line == null) {
      return;
    }
    for (int i = 0; i < line.length; i++) {
      StoneActor a = stones[line[i]];
      if (a != null) {
        a.celebrate(0.25f + i * 0.07f);
      }
    }
    winLine = new WinLineActor(line[0], line[line.length - 1]);
    com.badlogic.gdx.Gdx.app.log(GomokuGame.LOG_TAG, "win line: "
        + gomoku.rules.Notation.name(match.state().size(), line[0]) + " to "
        + gomoku.rules.Notation.name(match.state().size(), line[line.length - 1]));
    addActor(winLine);
    winLine.fit();
    winLine.start();
  }

  @Override
  public void gameResumed() {
    for (StoneActor a : stones) {
      if (a != null) {
        a.calm();
      }
    }
    if (winLine != null) {
      winLine.remove();
      winLine = null;
    }
    refreshForbidden();
  }

  @Override
  public void moveRefused(int point, Verdict verdict) {
    if (point < 0 || point >= n * n) {
      return;
    }
    Flash f = new Flash(point);
    addActor(f);
  }

  private void addStone(int point, int colour, int moveNumber, boolean animate) {
    StoneActor a = new StoneActor(assets, point, colour, moveNumber);
    a.showNumber = numbered(a);
    a.place(centreX(point), centreY(point), step() * 0.94f);
    stones[point] = a;
    addActor(a);
    if (winLine != null) {
      winLine.toFront();
    }
    if (animate) {
      a.animateIn();
    }
  }

  private void refreshForbidden() {
    GameState s = match.state();
    for (int p = 0; p < forbidden.length; p++) {
      forbidden[p] = s.board().get(p) == Stone.EMPTY && s.forbiddenFor(p) != Forbidden.NONE;
    }
  }

  // ---- drawing ---------------------------------------------------------------------------------

  @Override
  public void draw(Batch batch, float parentAlpha) {
    drawBoard(batch, parentAlpha);
    openingMarks.drawArea(batch, parentAlpha);
    drawForbidden(batch, parentAlpha);
    marks.drawReviewRing(batch, parentAlpha);
    super.draw(batch, parentAlpha);
    drawLastMove(batch, parentAlpha);
    if (showThinking) {
      marks.drawThinkingLine(batch, parentAlpha);
    }
    marks.drawAnalysis(batch, parentAlpha);
    openingMarks.drawOffers(batch, parentAlpha);
    drawGhost(batch, parentAlpha);
    drawPending(batch, parentAlpha);
    drawCursor(batch, parentAlpha);
    batch.setColor(Color.WHITE);
  }

  private void drawForbidden(Batch batch, float alpha) {
    float s = step();
    float len = s * 0.42f;
    float t = Math.max(2f, s * 0.08f);
    batch.setColor(Assets.WARNING.r, Assets.WARNING.g * 0.6f, Assets.WARNING.b * 0.6f, 0.9f * alpha);
    for (int p = 0; p < forbidden.length; p++) {
      if (forbidden[p]) {
        float cx = getX() + centreX(p);
        float cy = getY() + centreY(p);
        drawBar(batch, cx, cy, len, t, 45);
        drawBar(batch, cx, cy, len, t, -45);
      }
    }
  }

  private void drawBar(Batch batch, float cx, float cy, float len, float t, float degrees) {
    TextureRegion px = assets.pixel;
    batch.draw(px, cx - len / 2, cy - t / 2, len / 2, t / 2, len, t, 1, 1, degrees);
  }

  private void drawLastMove(Batch batch, float alpha) {
    int last = match.state().lastMove();
    if (last < 0 || stones[last] == null || showNumbers || match.state().moveCount() <= match.setupMoves()) {
      return; // a set-up position has no last move
    }
    float r = step() * 0.12f;
    batch.setColor(MARKER.r, MARKER.g, MARKER.b, alpha * stones[last].getColor().a);
    batch.draw(assets.disc, getX() + centreX(last) - r, getY() + centreY(last) - r, 2 * r, 2 * r);
  }

  /** Shows (or, with -1, clears) the stone a first tap proposes, until a second tap on it plays it. */
  public void setCursor(int point) {
    cursor = point;
  }

  public int cursor() {
    return cursor;
  }

  /** The keyboard's focus on the board: a square ring in the accent colour, around stone or empty point alike. */
  private void drawCursor(Batch batch, float alpha) {
    if (cursor < 0) {
      return;
    }
    float s = step() * 0.96f;
    float t = Math.max(2, step() * 0.09f);
    float x = getX() + centreX(cursor) - s / 2;
    float y = getY() + centreY(cursor) - s / 2;
    batch.setColor(Assets.ACCENT.r, Assets.ACCENT.g, Assets.ACCENT.b, alpha);
    batch.draw(assets.pixel, x, y, s, t);
    batch.draw(assets.pixel, x, y + s - t, s, t);
    batch.draw(assets.pixel, x, y, t, s);
    batch.draw(assets.pixel, x + s - t, y, t, s);
    batch.setColor(Color.WHITE);
  }

  public void setPending(int point) {
    pending = point;
  }

  public int pending() {
    return pending;
  }

  /** The proposed stone: more solid than the hover ghost, with an accent ring saying "tap again". */
  private void drawPending(Batch batch, float alpha) {
    if (pending < 0 || !match.acceptsPersonMove() || match.state().board().get(pending) != Stone.EMPTY) {
      return;
    }
    float d = step() * 0.94f;
    float cx = getX() + centreX(pending);
    float cy = getY() + centreY(pending);
    batch.setColor(Assets.ACCENT.r, Assets.ACCENT.g, Assets.ACCENT.b, 0.85f * alpha);
    batch.draw(assets.disc, cx - d * 0.58f, cy - d * 0.58f, d * 1.16f, d * 1.16f);
    TextureRegion stone = match.state().sideToMove() == Stone.BLACK ? assets.blackStone : assets.whiteStone;
    batch.setColor(1, 1, 1, 0.8f * alpha);
    batch.draw(stone, cx - d / 2, cy - d / 2, d, d);
    batch.setColor(Color.WHITE);
  }

  private void drawGhost(Batch batch, float alpha) {
    if (hover < 0 || !match.acceptsPersonMove() || match.state().board().get(hover) != Stone.EMPTY
        || forbidden[hover]) {
      return;
    }
    float d = step() * 0.94f;
    TextureRegion stone = match.state().sideToMove() == Stone.BLACK ? assets.blackStone : assets.whiteStone;
    batch.setColor(1, 1, 1, 0.45f * alpha);
    batch.draw(stone, getX() + centreX(hover) - d / 2, getY() + centreY(hover) - d / 2, d, d);
  }

  /** The engine's suggestion: a stone of the side to move that breathes in and out, then stays until a move. */
  private final class HintActor extends Widget {
    final int point;
    private final int colour;

    HintActor(int point, int colour) {
      this.point = point;
      this.colour = colour;
      setTouchable(Touchable.disabled);
      getColor().a = 0;
      addAction(Actions.sequence(Actions.repeat(StoneActor.PULSES, Actions.sequence(
          Actions.alpha(0.75f, 0.5f, Interpolation.sine), Actions.alpha(0.25f, 0.5f, Interpolation.sine))),
          Actions.alpha(0.6f, 0.3f)));
    }

    @Override
    public void draw(Batch batch, float parentAlpha) {
      float d = step() * 0.94f;
      TextureRegion stone = colour == Stone.BLACK ? assets.blackStone : assets.whiteStone;
      batch.setColor(1, 1, 1, getColor().a * parentAlpha);
      batch.draw(stone, centreX(point) - d / 2, centreY(point) - d / 2, d, d);
      float r = step() * 0.5f;
      batch.setColor(Assets.ACCENT.r, Assets.ACCENT.g, Assets.ACCENT.b, getColor().a * parentAlpha * 0.5f);
      batch.draw(assets.disc, centreX(point) - r * 0.3f, centreY(point) - r * 0.3f, r * 0.6f, r * 0.6f);
    }
  }

  /** A red pulse on a point where a move was refused. */
  private final class Flash extends Widget {
    private final int point;

    Flash(int point) {
      this.point = point;
      setTouchable(Touchable.disabled);
      getColor().a = 0.85f;
      addAction(Actions.sequence(Actions.fadeOut(0.7f, Interpolation.pow2In), Actions.removeActor()));
    }

    @Override
    public void draw(Batch batch, float parentAlpha) {
      float r = step() * (0.55f - 0.15f * getColor().a);
      batch.setColor(Assets.WARNING.r, Assets.WARNING.g, Assets.WARNING.b, getColor().a * parentAlpha * 0.7f);
      batch.draw(assets.disc, centreX(point) - r, centreY(point) - r, 2 * r, 2 * r);
    }
  }

  /** The winning line, drawn through the stones' centres; it grows from the first stone, then glows. */
  private final class WinLineActor extends Actor {
    private final int from;
    private final int to;

    WinLineActor(int from, int to) {
      this.from = from;
      this.to = to;
      setTouchable(Touchable.disabled);
    }

    void fit() {
      setPosition(centreX(from), centreY(from));
    }

    void start() {
      setScaleX(0);
      addAction(Actions.sequence(
          Actions.scaleTo(1, 1, 0.45f, Interpolation.pow2Out),
          Actions.repeat(StoneActor.PULSES, Actions.sequence(Actions.alpha(0.55f, 0.6f), Actions.alpha(1f, 0.6f)))));
    }

    @Override
    public void draw(Batch batch, float parentAlpha) {
      float dx = centreX(to) - centreX(from);
      float dy = centreY(to) - centreY(from);
      float len = (float) Math.sqrt(dx * dx + dy * dy) * getScaleX();
      float t = step() * 0.14f;
      float angle = (float) Math.toDegrees(Math.atan2(dy, dx));
      batch.setColor(Assets.ACCENT.r, Assets.ACCENT.g, Assets.ACCENT.b, getColor().a * parentAlpha * 0.9f);
      batch.draw(assets.pixel, centreX(from), centreY(from) - t / 2, 0, t / 2, len, t, 1, 1, angle);
      float r = t * 0.9f;
      batch.draw(assets.disc, centreX(from) - r, centreY(from) - r, 2 * r, 2 * r);
      if (getScaleX() >= 1) {
        batch.draw(assets.disc, centreX(to) - r, centreY(to) - r, 2 * r, 2 * r);
      }
    }
  }
}
