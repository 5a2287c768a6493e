package gomoku.game;

import gomoku.engine.ThreatDefence;
import gomoku.rules.GameState;
import gomoku.rules.Stone;
import gomoku.rules.Verdict;
import java.util.ArrayList;
import java.util.List;

/**
 * A player solving a {@link Puzzle}: the player plays the attacking side, each move checked by the threat search. A
 * four is answered by the defender's block (the only defence a four leaves); in a VCT an open three by the defence
 * that lasts longest; a five solves it; a move that lets the win go fails it, with the defender's answer shown, and
 * can be taken back. In a defence the player's one move solves it when no win is left to the other side, else the
 * attack's first move is shown. A hint first names the area of a winning move (or the defence), then the move.
 */
public final class PuzzleSession {
  /** What {@link #play} returns when the defender's answer is still to be found ({@link #question}). */
  public static final int THINKING = -2;

  public enum Result {
    GOING,
    SOLVED,
    FAILED
  }

  public final Puzzle puzzle;
  private final GameState state;
  /** The colour the player plays. */
  public final int attacker;
  private Result result = Result.GOING;
  /** The moves the player and the defender made, in turn, after the puzzle's position. */
  private final List<Integer> played = new ArrayList<>();
  private int hints;
  /** Why the last move failed, a text key ({@code puzzle.failed.*}), or null. */
  private String failure;
  private PuzzleTheme theme;

  public PuzzleSession(Puzzle puzzle) {
    this.puzzle = puzzle;
    this.state = GameState.replay(puzzle.rule, puzzle.size, puzzle.moves);
    this.attacker = state.sideToMove();
  }

  public GameState state() {
    return state;
  }

  public Result result() {
    return result;
  }

  public String failure() {
    return failure;
  }

  /** How many hints were asked (a puzzle solved with hints counts for less). */
  public int hints() {
    return hints;
  }

  /**
   * The player's move. Returns the defender's answer (a rules point) when the move was a winning four or the last
   * move failed the puzzle and the defender answers, {@link #THINKING} when the defender's answer to a threat is still
   * to be found ({@link #question}), -1 when there is none (solved, or refused: see the verdict's {@link #lastVerdict}).
   */
  public int play(int point) {
    lastVerdict = result != Result.GOING ? Verdict.GAME_OVER
        : question != null ? Verdict.NOT_YOUR_TURN : state.check(point);
    if (!lastVerdict.isLegal()) {
      return -1;
    }
    if (puzzle.kind == Puzzle.Kind.DEFENCE) {
      return defend(point);
    }
    PuzzleProof before = proof();
    boolean vct = puzzle.kind == Puzzle.Kind.VCT;
    // In a VCT a counter-four's block is forced, and the three it left may still stand.
    boolean four = vct ? before.threatPoint(point) || before.blocksFive(point) : before.fourPoint(point);
    state.apply(point);
    played.add(point);
    if (state.outcome().isOver()) {
      result = state.outcome() == gomoku.rules.Outcome.winFor(attacker) ? Result.SOLVED : Result.FAILED;
      return -1;
    }
    PuzzleProof after = proof();
    if (!four) {
      fail(vct ? "puzzle.failed.notThreat" : "puzzle.failed.notFour");
      int answer = after.forcingAnswer();
      if (answer >= 0) {
        state.apply(answer);
        played.add(answer);
        refute(after.lastLine());
      }
      return answer;
    }
    if (vct) {
      question = new ThreatDefence.Question(puzzle.rule, puzzle.size, state.moves(), PuzzleProof.MAX_THREATS,
          PuzzleProof.NODES);
      return THINKING;
    }
    int answer = after.defence();
    if (answer < 0) {
      return -1; // the defender has no move at all
    }
    state.apply(answer);
    played.add(answer);
    if (state.outcome().isOver()) {
      fail("puzzle.failed.defended"); // the defender had a five of its own
    } else if (proof().vcfLength() == 0) {
      fail("puzzle.failed.noWin");
    }
    return answer;
  }

  /**
   * The player's defence: solved when the attacker has no win left (by fours, or by threes and fours); else failed,
   * and the attacker's first move of its win is the answer.
   */
  private int defend(int point) {
    state.apply(point);
    played.add(point);
    if (state.outcome().isOver()) {
      result = state.outcome() == gomoku.rules.Outcome.winFor(attacker) ? Result.SOLVED : Result.FAILED;
      return -1;
    }
    PuzzleProof after = proof();
    int answer = after.refutation();
    if (answer < 0) {
      result = Result.SOLVED;
      return -1;
    }
    state.apply(answer);
    played.add(answer);
    fail("puzzle.failed.notStopped");
    refute(after.lastLine());
    return answer;
  }

  /**
   * The defender's answer the player's last threat waits for (in a VCT), or null: proving that a defence holds can
   * take seconds, so a thinker finds it ({@link Thinker#startDefence}) and {@link #answer} plays it.
   */
  public ThreatDefence.Question question() {
    return question;
  }

  private ThreatDefence.Question question;

  /**
   * The defender's answer to the {@link #question}: the defence that lasts longest, failing the puzzle if it holds
   * (or if the player's move threatened nothing, when the defender is free). Returns the answer played, or -1.
   */
  public int answer(ThreatDefence found) {
    if (question == null) {
      return -1;
    }
    question = null;
    int answer = found.move;
    if (answer < 0) { // a block that left no threat: the defender is free
      fail("puzzle.failed.notThreat");
      PuzzleProof free = proof();
      answer = free.forcingAnswer();
      if (answer >= 0) {
        state.apply(answer);
        played.add(answer);
        refute(free.lastLine());
      }
      return answer;
    }
    state.apply(answer);
    played.add(answer);
    if (state.outcome().isOver()) {
      fail("puzzle.failed.defended");
    } else if (found.holds()) {
      fail("puzzle.failed.held");
    }
    return answer;
  }

  private Verdict lastVerdict = Verdict.LEGAL;

  public Verdict lastVerdict() {
    return lastVerdict;
  }

  private void fail(String key) {
    result = Result.FAILED;
    failure = key;
  }

  /** The engine's line that refutes the player's last move: {@code line}'s moves after the answer played. */
  private void refute(List<Integer> line) {
    refutation = line.size() > 1 ? new ArrayList<>(line.subList(1, line.size())) : new ArrayList<>();
  }

  /**
   * After a wrong move, how the engine's answer goes on (rules points, the player's colour first): the win it forces;
   * empty when there is none to show (a defence that simply holds) or the puzzle goes on.
   */
  public List<Integer> refutation() {
    return new ArrayList<>(refutation);
  }

  private List<Integer> refutation = new ArrayList<>();

  /** Takes back the player's last move and the answer to it: the puzzle goes on from there. */
  public boolean takeBack() {
    if (played.isEmpty()) {
      return false;
    }
    question = null;
    refutation = new ArrayList<>();
    int undo = played.size() % 2 == 0 ? 2 : 1;
    for (int i = 0; i < undo; i++) {
      state.undo();
      played.remove(played.size() - 1);
    }
    result = Result.GOING;
    failure = null;
    return true;
  }

  /** The player's moves and the answers so far. */
  public List<Integer> played() {
    return new ArrayList<>(played);
  }

  /**
   * A hint: the first asks for the centre of a 5×5 area holding a winning move (the five, once there is one), the
   * next for the move itself (both rules points); -1 when there is none (the puzzle is over).
   */
  public int hint() {
    if (result != Result.GOING || question != null) {
      return -1;
    }
    PuzzleProof proof = proof();
    int five = proof.fivePoint();
    // At the start the puzzle's proof has named the keys; later the threat search finds a winning move.
    int key = five >= 0 ? five
        : puzzle.kind == Puzzle.Kind.DEFENCE || played.isEmpty() ? puzzle.keys.get(0)
            : proof.winningMove(puzzle.kind == Puzzle.Kind.VCT);
    if (key < 0) {
      return -1;
    }
    hints++;
    if (hints % 2 == 1) {
      int size = puzzle.size;
      int x = Math.max(2, Math.min(size - 3, key % size));
      int y = Math.max(2, Math.min(size - 3, key / size));
      return y * size + x;
    }
    return key;
  }

  /** Whether the last hint named the move (an even count), not its area. */
  public boolean hintIsMove() {
    return hints > 0 && hints % 2 == 0;
  }

  /** What decides the puzzle's win (for a defence, the threat's), from the file or else found once by the proof's search. */
  public PuzzleTheme theme() {
    if (theme == null) {
      theme = puzzle.theme != PuzzleTheme.NONE ? puzzle.theme : puzzle.withFoundTheme().theme;
    }
    return theme;
  }

  private PuzzleProof proof() {
    return new PuzzleProof(puzzle.rule, puzzle.size, state.moves());
  }

  /** The colour the defender plays. */
  public int defender() {
    return Stone.opponent(attacker);
  }
}
