package gomoku.game;

/** What the review says of one move, from the worst; {@link #NONE} for a move worth no remark. */
public enum MoveMark {
  /** The player had a forced win and the move let it go. */
  MISSED_WIN,
  /** The move threw away most of the win chance, or walked into a forced loss. */
  BLUNDER,
  /** The move gave away a good part of the win chance. */
  MISTAKE,
  /** Every other move lost by force: the player found the one defence. */
  ONLY_DEFENCE,
  NONE;

  /** Whether the mark blames the move (as against praising it). */
  public boolean isError() {
    return this == MISSED_WIN || this == BLUNDER || this == MISTAKE;
  }
}
