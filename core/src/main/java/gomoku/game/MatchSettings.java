package gomoku.game;

import gomoku.rules.Rule;

/** What the menu chooses before a game: the rule, the board size and who plays each colour. */
public final class MatchSettings {
  public static final int[] BOARD_SIZES = {15, 19, 20};

  public Rule rule = Rule.FREESTYLE;
  public int size = 15;
  public PlayerKind black = PlayerKind.PERSON;
  public PlayerKind white = PlayerKind.PERSON;

  public MatchSettings copy() {
    MatchSettings s = new MatchSettings();
    s.rule = rule;
    s.size = size;
    s.black = black;
    s.white = white;
    return s;
  }

  public PlayerKind player(int colour) {
    return colour == gomoku.rules.Stone.BLACK ? black : white;
  }
}
