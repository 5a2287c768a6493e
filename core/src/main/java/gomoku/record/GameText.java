package gomoku.record;

import gomoku.rules.Notation;
import java.util.List;

/**
 * A game pasted by a player: a move string ({@code h8i9j10}, variations in brackets: {@link TreeText}) or the text of a
 * PSQ file. The result says the
 * board size (PSQ carries its own) and the moves; whether they make a legal game is the rules' business.
 */
public final class GameText {
  public final int size;
  /** The main line. */
  public final List<Integer> moves;
  /** The game with its variations (a plain move string or PSQ: the moves alone), the player at the main line's end. */
  public final GameTree tree;

  /** No moves on a board of {@code size}. */
  static GameText empty(int size) {
    return new GameText(size, GameTree.of(new java.util.ArrayList<Integer>()));
  }

  private GameText(int size, GameTree tree) {
    this.size = size;
    this.tree = tree;
    this.moves = tree.mainLine();
  }

  /**
   * @param boardSize the size a move string is read on
   * @throws IllegalArgumentException saying what is wrong, in terms a player can act on
   */
  public static GameText parse(String text, int boardSize) {
    String t = text == null ? "" : text.trim();
    if (t.isEmpty()) {
      throw new gomoku.rules.InputError("nothing",
          "nothing to load: paste a move string such as h8i9j10, or a PSQ record");
    }
    if (t.toLowerCase().startsWith("piskvorky")) {
      Psq.Game g = Psq.parse(t);
      return new GameText(g.size, GameTree.of(g.moves));
    }
    if (t.indexOf('(') >= 0) {
      return new GameText(boardSize, TreeText.read(boardSize, t));
    }
    try {
      return new GameText(boardSize, GameTree.of(Notation.parseMoves(boardSize, t)));
    } catch (IllegalArgumentException e) {
      if (startsLikeAMove(t)) {
        throw e; // a move string with a bad move: the message names it
      }
      throw new gomoku.rules.InputError("notRecord",
          "this is not a game record: expected a move string such as h8i9j10, a PSQ "
              + "record (its first line 'Piskvorky 15x15, ...') or a game link");
    }
  }

  /** Whether the text begins as a move string does: a column letter and a row number, or a pass ("--"). */
  private static boolean startsLikeAMove(String t) {
    if (t.startsWith("--")) {
      return true;
    }
    char c = Character.toLowerCase(t.charAt(0));
    return t.length() >= 2 && c >= 'a' && c <= 'z' && Character.isDigit(t.charAt(1));
  }
}
