package gomoku.game;

import gomoku.engine.Level;
import gomoku.engine.SearchInfo;
import gomoku.rules.GameState;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * The engine's help for the person at the board: a hint, "find a forced win", and the analysis's best moves. Each
 * runs on the match's thinker when the game's own turns leave it free ({@link ThinkerSlot}); the match decides when
 * that is.
 */
final class EngineHelp {
  /** How long a hint may take, and how well it looks. */
  static final int HINT_MILLIS = 1000;
  static final Level HINT_LEVEL = Level.HARD;
  /** "Find a forced win" looks this long. */
  static final int SOLVE_MILLIS = 5000;
  /** Analysis: how many candidate moves get exact scores, and how long it looks at one position. */
  static final int ANALYSIS_MOVES = 5;
  static final int ANALYSIS_MILLIS = 30000;

  private final ThinkerSlot slot;
  private final GameState state;
  private final List<MatchListener> listeners;
  /** Adds a winning line to the game as the way forward from the position on the board. */
  private final Consumer<List<Integer>> addLine;
  private boolean analysisOn;
  private SearchInfo analysis;
  /** The last answer of "find a forced win", or null. */
  private Solution solution;
  /** Whether the running solve looks at the other side's threats (the side to move passes). */
  private boolean solvingThreat;

  EngineHelp(ThinkerSlot slot, GameState state, List<MatchListener> listeners, Consumer<List<Integer>> addLine) {
    this.slot = slot;
    this.state = state;
    this.listeners = listeners;
    this.addLine = addLine;
  }

  /** Whether a hint or a solve may start now, as far as the thinker goes (the match checks whose turn it is). */
  boolean thinkerFree() {
    EngineJob job = slot.job();
    return slot.exists() && !job.isComputerTurn() && job != EngineJob.HINT && job != EngineJob.SOLVE;
  }

  void requestHint() {
    slot.cancel(EngineJob.ANALYSIS);
    slot.start(EngineJob.HINT, state, HINT_LEVEL, HINT_MILLIS, 1);
  }

  /**
   * Looks for a forced win for the side to move or, with {@code threat}, for the other side as if it were its move
   * (the side to move passes): what it threatens.
   */
  void solve(boolean threat) {
    slot.cancel(EngineJob.ANALYSIS);
    solution = null;
    solvingThreat = threat;
    List<Integer> moves = new ArrayList<>(state.moves());
    if (threat) {
      moves.add(GameState.PASS);
    }
    slot.start(EngineJob.SOLVE, state, moves, Level.MASTER, SOLVE_MILLIS, threat ? 1 : Solution.MOVES);
  }

  Solution solution() {
    return solution;
  }

  /** A hint's or a solve's search, polled once a frame; true while one runs (nothing else may use the thinker). */
  boolean updateRequested() {
    if (slot.job() == EngineJob.HINT) {
      int move = slot.poll();
      if (move >= 0) {
        for (MatchListener l : listeners) {
          l.hintShown(move);
        }
      }
      return true;
    }
    if (slot.job() == EngineJob.SOLVE) {
      updateSolve();
      return true;
    }
    return false;
  }

  private void updateSolve() {
    int move = slot.poll();
    if (move < 0) {
      return;
    }
    SearchInfo info = slot.progress();
    if (info == null) {
      return;
    }
    solution = Solution.of(info, move, state.sideToMove(), state.moves(), SOLVE_MILLIS, solvingThreat);
    if (solution.line.length > 0 && !solution.threat) {
      List<Integer> line = new ArrayList<>();
      for (int p : solution.line) {
        line.add(p);
      }
      List<Integer> whole = new ArrayList<>(state.moves());
      whole.addAll(line);
      try {
        GameState.replay(state.rule(), state.size(), whole);
        addLine.accept(line);
      } catch (IllegalArgumentException e) {
        // a line the rules refuse is not offered to step through; the answer still says who wins
      }
    }
    for (MatchListener l : listeners) {
      l.solved(solution);
    }
  }

  void setAnalysisMode(boolean on) {
    if (!slot.exists()) {
      return;
    }
    analysisOn = on;
    if (!on) {
      slot.cancel(EngineJob.ANALYSIS);
      analysis = null;
    }
  }

  boolean isAnalysisMode() {
    return analysisOn;
  }

  /** Whether the analysis still has to look at the position on the board. */
  boolean analysisWanted() {
    return analysisOn && analysis == null;
  }

  /** The latest analysis of the current position (top moves and scores), or null. */
  SearchInfo analysis() {
    if (slot.job() == EngineJob.ANALYSIS) {
      SearchInfo p = slot.progress();
      if (p != null) {
        analysis = p;
      }
    }
    return analysis;
  }

  /** Starts the analysis of the position, or takes its finished answer; only while the thinker is free for it. */
  void updateAnalysis(boolean gameOver) {
    if (!analysisOn) {
      return;
    }
    if (slot.job() != EngineJob.ANALYSIS) {
      if (analysis == null && !gameOver) {
        slot.start(EngineJob.ANALYSIS, state, Level.MASTER, ANALYSIS_MILLIS, ANALYSIS_MOVES);
      }
      return;
    }
    if (slot.poll() >= 0) {
      SearchInfo p = slot.progress();
      if (p != null) {
        analysis = p;
      }
    }
  }

  /** The position changed: the analysis shown belongs to the old one. */
  void positionChanged() {
    analysis = null;
  }
}
