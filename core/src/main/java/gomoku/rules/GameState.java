package gomoku.rules;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A game under one rule: the board, the moves in order, the moves that undo took back (for redo), and the
 * outcome with its winning line. Black always moves first. Every change goes through {@link #play},
 * {@link #undo} and {@link #redo}, which keep these consistent; an illegal move changes nothing.
 */
public final class GameState {
  /**
   * A move that places no stone: the other side is to move. Only set-up positions hold one (a side to move that the
   * stone counts do not give, or a look at what the other side threatens); no player's click or protocol line makes
   * one. It is not -1, which means "no move" throughout.
   */
  public static final int PASS = -2;

  private final Rule rule;
  private final Board board;
  private final List<Integer> moves = new ArrayList<>();
  private final List<Integer> undone = new ArrayList<>();
  private Outcome outcome = Outcome.ONGOING;
  private int[] winningLine;

  public GameState(Rule rule, int size) {
    this.rule = rule;
    this.board = new Board(size);
  }

  /**
   * A game replayed from a move list.
   *
   * @throws IllegalArgumentException naming the first move that is not legal, and why
   */
  public static GameState replay(Rule rule, int size, List<Integer> moves) {
    GameState g = new GameState(rule, size);
    for (int i = 0; i < moves.size(); i++) {
      int p = moves.get(i);
      Verdict v = p == PASS ? g.checkPass() : g.check(p);
      if (!v.isLegal()) {
        String where = g.board.isPoint(p) || p == PASS ? Notation.name(size, p) : String.valueOf(p);
        throw new InputError("move", "move " + (i + 1) + " (" + where + "): " + v.message, i + 1, where, v);
      }
      g.apply(p);
    }
    return g;
  }

  /**
   * A position set up stone by stone, as a GUI sends an edited board: black and white alternate as listed, and
   * black's stones may stand on points renju forbids (a set-up position is not a game played under the rule).
   * Only a point off the board, a point listed twice, or a five among the stones refuses it: there would be
   * no move to make.
   *
   * @throws IllegalArgumentException saying which stone is wrong, and why
   */
  public static GameState setUp(Rule rule, int size, List<Integer> stones) {
    GameState g = new GameState(rule, size);
    for (int i = 0; i < stones.size(); i++) {
      int p = stones.get(i);
      if (!g.board.isPoint(p)) {
        throw new InputError("stoneOff", "stone " + (i + 1) + " (" + p + ") is off the board", i + 1, p);
      }
      if (g.board.get(p) != Stone.EMPTY) {
        throw new InputError("stoneTwice", "stone " + (i + 1) + " (" + Notation.name(size, p) + ") is listed twice",
            i + 1, Notation.name(size, p));
      }
      g.put(p);
      if (g.outcome.isOver() && g.outcome != Outcome.DRAW) {
        throw new InputError("stonesFive",
            "the stones hold a five (" + Notation.name(size, p) + "): the game is over", Notation.name(size, p));
      }
    }
    return g;
  }

  public Rule rule() {
    return rule;
  }

  public int size() {
    return board.size();
  }

  /** The board itself; callers must not change it (the engine works on its own copy). */
  public Board board() {
    return board;
  }

  public int sideToMove() {
    return moves.size() % 2 == 0 ? Stone.BLACK : Stone.WHITE;
  }

  public int moveCount() {
    return moves.size();
  }

  public List<Integer> moves() {
    return Collections.unmodifiableList(moves);
  }

  /** The game's whole line: the moves played, then the undone ones that redo would bring back, in order. */
  public List<Integer> line() {
    List<Integer> line = new java.util.ArrayList<>(moves);
    for (int i = undone.size() - 1; i >= 0; i--) {
      line.add(undone.get(i));
    }
    return line;
  }

  /** The last stone placed by the last move, or -1 (no move yet, or the last was a pass). */
  public int lastMove() {
    return moves.isEmpty() || moves.get(moves.size() - 1) == PASS ? -1 : moves.get(moves.size() - 1);
  }

  public Outcome outcome() {
    return outcome;
  }

  /** The stones of the winning five (or white's overline under renju), or null. */
  public int[] winningLine() {
    return winningLine == null ? null : java.util.Arrays.copyOf(winningLine, winningLine.length);
  }

  public boolean canUndo() {
    return !moves.isEmpty();
  }

  /** How many undone moves {@link #redo} can play again. */
  public int redoCount() {
    return undone.size();
  }

  public boolean canRedo() {
    return !undone.isEmpty();
  }

  /** Whether the side to move may play {@code point} now. */
  public Verdict check(int point) {
    if (!board.isPoint(point)) {
      return Verdict.OFF_BOARD;
    }
    if (outcome.isOver()) {
      return Verdict.GAME_OVER;
    }
    if (board.get(point) != Stone.EMPTY) {
      return Verdict.OCCUPIED;
    }
    if (rule == Rule.RENJU && sideToMove() == Stone.BLACK) {
      return Verdict.of(ForbiddenMoves.check(board, point));
    }
    return Verdict.LEGAL;
  }

  /** Whether {@code point} is forbidden for black right now (only ever under renju, black to move). */
  public Forbidden forbiddenFor(int point) {
    if (rule != Rule.RENJU || outcome.isOver() || sideToMove() != Stone.BLACK || !board.isPoint(point)) {
      return Forbidden.NONE;
    }
    return ForbiddenMoves.check(board, point);
  }

  /** Plays the move if legal and returns the verdict; a new move clears the redo list. */
  public Verdict play(int point) {
    Verdict v = check(point);
    if (v.isLegal()) {
      put(point);
      undone.clear();
    }
    return v;
  }

  /** Whether the side to move may pass: while the game goes on (see {@link #PASS}). */
  public Verdict checkPass() {
    return outcome.isOver() ? Verdict.GAME_OVER : Verdict.LEGAL;
  }

  /** The other side is to move, no stone placed (see {@link #PASS}); a new move clears the redo list. */
  public Verdict pass() {
    Verdict v = checkPass();
    if (v.isLegal()) {
      moves.add(PASS);
      undone.clear();
    }
    return v;
  }

  /** {@link #play} or, for {@link #PASS}, {@link #pass}: a move of a move list. */
  public Verdict apply(int move) {
    return move == PASS ? pass() : play(move);
  }

  /** Takes back the last move; returns its point ({@link #PASS} for a pass), or -1 when there is none. */
  public int undo() {
    if (moves.isEmpty()) {
      return -1;
    }
    int p = moves.remove(moves.size() - 1);
    if (p != PASS) {
      board.remove(p);
    }
    undone.add(p);
    outcome = Outcome.ONGOING;
    winningLine = null;
    return p;
  }

  /** Plays the last undone move again; returns its point, or -1 when there is none. */
  public int redo() {
    if (undone.isEmpty()) {
      return -1;
    }
    int p = undone.remove(undone.size() - 1);
    if (p == PASS) {
      moves.add(PASS);
    } else {
      put(p);
    }
    return p;
  }

  private void put(int point) {
    int colour = sideToMove();
    board.place(point, colour);
    moves.add(point);
    int[] line = WinDetector.winningLine(board, point, rule);
    if (line != null) {
      outcome = Outcome.winFor(colour);
      winningLine = line;
    } else if (board.isFull() || (rule == Rule.RENJU && colour == Stone.WHITE && !blackCanMove())) {
      outcome = Outcome.DRAW; // renju: every empty point forbidden to black is a full board for it
    }
  }

  /** Whether black has a point it may play (renju: not every empty point forbidden); usually the first empty one. */
  private boolean blackCanMove() {
    for (int p = 0; p < board.pointCount(); p++) {
      if (board.get(p) == Stone.EMPTY && ForbiddenMoves.check(board, p) == Forbidden.NONE) {
        return true;
      }
    }
    return false;
  }

  public String moveString() {
    return Notation.moveString(board.size(), moves);
  }
}
