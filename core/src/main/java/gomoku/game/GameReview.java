package gomoku.game;

import gomoku.engine.Level;
import gomoku.engine.SearchInfo;
import gomoku.rules.Board;
import gomoku.rules.GameState;
import gomoku.rules.Outcome;
import gomoku.rules.Rule;
import gomoku.rules.Stone;
import gomoku.rules.WinDetector;
import java.util.ArrayList;
import java.util.List;

/**
 * The engine's look at every position of the game, for the win-chance graph and the review. It searches one
 * position at a time on its own thinker, and only while the game's thinker is idle, so play never waits for it:
 * during play each position gets a short look ({@link #GRAPH_MILLIS}), newest first; a review looks longer at each
 * ({@link #startReview}), from the first move, and then judges every move ({@link MoveReview}).
 */
public final class GameReview {
  /** The graph's look at a position while the game goes on. */
  public static final int GRAPH_MILLIS = 250;
  /** A review's look at a position, and the deeper one a second review takes. */
  public static final int REVIEW_MILLIS = 1000;
  public static final int DEEP_REVIEW_MILLIS = 3000;

  private final Rule rule;
  private final int size;
  private final Thinker thinker;
  /** The game's line, undone moves included; position i is the board after its first i moves. */
  private final List<Integer> line = new ArrayList<>();
  private final List<PositionScore> scores = new ArrayList<>();
  /**
   * The scores of positions off the line (another variation), by the moves that lead there, so that going back and
   * forth between variations does not look again.
   */
  private final java.util.Map<String, PositionScore> elsewhere = new java.util.HashMap<>();
  private static final int MAX_ELSEWHERE = 4000;
  private int target = GRAPH_MILLIS;
  private boolean reviewing;
  /** The look a position needs before the moves around it are judged. */
  private int reviewMillis = Integer.MAX_VALUE;
  /** The position being searched (-1: none), the moves it was asked for, and the time it was given. */
  private int searching = -1;
  /** {@link #searching}'s value for a position off the line: the one after the engine's move instead of the game's. */
  private static final int ALTERNATIVE = -2;
  private List<Integer> searchedMoves;
  private int searchMillis;
  /** The judgements made since the scores last changed (index: move number). */
  private MoveReview[] judgements = new MoveReview[0];
  private int judgedVersion = -1;
  private static final MoveReview NOT_JUDGED = MoveReview.notJudged();
  /** Counts every change of the scores, so a screen redraws only when there is something new. */
  private int version;
  /** {@link #plan}'s answer and the version it was worked out for. */
  private int plannedVersion = -1;
  private int plannedPosition = -1;
  private List<Integer> plannedAlternative;

  /** Positions before this one are a set-up position being built (never played): not looked at, not judged. */
  private int first;

  /** The game starts from the position after {@code moves} set-up stones (0: the empty board). */
  public void setFirst(int moves) {
    first = moves;
    version++;
  }

  /** A review of a game under {@code rule} on a board of {@code size}; without a thinker nothing is searched. */
  public GameReview(Rule rule, int size, Thinker thinker) {
    this.rule = rule;
    this.size = size;
    this.thinker = thinker;
    scores.add(null);
  }

  /**
   * The game's line changed (a move, or a new move where undone ones were): the scores of the positions both lines
   * share are kept, the others dropped.
   */
  public void setLine(List<Integer> moves) {
    int same = 0;
    while (same < line.size() && same < moves.size() && line.get(same).equals(moves.get(same))) {
      same++;
    }
    if (same == line.size() && same == moves.size()) {
      return;
    }
    while (line.size() > same) {
      PositionScore dropped = scores.remove(scores.size() - 1);
      if (dropped != null && !dropped.isFinished()) {
        if (elsewhere.size() >= MAX_ELSEWHERE) {
          elsewhere.clear();
        }
        elsewhere.put(line.toString(), dropped);
      }
      line.remove(line.size() - 1);
    }
    for (int i = same; i < moves.size(); i++) {
      line.add(moves.get(i));
      scores.add(elsewhere.get(line.toString()));
    }
    if (!line.isEmpty() && scores.get(line.size()) == null) {
      Outcome end = GameState.replay(rule, size, line).outcome();
      if (end.isOver()) {
        scores.set(line.size(), PositionScore.finished(end != Outcome.DRAW));
      }
    }
    version++;
  }

  /** A computer's search of position {@code index} during play: the graph shows it until the review looks. */
  void offer(int index, SearchInfo info, int move, int millis) {
    if (index < scores.size() && scores.get(index) == null && info != null && move >= 0) {
      scores.set(index, PositionScore.of(info, move, millis, true));
      version++;
    }
  }

  /**
   * Reviews the game: every position is searched for {@code millis} (from the first move), and every move judged.
   * Positions already searched that long keep their scores.
   */
  public void startReview(int millis) {
    target = Math.max(target, millis);
    reviewMillis = target;
    reviewing = true;
    version++;
  }

  /** Whether a review was asked for (its judgements are complete when {@link #isComplete}). */
  public boolean isReviewing() {
    return reviewing;
  }

  /** The time a position gets now. */
  public int millisPerPosition() {
    return target;
  }

  /**
   * Once per frame: collects a finished search and starts the next one while {@code gameThinkerIdle} (the game's own
   * searches come first).
   */
  public void update(boolean gameThinkerIdle) {
    if (thinker == null) {
      return;
    }
    if (searching != -1 && !gameThinkerIdle && searchMillis > GRAPH_MILLIS) {
      thinker.cancel(); // a review's long look gives way to the game; the position is looked at again later
      searching = -1;
    }
    if (searching != -1) {
      int move = thinker.poll();
      if (move < 0) {
        return;
      }
      SearchInfo info = thinker.progress();
      if (info != null && searching == ALTERNATIVE) {
        elsewhere.put(searchedMoves.toString(), PositionScore.of(info, move, searchMillis, false));
        version++;
      } else if (info != null && searching < scores.size() && samePrefix(searchedMoves)) {
        scores.set(searching, PositionScore.of(info, move, searchMillis, false));
        version++;
      }
      searching = -1;
    }
    if (!gameThinkerIdle) {
      return;
    }
    plan();
    int next = plannedPosition;
    List<Integer> alternative = plannedAlternative;
    if (next >= 0 || alternative != null) {
      searching = next >= 0 ? next : ALTERNATIVE;
      searchMillis = target;
      searchedMoves = next >= 0 ? new ArrayList<>(line.subList(0, next)) : alternative;
      thinker.start(rule, size, searchedMoves, Level.MASTER, target, 2);
    }
  }

  /**
   * What to search next, worked out again only when the scores, the line or the review changed: the screen asks
   * every frame ({@link #hasWork}, {@link #isComplete}), and the alternatives' search builds lists.
   */
  private void plan() {
    if (plannedVersion == version) {
      return;
    }
    plannedVersion = version;
    plannedPosition = nextPosition();
    plannedAlternative = plannedPosition < 0 ? nextAlternative() : null;
  }

  /**
   * In a review, once the line is looked at: a position after the engine's move where the game played another, not
   * looked at yet (-1: none). Judging a move compares the two positions after it, the same side to move in both:
   * a position's score leans towards the side to move, so a position before the move would not compare fairly.
   */
  private List<Integer> nextAlternative() {
    if (!reviewing) {
      return null;
    }
    for (int k = first + 1; k < scores.size(); k++) {
      if (needsAlternative(k) && !judged(elsewhere.get(alternativeMoves(k).toString()))) {
        return alternativeMoves(k);
      }
    }
    return null;
  }

  /** Whether move {@code number} is judged against the engine's move (not its own, nothing forced either side). */
  private boolean needsAlternative(int number) {
    PositionScore before = scores.get(number - 1);
    PositionScore after = scores.get(number);
    return judged(before) && judged(after) && !before.isFinished() && line.get(number - 1) != before.best
        && line.get(number - 1) != GameState.PASS
        && !before.isForcedWin() && !before.isForcedLoss() && !after.isForcedWin() && !after.isForcedLoss();
  }

  /** The moves to the position after the engine's move instead of move {@code number}. */
  private List<Integer> alternativeMoves(int number) {
    List<Integer> moves = new ArrayList<>(line.subList(0, number - 1));
    moves.add(scores.get(number - 1).best);
    return moves;
  }

  private boolean samePrefix(List<Integer> moves) {
    return moves.size() <= line.size() && moves.equals(line.subList(0, moves.size()));
  }

  /**
   * The position to search next: one not yet searched for {@link #millisPerPosition}; during play the newest
   * (the graph follows the game), in a review the first (its marks come in order). -1 when none is left.
   */
  int nextPosition() {
    int n = scores.size();
    for (int k = 0; k < n; k++) {
      int i = reviewing ? k : n - 1 - k;
      if (i < first) {
        continue;
      }
      PositionScore s = scores.get(i);
      if (s == null || (!s.isFinished() && (s.provisional || s.millis < target))) {
        return i;
      }
    }
    return -1;
  }

  /** Whether a search runs or waits to run (frames keep coming while it does). */
  public boolean hasWork() {
    plan();
    return thinker != null && (searching != -1 || plannedPosition >= 0 || plannedAlternative != null);
  }

  /** Whether every position has had its full look (in a review, the engine's alternatives too). */
  public boolean isComplete() {
    plan();
    return plannedPosition < 0 && plannedAlternative == null;
  }

  /** How many positions have had their full look, of {@link #positions}. */
  public int positionsDone() {
    int done = Math.min(first, scores.size()); // the set-up's positions need no look
    for (int i = done; i < scores.size(); i++) {
      PositionScore s = scores.get(i);
      if (s != null && !s.provisional && s.millis >= target) {
        done++;
      }
    }
    return done;
  }

  /** The positions of the line: the empty board and one after each move. */
  public int positions() {
    return scores.size();
  }

  public int version() {
    return version;
  }

  /** The engine's look at position {@code index} (the board after that many moves), or null. */
  public PositionScore score(int index) {
    return index >= 0 && index < scores.size() ? scores.get(index) : null;
  }

  /** Black's win chance in position {@code index}, in percent, or -1 when it has not been looked at. */
  public int blackChance(int index) {
    PositionScore s = score(index);
    if (s == null || index < first) {
      return -1;
    }
    return sideToMove(index) == Stone.BLACK ? s.chance() : 100 - s.chance();
  }

  /**
   * Black's win chance at position {@code index} as the graph shows it: the mean of this position's and the one
   * before, since each score leans towards its side to move (alone they zigzag move by move); a forced result as it
   * is. -1 when not looked at.
   */
  public int graphChance(int index) {
    int here = blackChance(index);
    int before = blackChance(index - 1);
    if (here < 0 || before < 0 || score(index).isForcedWin() || score(index).isForcedLoss()
        || score(index).isFinished() || score(index - 1).isForcedWin() || score(index - 1).isForcedLoss()) {
      return here;
    }
    return (here + before + 1) / 2;
  }

  private static int sideToMove(int index) {
    return index % 2 == 0 ? Stone.BLACK : Stone.WHITE;
  }

  /**
   * The judgement of move {@code number} (1 for the first), or null until both positions around it have had a
   * review's look (the graph's short looks do not judge).
   */
  public MoveReview move(int number) {
    if (!reviewing || number <= first || number >= scores.size()) {
      return null;
    }
    if (judgedVersion != version) {
      judgements = new MoveReview[scores.size()];
      judgedVersion = version;
    }
    if (judgements[number] == null) {
      judgements[number] = judge(number);
    }
    return judgements[number] == NOT_JUDGED ? null : judgements[number];
  }

  private MoveReview judge(int number) {
    PositionScore before = scores.get(number - 1);
    PositionScore after = scores.get(number);
    if (!judged(before) || !judged(after) || line.get(number - 1) == GameState.PASS) {
      return NOT_JUDGED;
    }
    PositionScore afterBest = null;
    if (needsAlternative(number)) {
      afterBest = elsewhere.get(alternativeMoves(number).toString());
      if (!judged(afterBest)) {
        return NOT_JUDGED;
      }
    }
    return MoveReview.judge(before, after, afterBest, line.get(number - 1), opponentHadFive(number - 1));
  }

  private boolean judged(PositionScore s) {
    return s != null && (s.isFinished() || (!s.provisional && s.millis >= reviewMillis));
  }

  /** Whether in position {@code index} the side not to move had a five to make (any defence was forced). */
  private boolean opponentHadFive(int index) {
    Board board = GameState.replay(rule, size, line.subList(0, index)).board().copy();
    int opponent = Stone.opponent(sideToMove(index));
    for (int p = 0; p < board.pointCount(); p++) {
      if (board.get(p) == Stone.EMPTY) {
        board.place(p, opponent);
        boolean five = WinDetector.winningLine(board, p, rule) != null;
        board.remove(p);
        if (five) {
          return true;
        }
      }
    }
    return false;
  }

  /** The review's figures per player over the moves judged so far; {@code winner} is the colour that won, or 0. */
  public ReviewSummary summary(int winner) {
    MoveReview[] reviews = new MoveReview[line.size()];
    for (int k = 1; k <= line.size(); k++) {
      reviews[k - 1] = move(k);
    }
    return ReviewSummary.of(reviews, winner);
  }

  /** The game is left: stop searching. */
  public void dispose() {
    if (thinker != null) {
      thinker.dispose();
    }
  }
}
