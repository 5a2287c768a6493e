package gomoku.record;

import gomoku.rules.GameState;
import gomoku.rules.Notation;
import gomoku.rules.Rule;
import java.util.List;

/**
 * A game in a web address's query: {@code game=h8i9j10&rule=renju&size=15} (the moves as a move string, the rule
 * and the board), and for a game under a renju opening rule what the rule decided:
 * {@code &opening=RIF&record=stay_3.take_k8_of_g7,k8} (the record's spaces as _ and its "; " as ., so that the address
 * needs no escapes). Short enough to send in a message; a page opened with it shows that game.
 */
public final class GameLink {
  public final Rule rule;
  public final int size;
  /** The main line. */
  public final List<Integer> moves;
  /** The game with its variations, the player at the main line's end. */
  public final GameTree tree;
  /** The renju opening rule's name (as saved), or null. */
  public final String opening;
  /** What that rule decided ("stay 3; take k8 of g7,k8"), or empty. */
  public final String record;

  private GameLink(Rule rule, int size, GameTree tree, String opening, String record) {
    this.rule = rule;
    this.size = size;
    this.tree = tree;
    this.moves = tree.mainLine();
    this.opening = opening;
    this.record = record;
  }

  /** A record as the renju opening rule keeps it: lower-case words, numbers, points, commas and "; ". */
  private static final String RECORD = "[a-z0-9 ,;]{1,400}";

  /** The query's part for a renju opening rule's record: empty when there is none. */
  public static String openingQuery(String opening, String record) {
    if (opening == null || record == null || record.isEmpty()) {
      return "";
    }
    return "&opening=" + opening + "&record=" + record.replace("; ", ".").replace(' ', '_');
  }

  /** Links longer than this leave the variations out (a message or a chat cuts long addresses). */
  static final int MAX_TREE_TEXT = 1500;

  /** The query for a game with its variations (the main line alone when they would make it too long). */
  public static String query(Rule rule, int size, GameTree tree) {
    String text = TreeText.write(size, tree);
    if (text.length() > MAX_TREE_TEXT) {
      return query(rule, size, tree.mainLine());
    }
    return "game=" + text + "&rule=" + rule.name().toLowerCase() + "&size=" + size;
  }

  /** The query (without the "?") for this game. */
  public static String query(Rule rule, int size, List<Integer> moves) {
    return "game=" + Notation.moveString(size, moves) + "&rule=" + rule.name().toLowerCase() + "&size=" + size;
  }

  /** Whether pasted text is a link of this kind (an address or query with a game parameter). */
  public static boolean isLink(String text) {
    String t = text.trim();
    return t.startsWith("game=") || t.contains("?game=") || t.contains("&game=");
  }

  /** Reads a whole pasted link ({@code https://…/index.html?game=h8i9&rule=renju&size=15}). */
  public static GameLink fromAddress(String address) {
    String t = address.trim();
    int q = t.indexOf('?');
    String query = q >= 0 ? t.substring(q + 1) : t;
    int hash = query.indexOf('#');
    if (hash >= 0) {
      query = query.substring(0, hash);
    }
    String game = null;
    String rule = null;
    String size = null;
    String opening = null;
    String record = null;
    for (String pair : query.split("&")) {
      int eq = pair.indexOf('=');
      String key = eq < 0 ? pair : pair.substring(0, eq);
      String value = eq < 0 ? "" : pair.substring(eq + 1);
      if (key.equals("game")) {
        game = value;
      } else if (key.equals("rule")) {
        rule = value;
      } else if (key.equals("size")) {
        size = value;
      } else if (key.equals("opening")) {
        opening = value;
      } else if (key.equals("record")) {
        record = value;
      }
    }
    return parse(game, rule, size, opening, record);
  }

  /** As {@link #parse(String, String, String, String, String)}, without an opening rule's record. */
  public static GameLink parse(String game, String rule, String size) {
    return parse(game, rule, size, null, null);
  }

  /**
   * Reads a link's parameters (null where absent: freestyle, 15 × 15, no opening rule). An opening rule's name is
   * checked only for its form here; the game's floor knows the rules.
   *
   * @throws IllegalArgumentException saying what is wrong, in words a player can act on; nothing is changed
   */
  public static GameLink parse(String game, String rule, String size, String opening, String record) {
    Rule r = Rule.FREESTYLE;
    if (rule != null && !rule.isEmpty()) {
      r = null;
      for (Rule each : Rule.values()) {
        if (each.name().equalsIgnoreCase(rule)) {
          r = each;
        }
      }
      if (r == null) {
        throw new gomoku.rules.InputError("linkRule", "unknown rule '" + rule + "' (freestyle, standard or renju)",
            rule);
      }
    }
    int n = 15;
    if (size != null && !size.isEmpty()) {
      try {
        n = Integer.parseInt(size);
      } catch (NumberFormatException e) {
        throw new gomoku.rules.InputError("linkSize", "the board size '" + size + "' is not a number", size);
      }
      if (n != 15 && n != 19 && n != 20) {
        throw new gomoku.rules.InputError("linkSizes", "boards are 15, 19 or 20 wide, not " + n, n);
      }
    }
    // A link with a rule or a size and no moves opens an empty board of that kind.
    GameText text = game == null || game.trim().isEmpty() ? GameText.empty(n)
        : GameText.parse(game, n);
    if (text.size != n) {
      throw new gomoku.rules.InputError("linkMismatch",
          "the moves are for a " + text.size + " board, the link says " + n, text.size, n);
    }
    for (List<Integer> line : text.tree.leaves()) {
      GameState.replay(r, n, line); // names the first illegal move
    }
    String decided = record == null ? "" : record.replace(".", "; ").replace('_', ' ');
    boolean hasOpening = opening != null && !opening.isEmpty();
    if (hasOpening != !decided.isEmpty() || hasOpening && (r != Rule.RENJU || !opening.matches("[A-Z0-9_]{1,20}")
        || !decided.matches(RECORD))) {
      throw new gomoku.rules.InputError("linkOpening", "the renju opening's record in the link is not readable");
    }
    return new GameLink(r, n, text.tree, hasOpening ? opening : null, decided);
  }
}
