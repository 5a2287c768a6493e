package gomoku.game;

/**
 * What a match's one thinker is doing: at most one search runs at a time, so this single state replaces a flag per
 * kind of search (a computer's move, a swap2 decision, a hint, the analysis).
 */
enum EngineJob {
  NONE,
  /** The computer's move in the game. */
  MOVE,
  /** Swap2: judging the position after three or five stones (which colour to take, or two more stones). */
  OPENING_CHOICE,
  /** Swap2: the fifth stone, chosen to leave the position level. */
  OPENING_STONE,
  /** The move the engine would play for the person to move. */
  HINT,
  /** The best few moves of the position on the board, for the analysis display. */
  ANALYSIS,
  /** Find a forced win (or the defences that hold) in the position on the board. */
  SOLVE;

  /** A search for the game itself (the computer's own turn), as against a hint or the analysis. */
  boolean isComputerTurn() {
    return this == MOVE || this == OPENING_CHOICE || this == OPENING_STONE;
  }
}
