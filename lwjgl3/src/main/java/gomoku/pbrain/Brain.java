package gomoku.pbrain;

import gomoku.engine.Evaluation;
import gomoku.engine.PatternTable;
import gomoku.engine.Search;
import gomoku.engine.SearchInfo;
import gomoku.rules.Board;
import gomoku.rules.ForbiddenMoves;
import gomoku.rules.GameState;
import gomoku.rules.Notation;
import gomoku.rules.Rule;
import gomoku.rules.Stone;
import gomoku.rules.Verdict;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The Gomocup (Piskvork) protocol: one line in, zero or more lines out. It keeps the game the manager
 * describes and answers move requests with the player's move. Threads are {@link PbrainMain}'s business;
 * this class is called with one line at a time, in order, and may think (block) while answering.
 *
 * <p>Nothing a manager sends can break it: a line it cannot use gets {@code ERROR} (with what is wrong) or
 * {@code UNKNOWN}, and leaves the game as it was.
 */
public final class Brain {
  /** Where answers go; one call per line, flushed by the receiver. */
  public interface Output {
    void line(String text);
  }

  static final String ABOUT = "name=\"Gomoku\", version=\"0.2\", author=\"Gomoku studio\", country=\"CZ\", "
      + "www=\"https://github.com\", email=\"\"";
  private static final int MIN_SIZE = Board.MIN_SIZE;
  private static final int MAX_SIZE = Board.MAX_SIZE;

  private final BrainPlayer player;
  private final Output out;
  private final Swap2 swap2;
  final TimeBudget time = new TimeBudget();
  private Rule rule = Rule.FREESTYLE;
  private GameState game;
  static final long DEFAULT_TABLE = 64L << 20;
  long tableBytes = DEFAULT_TABLE;

  /** A multi-line command being read (BOARD, YXBOARD, SWAP2BOARD), its stones and its first problem. */
  private String block;
  private final List<int[]> blockStones = new ArrayList<>();
  private String blockError;
  private boolean ended;

  public Brain(BrainPlayer player, Output out) {
    this.player = player;
    this.out = out;
    this.swap2 = new Swap2();
  }

  public boolean ended() {
    return ended;
  }

  /** Asks a running search to return now (from any thread). */
  public void stopThinking() {
    player.stop();
    swap2.stop();
  }

  /** The game as the brain sees it; null before START. */
  GameState game() {
    return game;
  }

  /**
   * Handles one line. {@code arrivedMillis} is when it was read ({@link System#currentTimeMillis()}): the time
   * a request waited in the queue counts against its move's time.
   */
  public void accept(String raw, long arrivedMillis) {
    String line = raw == null ? "" : raw.trim();
    if (line.isEmpty() || ended) {
      return;
    }
    if (block != null) {
      blockLine(line, arrivedMillis);
      return;
    }
    int space = line.indexOf(' ');
    String command = (space < 0 ? line : line.substring(0, space)).toUpperCase(Locale.ROOT);
    String args = space < 0 ? "" : line.substring(space + 1).trim();
    try {
      dispatch(command, args, arrivedMillis);
    } catch (IllegalArgumentException e) {
      out.line("ERROR " + command + ": " + e.getMessage());
    }
  }

  private void dispatch(String command, String args, long arrived) {
    switch (command) {
      case "START":
        start(ProtocolText.parseInt(args), args);
        break;
      case "RECTSTART":
        rectStart(args);
        break;
      case "RESTART":
        requireGame();
        game = new GameState(rule, game.size());
        out.line("OK");
        break;
      case "BEGIN":
        requireGame();
        if (game.moveCount() > 0) {
          throw new IllegalArgumentException("the board is not empty; BEGIN starts a game");
        }
        answerMove(arrived);
        break;
      case "TURN":
        requireGame();
        playOpponent(parsePoint(args));
        answerMove(arrived);
        break;
      case "PLAY":
        requireGame();
        int own = parsePoint(args);
        refuseIfIllegal(own);
        game.play(own);
        out.line(coordinates(own));
        break;
      case "BOARD":
      case "YXBOARD":
      case "SWAP2BOARD":
        requireGame();
        block = command;
        blockStones.clear();
        blockError = null;
        break;
      case "TAKEBACK":
        requireGame();
        takeBack(parsePoint(args));
        break;
      case "INFO":
        info(args);
        break;
      case "END":
        ended = true;
        break;
      case "ABOUT":
        out.line(ABOUT);
        break;
      case "YXSTOP":
      case "STOP":
        break; // only meaningful while thinking: PbrainMain passes it to stopThinking() at once
      case "YXSHOWFORBID":
        requireGame();
        out.line(forbidLine());
        break;
      case "YXHASHCLEAR":
        player.setTableBytes(tableBytes);
        break;
      default:
        out.line("UNKNOWN command '" + ProtocolText.shorten(command) + "'");
    }
  }

  // ---- games ----------------------------------------------------------------------------------------------

  private void start(int size, String args) {
    if (size < MIN_SIZE || size > MAX_SIZE) {
      out.line(
          "ERROR unsupported size " + ProtocolText.shorten(args) + " (" + MIN_SIZE + ".." + MAX_SIZE + " are played)");
      return;
    }
    // Build the pattern and evaluation tables now: START is not timed, the first move is.
    for (Rule r : Rule.values()) {
      PatternTable.forRule(r);
      gomoku.engine.EvalTables.forRule(r);
    }
    game = new GameState(rule, size);
    // The first search, and the first use of each line the answer prints, cost the JVM time (compiling,
    // linking): pay it here, formatting the rehearsal's lines without printing them.
    player.warmUp(rule, size, info -> {
      progress(info);
      summary(info);
      coordinates(info.pv.length > 0 ? info.pv[0] : 0);
    });
    out.line("OK");
  }

  private void rectStart(String args) {
    String[] wh = args.split(",");
    if (wh.length != 2) {
      throw new IllegalArgumentException("expected RECTSTART width,height");
    }
    int w = ProtocolText.parseInt(wh[0]);
    int h = ProtocolText.parseInt(wh[1]);
    if (w != h) {
      out.line(
          "ERROR rectangular boards are not supported (" + w + "x" + h + "); square " + MIN_SIZE + ".." + MAX_SIZE);
      return;
    }
    start(w, args);
  }

  private void playOpponent(int point) {
    refuseIfIllegal(point);
    game.play(point);
  }

  private void refuseIfIllegal(int point) {
    if (game.outcome().isOver()) {
      throw new IllegalArgumentException("the game is over (" + game.outcome() + ")");
    }
    Verdict v = game.check(point);
    if (!v.isLegal()) {
      throw new IllegalArgumentException(coordinates(point) + ": " + v.message);
    }
  }

  private void takeBack(int point) {
    if (game.moveCount() == 0 || game.lastMove() != point) {
      throw new IllegalArgumentException(coordinates(point) + " is not the last move played");
    }
    game.undo();
    out.line("OK");
  }

  /** Thinks and plays the answer for the side to move, within the time the manager allows. */
  private void answerMove(long arrived) {
    if (game.outcome().isOver()) {
      throw new IllegalArgumentException("the game is over (" + game.outcome() + ")");
    }
    if (game.moveCount() == game.size() * game.size()) {
      throw new IllegalArgumentException("the board is full");
    }
    Search.Result r = player.think(game, softDeadline(arrived), deadline(arrived), this::message);
    int move = r.move;
    if (move < 0 || !game.check(move).isLegal()) {
      out.line("DEBUG the search gave no legal move (" + move + "); playing the first legal point");
      move = firstLegal();
    }
    game.play(move);
    out.line(summary(r.info));
    out.line(coordinates(move));
  }

  private String summary(SearchInfo i) {
    return "MESSAGE " + player.name() + ": depth " + i.depth + " score " + Evaluation.describe(i.score) + " nodes "
        + i.nodes + " time " + i.millis + " ms";
  }

  /** When the answer must be out: the move's budget counted from the request's arrival. */
  long deadline(long arrived) {
    return deadline(game, arrived);
  }

  private long deadline(GameState g, long arrived) {
    return arrived + time.moveMillis(g.moveCount(), g.size() * g.size());
  }

  /** When the search plans to be done (the soft limit; see {@link TimeBudget}). */
  long softDeadline(long arrived) {
    return arrived + time.softMillis(game.moveCount(), game.size() * game.size());
  }

  private int firstLegal() {
    for (int p = 0; p < game.size() * game.size(); p++) {
      if (game.check(p).isLegal()) {
        return p;
      }
    }
    return -1;
  }

  private void message(SearchInfo i) {
    out.line(progress(i));
  }

  private String progress(SearchInfo i) {
    StringBuilder pv = new StringBuilder();
    for (int k = 0; k < i.pv.length && k < 12; k++) {
      pv.append(' ').append(Notation.name(game.size(), i.pv[k]));
    }
    return "MESSAGE depth " + i.depth + "-" + i.selectiveDepth + " score " + Evaluation.describe(i.score) + " nodes "
        + i.nodes + " nps " + i.nodesPerSecond() + " time " + i.millis + " pv" + pv;
  }

  // ---- multi-line commands --------------------------------------------------------------------------------

  private void blockLine(String line, long arrived) {
    if (line.equalsIgnoreCase("DONE")) {
      String command = block;
      block = null;
      try {
        if (blockError != null) {
          throw new IllegalArgumentException(blockError);
        }
        finishBlock(command, arrived);
      } catch (IllegalArgumentException e) {
        // The manager no longer shows the old position: keeping it would answer for a board nobody sees.
        game = new GameState(rule, game.size());
        out.line("ERROR " + command + ": " + e.getMessage() + "; the board is now empty");
      }
      return;
    }
    if (blockError != null) {
      return;
    }
    String[] f = line.split(",");
    boolean swap = block.equals("SWAP2BOARD");
    try {
      if (f.length != (swap ? 2 : 3) && !(swap && f.length == 3)) {
        throw new IllegalArgumentException("expected x,y" + (swap ? "" : ",who"));
      }
      int x = ProtocolText.parseInt(f[0]);
      int y = ProtocolText.parseInt(f[1]);
      int who = f.length == 3 ? ProtocolText.parseInt(f[2]) : 0;
      if (x < 0 || y < 0 || x >= game.size() || y >= game.size()) {
        throw new IllegalArgumentException("off the board");
      }
      if (!swap && (who < 1 || who > 3)) {
        throw new IllegalArgumentException("who must be 1 (own), 2 (opponent) or 3");
      }
      blockStones.add(new int[] {y * game.size() + x, who});
    } catch (IllegalArgumentException e) {
      blockError = "line '" + ProtocolText.shorten(line) + "': " + e.getMessage();
    }
  }

  private void finishBlock(String command, long arrived) {
    if (command.equals("SWAP2BOARD")) {
      List<Integer> moves = new ArrayList<>();
      for (int[] s : blockStones) {
        moves.add(s[0]);
      }
      GameState g = replay(moves);
      Swap2.Answer a = swap2.decide(g, swap2Millis(g, arrived, System.currentTimeMillis()));
      for (int p : a.moves) {
        g.play(p);
      }
      game = g;
      out.line(a.text(this::coordinates));
      return;
    }
    // A manager's board is a set-up position (Yixin-Board sends one after the user edits the stones): black's
    // stones may stand where renju forbids; only a five, or a stone twice, refuses it.
    game = GameState.setUp(rule, game.size(), playOrder(blockStones));
    if (command.equals("BOARD")) {
      answerMove(arrived);
    }
  }

  /**
   * What a swap2 decision on g may still use at {@code now}: the hard limit of a move on that board, match
   * clock and {@code --max-ms} included, counted from the request's arrival (at least 1 ms). The decision is
   * several short searches, and it comes first in a game, when the clock is fullest.
   */
  int swap2Millis(GameState g, long arrived, long now) {
    return (int) Math.max(1, deadline(g, arrived) - now);
  }

  /**
   * Own (1) and opponent (2, or 3 in continuous games) stones in the order the manager listed them: black's
   * and white's stones alternate, black first. Whoever has fewer or equal stones is to move: equal counts mean
   * the brain is black.
   */
  private static List<Integer> playOrder(List<int[]> stones) {
    List<Integer> own = new ArrayList<>();
    List<Integer> theirs = new ArrayList<>();
    for (int[] s : stones) {
      (s[1] == 1 ? own : theirs).add(s[0]);
    }
    List<Integer> black;
    List<Integer> white;
    if (own.size() == theirs.size()) {
      black = own;
      white = theirs;
    } else if (theirs.size() == own.size() + 1) {
      black = theirs;
      white = own;
    } else {
      throw new IllegalArgumentException(own.size() + " own and " + theirs.size() + " opponent stones: "
          + "it cannot be the brain's turn");
    }
    List<Integer> moves = new ArrayList<>();
    for (int i = 0; i < black.size(); i++) {
      moves.add(black.get(i));
      if (i < white.size()) {
        moves.add(white.get(i));
      }
    }
    return moves;
  }

  private GameState replay(List<Integer> moves) {
    return GameState.replay(rule, game.size(), moves);
  }

  // ---- INFO -----------------------------------------------------------------------------------------------

  private void info(String args) {
    int space = args.indexOf(' ');
    String key = (space < 0 ? args : args.substring(0, space)).toLowerCase(Locale.ROOT);
    String value = space < 0 ? "" : args.substring(space + 1).trim();
    switch (key) {
      case "timeout_turn":
        time.turnMillis = ProtocolText.parseMillis(value);
        break;
      case "timeout_match":
        time.matchMillis = ProtocolText.parseMillis(value);
        break;
      case "time_left":
        time.timeLeft = ProtocolText.parseMillis(value);
        break;
      case "max_memory":
        // A quarter of the allowance for the table (the JVM, its code and the pattern tables take the rest),
        // at most the default 64 MB. Allocating a new table takes time the next move would pay, so the table
        // only changes when its size must.
        long bytes = ProtocolText.parseLong(value);
        long wanted = bytes <= 0 ? DEFAULT_TABLE : Math.max(1L << 20, Math.min(DEFAULT_TABLE, bytes / 4));
        if (wanted != tableBytes) {
          tableBytes = wanted;
          player.setTableBytes(tableBytes);
        }
        break;
      case "rule":
        setRule(ProtocolText.parseInt(value));
        break;
      case "thread_num":
        player.setThreads(ProtocolText.parseInt(value));
        break;
      case "game_type":
      case "folder":
      case "evaluate":
      case "hash_size":
      case "max_depth":
      case "max_node":
      case "caution_factor":
      case "pondering":
      case "usedatabase":
        break; // understood, nothing to change
      default:
        break; // the protocol says unknown INFO keys are ignored
    }
  }

  private void setRule(int bits) {
    if ((bits & 8) != 0) {
      throw new IllegalArgumentException("caro (rule 8) is not supported; the rule stays " + rule.title);
    }
    Rule next = (bits & 4) != 0 ? Rule.RENJU : (bits & 1) != 0 ? Rule.STANDARD : Rule.FREESTYLE;
    if (next == rule) {
      return;
    }
    rule = next;
    if (game != null) {
      try {
        game = GameState.setUp(rule, game.size(), game.moves());
      } catch (IllegalArgumentException e) {
        game = new GameState(rule, game.size());
        out.line("DEBUG the stones on the board are not a legal " + rule.title + " game; the board is cleared");
      }
    }
  }

  // ---- Yixin extensions -----------------------------------------------------------------------------------

  /** {@code FORBID xxyy...} with black's forbidden points when black is to move under renju, then a dot. */
  private String forbidLine() {
    StringBuilder sb = new StringBuilder("FORBID ");
    if (game.rule() == Rule.RENJU && game.sideToMove() == Stone.BLACK && !game.outcome().isOver()) {
      Board b = game.board();
      for (int p = 0; p < game.size() * game.size(); p++) {
        if (b.get(p) == Stone.EMPTY && ForbiddenMoves.isForbidden(b, p)) {
          sb.append(ProtocolText.twoDigits(p % game.size())).append(ProtocolText.twoDigits(p / game.size()));
        }
      }
    }
    return sb.append('.').toString();
  }

  // ---- parsing --------------------------------------------------------------------------------------------

  private void requireGame() {
    if (game == null) {
      throw new IllegalArgumentException("no game yet: START comes first");
    }
  }

  private int parsePoint(String args) {
    return ProtocolText.point(args, game.size());
  }

  String coordinates(int point) {
    return point % game.size() + "," + point / game.size();
  }
}
