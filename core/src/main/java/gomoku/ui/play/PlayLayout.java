package gomoku.ui.play;

import gomoku.ui.board.BoardSurface;
import gomoku.ui.board.BoardActor;
import gomoku.ui.GomokuGame;
import gomoku.ui.StageScreen;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.math.Vector2;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.Stage;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;

/**
 * Where the play screen puts the board and the panel for a window's shape, where questions and results go (over the
 * panel, never over the stones), and the layout log that people and end-to-end tests read.
 */
final class PlayLayout {
  private final StageScreen screen;
  private final Stage stage;
  private final BoardActor board;
  private final PlayPanel panel;

  PlayLayout(StageScreen screen, BoardActor board, PlayPanel panel) {
    this.screen = screen;
    this.stage = screen.stage;
    this.board = board;
    this.panel = panel;
  }

  /** Space around the board and the panel, in world units. */
  private static float gap(float width, float height) {
    return Math.min(width, height) < 600 ? 8 : 24;
  }

  /**
   * Upright (a phone, a tall window): the board across the top, the panel under it; else side by side, tops aligned.
   * Returns whether the layout is upright.
   */
  boolean arrange(float width, float height) {
    boolean upright = height > width * 1.15f;
    if (upright) {
      arrangeUpright(width, height);
      return true;
    }
    float gap = gap(width, height);
    boolean shortWindow = height < 600;
    float panelWidth = shortWindow ? Math.max(300, Math.min(460, width - height)) : 330;
    panel.arrange(shortWindow ? PlayPanel.Shape.SHORT_COLUMN : PlayPanel.Shape.COLUMN, panelWidth, height - 2 * gap);
    panel.setWidth(panelWidth);
    panel.validate();
    float panelHeight = Math.min(height - 2 * gap, panel.getPrefHeight());
    float side = Math.min(height - 2 * gap, width - panelWidth - 3 * gap);
    float x = (width - side - gap - panelWidth) / 2;
    // Tops aligned, the taller of the two centred in the window.
    float top = (height + Math.max(side, panelHeight)) / 2;
    board.setMargin(BoardSurface.MARGIN);
    board.setBounds(x, top - side, side, side);
    panel.setBounds(x + side + gap, top - panelHeight, panelWidth, panelHeight);
    return false;
  }

  /**
   * Upright (a phone): the board edge to edge across the top (its wood's rim just inside the screen), the panel in
   * all the height under it. A short window shrinks the board so that the panel keeps one row of moves.
   */
  private void arrangeUpright(float width, float height) {
    float rim = 4; // the board's rim is drawn 4 units outside it: it meets the screen's edges
    float panelWidth = width - 8;
    board.setMargin(BoardSurface.NARROW_MARGIN);
    panel.arrange(PlayPanel.Shape.BELOW, panelWidth, 0);
    panel.setWidth(panelWidth);
    panel.validate();
    float leastPanel = panel.getPrefHeight();
    float side = Math.min(width - 2 * rim, height - leastPanel - 2 * rim - 10);
    float boardTop = height - rim;
    board.setBounds((width - side) / 2, boardTop - side, side, side);
    float panelTop = board.getY() - rim - 4;
    panel.arrange(PlayPanel.Shape.BELOW, panelWidth, panelTop - 4);
    panel.validate();
    float panelHeight = Math.min(panelTop - 4, panel.getPrefHeight());
    panel.setBounds(4, panelTop - panelHeight, panelWidth, panelHeight);
  }

  /** The widest an overlay may be: the panel's width, less a margin. */
  float overlayWidth() {
    return panel.getWidth() - 16;
  }

  /**
   * A question or a result goes over the top of the panel (its title, status and moves), never over the board, whose
   * stones it is about; the panel's buttons stay in reach below it.
   */
  void placeOverPanel(Actor overlay) {
    float top = panel.getY() + panel.getHeight() - 8;
    float y = Math.max(Math.min(top - overlay.getHeight(), stage.getHeight() - overlay.getHeight()), 0);
    overlay.setPosition(panel.getX() + (panel.getWidth() - overlay.getWidth()) / 2, y);
  }

  /** "NAME: left,top to right,bottom" in screen pixels (top down, as the layout line), for tests. */
  void logBounds(String name, Actor a) {
    Vector2 low = stage.stageToScreenCoordinates(a.localToStageCoordinates(new Vector2(0, 0)));
    Vector2 high = stage.stageToScreenCoordinates(a.localToStageCoordinates(new Vector2(a.getWidth(), a.getHeight())));
    Gdx.app.log(GomokuGame.LOG_TAG, name + ": " + Math.round(low.x) + "," + Math.round(high.y) + " to "
        + Math.round(high.x) + "," + Math.round(low.y));
  }

  /** The board's corners, every button (or "at sheet" for those in the phone's sheet) and the graph, on screen. */
  void log() {
    screen.logBoardLayout(board);
    panel.validate();
    String[] names = panel.buttonNames();
    TextButton[] buttons = panel.buttons();
    for (int i = 0; i < buttons.length; i++) {
      if (panel.inSheet(buttons[i])) {
        Gdx.app.log(GomokuGame.LOG_TAG, "panel: " + names[i] + " at sheet"); // ⋯ opens the sheet; see "sheet:"
      } else if (buttons[i].getStage() != null) {
        screen.logCentre("panel: " + names[i], buttons[i]);
      }
    }
    Vector2 graphLow = panel.graph.localToStageCoordinates(new Vector2(0, 0));
    Vector2 graphHigh =
        panel.graph.localToStageCoordinates(new Vector2(panel.graph.getWidth(), panel.graph.getHeight()));
    stage.stageToScreenCoordinates(graphLow);
    stage.stageToScreenCoordinates(graphHigh);
    Gdx.app.log(GomokuGame.LOG_TAG, "graph: " + Math.round(graphLow.x) + "," + Math.round(graphHigh.y) + " to "
        + Math.round(graphHigh.x) + "," + Math.round(graphLow.y) + ", " + WinChanceGraph.MIN_COLUMNS
        + " columns or more");
  }
}
