package gomoku.game;

import gomoku.record.GameTree;
import gomoku.record.TreeText;
import gomoku.rules.GameState;
import gomoku.rules.Notation;
import java.util.List;

/**
 * The game in progress as text, for autosave: the settings, the moves as a move string, and a check value
 * over both, so that a damaged save is recognised and refused rather than half loaded.
 *
 * <pre>
 *   gomoku-save 1
 *   rule=FREESTYLE
 *   ...settings...
 *   moves=h8i9j10
 *   check=1f3a9c2e
 * </pre>
 */
public final class SavedGame {
  static final String HEADER = "gomoku-save 1";

  public final MatchSettings settings;
  public final List<Integer> moves;
  /** The game with its variations, at {@link #moves}. */
  public final GameTree tree;
  /** Clock times left for black and white when the game has clocks, else -1. */
  public final long blackLeft;
  public final long whiteLeft;
  /** How many first moves are a set-up position's stones (see {@link Match#setSetupMoves}). */
  public final int setupMoves;
  /** A renju opening rule's state when the game was saved during it ({@link RenjuOpening#toText}), else null. */
  public String renjuOpening;
  /** What the renju opening rule decided ({@link RenjuOpeningTurns#record}), else null. */
  public String renjuRecord;

  private SavedGame(MatchSettings settings, List<Integer> moves, GameTree tree, long blackLeft, long whiteLeft,
      int setupMoves) {
    this.settings = settings;
    this.moves = moves;
    this.tree = tree;
    this.blackLeft = blackLeft;
    this.whiteLeft = whiteLeft;
    this.setupMoves = setupMoves;
  }

  public static String encode(MatchSettings settings, GameState game) {
    return encode(settings, game, GameTree.of(game.moves()), -1, -1, 0);
  }

  /**
   * With the game's variations ({@code tree}, whose current position is {@code game}'s) and the clocks' times left
   * (ignored when the settings have no clock).
   */
  public static String encode(MatchSettings settings, GameState game, GameTree tree, long blackLeft, long whiteLeft,
      int setupMoves) {
    return encode(settings, game, tree, blackLeft, whiteLeft, setupMoves, null);
  }

  /** As above, with a renju opening rule's state while it is going on (null: none). */
  public static String encode(MatchSettings settings, GameState game, GameTree tree, long blackLeft, long whiteLeft,
      int setupMoves, String renjuOpening) {
    return encode(settings, game, tree, blackLeft, whiteLeft, setupMoves, renjuOpening, null);
  }

  /** As above, with what the renju opening rule decided (null or empty: nothing). */
  public static String encode(MatchSettings settings, GameState game, GameTree tree, long blackLeft, long whiteLeft,
      int setupMoves, String renjuOpening, String renjuRecord) {
    boolean branches = tree.size() > tree.line().size() || !tree.line().equals(game.moves());
    String body = HEADER + "\n" + settings.toText() + "moves=" + game.moveString() + "\n"
        + (setupMoves > 0 ? "setup=" + setupMoves + "\n" : "")
        + (renjuOpening != null ? "renjuOpening=" + renjuOpening + "\n" : "")
        + (renjuRecord != null && !renjuRecord.isEmpty() ? "renjuRecord=" + renjuRecord + "\n" : "")
        + (branches ? "tree=" + TreeText.write(settings.size, tree) + "\n" : "")
        + (settings.clockMillis > 0 && blackLeft >= 0 ? "clocks=" + blackLeft + "," + whiteLeft + "\n" : "");
    return body + "check=" + checkValue(body) + "\n";
  }

  /**
   * Reads a save.
   *
   * @throws IllegalArgumentException saying what is wrong: not a save, damaged (check value), or moves that
   *     are not a legal game under the saved rule
   */
  public static SavedGame decode(String text) {
    if (text == null || !text.startsWith(HEADER + "\n")) {
      throw new IllegalArgumentException("not a saved game");
    }
    int at = text.lastIndexOf("check=");
    if (at < 0) {
      throw new IllegalArgumentException("the save is cut short (no check value)");
    }
    String body = text.substring(0, at);
    String check = text.substring(at + "check=".length()).trim();
    if (!check.equals(checkValue(body))) {
      throw new IllegalArgumentException("the save is damaged (its check value does not match)");
    }
    MatchSettings settings = MatchSettings.fromText(body);
    String moveText = "";
    String treeText = null;
    long black = -1;
    long white = -1;
    String setupText = "0";
    String renjuText = null;
    String recordText = null;
    for (String line : body.split("\n")) {
      if (line.startsWith("renjuOpening=")) {
        renjuText = line.substring("renjuOpening=".length());
      } else if (line.startsWith("renjuRecord=")) {
        recordText = line.substring("renjuRecord=".length());
      }
      if (line.startsWith("moves=")) {
        moveText = line.substring("moves=".length());
      } else if (line.startsWith("setup=")) {
        setupText = line.substring("setup=".length());
      } else if (line.startsWith("tree=")) {
        treeText = line.substring("tree=".length());
      } else if (line.startsWith("clocks=") && settings.clockMillis > 0) {
        String[] t = line.substring("clocks=".length()).split(",");
        if (t.length != 2 || !t[0].matches("[0-9]{1,9}") || !t[1].matches("[0-9]{1,9}")) {
          throw new IllegalArgumentException("the clock times are not readable");
        }
        black = Long.parseLong(t[0]);
        white = Long.parseLong(t[1]);
      }
    }
    List<Integer> moves = Notation.parseMoves(settings.size, moveText);
    GameState.replay(settings.rule, settings.size, moves); // throws, naming the bad move
    GameTree tree = GameTree.of(moves);
    if (treeText != null) {
      tree = TreeText.read(settings.size, treeText);
      for (List<Integer> line : tree.leaves()) {
        GameState.replay(settings.rule, settings.size, line);
      }
      if (!tree.goTo(moves)) {
        throw new IllegalArgumentException("the saved moves are not a line of the saved variations");
      }
    }
    int setup = setupText.matches("[0-9]{1,3}") ? Integer.parseInt(setupText) : -1;
    if (setup < 0 || setup > moves.size()) {
      throw new IllegalArgumentException("the set-up position's length is not readable");
    }
    SavedGame saved = new SavedGame(settings, moves, tree, black, white, setup);
    if (renjuText != null) {
      RenjuOpeningRule rule = settings.opening.renjuRule;
      if (rule == null || !new RenjuOpening(rule, settings.size).restore(renjuText, moves)) {
        throw new IllegalArgumentException("the opening rule's state is not readable");
      }
      saved.renjuOpening = renjuText;
    }
    if (recordText != null) {
      if (settings.opening.renjuRule == null || !recordText.matches("[a-z0-9 ,;]{1,400}")) {
        throw new IllegalArgumentException("the opening rule's record is not readable");
      }
      saved.renjuRecord = recordText;
    }
    return saved;
  }

  /** A 32-bit rotate-and-xor hash in hex; only shifts and xor, so the browser computes the same value. */
  static String checkValue(String s) {
    int h = 0x2545F491;
    for (int i = 0; i < s.length(); i++) {
      h = ((h << 5) | (h >>> 27)) ^ s.charAt(i);
      h ^= h >>> 15;
    }
    String hex = Integer.toHexString(h);
    while (hex.length() < 8) {
      hex = "0" + hex;
    }
    return hex;
  }
}
