package gomoku.game;

import gomoku.rules.GameState;
import gomoku.rules.Outcome;
import gomoku.rules.Stone;

/**
 * What the status line says, decided once: whose turn it is or how the game ended, with the numbers the
 * sentence needs. The screens word it in the player's language ({@code gomoku.ui.Texts#status}); the log and
 * the tests read {@link #english}.
 */
public final class Status {
  /** The sentences, in the order they are decided: the first that applies is the status. */
  public enum Kind {
    /** {@link #colour} won because the other side's clock ran out. */
    WINS_ON_TIME,
    /** {@link #colour} made five. */
    WINS,
    /** {@link #colour} won with a line of {@link #number} stones (freestyle). */
    WINS_OVERLINE,
    /** The board is full. */
    DRAW,
    /** Renju: black is to move and every empty point is forbidden to it. */
    DRAW_NO_MOVE,
    /** {@link #colour} won: the other side resigned. */
    WINS_BY_RESIGNATION,
    /** Both sides agreed to a draw. */
    DRAW_AGREED,
    /** Stepping back through the game: move {@link #number} of {@link #total}. */
    REVIEW,
    /** The swap2 opening's {@link #swap2Phase}. */
    SWAP2,
    /** The swap1 opening's {@link #swap2Phase} (placing three stones, or the second player's choice). */
    SWAP1,
    /**
     * A renju opening rule's {@link #renjuStep}, acted on by the player of {@link #colour}; {@link #number} offers
     * of {@link #total} made (OFFER), or the most that may be declared (DECLARE) or offered instead (FIFTH_OR_TEN).
     */
    RENJU_OPENING,
    /** Computer against computer, held while {@link #colour} is to move. */
    PAUSED,
    /** The computer is choosing {@link #colour}'s move. */
    THINKING,
    /** {@link #colour} to play move {@link #number}. */
    TO_MOVE
  }

  public final Kind kind;
  public final int colour;
  public final int number;
  public final int total;
  public final Swap2.Phase swap2Phase;
  /** RENJU_OPENING: the rule and its step. */
  public RenjuOpeningRule renjuRule;

  public RenjuOpeningRule.Step renjuStep;

  private Status(Kind kind, int colour, int number, int total, Swap2.Phase swap2Phase) {
    this.kind = kind;
    this.colour = colour;
    this.number = number;
    this.total = total;
    this.swap2Phase = swap2Phase;
  }

  private static Status renjuOpening(RenjuOpeningTurns renju) {
    RenjuOpeningRule.Step step = renju.step();
    int made = renju.offers().size();
    int most = step.kind == RenjuOpeningRule.Kind.OFFER ? renju.offersWanted() : step.count;
    Status s = new Status(Kind.RENJU_OPENING, step.actor, made, most, null);
    s.renjuRule = renju.rule();
    s.renjuStep = step;
    return s;
  }

  /** The status of {@code match} now. */
  public static Status of(Match match) {
    GameState state = match.state();
    int toMove = state.sideToMove();
    if (match.timeLoser() != 0) {
      return new Status(Kind.WINS_ON_TIME, 3 - match.timeLoser(), 0, 0, null);
    }
    if (match.resigned() != 0) {
      return new Status(Kind.WINS_BY_RESIGNATION, 3 - match.resigned(), 0, 0, null);
    }
    if (match.isDrawAgreed()) {
      return new Status(Kind.DRAW_AGREED, 0, 0, 0, null);
    }
    Outcome o = match.outcome();
    if (o == Outcome.BLACK_WINS || o == Outcome.WHITE_WINS) {
      int winner = o == Outcome.BLACK_WINS ? Stone.BLACK : Stone.WHITE;
      int[] line = state.winningLine();
      int n = line == null ? 0 : line.length;
      return new Status(n > 5 ? Kind.WINS_OVERLINE : Kind.WINS, winner, n, 0, null);
    }
    if (o == Outcome.DRAW) {
      return new Status(state.board().isFull() ? Kind.DRAW : Kind.DRAW_NO_MOVE, 0, 0, 0, null);
    }
    if (match.isReviewing()) {
      return new Status(Kind.REVIEW, toMove, state.moveCount(), state.moveCount() + match.redoCount(), null);
    }
    if (match.renju().step() != null) {
      return renjuOpening(match.renju());
    }
    if (match.swap2().phase() != Swap2.Phase.NONE) {
      return new Status(match.swap2().isSwap1() ? Kind.SWAP1 : Kind.SWAP2, toMove, 0, 0, match.swap2().phase());
    }
    if (match.isPaused() && match.playerToMove() == PlayerKind.COMPUTER) {
      return new Status(Kind.PAUSED, toMove, 0, 0, null);
    }
    if (match.isThinking()) {
      return new Status(Kind.THINKING, toMove, 0, 0, null);
    }
    return new Status(Kind.TO_MOVE, toMove, state.moveCount() + 1, 0, null);
  }

  /** Whether the game is over (a win or a draw). */
  public boolean isResult() {
    return kind == Kind.WINS_ON_TIME || kind == Kind.WINS || kind == Kind.WINS_OVERLINE || kind == Kind.DRAW
        || kind == Kind.DRAW_NO_MOVE || kind == Kind.WINS_BY_RESIGNATION || kind == Kind.DRAW_AGREED;
  }

  private String renjuEnglish(String side) {
    String rule = renjuRule.title + ": ";
    switch (renjuStep.kind) {
      case PLACE:
        String[] areas = {"in the centre", "within the central 3×3", "within the central 5×5", "within the central 7×7",
          "within the central 9×9"};
        return rule + side + " places stone " + renjuStep.move + " "
            + (renjuStep.radius < 0 ? "anywhere" : areas[renjuStep.radius]);
      case SWAP:
        return rule + side + " may swap colours";
      case DECLARE:
        return rule + side + " declares how many fifth moves Black offers (1 to " + total + ")";
      case OFFER:
        return rule + "Black offers fifth moves (" + number + " of " + total + ")";
      case CHOOSE:
        return rule + "White takes one of the offered fifth moves";
      default:
        return rule + "Black may swap, then place the 5th within the central 9×9, or offer " + total + " fifth moves";
    }
  }

  /** The sentence in English, for the log, saved records and tests. */
  public String english() {
    String side = colour == Stone.BLACK ? "Black" : "White";
    switch (kind) {
      case WINS_ON_TIME:
        return side + " wins on time";
      case WINS:
        return side + " wins with five in a row";
      case WINS_OVERLINE:
        return side + " wins with an overline of " + number;
      case DRAW:
        return "Draw: the board is full";
      case DRAW_NO_MOVE:
        return "Draw: Black has no move, every empty point is forbidden";
      case WINS_BY_RESIGNATION:
        return side + " wins: " + (colour == Stone.BLACK ? "White" : "Black") + " resigned";
      case DRAW_AGREED:
        return "Draw agreed";
      case REVIEW:
        return "Reviewing move " + number + " of " + total + ": Play on goes on from here";
      case SWAP2:
      case SWAP1:
        return (kind == Kind.SWAP1 ? "Swap1: " : "Swap2: ") + swap2Phase.name().toLowerCase().replace('_', ' ');
      case RENJU_OPENING:
        return renjuEnglish(side);
      case PAUSED:
        return side + " (computer): paused";
      case THINKING:
        return side + " (computer) is thinking…";
      default:
        return side + " to move (move " + number + ")";
    }
  }
}
