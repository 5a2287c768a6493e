package gomoku.ui;

import com.badlogic.gdx.graphics.Color;

/**
 * How the board looks: the wooden board, or a high-contrast one for low vision and bright rooms (a plain
 * white board, black lines and labels twice as heavy, every stone ringed in black).
 */
public enum Theme {
  WOOD(null, new Color(0.55f, 0.38f, 0.2f, 1f), new Color(0.2f, 0.14f, 0.07f, 0.9f),
      new Color(0.25f, 0.17f, 0.08f, 1f), 1f, false),
  CONTRAST(new Color(1f, 1f, 1f, 1f), new Color(0f, 0f, 0f, 1f), new Color(0f, 0f, 0f, 1f),
      new Color(0f, 0f, 0f, 1f), 1.8f, true);

  /** Flat board colour; null draws the wood texture. */
  public final Color board;
  public final Color rim;
  public final Color grid;
  public final Color label;
  /** Grid line weight relative to the wood theme's. */
  public final float lineWeight;
  /** A dark ring around every stone, so white stones stand out on a white board. */
  public final boolean outlineStones;

  Theme(Color board, Color rim, Color grid, Color label, float lineWeight, boolean outlineStones) {
    this.board = board;
    this.rim = rim;
    this.grid = grid;
    this.label = label;
    this.lineWeight = lineWeight;
    this.outlineStones = outlineStones;
  }
}
