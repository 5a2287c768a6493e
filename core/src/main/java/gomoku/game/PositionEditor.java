package gomoku.game;

import gomoku.rules.Board;
import gomoku.rules.Forbidden;
import gomoku.rules.ForbiddenMoves;
import gomoku.rules.GameState;
import gomoku.rules.Notation;
import gomoku.rules.Rule;
import gomoku.rules.Stone;
import gomoku.rules.WinDetector;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * A position set up stone by stone (the board editor): stones of either colour go anywhere, and {@link #check} says
 * whether a game could stand there: Black has as many stones as White or one more, no five is made, and under renju
 * no black stone stands on a point forbidden to it. The counts give the side to move (Black with equal counts); the
 * player may choose the other, and the game's moves then hold one {@link GameState#PASS}.
 */
public final class PositionEditor {
  /** What a tap does. */
  public enum Tool {
    BLACK,
    WHITE,
    ERASE
  }

  private final Rule rule;
  private final int size;
  private final Board board;
  /** The side to move the player chose, or 0: the one the counts give. */
  private int chosenSide;

  public PositionEditor(Rule rule, int size) {
    this.rule = rule;
    this.size = size;
    this.board = new Board(size);
  }

  /** Starts from a game's position. */
  public void load(GameState game) {
    clear();
    for (int p = 0; p < board.pointCount(); p++) {
      int c = game.board().get(p);
      if (c != Stone.EMPTY) {
        board.place(p, c);
      }
    }
    chosenSide = game.sideToMove() == countsSide() ? 0 : game.sideToMove();
  }

  /** A tap with {@code tool}: a stone of its colour there (a tap on one such stone takes it off), or none. */
  public void apply(int point, Tool tool) {
    if (!board.isPoint(point)) {
      return;
    }
    int colour = tool == Tool.BLACK ? Stone.BLACK : tool == Tool.WHITE ? Stone.WHITE : Stone.EMPTY;
    int here = board.get(point);
    if (here != Stone.EMPTY) {
      board.remove(point);
    }
    if (colour != Stone.EMPTY && here != colour) {
      board.place(point, colour);
    }
  }

  public void clear() {
    chosenSide = 0;
    for (int p = 0; p < board.pointCount(); p++) {
      if (board.get(p) != Stone.EMPTY) {
        board.remove(p);
      }
    }
  }

  /** The colour on {@code point}, or {@link Stone#EMPTY}. */
  public int stone(int point) {
    return board.get(point);
  }

  public int size() {
    return size;
  }

  public int count(int colour) {
    int c = 0;
    for (int p = 0; p < board.pointCount(); p++) {
      c += board.get(p) == colour ? 1 : 0;
    }
    return c;
  }

  /** The side to move: the player's choice, else the one the counts give ({@link #countsSide}). */
  public int sideToMove() {
    return chosenSide != 0 ? chosenSide : countsSide();
  }

  /** The side to move the stone counts give: Black with equal counts, White with one black stone more. */
  public int countsSide() {
    return count(Stone.BLACK) == count(Stone.WHITE) ? Stone.BLACK : Stone.WHITE;
  }

  /** Chooses the side to move; the other one than the counts give makes the game's moves hold one pass. */
  public void setSideToMove(int colour) {
    chosenSide = colour == Stone.BLACK || colour == Stone.WHITE ? colour : 0;
  }

  /** The colour whose pass puts the chosen side to move, or 0 when the counts give it. */
  public int passer() {
    if (sideToMove() == countsSide()) {
      return 0;
    }
    return count(Stone.BLACK) == count(Stone.WHITE) ? Stone.BLACK : Stone.WHITE;
  }

  /**
   * What keeps the stones from being a game's position, in English (the first problem), or null when none does;
   * {@link #problem} gives it as a kind and a point for the player's language.
   */
  public String check() {
    Problem p = problem();
    return p == null ? null : p.english(size);
  }

  /** Why the stones are not a game's position. */
  public static final class Problem {
    public enum Kind {
      COUNTS,
      FIVE,
      FORBIDDEN,
      UNREACHABLE
    }

    public final Kind kind;
    /** The point concerned (FIVE, FORBIDDEN), else -1. */
    public final int point;
    public final Forbidden forbidden;
    public final int black;
    public final int white;

    Problem(Kind kind, int point, Forbidden forbidden, int black, int white) {
      this.kind = kind;
      this.point = point;
      this.forbidden = forbidden;
      this.black = black;
      this.white = white;
    }

    String english(int size) {
      switch (kind) {
        case COUNTS:
          return "Black has " + black + " stones and White " + white + ": in a game Black has as many or one more";
        case FIVE:
          return "the stones hold a five (" + Notation.name(size, point) + "): the game would be over";
        case FORBIDDEN:
          return "renju: Black's " + Notation.name(size, point) + " stands on a forbidden point ("
              + forbidden.description
              + ")";
        default:
          return "no renju game reaches these stones";
      }
    }
  }

  /** The first problem, or null. */
  public Problem problem() {
    int black = count(Stone.BLACK);
    int white = count(Stone.WHITE);
    if (black != white && black != white + 1) {
      return new Problem(Problem.Kind.COUNTS, -1, Forbidden.NONE, black, white);
    }
    for (int p = 0; p < board.pointCount(); p++) {
      if (board.get(p) != Stone.EMPTY && WinDetector.winningLine(board, p, rule) != null) {
        return new Problem(Problem.Kind.FIVE, p, Forbidden.NONE, black, white);
      }
    }
    if (rule == Rule.RENJU) {
      for (int p = 0; p < board.pointCount(); p++) {
        if (board.get(p) == Stone.BLACK) {
          board.remove(p);
          Forbidden f = ForbiddenMoves.check(board, p);
          board.place(p, Stone.BLACK);
          if (f != Forbidden.NONE) {
            return new Problem(Problem.Kind.FORBIDDEN, p, f, black, white);
          }
        }
      }
      if (moves() == null) {
        return new Problem(Problem.Kind.UNREACHABLE, -1, Forbidden.NONE, black, white);
      }
    }
    return null;
  }

  /**
   * The stones as a game's moves, black and white in turn, in an order the rules accept (under renju a black stone
   * may be forbidden while stones placed later are missing: other orders are tried); null when none was found. A
   * side to move the counts do not give puts a pass first (equal counts: Black passes, White plays on) or second
   * (one black stone more: White passes after Black's first stone).
   */
  public List<Integer> moves() {
    List<Integer> black = new ArrayList<>();
    List<Integer> white = new ArrayList<>();
    for (int p = 0; p < board.pointCount(); p++) {
      if (board.get(p) == Stone.BLACK) {
        black.add(p);
      } else if (board.get(p) == Stone.WHITE) {
        white.add(p);
      }
    }
    if (black.size() != white.size() && black.size() != white.size() + 1) {
      return null;
    }
    Random random = new Random(1);
    int passer = passer();
    for (int attempt = 0; attempt < 200; attempt++) {
      List<Integer> moves = new ArrayList<>();
      if (passer == Stone.BLACK) {
        moves.add(GameState.PASS);
        for (int i = 0; i < white.size(); i++) {
          moves.add(white.get(i));
          moves.add(black.get(i));
        }
      } else if (passer == Stone.WHITE) {
        moves.add(black.get(0));
        moves.add(GameState.PASS);
        for (int i = 1; i < black.size(); i++) {
          moves.add(black.get(i));
          moves.add(white.get(i - 1));
        }
      } else {
        for (int i = 0; i < black.size(); i++) {
          moves.add(black.get(i));
          if (i < white.size()) {
            moves.add(white.get(i));
          }
        }
      }
      try {
        GameState g = GameState.replay(rule, size, moves);
        if (!g.outcome().isOver()) {
          return moves;
        }
        return null;
      } catch (IllegalArgumentException e) {
        java.util.Collections.shuffle(black, random);
        java.util.Collections.shuffle(white, random);
      }
    }
    return null;
  }
}
