package gomoku.ui.play;

import gomoku.ui.Texts;

import gomoku.game.GameReview;
import gomoku.game.Match;
import gomoku.game.MoveMark;
import gomoku.game.MoveReview;
import gomoku.game.ReviewSummary;
import gomoku.rules.Notation;
import gomoku.rules.Outcome;
import gomoku.rules.Stone;

/**
 * What the panel says of the review: its progress while it runs, the judgement of the move on the board when it has
 * a mark ("23. k10: blunder (Black 64% to 31%), better j9"), else the players' accuracy and where the game turned.
 */
final class ReviewWords {
  private final Texts texts;
  private final Match match;
  private String shownKey = "";
  private String shown = "";

  ReviewWords(Texts texts, Match match) {
    this.texts = texts;
    this.match = match;
  }

  /** The words for now; worked out again only when the review, the position, the solver or the result changed. */
  String text() {
    String key = match.review().version() + "/" + match.state().moveCount() + "/"
        + System.identityHashCode(match.study().solution()) + "/" + match.outcome();
    if (!key.equals(shownKey)) {
      shownKey = key;
      shown = words();
    }
    return shown;
  }

  private String words() {
    gomoku.game.Solution solution = match.study().solution();
    if (solution != null && solution.position.equals(match.state().moves())) {
      return solutionText(solution);
    }
    GameReview review = match.review();
    if (!review.isReviewing()) {
      return "";
    }
    int size = match.state().size();
    int at = match.state().moveCount();
    MoveReview r = review.move(at);
    if (r != null && r.mark != MoveMark.NONE) {
      int mover = at % 2 == 1 ? Stone.BLACK : Stone.WHITE;
      String move = Notation.name(size, match.state().lastMove());
      if (r.mark == MoveMark.ONLY_DEFENCE) {
        return texts.format("review.onlyDefence", at, move);
      }
      if (r.mark == MoveMark.MISSED_WIN) {
        return texts.format("review.missedWin", at, move, line(r.line, size));
      }
      return texts.format("review.move", at, move, texts.get("review.mark." + r.mark.name()), texts.colour(mover),
          r.chanceBefore, r.chanceAfter, Notation.name(size, r.preferred));
    }
    if (!review.isComplete()) {
      return texts.format("review.progress", review.positionsDone(), review.positions(),
          review.millisPerPosition() / 1000);
    }
    Outcome o = match.outcome();
    int winner = o == Outcome.BLACK_WINS ? Stone.BLACK : o == Outcome.WHITE_WINS ? Stone.WHITE : 0;
    ReviewSummary s = review.summary(winner);
    String text = texts.format("review.summary", accuracy(s, Stone.BLACK), accuracy(s, Stone.WHITE));
    return s.turningPoint > 0 ? texts.format("review.turn", text, s.turningPoint) : text;
  }

  /** "Black 87%", or "White: no moves" for a side that has not moved (no accuracy to give). */
  private String accuracy(ReviewSummary s, int colour) {
    return s.accuracy[colour] < 0 ? texts.format("review.noMoves", player(s, colour))
        : texts.format("review.accuracyOf", player(s, colour), s.accuracy[colour]);
  }

  /** Every marked move, " 7 MISSED_WIN g8 ..." (for the log, in English whatever the language). */
  String marks() {
    StringBuilder b = new StringBuilder();
    int size = match.state().size();
    for (int k = 1; k < match.review().positions(); k++) {
      MoveReview r = match.review().move(k);
      if (r != null && r.mark != MoveMark.NONE) {
        b.append(' ').append(k).append(' ').append(r.mark).append(' ')
            .append(Notation.name(size, match.line().get(k - 1))).append(" better ")
            .append(Notation.name(size, r.preferred)).append(';');
      }
    }
    return b.toString();
  }

  /** What "find a forced win" found, in the player's words. */
  private String solutionText(gomoku.game.Solution s) {
    int size = match.state().size();
    String side = texts.colour(s.sideToMove);
    String other = texts.colour(Stone.opponent(s.sideToMove));
    if (s.threat) {
      return s.kind == gomoku.game.Solution.Kind.WIN
          ? texts.format("solve.threat", other, side, s.winnerMoves(), line(s.line, size))
          : texts.format("solve.noThreat", other, side, s.millis / 1000);
    }
    switch (s.kind) {
      case WIN:
        return texts.format("solve.win", side, s.winnerMoves(), line(s.line, size));
      case LOSS:
        return texts.format("solve.loss", side, other, s.winnerMoves(), line(s.line, size));
      case MUST_BLOCK:
        return texts.format("solve.mustBlock", side, line(s.defences, size));
      default:
        return texts.format("solve.none", s.millis / 1000, gomoku.game.Solution.MOVES);
    }
  }

  /** "Black", or "Black (1??, 2?)" when it made errors. */
  private String player(ReviewSummary s, int colour) {
    int severe = s.blunders[colour] + s.missedWins[colour];
    if (severe + s.mistakes[colour] == 0) {
      return texts.colour(colour);
    }
    return texts.format("review.errors", texts.colour(colour), severe, s.mistakes[colour]);
  }

  private static String line(int[] points, int size) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < points.length && i < 7; i++) {
      b.append(i == 0 ? "" : " ").append(Notation.name(size, points[i]));
    }
    return b.toString();
  }
}
