package gomoku.game;

import gomoku.record.GameTree;
import gomoku.rules.GameState;
import gomoku.rules.Outcome;
import gomoku.rules.Verdict;
import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * A match's stones and their record: the position on the board, the game tree it is a path of, and the moves that go
 * forward, back and into variations, each with its events. Whose turn it is and what the computer does are
 * {@link Match}'s; this class only keeps the board and the tree in step.
 */
final class GameMoves {
  private final GameState state;
  /** The game with its variations; {@link #state} is the position at the tree's current move. */
  private GameTree tree = new GameTree();
  private final List<MatchListener> listeners;
  private final OpeningTurns opening;
  /** Whether the game ended off the board (time, resignation, agreed draw): then nothing moves. */
  private final BooleanSupplier decidedOffBoard;
  /** Told after every change of position (the analysis, the graph and the pace follow it). */
  private final Runnable positionChanged;

  GameMoves(GameState state, List<MatchListener> listeners, OpeningTurns opening, BooleanSupplier decidedOffBoard,
      Runnable positionChanged) {
    this.state = state;
    this.listeners = listeners;
    this.opening = opening;
    this.decidedOffBoard = decidedOffBoard;
    this.positionChanged = positionChanged;
  }

  GameTree tree() {
    return tree;
  }

  /**
   * Plays moves before anyone watches: no events. A game with moves is past its opening.
   *
   * @throws IllegalArgumentException naming the first illegal move; nothing is then changed
   */
  void playSilently(List<Integer> moves) {
    GameState.replay(state.rule(), state.size(), moves);
    for (int p : moves) {
      state.apply(p);
      tree.play(p);
    }
    if (!moves.isEmpty()) {
      opening.skip();
    }
    positionChanged.run();
  }

  /**
   * Plays a game with its variations before anyone watches, up to the tree's current move.
   *
   * @throws IllegalArgumentException naming the first illegal move of any line; nothing is then changed
   */
  void playSilently(GameTree game) {
    for (List<Integer> line : game.leaves()) {
      GameState.replay(state.rule(), state.size(), line);
    }
    playSilently(game.path());
    tree = game;
    positionChanged.run();
  }

  /**
   * Plays {@code point} with its events: a new move of the tree, or the next one of a line it holds (a set-up
   * position's {@link GameState#PASS} among them). An illegal move is refused with a {@link MatchListener#moveRefused}
   * event and changes nothing.
   */
  Verdict place(int point) {
    int colour = state.sideToMove();
    Verdict v = state.apply(point);
    if (!v.isLegal()) {
      return refuse(point, v);
    }
    tree.play(point);
    positionChanged.run();
    for (MatchListener l : listeners) {
      l.stonePlaced(point, colour, state.moveCount());
    }
    Outcome o = state.outcome();
    if (o.isOver()) {
      int[] line = state.winningLine();
      for (MatchListener l : listeners) {
        l.gameOver(o, line);
      }
    }
    return v;
  }

  /** Tells the listeners that {@code point} was not played and why. */
  Verdict refuse(int point, Verdict v) {
    for (MatchListener l : listeners) {
      l.moveRefused(point, v);
    }
    return v;
  }

  /** The opening rule says where undo stops ({@link OpeningTurns#canTakeBack}); a set-up position's stones were never played. */
  boolean canBack() {
    return !decidedOffBoard.getAsBoolean() && state.canUndo() && opening.canTakeBack(state.moveCount())
        && state.moveCount() > setupMoves;
  }

  /** The first moves of the line that are a set-up position (the board editor's stones), not moves of the game. */
  private int setupMoves;

  void setSetupMoves(int n) {
    setupMoves = n;
  }

  boolean canForward() {
    return !decidedOffBoard.getAsBoolean() && tree.nextMove() != -1 && !opening.isOn();
  }

  /** How many moves forward can bring (the line beyond the position on the board). */
  int forwardCount() {
    return tree.line().size() - state.moveCount();
  }

  /** One move back, with its events (the tree keeps the move as the way forward). */
  void back() {
    if (!canBack()) {
      return;
    }
    boolean wasOver = state.outcome().isOver();
    int number = state.moveCount();
    int p = state.undo();
    tree.back();
    opening.takenBack(number);
    positionChanged.run();
    for (MatchListener l : listeners) {
      l.stoneRemoved(p, number);
    }
    if (wasOver) {
      for (MatchListener l : listeners) {
        l.gameResumed();
      }
    }
  }

  /** The next move of the line, with its events. */
  void forward() {
    int next = tree.nextMove();
    if (next != -1 && canForward()) {
      place(next);
    }
  }

  /**
   * Back ({@code delta < 0}) or forward by up to {@code |delta|} moves ({@link Integer#MIN_VALUE} and
   * {@link Integer#MAX_VALUE} reach the ends). Returns whether anything moved.
   */
  boolean step(int delta) {
    boolean moved = false;
    if (delta < 0) {
      for (int i = 0; i > delta && canBack(); i--) {
        back();
        moved = true;
      }
    } else {
      for (int i = 0; i < delta && canForward(); i++) {
        forward();
        moved = true;
      }
    }
    return moved;
  }

  /**
   * Plays {@code move} instead of move {@code number} of the line: back to the position before it, then into that
   * variation (one the tree holds, or a new one). False, with the board left where back could bring it, when the game
   * cannot go back there or the move is not legal there.
   */
  boolean enterVariation(int number, int move) {
    if (number < 1 || number > state.moveCount() + 1) {
      return false;
    }
    while (state.moveCount() >= number && canBack()) {
      back();
    }
    if (state.moveCount() != number - 1 || !state.check(move).isLegal()) {
      return false;
    }
    place(move);
    return true;
  }

  /** Makes the variation the game is in its position's first move (again: the main line). False on the main line. */
  boolean promoteVariation() {
    boolean done = tree.promote();
    if (done) {
      positionChanged.run();
    }
    return done;
  }

  /** Deletes the variation the game is in, back at the position where it was tried; false on the main line. */
  boolean deleteVariation() {
    int steps = tree.stepsOutOfVariation();
    if (steps < 0) {
      return false;
    }
    for (int i = 0; i < steps; i++) {
      back();
    }
    tree.deleteForward();
    positionChanged.run();
    return true;
  }
}
