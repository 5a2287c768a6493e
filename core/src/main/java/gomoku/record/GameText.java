package gomoku.record;

import gomoku.rules.Notation;
import java.util.List;

/**
 * A game pasted by a player: a move string ({@code h8i9j10}) or the text of a PSQ file. The result says the
 * board size (PSQ carries its own) and the moves; whether they make a legal game is the rules' business.
 */
public final class GameText {
  public final int size;
  public final List<Integer> moves;

  private GameText(int size, List<Integer> moves) {
    this.size = size;
    this.moves = moves;
  }

  /**
   * @param boardSize the size a move string is read on
   * @throws IllegalArgumentException saying what is wrong, in terms a player can act on
   */
  public static GameText parse(String text, int boardSize) {
    String t = text == null ? "" : text.trim();
    if (t.isEmpty()) {
      throw new IllegalArgumentException("nothing to load: paste a move string such as h8i9j10, or a PSQ record");
    }
    if (t.toLowerCase().startsWith("piskvorky")) {
      Psq.Game g = Psq.parse(t);
      return new GameText(g.size, g.moves);
    }
    return new GameText(boardSize, Notation.parseMoves(boardSize, t));
  }
}
