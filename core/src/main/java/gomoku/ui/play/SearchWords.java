package gomoku.ui.play;

import gomoku.ui.Texts;
import gomoku.ui.GomokuGame;

import com.badlogic.gdx.Gdx;
import gomoku.engine.Evaluation;
import gomoku.engine.SearchInfo;
import gomoku.game.Match;
import gomoku.rules.Notation;

/**
 * The computer's search in words for the panel (depth, speed, who is better, the best line; the analysis' best
 * moves), and in the log as it deepens, one line per depth.
 */
final class SearchWords {
  private final Texts texts;
  private final Match match;
  private int loggedDepth;
  private int loggedAnalysisDepth;

  SearchWords(Texts texts, Match match) {
    this.texts = texts;
    this.match = match;
  }

  /** A new search starts: its depths are logged from the first. */
  void searchStarted() {
    loggedDepth = 0;
  }

  /** Analysis was switched: its depths are logged from the first. */
  void analysisSwitched() {
    loggedAnalysisDepth = 0;
  }

  /** The search's final report, if the panel never showed it (a search that ended within one frame). */
  void logLastDepth() {
    SearchInfo last = match.thinkingProgress();
    if (last != null && last.depth > 0 && last.depth != loggedDepth) {
      logSearch(last);
    }
  }

  /** The thinking panel: depth, nodes, speed, who is better and by how much, and the best line ("" if hidden). */
  String progress(boolean shown) {
    SearchInfo info = match.thinkingProgress();
    if (info == null || info.depth == 0) {
      return "";
    }
    if (info.depth != loggedDepth) {
      loggedDepth = info.depth;
      logSearch(info);
    }
    if (!shown) {
      return "";
    }
    return texts.format("think.details", info.depth, info.selectiveDepth, count(info.nodes),
        count(info.nodesPerSecond()), advantage(match.state().sideToMove(), info.score), line(info.pv, 6));
  }

  /** Analysis mode: the depth reached and the two best moves in players' words (the board shows up to five). */
  String analysis() {
    SearchInfo a = match.study().analysis();
    if (a == null || a.topMoves.length == 0) {
      return match.acceptsPersonMove() ? texts.get("analysis.thinking") : "";
    }
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < a.topMoves.length && i < 2; i++) {
      sb.append(i > 0 ? "\n" : "").append(Notation.name(match.state().size(), a.topMoves[i])).append(": ")
          .append(texts.analysisScore(a.topScores[i], match.state().sideToMove()));
    }
    if (a.depth != loggedAnalysisDepth) {
      loggedAnalysisDepth = a.depth;
      StringBuilder all = new StringBuilder("analysis: depth " + a.depth + " top");
      for (int i = 0; i < a.topMoves.length; i++) {
        all.append(' ').append(Notation.name(match.state().size(), a.topMoves[i])).append(' ')
            .append(Evaluation.describe(a.topScores[i]));
      }
      Gdx.app.log(GomokuGame.LOG_TAG, all.toString());
    }
    return texts.format("analysis.line", a.depth, sb.toString());
  }

  /** The score as people read it: who is better and by how much, or who wins in how many moves. */
  String advantage(int toMove, int score) {
    if (Evaluation.isMate(score)) {
      return texts.analysisScore(score, toMove);
    }
    String me = texts.colour(toMove);
    String you = texts.colour(3 - toMove);
    // Words by the win chance that self-play games bear out (see Evaluation.winChance), the chance in brackets.
    int chance = Evaluation.winChance(score);
    String who = chance >= 50 ? me : you;
    int theirs = Math.max(chance, 100 - chance);
    if (theirs < 55) {
      return texts.format("adv.even", who, theirs);
    }
    String how = theirs < 65 ? "adv.slightly" : theirs < 80 ? "adv.better" : theirs < 92 ? "adv.much" : "adv.winning";
    return texts.format(how, who, theirs);
  }

  /** The search as it deepens, in the log ("the search process in the console"). */
  private void logSearch(SearchInfo info) {
    StringBuilder line = new StringBuilder("search: depth ").append(info.depth).append('/')
        .append(info.selectiveDepth).append(" nodes ").append(info.nodes).append(" nps ")
        .append(info.nodesPerSecond()).append(" score ").append(Evaluation.describe(info.score))
        .append(" pv");
    for (int p : info.pv) {
      line.append(' ').append(Notation.name(match.state().size(), p));
    }
    Gdx.app.log(GomokuGame.LOG_TAG, line.toString());
  }

  private static String count(int n) {
    return n < 10000 ? String.valueOf(n) : n < 10_000_000 ? n / 1000 + "k" : n / 1_000_000 + "M";
  }

  private String line(int[] points, int max) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < points.length && i < max; i++) {
      sb.append(i > 0 ? " " : "").append(Notation.name(match.state().size(), points[i]));
    }
    return points.length > max ? sb.append(" …").toString() : sb.toString();
  }

  /** m:ss, or s.t under ten seconds. */
  static String clockText(long millis) {
    long ms = Math.max(0, millis);
    if (ms < 10_000) {
      return ms / 1000 + "." + ms % 1000 / 100;
    }
    long seconds = (ms + 999) / 1000;
    long s = seconds % 60;
    return seconds / 60 + ":" + (s < 10 ? "0" : "") + s;
  }
}
