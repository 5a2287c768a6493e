package gomoku.game;

import gomoku.engine.Level;
import gomoku.engine.SearchInfo;
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
  private final List<MatchListener> listeners = new ArrayList<>();
  private final Thinker thinker;
  private boolean thinking;
  /** A hint is being worked out for the person to move (with the same thinker: the computer is idle then). */
  private boolean hinting;
  /** Analysis mode is on; {@link #analysing} says whether a search for the current position is running. */
  private boolean analysisOn;
  private boolean analysing;
  private SearchInfo analysis;
  /** Computer against computer, held: no new search starts and a move found is kept until resumed. */
  private boolean paused;
  private int heldMove = -1;
  private long lastMoveMillis;
  private LongSupplier clock = System::currentTimeMillis;
  /** Time left on each colour's clock (index: Stone colour), when the game has a clock. */
  private final long[] timeLeft = new long[3];
  private long lastTick = -1;
  /** The colour whose clock ran out, or 0. */
  private int timeLoser;
  /** Swap2: the opening's phase, the computer's search in it (1 judging, 2 balancing), where undo stops. */
  private Swap2.Phase swap2Phase = Swap2.Phase.NONE;
  private int swap2Search;
  private int openingEnd;
  /** Three-stone openings a computer first player chooses from (tournament openings' first stones). */
  private final List<int[]> openings = new ArrayList<>();
  private java.util.Random random = new java.util.Random();
  /** Stepping through the game's moves: no computer starts thinking until play goes on from here. */
  private boolean reviewing;

  /** How long a hint may take, and how well it looks. */
  static final int HINT_MILLIS = 1000;
  static final Level HINT_LEVEL = Level.HARD;
  /** Analysis: how many candidate moves get exact scores, and how long it looks at one position. */
  public static final int ANALYSIS_MOVES = 5;
  static final int ANALYSIS_MILLIS = 30000;

  /** A match between people only. */
  public Match(MatchSettings settings) {
    this(settings, null);
  }

  /** A match in which {@code thinker} plays the colours set to {@link PlayerKind#COMPUTER}. */
  public Match(MatchSettings settings, Thinker thinker) {
    this.settings = settings.copy();
    this.state = new GameState(settings.rule, settings.size);
    this.thinker = thinker;
    if (settings.hasComputer() && thinker == null) {
      throw new IllegalArgumentException("a computer player needs a thinker");
    }
    timeLeft[Stone.BLACK] = settings.clockMillis;
    timeLeft[Stone.WHITE] = settings.clockMillis;
    if (settings.opening == Opening.SWAP2) {
      swap2Phase = Swap2.Phase.PLACE_THREE;
    }
  }

  /**
   * Plays moves before anyone watches (a resumed or loaded game): no events. The moves must be a legal game.
   *
   * @throws IllegalArgumentException naming the first illegal move; the match is then unchanged
   */
  public void playSilently(List<Integer> moves) {
    GameState.replay(settings.rule, settings.size, moves);
    for (int p : moves) {
      state.play(p);
    }
    if (!moves.isEmpty()) {
      swap2Phase = Swap2.Phase.NONE; // a resumed or loaded game is past its opening
      openingEnd = settings.opening == Opening.SWAP2 ? 0 : openingEnd;
    }
    positionChanged();
  }

  /**
   * Asks the engine which move it would play for the person to move; the answer arrives as a
   * {@link MatchListener#hintShown} event a moment later. False when no hint can be given now.
   */
  public boolean requestHint() {
    if (thinker == null || thinking || hinting || !acceptsPersonMove()) {
      return false;
    }
    stopAnalysis();
    hinting = true;
    thinker.start(settings.rule, settings.size, state.moves(), HINT_LEVEL, HINT_MILLIS, 1);
    return true;
  }

  /**
   * Analysis mode: while a person is to move, the engine looks at the position and reports its best
   * {@link #ANALYSIS_MOVES} moves with their scores ({@link #analysis()}), deeper with every iteration. It
   * starts again after every move, undo and redo. Needs a thinker (a match between people gets one too).
   */
  public void setAnalysisMode(boolean on) {
    if (thinker == null) {
      return;
    }
    analysisOn = on;
    if (!on) {
      stopAnalysis();
      analysis = null;
    }
  }

  public boolean isAnalysisMode() {
    return analysisOn;
  }

  /** The latest analysis of the current position (top moves and scores), or null. */
  public SearchInfo analysis() {
    if (analysing) {
      SearchInfo p = thinker.progress();
      if (p != null) {
        analysis = p;
      }
    }
    return analysis;
  }

  private void stopAnalysis() {
    if (analysing) {
      thinker.cancel();
      analysing = false;
    }
  }

  private void updateAnalysis() {
    if (!analysing) {
      if (analysis == null && !isOver()) {
        analysing = true;
        thinker.start(settings.rule, settings.size, state.moves(), Level.MASTER, ANALYSIS_MILLIS, ANALYSIS_MOVES);
      }
      return;
    }
    if (thinker.poll() >= 0) {
      analysing = false;
      SearchInfo p = thinker.progress();
      if (p != null) {
        analysis = p;
      }
    }
  }

  /**
   * Replay: one move back ({@code -1}), forward ({@code +1}), or to the first or last move
   * ({@link Integer#MIN_VALUE} / {@link Integer#MAX_VALUE}). With a computer in the game this starts a review:
   * the computer waits until {@link #playOnFromHere} or a person's move. Returns whether anything moved.
   */
  public boolean step(int delta) {
    if (timeLoser != 0) {
      return false;
    }
    stopThinking();
    boolean moved = false;
    if (delta < 0) {
      for (int i = 0; i > delta && canUndo(); i--) {
        undoOne();
        moved = true;
      }
    } else {
      for (int i = 0; i < delta && canRedo(); i++) {
        redoOne();
        moved = true;
      }
    }
    if (moved && settings.hasComputer()) {
      reviewing = true;
    }
    return moved;
  }

  public boolean isReviewing() {
    return reviewing;
  }

  /** Ends a review: from this position the game goes on (the computer plays if it is its turn). */
  public void playOnFromHere() {
    reviewing = false;
  }

  // ---- swap2 -----------------------------------------------------------------------------------

  public Swap2.Phase swap2Phase() {
    return swap2Phase;
  }

  /** Openings (black, white, black stones first) a computer first player picks from at random. */
  public void setOpenings(List<int[]> choices, long seed) {
    openings.clear();
    for (int[] o : choices) {
      if (o.length >= 3) {
        openings.add(new int[] {o[0], o[1], o[2]});
      }
    }
    random = new java.util.Random(seed);
  }

  /** Who acts in the current opening phase: the first player (the menu's black) or the second. */
  public PlayerKind swap2Actor() {
    boolean first = swap2Phase == Swap2.Phase.PLACE_THREE || swap2Phase == Swap2.Phase.CHOOSE_AFTER_FIVE;
    return first ? settings.black : settings.white;
  }

  /** Whether a person must choose now (the screen offers the choices of the phase). */
  public boolean awaitsSwap2Choice() {
    return (swap2Phase == Swap2.Phase.CHOOSE_AFTER_THREE || swap2Phase == Swap2.Phase.CHOOSE_AFTER_FIVE)
        && swap2Actor() == PlayerKind.PERSON && !thinking;
  }

  /** A person's swap2 choice; false (nothing changes) when it is not theirs to make now. */
  public boolean chooseSwap2(Swap2.Choice choice) {
    if (!awaitsSwap2Choice() || !Swap2.allowed(swap2Phase, choice)) {
      return false;
    }
    applySwap2(choice);
    return true;
  }

  private void applySwap2(Swap2.Choice choice) {
    switch (choice) {
      case SWAP:
      case TAKE_WHITE:
        settings.swapColours();
        swap2Phase = Swap2.Phase.NONE;
        break;
      case TWO_MORE:
        swap2Phase = Swap2.Phase.PLACE_TWO;
        break;
      default:
        swap2Phase = Swap2.Phase.NONE;
        break;
    }
    if (swap2Phase == Swap2.Phase.NONE) {
      openingEnd = state.moveCount();
    }
    for (MatchListener l : listeners) {
      l.openingChanged(swap2Phase, choice);
    }
  }

  /** After a stone of the opening: three or five stones end a placing phase. */
  private void swap2StonePlaced() {
    Swap2.Phase next = swap2Phase;
    if (swap2Phase == Swap2.Phase.PLACE_THREE && state.moveCount() == 3) {
      next = Swap2.Phase.CHOOSE_AFTER_THREE;
    } else if (swap2Phase == Swap2.Phase.PLACE_TWO && state.moveCount() == 5) {
      next = Swap2.Phase.CHOOSE_AFTER_FIVE;
    }
    if (next != swap2Phase) {
      swap2Phase = next;
      for (MatchListener l : listeners) {
        l.openingChanged(swap2Phase, null);
      }
    }
  }

  /**
   * The computer's part of the opening: three stones from a tournament opening; after three stones a search
   * decides white, swap, or two more stones (the fifth chosen to leave the position as level as it can);
   * after five stones a search decides the colour.
   */
  private void updateSwap2() {
    if (thinker == null || swap2Actor() != PlayerKind.COMPUTER) {
      return;
    }
    if (swap2Phase == Swap2.Phase.PLACE_THREE) {
      placeOpeningStones();
      return;
    }
    if (!thinking) {
      thinking = true;
      swap2Search = swap2Phase == Swap2.Phase.PLACE_TWO ? 2 : 1;
      int colour = state.sideToMove();
      thinker.start(settings.rule, settings.size, state.moves(), Level.MASTER, settings.millis(colour),
          swap2Search == 2 ? 3 : 1);
      for (MatchListener l : listeners) {
        l.thinkingStarted(colour);
      }
      return;
    }
    int move = thinker.poll();
    if (move < 0) {
      return;
    }
    thinking = false;
    SearchInfo info = thinker.progress();
    int score = info == null ? 0 : info.score;
    if (swap2Search == 2) {
      play(levelMove(info, move));
    } else if (swap2Phase == Swap2.Phase.CHOOSE_AFTER_FIVE) {
      applySwap2(Swap2.afterFive(score));
    } else {
      Swap2.Choice choice = Swap2.afterThree(score);
      applySwap2(choice);
      if (choice != Swap2.Choice.SWAP) {
        play(move); // white's fourth stone: the computer's own move, or the first of its two
      }
    }
    swap2Search = 0;
  }

  /** Of the searched candidates, the one whose score is nearest zero (a level position for either colour). */
  private static int levelMove(SearchInfo info, int fallback) {
    if (info == null || info.topMoves.length == 0) {
      return fallback;
    }
    int best = 0;
    for (int i = 1; i < info.topMoves.length; i++) {
      if (Math.abs(info.topScores[i]) < Math.abs(info.topScores[best])) {
        best = i;
      }
    }
    return info.topMoves[best];
  }

  private void placeOpeningStones() {
    int[] chosen = null;
    for (int tries = 0; tries < 20 && chosen == null && !openings.isEmpty(); tries++) {
      int[] o = openings.get(random.nextInt(openings.size()));
      if (GameStateCheck.legal(settings, o)) {
        chosen = o;
      }
    }
    if (chosen == null) {
      int c = settings.size / 2;
      chosen = new int[] {c * settings.size + c, (c - 1) * settings.size + c + 1, (c + 1) * settings.size + c + 2};
    }
    for (int p : chosen) {
      play(p);
    }
  }

  /** Whether stones make a legal game from the empty board under the settings' rule. */
  private static final class GameStateCheck {
    static boolean legal(MatchSettings s, int[] moves) {
      GameState g = new GameState(s.rule, s.size);
      for (int p : moves) {
        if (p < 0 || p >= s.size * s.size || !g.play(p).isLegal()) {
          return false;
        }
      }
      return !g.outcome().isOver();
    }
  }

  // ---- clocks ----------------------------------------------------------------------------------

  /** Whether the game has ended: five, full board, or a clock run out. */
  public boolean isOver() {
    return timeLoser != 0 || state.outcome().isOver();
  }

  /** The result including a loss on time (the rules' outcome knows only the board). */
  public Outcome outcome() {
    return timeLoser != 0 ? Outcome.winFor(3 - timeLoser) : state.outcome();
  }

  /** The colour that lost on time, or 0. */
  public int timeLoser() {
    return timeLoser;
  }

  public boolean hasClock() {
    return settings.clockMillis > 0;
  }

  /** Milliseconds left on a colour's clock (as of the last update). */
  public long timeLeft(int colour) {
    return timeLeft[colour];
  }

  /** A resumed game's clocks. */
  public void setTimeLeft(long black, long white) {
    timeLeft[Stone.BLACK] = black;
    timeLeft[Stone.WHITE] = white;
  }

  /** Runs the clock of the side to move (not while paused, reviewing, or after the end); flags a loss at 0. */
  private void tickClock() {
    long now = clock.getAsLong();
    if (lastTick >= 0 && hasClock() && !isOver() && !paused && !reviewing) {
      int side = state.sideToMove();
      timeLeft[side] -= now - lastTick;
      if (timeLeft[side] <= 0) {
        timeLeft[side] = 0;
        lostOnTime(side);
      }
    }
    lastTick = now;
  }

  private void lostOnTime(int colour) {
    stopThinking();
    timeLoser = colour;
    for (MatchListener l : listeners) {
      l.gameOver(Outcome.winFor(3 - colour), null);
    }
  }

  /** A computer's time for this move: its setting, or less when its clock runs low. */
  private int thinkingMillis(int colour) {
    int millis = settings.millis(colour);
    if (hasClock()) {
      long share = timeLeft[colour] / 20 + settings.incrementMillis * 3L / 4;
      millis = (int) Math.max(50, Math.min(millis, share));
    }
    return millis;
  }

  /** Computer against computer: holds the game (true) or lets it go on. */
  public void setPaused(boolean pause) {
    paused = pause;
  }

  public boolean isPaused() {
    return paused;
  }

  /** Tests drive time themselves. */
  void setClock(LongSupplier clock) {
    this.clock = clock;
  }

  public boolean isHinting() {
    return hinting;
  }

  private void updateHint() {
    int move = thinker.poll();
    if (move >= 0) {
      hinting = false;
      for (MatchListener l : listeners) {
        l.hintShown(move);
      }
    }
  }

  /** Once per frame: starts the computer when it is its turn, and plays its move when it has one. */
  public void update() {
    if (hinting) {
      updateHint();
      return;
    }
    tickClock();
    if (thinker == null || isOver()) {
      return;
    }
    boolean computerHeld = paused && !thinking; // a paused computer game can be analysed like a person's turn
    if (swap2Phase != Swap2.Phase.NONE) {
      updateSwap2();
      return;
    }
    if (playerToMove() != PlayerKind.COMPUTER || computerHeld) {
      if (analysisOn) {
        updateAnalysis();
      }
      if (playerToMove() != PlayerKind.COMPUTER) {
        return;
      }
    }
    if (heldMove >= 0) {
      playComputerMoveWhenDue();
      return;
    }
    if (!thinking) {
      if (paused || reviewing) {
        return;
      }
      stopAnalysis();
      int colour = state.sideToMove();
      thinking = true;
      thinker.start(settings.rule, settings.size, state.moves(), settings.level(colour), thinkingMillis(colour), 1);
      for (MatchListener l : listeners) {
        l.thinkingStarted(colour);
      }
      return;
    }
    int move = thinker.poll();
    if (move >= 0) {
      heldMove = move;
      playComputerMoveWhenDue();
    }
  }

  /**
   * Plays the computer's move unless the game is paused or, between computers, the pace asks for a pause
   * since the last move (the thinking itself counts towards it).
   */
  private void playComputerMoveWhenDue() {
    thinking = false; // the thinker is free: a paused game may be analysed meanwhile
    boolean early = settings.computersOnly() && clock.getAsLong() - lastMoveMillis < settings.paceMillis;
    if (paused || early) {
      return;
    }
    stopAnalysis();
    int move = heldMove;
    heldMove = -1;
    Verdict v = play(move);
    if (!v.isLegal()) {
      // An engine bug must not hang the game: say so and let a person take over this colour's move.
      for (MatchListener l : listeners) {
        l.moveRefused(move, v);
      }
    }
  }

  public boolean isThinking() {
    return thinking;
  }

  /**
   * Whether the game goes on by itself, without input: a search runs or is about to start (the computer's
   * move or swap2 choice, a hint, the analysis), or a computer's move waits for the pace. It mirrors
   * {@link #update}: true only while an update may change something.
   */
  public boolean isBusy() {
    if (thinking || hinting || analysing || (heldMove >= 0 && !paused)) {
      return true;
    }
    if (thinker == null || isOver()) {
      return false;
    }
    if (swap2Phase != Swap2.Phase.NONE) {
      return swap2Actor() == PlayerKind.COMPUTER;
    }
    boolean computerToMove = playerToMove() == PlayerKind.COMPUTER;
    if (computerToMove && !paused && !reviewing) {
      return true;
    }
    return analysisOn && analysis == null && (!computerToMove || paused);
  }

  /** Whether the side to move's clock is running now (its display changes without input). */
  public boolean isClockRunning() {
    return hasClock() && !isOver() && !paused && !reviewing && !hinting;
  }

  /** The computer's latest search report while it thinks (or of its last move), or null. */
  public gomoku.engine.SearchInfo thinkingProgress() {
    return thinker == null ? null : thinker.progress();
  }

  /** Stops any thinking; the match is being left. */
  public void dispose() {
    stopThinking();
    if (thinker != null) {
      thinker.dispose();
    }
  }

  private void stopThinking() {
    if (thinking || hinting || analysing) {
      thinker.cancel();
      thinking = false;
      hinting = false;
      analysing = false;
    }
    heldMove = -1;
  }

  /** The position changed: any analysis belongs to the old one. */
  private void positionChanged() {
    lastMoveMillis = clock.getAsLong();
    analysis = null;
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
    if (swap2Phase != Swap2.Phase.NONE) {
      return swap2Actor();
    }
    return settings.player(state.sideToMove());
  }

  /** Whether a click on the board may place a stone now. */
  public boolean acceptsPersonMove() {
    boolean choosing = swap2Phase == Swap2.Phase.CHOOSE_AFTER_THREE || swap2Phase == Swap2.Phase.CHOOSE_AFTER_FIVE;
    return !isOver() && !choosing && playerToMove() == PlayerKind.PERSON;
  }

  /** A person's move; refused (with an event saying why) when it is not legal or not a person's turn. */
  public Verdict playPersonMove(int point) {
    if (isOver()) {
      return refuse(point, Verdict.GAME_OVER);
    }
    if (!acceptsPersonMove()) {
      return refuse(point, Verdict.NOT_YOUR_TURN);
    }
    Verdict v = state.check(point);
    if (v.isLegal()) {
      stopThinking(); // a hint or an analysis still being worked out is no longer wanted
      reviewing = false; // play goes on from the reviewed position
    }
    return play(point);
  }

  private Verdict play(int point) {
    int colour = state.sideToMove();
    Verdict v = state.play(point);
    if (!v.isLegal()) {
      return refuse(point, v);
    }
    if (hasClock()) {
      timeLeft[colour] += settings.incrementMillis;
    }
    positionChanged();
    for (MatchListener l : listeners) {
      l.stonePlaced(point, colour, state.moveCount());
    }
    swap2StonePlaced();
    announceEnd();
    return v;
  }

  public boolean canUndo() {
    return timeLoser == 0 && state.canUndo() && swap2Phase == Swap2.Phase.NONE && state.moveCount() > openingEnd;
  }

  public boolean canRedo() {
    return timeLoser == 0 && state.canRedo() && swap2Phase == Swap2.Phase.NONE;
  }

  /** How many undone moves redo can bring back. */
  public int redoCount() {
    return state.redoCount();
  }

  /**
   * Takes back one move; against the computer, takes back moves until it is the person's turn again (the
   * computer's reply and the person's move), so the person can try something else.
   */
  public void undo() {
    if (timeLoser != 0) {
      return;
    }
    stopThinking();
    undoOne();
    while (againstComputer() && playerToMove() == PlayerKind.COMPUTER && canUndo()) {
      undoOne();
    }
  }

  private void undoOne() {
    if (!canUndo()) {
      return; // a swap2 opening, once chosen, stays
    }
    boolean wasOver = state.outcome().isOver();
    int number = state.moveCount();
    int p = state.undo();
    positionChanged();
    for (MatchListener l : listeners) {
      l.stoneRemoved(p, number);
    }
    if (wasOver) {
      for (MatchListener l : listeners) {
        l.gameResumed();
      }
    }
  }

  /** Plays the last undone move again; against the computer, its reply too. */
  public void redo() {
    if (timeLoser != 0) {
      return;
    }
    stopThinking();
    redoOne();
    while (againstComputer() && playerToMove() == PlayerKind.COMPUTER && canRedo()) {
      redoOne();
    }
  }

  private void redoOne() {
    if (!state.canRedo()) {
      return;
    }
    int colour = state.sideToMove();
    int p = state.redo();
    positionChanged();
    for (MatchListener l : listeners) {
      l.stonePlaced(p, colour, state.moveCount());
    }
    announceEnd();
  }

  private void announceEnd() {
    Outcome o = state.outcome();
    if (o.isOver()) {
      int[] line = state.winningLine();
      for (MatchListener l : listeners) {
        l.gameOver(o, line);
      }
    }
  }

  private Verdict refuse(int point, Verdict v) {
    for (MatchListener l : listeners) {
      l.moveRefused(point, v);
    }
    return v;
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
