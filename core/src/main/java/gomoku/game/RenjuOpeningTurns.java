package gomoku.game;

import gomoku.engine.Evaluation;
import gomoku.engine.SearchInfo;
import gomoku.record.RenjuOpenings;
import gomoku.rules.GameState;
import gomoku.rules.Stone;
import gomoku.rules.Verdict;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.IntConsumer;

/**
 * The players' turns under a renju tournament opening rule ({@link RenjuOpening}): a person's stones, offers and
 * choices, checked by the rule, and the computer's part from its own searches at its level and time — three stones of
 * a named opening, the swap when its side is worse, as many offers as keep the game level, its best fifth moves as
 * offers, and the offer its searches find best for white.
 */
public final class RenjuOpeningTurns implements OpeningTurns {
  /** The stones searched for a placing step inside a central square: the first of them inside it is played. */
  private static final int PLACE_CANDIDATES = 10;
  /** Win-chance points (of black's) per extra fifth move the computer declares. */
  private static final int CHANCE_PER_OFFER = 8;
  /** The shortest search the computer gives each offer it judges. */
  private static final int MIN_JUDGE_MILLIS = 50;

  private final MatchSettings settings;
  private final ThinkerSlot slot;
  private final GameState state;
  private final List<MatchListener> listeners;
  private final IntConsumer play;
  /** Null when the game has no renju opening rule. */
  private final RenjuOpening model;
  private boolean skipped;
  private final Random random;
  /** The computer's judging of the offers: those still to search, and the best so far for white. */
  private final List<Integer> toJudge = new ArrayList<>();
  private int judged = -1;
  private int judgedScore;

  RenjuOpeningTurns(MatchSettings settings, ThinkerSlot slot, GameState state, List<MatchListener> listeners,
      IntConsumer play) {
    this.settings = settings;
    this.slot = slot;
    this.state = state;
    this.listeners = listeners;
    this.play = play;
    RenjuOpeningRule rule = settings.opening.renjuRule;
    model = rule == null ? null : new RenjuOpening(rule, settings.size);
    random = new Random(settings.size * 31L + settings.opening.ordinal());
  }

  // ---- what the screens ask ----------------------------------------------------------------------

  @Override
  public boolean isOn() {
    return model != null && !skipped && !model.isOver();
  }

  /** The rule, or null when the game has none. */
  public RenjuOpeningRule rule() {
    return model == null ? null : model.rule;
  }

  /** The step now, or null when no renju opening is going on. */
  public RenjuOpeningRule.Step step() {
    return isOn() ? model.step() : null;
  }

  /** Black's offers while the opening is on (the board draws them every frame: no copy). */
  public List<Integer> offers() {
    return isOn() ? model.offers() : java.util.Collections.<Integer>emptyList();
  }

  public int offersWanted() {
    return isOn() ? model.offersWanted() : 0;
  }

  /** Why the last refused action was refused, as a text key. */
  public String refusal() {
    return model == null ? null : model.refusal();
  }

  @Override
  public PlayerKind actor() {
    return settings.player(model.actor());
  }

  @Override
  public boolean isChoosing() {
    RenjuOpeningRule.Kind k = isOn() ? model.kind() : null;
    return k == RenjuOpeningRule.Kind.SWAP || k == RenjuOpeningRule.Kind.DECLARE
        || k == RenjuOpeningRule.Kind.FIFTH_OR_TEN;
  }

  /** Whether a person must choose now (the screen offers the step's choices). */
  public boolean awaitsPersonChoice() {
    return isChoosing() && actor() == PlayerKind.PERSON && !slot.job().isComputerTurn();
  }

  /**
   * Whether a person about to place a rule's first three stones may place one of the 26 openings by name instead
   * (not under Taraguchi-10, whose stones come one at a time with a swap after each).
   */
  public boolean offersNamed() {
    return isOn() && model.kind() == RenjuOpeningRule.Kind.PLACE && model.step().move == 1
        && model.rule != RenjuOpeningRule.TARAGUCHI_10 && state.moves().isEmpty() && actor() == PlayerKind.PERSON
        && !slot.job().isComputerTurn();
  }

  /** Whether the choice may be made now. */
  public boolean allows(RenjuOpening.Choice choice) {
    return isChoosing() && model.kind() != RenjuOpeningRule.Kind.DECLARE && model.allows(choice);
  }

  // ---- a person's actions ------------------------------------------------------------------------

  /** A person's swap, stay or ten offers; false (nothing changes) when it is not theirs to make now. */
  public boolean choose(RenjuOpening.Choice choice) {
    if (!awaitsPersonChoice() || !allows(choice)) {
      return false;
    }
    apply(choice);
    return true;
  }

  /**
   * A person's named opening ({@link #offersNamed}): the three stones of opening {@code code} ("4D", {@link
   * RenjuOpenings#CODES}), placed as three clicks would place them; false, with nothing placed, when not offered now.
   */
  public boolean placeNamed(String code) {
    if (!offersNamed()) {
      return false;
    }
    for (int point : RenjuOpenings.moves(code, settings.size)) {
      play.accept(point);
    }
    return true;
  }

  /** A person's declaration of the number of fifth moves; false when not theirs now or out of range. */
  public boolean declare(int n) {
    if (!awaitsPersonChoice() || !model.declare(n)) {
      return false;
    }
    changed();
    return true;
  }

  /** Whether black is offering and has an offer out to take back. */
  boolean canWithdrawOffer() {
    return isOn() && model.kind() == RenjuOpeningRule.Kind.OFFER && !model.offers().isEmpty();
  }

  /** Takes back black's last offer while it is still offering; false when there is none. */
  boolean withdrawOffer() {
    if (isOn() && model.withdrawOffer()) {
      changed();
      return true;
    }
    return false;
  }

  /** Whether a click on {@code point} would be accepted by the opening now (always, when none is going on). */
  public boolean allowsPoint(int point) {
    if (!isOn()) {
      return true;
    }
    switch (model.kind()) {
      case PLACE:
        return model.allowsStone(point);
      case OFFER:
        return model.allowsOffer(point);
      case CHOOSE:
        return model.offers().contains(point);
      default:
        return false;
    }
  }

  @Override
  public Verdict personPoint(int point) {
    RenjuOpeningRule.Kind k = model.kind();
    if (k == RenjuOpeningRule.Kind.PLACE) {
      return model.allowsStone(point) ? null : Verdict.OPENING_RULE;
    }
    Verdict v = state.check(point);
    if (!v.isLegal()) {
      return v;
    }
    return offerOrTake(point) ? Verdict.LEGAL : Verdict.OPENING_RULE;
  }

  private boolean offerOrTake(int point) {
    if (model.kind() == RenjuOpeningRule.Kind.OFFER) {
      if (!model.offer(point)) {
        return false;
      }
      changed();
      return true;
    }
    if (!model.take(point)) {
      return false;
    }
    play.accept(point); // the taken offer is the 5th move; the opening is over
    changed();
    return true;
  }

  private void apply(RenjuOpening.Choice choice) {
    if (model.choose(choice)) {
      settings.swapColours();
    }
    changed();
  }

  private void changed() {
    for (MatchListener l : listeners) {
      l.renjuOpeningChanged();
    }
  }

  // ---- the match's bookkeeping -------------------------------------------------------------------

  @Override
  public void stonePlaced(int point) {
    if (isOn() && model.kind() == RenjuOpeningRule.Kind.PLACE && model.allowsStone(point)) {
      model.stonePlaced(point);
      changed();
    }
  }

  @Override
  public boolean canTakeBack(int moveCount) {
    if (model == null || skipped) {
      return true;
    }
    return model.canUndoStone(moveCount);
  }

  @Override
  public void takenBack(int moveCountBefore) {
    if (model != null && !skipped && model.stoneCount() == moveCountBefore && model.undoStone()) {
      changed();
    }
  }

  @Override
  public void skip() {
    skipped = true;
  }

  /**
   * What the opening rule decided ("stay 3; declare 2; take k8 of g7,k8"), kept with the game after the opening:
   * empty when the game has no renju opening rule or nothing was decided yet.
   */
  public String record() {
    if (model == null) {
      return "";
    }
    String now = model.record();
    return restoredRecord.isEmpty() ? now : now.isEmpty() ? restoredRecord : restoredRecord + "; " + now;
  }

  /** A resumed game's record (its opening was over, or resumed at a step): shown as it was saved. */
  private String restoredRecord = "";

  /** One decision of a record: a swap choice or a declaration after n stones, or the offer taken. */
  private static final String STEP = "(swap|stay|ten|declare) [0-9]{1,2}|take [a-t][0-9]{1,2} of [a-t][0-9]{1,2}"
      + "(,[a-t][0-9]{1,2}){0,9}";

  /** Whether text is a record as {@link #record} writes it (its words are what the move list shows). */
  public static boolean isRecord(String text) {
    return text.isEmpty() || text.length() <= 400 && text.matches("(" + STEP + ")(; (" + STEP + ")){0,12}");
  }

  /** Takes a saved record ({@link #record}); false when it is not one. */
  boolean restoreRecord(String text) {
    if (model == null || !isRecord(text)) {
      return false;
    }
    restoredRecord = text;
    return true;
  }

  /** The opening's state for a save while it is going on, else null. */
  public String toText() {
    return isOn() ? model.toText() : null;
  }

  /** A resumed game saved during its opening goes on from the saved step; false when the text does not fit. */
  boolean restore(String text) {
    if (model == null || !model.restore(text, state.moves())) {
      return false;
    }
    skipped = false;
    changed();
    return true;
  }

  // ---- the computer's part -----------------------------------------------------------------------

  @Override
  public void updateComputer() {
    if (!slot.exists() || actor() != PlayerKind.COMPUTER) {
      return;
    }
    RenjuOpeningRule.Step step = model.step();
    if (step.kind == RenjuOpeningRule.Kind.PLACE && step.move <= 3 && model.rule != RenjuOpeningRule.TARAGUCHI_10) {
      play.accept(namedOpeningStone(step.move)); // the three stones of one of the 26 openings, no search needed
      return;
    }
    if (step.kind == RenjuOpeningRule.Kind.PLACE && step.move == 1) {
      play.accept(centre());
      return;
    }
    if (!slot.job().isComputerTurn()) {
      startSearch(step);
      return;
    }
    int move = slot.poll();
    if (move < 0) {
      return;
    }
    SearchInfo info = slot.progress();
    int score = info == null ? 0 : info.score; // for the side to move of the searched position
    switch (step.kind) {
      case PLACE:
        play.accept(placeInArea(info, move, step.radius));
        break;
      case SWAP:
        apply(forActor(score) < 0 ? RenjuOpening.Choice.SWAP : RenjuOpening.Choice.STAY);
        break;
      case FIFTH_OR_TEN:
        apply(forActor(score) < 0 ? RenjuOpening.Choice.SWAP
            : offersTen(info == null ? new int[0] : info.topScores, step.count) ? RenjuOpening.Choice.OFFER_TEN
                : RenjuOpening.Choice.STAY);
        break;
      case DECLARE:
        model.declare(declaration(score, step.count));
        changed();
        break;
      case OFFER:
        makeOffers(info, move);
        break;
      case CHOOSE:
        judgeOffer(score);
        break;
      default:
        break;
    }
  }

  private void startSearch(RenjuOpeningRule.Step step) {
    int colour = model.actor();
    int millis = settings.millis(colour);
    if (step.kind == RenjuOpeningRule.Kind.CHOOSE) {
      if (toJudge.isEmpty() && judged < 0) {
        toJudge.addAll(model.offers());
      }
      List<Integer> line = new ArrayList<>(state.moves());
      line.add(toJudge.get(0)); // white to move after this offer
      slot.start(EngineJob.OPENING_CHOICE, state, line, settings.level(colour),
          Math.max(MIN_JUDGE_MILLIS, millis / model.offers().size()), 1);
    } else {
      boolean stone = step.kind == RenjuOpeningRule.Kind.PLACE || step.kind == RenjuOpeningRule.Kind.OFFER;
      // Taraguchi's fifth or ten: the offers would be the best ten fifths, and white would take the worst for black.
      int candidates = step.kind == RenjuOpeningRule.Kind.OFFER ? Math.min(PLACE_CANDIDATES, 3 * model.offersWanted())
          : step.kind == RenjuOpeningRule.Kind.PLACE && step.radius >= 0 ? PLACE_CANDIDATES
              : step.kind == RenjuOpeningRule.Kind.FIFTH_OR_TEN ? step.count : 1;
      slot.start(stone ? EngineJob.OPENING_STONE : EngineJob.OPENING_CHOICE, state, settings.level(colour), millis,
          candidates);
    }
    for (MatchListener l : listeners) {
      l.thinkingStarted(colour);
    }
  }

  /**
   * Taraguchi's choice for black (to move, scores from its side, best first): offer ten fifths when even the tenth
   * best keeps black ahead by {@link #TEN_OFFERS_MARGIN} points of win chance, since white takes the worst of them for
   * black; else a fifth in 9×9, after which white may swap, so that at best black keeps an even game.
   */
  static boolean offersTen(int[] topScores, int count) {
    return topScores.length >= count && Evaluation.winChance(topScores[count - 1]) >= 50 + TEN_OFFERS_MARGIN;
  }

  /** How far above even black's tenth-best fifth must be for ten offers (the searches' error, roughly). */
  private static final int TEN_OFFERS_MARGIN = 5;

  /** A score for the searched position's side to move, seen by the player who acts. */
  private int forActor(int score) {
    return state.sideToMove() == model.actor() ? score : -score;
  }

  /** The number of offers: one, and one more per {@link #CHANCE_PER_OFFER} points black's chance is above even. */
  private int declaration(int score, int most) {
    int black = state.sideToMove() == Stone.BLACK ? score : -score;
    int n = 1 + (Evaluation.winChance(black) - 50) / CHANCE_PER_OFFER;
    return Math.max(1, Math.min(most, n));
  }

  /** Stone {@code move} (1 to 3) of a random named opening: the centre, a point next to it, a third in 5×5. */
  private int namedOpeningStone(int move) {
    if (move == 1) {
      return centre();
    }
    for (int tries = 0; tries < 1000; tries++) {
      int p = aroundCentre(move - 1);
      if (model.allowsStone(p)) {
        return p;
      }
    }
    for (int p = 0; p < settings.size * settings.size; p++) {
      if (model.allowsStone(p)) {
        return p;
      }
    }
    return centre();
  }

  private int aroundCentre(int radius) {
    int c = settings.size / 2;
    int x = c - radius + random.nextInt(2 * radius + 1);
    int y = c - radius + random.nextInt(2 * radius + 1);
    return y * settings.size + x;
  }

  private int centre() {
    int c = settings.size / 2;
    return c * settings.size + c;
  }

  /** The search's first candidate inside the step's square, else the free point in it nearest the search's move. */
  private int placeInArea(SearchInfo info, int move, int radius) {
    if (info != null) {
      for (int m : info.topMoves) {
        if (model.allowsStone(m)) {
          return m;
        }
      }
    }
    if (model.allowsStone(move)) {
      return move;
    }
    int size = settings.size;
    int best = -1;
    int bestDistance = Integer.MAX_VALUE;
    for (int p = 0; p < size * size; p++) {
      int d = Math.abs(p % size - move % size) + Math.abs(p / size - move / size);
      if (d < bestDistance && model.allowsStone(p)) {
        best = p;
        bestDistance = d;
      }
    }
    return best;
  }

  /** Black's best moves as offers, skipping those the rule refuses; then free points nearest the centre. */
  private void makeOffers(SearchInfo info, int move) {
    List<Integer> candidates = new ArrayList<>();
    if (info != null) {
      for (int m : info.topMoves) {
        candidates.add(m);
      }
    }
    candidates.add(move);
    int size = settings.size;
    int c = size / 2;
    for (int r = 1; r < size; r++) {
      for (int p = 0; p < size * size; p++) {
        if (Math.max(Math.abs(p % size - c), Math.abs(p / size - c)) == r) {
          candidates.add(p);
        }
      }
    }
    for (int p : candidates) {
      if (model.kind() != RenjuOpeningRule.Kind.OFFER) {
        break;
      }
      if (state.check(p).isLegal()) {
        model.offer(p);
      }
    }
    changed();
  }

  /** One offer judged (white's score after it); when all are, white takes the best for white. */
  private void judgeOffer(int whiteScore) {
    int offer = toJudge.remove(0);
    if (judged < 0 || whiteScore > judgedScore) {
      judged = offer;
      judgedScore = whiteScore;
    }
    if (toJudge.isEmpty()) {
      int taken = judged;
      judged = -1;
      offerOrTake(taken);
    }
  }
}
