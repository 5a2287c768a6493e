package gomoku.game;

import gomoku.record.RenjuOpenings;
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
  /** Each player's clock (0: no clock) and what each move adds to it. */
  public int clockMillis = 0;
  public Opening opening = Opening.FREE;
  /** Which of the 26 renju openings {@link Opening#NAMED} starts from: a code of {@link RenjuOpenings#CODES}. */
  public String namedOpening = "4D";
  public int incrementMillis = 0;
  /** Time controls the menu offers: {minutes, seconds added per move}; {0, 0} is no clock. */
  public static final int[][] CLOCKS = {{0, 0}, {1, 2}, {5, 3}, {10, 5}};

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
    s.clockMillis = clockMillis;
    s.opening = opening;
    s.namedOpening = namedOpening;
    s.incrementMillis = incrementMillis;
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

  /** The players of the two colours change places (a swap2 choice): kind, level and time go together. */
  public void swapColours() {
    PlayerKind k = black;
    black = white;
    white = k;
    Level l = blackLevel;
    blackLevel = whiteLevel;
    whiteLevel = l;
    int m = blackMillis;
    blackMillis = whiteMillis;
    whiteMillis = m;
  }

  /** "Person", or "Computer (Medium, 2 s)": a colour's player in the log's English. */
  public String playerText(int colour) {
    PlayerKind kind = player(colour);
    return kind == PlayerKind.COMPUTER ? kind.title + " (" + computerText(colour) + ")" : kind.title;
  }

  /** A linked game's: these settings with its rule and size, for two people to look through, free, without clocks. */
  public MatchSettings forSharedGame(gomoku.rules.Rule rule, int size) {
    MatchSettings s = copy();
    s.rule = rule;
    s.size = size;
    s.black = PlayerKind.PERSON;
    s.white = PlayerKind.PERSON;
    s.opening = Opening.FREE;
    s.clockMillis = 0;
    return s;
  }

  /**
   * The settings of the next game of a match: each player takes the other colour with its own level and time;
   * between computers the same game is played again, to watch.
   */
  public MatchSettings rematch() {
    MatchSettings next = copy();
    if (!computersOnly()) {
      next.swapColours();
    }
    return next;
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

  /** The settings as {@code key=value} lines (what Preferences and saved games keep). */
  public String toText() {
    return "rule=" + rule.name() + "\nsize=" + size + "\nblack=" + black.name() + "\nwhite=" + white.name()
        + "\nblackLevel=" + blackLevel.name() + "\nwhiteLevel=" + whiteLevel.name() + "\nblackMillis=" + blackMillis
        + "\nwhiteMillis=" + whiteMillis + "\npace=" + paceMillis + "\nclock=" + clockMillis + "+" + incrementMillis
        + "\nopening=" + opening.name() + "\nnamed=" + namedOpening + "\n";
  }

  /**
   * Settings read from {@link #toText} lines. Settings are a convenience, not a record: a line that is missing,
   * unknown or out of range keeps the default, so an old or damaged file never stops the game from starting.
   */
  public static MatchSettings fromText(String text) {
    MatchSettings s = new MatchSettings();
    if (text == null) {
      return s;
    }
    for (String line : text.split("\n")) {
      int eq = line.indexOf('=');
      if (eq <= 0) {
        continue;
      }
      String key = line.substring(0, eq).trim();
      String value = line.substring(eq + 1).trim();
      switch (key) {
        case "rule":
          s.rule = pick(Rule.values(), value, s.rule);
          break;
        case "size":
          s.size = pick(BOARD_SIZES, value, s.size);
          break;
        case "black":
          s.black = pick(PlayerKind.values(), value, s.black);
          break;
        case "white":
          s.white = pick(PlayerKind.values(), value, s.white);
          break;
        case "blackLevel":
          s.blackLevel = pick(Level.values(), value, s.blackLevel);
          break;
        case "whiteLevel":
          s.whiteLevel = pick(Level.values(), value, s.whiteLevel);
          break;
        case "blackMillis":
          s.blackMillis = pick(MOVE_TIMES, value, s.blackMillis);
          break;
        case "whiteMillis":
          s.whiteMillis = pick(MOVE_TIMES, value, s.whiteMillis);
          break;
        case "pace":
          s.paceMillis = pick(PACES, value, s.paceMillis);
          break;
        case "opening":
          s.opening = pick(Opening.values(), value, s.opening);
          break;
        case "named":
          if (java.util.Arrays.asList(RenjuOpenings.CODES).contains(value)) {
            s.namedOpening = value;
          }
          break;
        case "clock":
          for (int[] c : CLOCKS) {
            if (value.equals(c[0] * 60000 + "+" + c[1] * 1000)) {
              s.clockMillis = c[0] * 60000;
              s.incrementMillis = c[1] * 1000;
            }
          }
          break;
        default:
          break;
      }
    }
    return s;
  }

  private static <E extends Enum<E>> E pick(E[] all, String name, E fallback) {
    for (E e : all) {
      if (e.name().equals(name)) {
        return e;
      }
    }
    return fallback;
  }

  private static int pick(int[] allowed, String value, int fallback) {
    for (int v : allowed) {
      if (String.valueOf(v).equals(value)) {
        return v;
      }
    }
    return fallback;
  }

  /** "Medium, 2 s" for a colour's computer. */
  public String computerText(int colour) {
    int ms = millis(colour);
    String time = ms % 1000 == 0 ? ms / 1000 + " s" : ms / 1000 + "." + ms % 1000 / 100 + " s";
    return level(colour).title + ", " + time;
  }
}
