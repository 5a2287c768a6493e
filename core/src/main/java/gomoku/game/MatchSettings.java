package gomoku.game;

import gomoku.engine.Level;
import gomoku.rules.Rule;

/** What the menu chooses before a game: the rule, the board size and who plays each colour. */
public final class MatchSettings {
  public static final int[] BOARD_SIZES = {15, 19, 20};

  public Rule rule = Rule.FREESTYLE;
  public int size = 15;
  public PlayerKind black = PlayerKind.PERSON;
  public PlayerKind white = PlayerKind.PERSON;
  /** How strong the computer plays (both colours, when both are computers). */
  public Level level = Level.MEDIUM;
  /** Thinking time a computer move may take at most. */
  public int millisPerMove = 2000;

  public MatchSettings copy() {
    MatchSettings s = new MatchSettings();
    s.rule = rule;
    s.size = size;
    s.black = black;
    s.white = white;
    s.level = level;
    s.millisPerMove = millisPerMove;
    return s;
  }

  public PlayerKind player(int colour) {
    return colour == gomoku.rules.Stone.BLACK ? black : white;
  }

  public boolean hasComputer() {
    return black == PlayerKind.COMPUTER || white == PlayerKind.COMPUTER;
  }
}
