package gomoku.game;

import gomoku.rules.Stone;
import java.util.ArrayList;
import java.util.List;

/**
 * A reviewed game's mistakes made into the player's own puzzles, a piece at a time ({@link #step}: one proof, or one
 * candidate defence), so that a screen can go on drawing frames between the pieces. A missed win gives the position
 * before the move, the win to find. A blunder gives the position before it as a defence puzzle when the other side
 * threatened a win by fours there that one or two moves stop (the move the player should have found); else the
 * position after it, the other side's win.
 */
public final class MistakePuzzles {
  /** More defences than this that hold, and the position is no puzzle: nearly any sensible move would do. */
  static final int MOST_KEYS = 2;

  private final MatchSettings settings;
  /** The positions to prove, in the game's order, and whether each was a blunder (else a missed win). */
  private final List<List<Integer>> before = new ArrayList<>();
  private final List<List<Integer>> after = new ArrayList<>();
  private final List<Boolean> blunder = new ArrayList<>();
  private int next;
  private final List<Puzzle> made = new ArrayList<>();

  /** The defence being proved: its proof, the moves still to try, the ones that hold so far. */
  private PuzzleProof defence;
  private int defenceFours;
  private List<Integer> candidates;
  private int candidate;
  private List<Integer> keys;

  /** The mistakes of {@code match}'s finished review by the colours people played. */
  public MistakePuzzles(Match match) {
    this(match.settings().copy());
    List<Integer> line = match.line();
    for (int k = match.setupMoves() + 1; k <= line.size(); k++) {
      MoveReview r = match.review().move(k);
      int mover = k % 2 == 1 ? Stone.BLACK : Stone.WHITE;
      if (r != null && settings.player(mover) == PlayerKind.PERSON
          && (r.mark == MoveMark.MISSED_WIN || r.mark == MoveMark.BLUNDER)) {
        add(line, k, r.mark == MoveMark.BLUNDER);
      }
    }
  }

  MistakePuzzles(MatchSettings settings) {
    this.settings = settings;
  }

  /** Move {@code k} (from 1) of {@code line}, a blunder or else a missed win, is to be proved. */
  void add(List<Integer> line, int k, boolean isBlunder) {
    before.add(new ArrayList<>(line.subList(0, k - 1)));
    after.add(new ArrayList<>(line.subList(0, k)));
    blunder.add(isBlunder);
  }

  public boolean done() {
    return next >= before.size() && defence == null;
  }

  /** The puzzles made so far (a blunder and the missed win after it can be one position: kept once). */
  public List<Puzzle> made() {
    return new ArrayList<>(made);
  }

  /** Does one piece of the work: a position's proof, or one candidate of a defence. */
  public void step() {
    if (defence != null) {
      tryCandidate();
      return;
    }
    if (next >= before.size()) {
      return;
    }
    int k = next++;
    if (!blunder.get(k)) {
      keep(MyPuzzles.prove(settings.rule, settings.size, before.get(k)));
      return;
    }
    PuzzleProof proof = new PuzzleProof(settings.rule, settings.size, before.get(k), MyPuzzles.NODES);
    // Not when the player could make five, or had a four to block (that block is no puzzle).
    int fours = proof.hasFive() || proof.opponentHasFour() ? 0 : proof.threatFours();
    if (fours == 0) {
      keep(MyPuzzles.prove(settings.rule, settings.size, after.get(k)));
      return;
    }
    defence = proof;
    defenceFours = fours;
    candidates = proof.defenceCandidates();
    candidate = 0;
    keys = new ArrayList<>();
    if (candidates.isEmpty()) { // no move left to try: the win after the blunder
      defence = null;
      keep(MyPuzzles.prove(settings.rule, settings.size, after.get(k)));
    }
  }

  /** All the pieces at once (tests and tools: the player's screen steps between frames). */
  public List<Puzzle> makeAll() {
    while (!done()) {
      step();
    }
    return made();
  }

  private void tryCandidate() {
    int k = next - 1;
    int point = candidates.get(candidate++);
    int holds = defence.defenceHolds(point);
    if (holds > 0) {
      keys.add(point);
    }
    if (holds < 0 || keys.size() > MOST_KEYS) {
      defence = null; // unproved, or no puzzle: the other side's win after the blunder instead
      keep(MyPuzzles.prove(settings.rule, settings.size, after.get(k)));
    } else if (candidate == candidates.size()) {
      PuzzleProof proof = defence;
      defence = null;
      if (keys.isEmpty()) { // lost before the move too: the win that followed is the lesson
        keep(MyPuzzles.prove(settings.rule, settings.size, after.get(k)));
      } else {
        keep(new Puzzle(settings.rule, settings.size, before.get(k), Puzzle.Kind.DEFENCE, defenceFours, keys,
            proof.decoys(keys)));
      }
    }
  }

  private void keep(Puzzle p) {
    if (p == null) {
      return;
    }
    for (Puzzle q : made) {
      if (q.moves.equals(p.moves)) {
        return;
      }
    }
    made.add(p);
  }
}
