package gomoku.game;

import gomoku.engine.Level;
import gomoku.rules.Rule;
import gomoku.rules.Stone;

/**
 * What the menu chooses before a game: the rule, the board size, who plays each colour, and for a computer
 * its level and thinking time; for computer against computer, the pace at which its moves are shown.
 */
public final class MatchSettings {
  public static final int[] BOARD_SIZES = {15, 19, 20};
  /** Thinking times a player can choose, in milliseconds. */
  public static final int[] MOVE_TIMES = {500, 1000, 2000, 5000, 10000};
  /** Least time between two computer moves when computers play each other, so people can follow. */
  public static final int[] PACES = {0, 500, 1500};

  public Rule rule = Rule.FREESTYLE;
  public int size = 15;
  public PlayerKind black = PlayerKind.PERSON;
  public PlayerKind white = PlayerKind.PERSON;
  public Level blackLevel = Level.MEDIUM;
  public Level whiteLevel = Level.MEDIUM;
  /** Thinking time a computer move may take at most, per colour. */
  public int blackMillis = 2000;
  public int whiteMillis = 2000;
  public int paceMillis = 500;

  public MatchSettings copy() {
    MatchSettings s = new MatchSettings();
    s.rule = rule;
    s.size = size;
    s.black = black;
    s.white = white;
    s.blackLevel = blackLevel;
    s.whiteLevel = whiteLevel;
    s.blackMillis = blackMillis;
    s.whiteMillis = whiteMillis;
    s.paceMillis = paceMillis;
    return s;
  }

  public PlayerKind player(int colour) {
    return colour == Stone.BLACK ? black : white;
  }

  public Level level(int colour) {
    return colour == Stone.BLACK ? blackLevel : whiteLevel;
  }

  public int millis(int colour) {
    return colour == Stone.BLACK ? blackMillis : whiteMillis;
  }

  /** Sets both colours' level and time (tests, and players who want the same computer on both sides). */
  public void setComputer(Level level, int millis) {
    blackLevel = level;
    whiteLevel = level;
    blackMillis = millis;
    whiteMillis = millis;
  }

  public boolean hasComputer() {
    return black == PlayerKind.COMPUTER || white == PlayerKind.COMPUTER;
  }

  public boolean computersOnly() {
    return black == PlayerKind.COMPUTER && white == PlayerKind.COMPUTER;
  }

  /** "Medium, 2 s" for a colour's computer. */
  public String computerText(int colour) {
    int ms = millis(colour);
    String time = ms % 1000 == 0 ? ms / 1000 + " s" : ms / 1000 + "." + ms % 1000 / 100 + " s";
    return level(colour).title + ", " + time;
  }
}
