package gomoku.game;

import gomoku.engine.SearchInfo;
import gomoku.record.GameTree;
import gomoku.rules.GameState;
import gomoku.rules.Outcome;
import gomoku.rules.Stone;
import gomoku.rules.Verdict;
import java.util.ArrayList;
import java.util.List;
import java.util.function.LongSupplier;

/**
 * One game being played: the rules' {@link GameState} plus who plays each colour, and the events the screens
 * animate. All moves, from a click or from a computer player, come through here. The screen calls
 * {@link #update} once per frame; that is when a computer player is started and asked for its move.
 */
public final class Match {
  /** The settings of this game; a swap2 choice may exchange the colours' players. */
  private final MatchSettings settings;
  private final GameState state;
  /** The stones and the game tree they are a path of. */
  private final GameMoves moves;
  private final List<MatchListener> listeners = new ArrayList<>();
  /** The one thinker: the computer's turns, and when they leave it free, the engine's help. */
  private final ThinkerSlot slot;
  /** Hint, "find a forced win", analysis. */
  private final EngineHelp help;
  /** The computer's moves after the opening. */
  private final ComputerTurns turns;
  private final GameClock clock;
  /** Who acts in the swap2 opening, and the computer's part of it. */
  private final Swap2Turns swap2;
  /** The renju tournament opening rule's turns (not on unless the settings chose one). */
  private final RenjuOpeningTurns renju;
  /** The opening rule in play: the renju one when chosen, else swap2's (never on without swap2). */
  private final OpeningTurns opening;
  /** A resignation, an agreed draw, and the computer's draw rule. */
  private final GameEnding ending = new GameEnding();
  /** Stepping through the game's moves: no computer starts thinking until play goes on from here. */
  private boolean reviewing;
  /** The engine's look at every position, on a thinker of its own (the graph and the review). */
  private final GameReview review;
  /** A person's questions to the engine: hint, forced win, analysis. */
  private final MatchStudy study;
  private final MatchEndings endings;
  private final MatchReplay replay;

  /** A match between people only. */
  public Match(MatchSettings settings) {
    this(settings, null);
  }

  /** A match in which {@code thinker} plays the colours set to {@link PlayerKind#COMPUTER}. */
  public Match(MatchSettings settings, Thinker thinker) {
    this(settings, thinker, null);
  }

  /**
   * A match whose positions {@code reviewThinker} also looks at while {@code thinker} is idle: the win-chance graph
   * and the review ({@link #review}).
   */
  public Match(MatchSettings settings, Thinker thinker, Thinker reviewThinker) {
    this.settings = settings.copy();
    this.state = new GameState(settings.rule, settings.size);
    this.slot = new ThinkerSlot(thinker);
    this.help = new EngineHelp(slot, state, listeners, this::addSolvedLine);
    if (settings.hasComputer() && thinker == null) {
      throw new IllegalArgumentException("a computer player needs a thinker");
    }
    this.clock = new GameClock(settings.clockMillis, settings.incrementMillis);
    this.swap2 = new Swap2Turns(new Swap2Opening(settings.opening), this.settings, slot, state, listeners, this::play);
    this.renju = new RenjuOpeningTurns(this.settings, slot, state, listeners, this::play);
    this.opening = renju.isOn() ? renju : swap2;
    this.moves = new GameMoves(state, listeners, opening, this::decidedOffBoard, this::positionChanged);
    this.review = new GameReview(settings.rule, settings.size, reviewThinker);
    this.turns = new ComputerTurns(slot, state, this.settings, clock, listeners, ending, review, this::play);
    this.study = new MatchStudy(this, help, slot, state);
    this.endings = new MatchEndings(this, this.settings, state, ending, listeners);
    this.replay = new MatchReplay(this, moves);
  }

  /** Resigning, offering and agreeing a draw: ending the game off the board. */
  public MatchEndings endings() {
    return endings;
  }

  /** Hint, forced win and analysis: what a person asks the engine about the game. */
  public MatchStudy study() {
    return study;
  }

  /**
   * Plays moves before anyone watches (a resumed or loaded game): no events. The moves must be a legal game.
   *
   * @throws IllegalArgumentException naming the first illegal move; the match is then unchanged
   */
  public void playSilently(List<Integer> line) {
    moves.playSilently(line);
  }

  /**
   * Plays a game with its variations before anyone watches, up to the tree's current move. Every line of the tree
   * must be a legal game.
   *
   * @throws IllegalArgumentException naming the first illegal move; the match is then unchanged
   */
  public void playSilently(GameTree game) {
    moves.playSilently(game);
  }

  /** The game with its variations (read-only use: the match changes it through its own methods). */
  public GameTree tree() {
    return moves.tree();
  }

  /** The line on screen: the moves to here, then those forward would play (see {@link GameTree#line}). */
  public List<Integer> line() {
    return moves.tree().line();
  }

  /** Stepping through the moves and the variations. */
  public MatchReplay replay() {
    return replay;
  }

  /** Whether the game may leave its latest position (not decided off the board, no running clock, no opening). */
  boolean mayLeaveLine() {
    return !decidedOffBoard() && !clockForbidsReview() && !renju.isOn();
  }

  /** Looking at another line with a computer in the game is a review: it waits until play goes on. */
  void startReviewIfComputer() {
    if (settings.hasComputer()) {
      reviewing = true;
    }
  }

  /**
   * Under a clock, a game in progress stays at its latest position: looking back would stop (or switch) the clock of
   * the side to move. The moves can be looked through once the game is over.
   */
  public boolean clockForbidsReview() {
    return clock.isOn() && !isOver();
  }

  public boolean isReviewing() {
    return reviewing;
  }

  /** Ends a review: from this position the game goes on (the computer plays if it is its turn). */
  public void playOnFromHere() {
    reviewing = false;
  }

  /** The renju tournament opening rule: its step, who acts, the offers, a person's choices. */
  public RenjuOpeningTurns renju() {
    return renju;
  }

  /**
   * A resumed game's renju opening rule: its record ({@link SavedGame#renjuRecord}, may be null) and, when it was
   * saved during the opening, the step it goes on from ({@link SavedGame#renjuOpening}, may be null).
   */
  public boolean restoreRenjuOpening(String state, String record) {
    boolean ok = record == null || renju.restoreRecord(record);
    return (state == null || renju.restore(state)) && ok;
  }

  /** The swap2 or swap1 opening: its phase, who acts, a person's choices. */
  public Swap2Turns swap2() {
    return swap2;
  }

  // ---- clocks ----------------------------------------------------------------------------------

  /** Whether the game has ended: five, full board, a clock run out, a resignation or an agreed draw. */
  public boolean isOver() {
    return decidedOffBoard() || state.outcome().isOver();
  }

  /** Ended by something other than the stones: time, a resignation, an agreed draw. No undo after that. */
  /** Whether the game ended off the board (time, resignation, agreed draw): then nothing moves. */
  boolean decidedOffBoard() {
    return ending.decided(clock.loser());
  }

  /** The result including a loss on time, a resignation or an agreed draw (the rules know only the board). */
  public Outcome outcome() {
    return ending.outcome(clock.loser(), state.outcome());
  }

  /** The colour that resigned, or 0. */
  public int resigned() {
    return ending.resigned();
  }

  public boolean isDrawAgreed() {
    return ending.isDrawAgreed();
  }

  /** The colour that lost on time, or 0. */
  public int timeLoser() {
    return clock.loser();
  }

  public boolean hasClock() {
    return clock.isOn();
  }

  /** Milliseconds left on a colour's clock (as of the last update). */
  public long timeLeft(int colour) {
    return clock.left(colour);
  }

  /** A resumed game's clocks. */
  public void setTimeLeft(long black, long white) {
    clock.set(black, white);
  }

  /** Runs the clock of the side to move (not while paused, reviewing, or after the end); flags a loss at 0. */
  private void tickClock() {
    int side = state.sideToMove();
    if (clock.tick(side, !isOver() && !turns.isPaused() && !reviewing)) {
      stopThinking();
      for (MatchListener l : listeners) {
        l.gameOver(Outcome.winFor(3 - side), null);
      }
    }
  }

  /** Computer against computer: holds the game (true) or lets it go on. */
  public void setPaused(boolean pause) {
    turns.setPaused(pause);
  }

  public boolean isPaused() {
    return turns.isPaused();
  }

  /** Tests drive time themselves. */
  void setClock(LongSupplier time) {
    clock.setTime(time);
  }

  /**
   * Once per frame: starts the computer when it is its turn, and plays its move when it has one; the review looks
   * at the game's positions while the game's thinker has nothing to do.
   */
  public void update() {
    updateGame();
    review.update(slot.isIdle() && !turns.holdsMove() && !computerAboutToMove());
  }

  /** The engine's look at the game's positions: the win-chance graph, and the review's judgements. */
  public GameReview review() {
    return review;
  }

  /** Reviews the game at {@code millis} a position (see {@link GameReview#startReview}). */
  public void startReview(int millis) {
    review.startReview(millis);
  }

  /** The computer is to move and will start as soon as the game goes on. */
  boolean computerAboutToMove() {
    return slot.exists() && !isOver() && !turns.isPaused() && !reviewing
        && (opening.isOn() ? opening.actor() == PlayerKind.COMPUTER : playerToMove() == PlayerKind.COMPUTER);
  }

  private void updateGame() {
    if (help.updateRequested()) {
      return;
    }
    tickClock();
    if (!slot.exists() || isOver()) {
      return;
    }
    boolean computerHeld = turns.isPaused() && !slot.job().isComputerTurn(); // a paused computer game can be analysed
    if (opening.isOn()) {
      opening.updateComputer();
      return;
    }
    if (playerToMove() != PlayerKind.COMPUTER || computerHeld) {
      help.updateAnalysis(isOver());
      if (playerToMove() != PlayerKind.COMPUTER) {
        return;
      }
    }
    turns.update(reviewing);
  }

  public boolean isThinking() {
    return slot.job().isComputerTurn();
  }

  /**
   * Whether the game goes on by itself, without input: a search runs or is about to start (the computer's
   * move or swap2 choice, a hint, the analysis), or a computer's move waits for the pace. It mirrors
   * {@link #update}: true only while an update may change something.
   */
  public boolean isBusy() {
    if (!slot.isIdle() || turns.moveDue() || review.hasWork()) {
      return true;
    }
    if (!slot.exists() || isOver()) {
      return false;
    }
    if (opening.isOn()) {
      return opening.actor() == PlayerKind.COMPUTER;
    }
    boolean computerToMove = playerToMove() == PlayerKind.COMPUTER;
    if (computerToMove && !turns.isPaused() && !reviewing) {
      return true;
    }
    return help.analysisWanted() && (!computerToMove || turns.isPaused());
  }

  /** Whether the side to move's clock is running now (its display changes without input). */
  public boolean isClockRunning() {
    return hasClock() && !isOver() && !turns.isPaused() && !reviewing && slot.job() != EngineJob.HINT
        && slot.job() != EngineJob.SOLVE;
  }

  /** The computer's latest search report while it thinks (or of its last move), or null. */
  public SearchInfo thinkingProgress() {
    return slot.progress();
  }

  /** Stops any thinking; the match is being left. */
  public void dispose() {
    turns.dropHeldMove();
    slot.dispose();
    review.dispose();
  }

  void stopThinking() {
    slot.cancel();
    turns.dropHeldMove();
  }

  /** A forced win the solver found: the way forward from here, to step through. */
  private void addSolvedLine(List<Integer> line) {
    moves.tree().addLine(line);
    positionChanged();
  }

  /** The position changed: any analysis belongs to the old one. */
  private void positionChanged() {
    turns.positionChanged();
    help.positionChanged();
    review.setLine(moves.tree().line());
  }

  /** Against the computer, undo and redo go back to the person's turn. */
  private boolean againstComputer() {
    return settings.black != settings.white;
  }

  public MatchSettings settings() {
    return settings.copy();
  }

  /** Read-only use: the match changes it only through its own methods. */
  public GameState state() {
    return state;
  }

  public void addListener(MatchListener l) {
    listeners.add(l);
  }

  public void removeListener(MatchListener l) {
    listeners.remove(l);
  }

  public PlayerKind playerToMove() {
    if (opening.isOn()) {
      return opening.actor();
    }
    return settings.player(state.sideToMove());
  }

  /** Whether a click on the board may place a stone now. */
  public boolean acceptsPersonMove() {
    return !isOver() && !opening.isChoosing() && playerToMove() == PlayerKind.PERSON;
  }

  /** A person's move; refused (with an event saying why) when it is not legal or not a person's turn. */
  public Verdict playPersonMove(int point) {
    if (isOver()) {
      return refuse(point, Verdict.GAME_OVER);
    }
    if (!acceptsPersonMove()) {
      return refuse(point, Verdict.NOT_YOUR_TURN);
    }
    Verdict ofOpening = opening.isOn() ? opening.personPoint(point) : null;
    if (ofOpening != null) {
      return ofOpening.isLegal() ? ofOpening : refuse(point, ofOpening);
    }
    Verdict v = state.check(point);
    if (v.isLegal()) {
      stopThinking(); // a hint or an analysis still being worked out is no longer wanted
      reviewing = false; // play goes on from the reviewed position
    }
    return play(point);
  }

  private Verdict play(int point) {
    Verdict v = state.check(point);
    if (!v.isLegal()) {
      return refuse(point, v);
    }
    clock.moved(state.sideToMove());
    moves.place(point);
    opening.stonePlaced(point);
    return v;
  }

  /**
   * The first {@code n} moves of the line are a set-up position (the board editor's): undo and stepping back stop
   * after them, and the review neither looks at nor judges them.
   */
  public void setSetupMoves(int n) {
    setupMoves = n;
    moves.setSetupMoves(n);
    review.setFirst(n);
  }

  /** How many of the line's first moves are a set-up position's stones (0: the game started on an empty board). */
  public int setupMoves() {
    return setupMoves;
  }

  private int setupMoves;

  public boolean canUndo() {
    return moves.canBack() || renju.canWithdrawOffer();
  }

  public boolean canRedo() {
    return moves.canForward();
  }

  /** How many moves forward can bring (the line beyond the position on the board). */
  public int redoCount() {
    return moves.forwardCount();
  }

  /**
   * Takes back one move; against the computer, takes back moves until it is the person's turn again (the
   * computer's reply and the person's move), so the person can try something else.
   */
  public void undo() {
    if (decidedOffBoard()) {
      return;
    }
    stopThinking();
    if (renju.withdrawOffer()) {
      return; // black's offers are taken back one by one before its stones
    }
    moves.back();
    while (againstComputer() && playerToMove() == PlayerKind.COMPUTER && canUndo()) {
      moves.back();
    }
  }

  /** Plays the last undone move again; against the computer, its reply too. */
  public void redo() {
    if (decidedOffBoard()) {
      return;
    }
    stopThinking();
    moves.forward();
    while (againstComputer() && playerToMove() == PlayerKind.COMPUTER && canRedo()) {
      moves.forward();
    }
  }

  private Verdict refuse(int point, Verdict v) {
    return moves.refuse(point, v);
  }

  /** What the status line says now (whose turn it is, or how the game ended). */
  public Status status() {
    return Status.of(this);
  }

  /** The status in English, for the log and saved records. */
  public String statusText() {
    return status().english();
  }
}
