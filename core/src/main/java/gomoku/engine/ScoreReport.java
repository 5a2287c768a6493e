package gomoku.engine;

/**
 * Turns the root's raw scores into what players, analysis and the swap2 choices read ({@link SearchInfo}). The
 * evaluation favours whoever is to move at the leaf (its potential counts 7/4), so a raw score leans with the
 * parity of the depth: the reported best score is the mean of the last two iterations' raw scores (one of each
 * parity), scaled to count both sides' potentials alike; other top moves keep their distance from it. Mate
 * scores stay as they are. It swings from move to move about as much as the raw score and less from depth to
 * depth (tools/ScoreSwing.java, SearchTest).
 */
final class ScoreReport {
  private final SearchBoard b;
  /** Raw scores of the best root moves (multi-PV), best first. */
  private int[] topRaw = new int[0];
  /** The best raw score of the iteration before the last completed one ({@link Search#NO_SCORE}: none). */
  private int previousScore = Search.NO_SCORE;

  ScoreReport(SearchBoard board) {
    b = board;
  }

  /** A new search: no iteration yet. */
  void clear() {
    topRaw = new int[0];
    previousScore = Search.NO_SCORE;
  }

  /** After an iteration: the best raw score of the one before ({@link Search#NO_SCORE} for none). */
  void setPreviousScore(int score) {
    previousScore = score;
  }

  int previousScore() {
    return previousScore;
  }

  /** The best {@code count} root moves (sorted) and their raw scores, for analysis displays. */
  void setTopMoves(SearchInfo info, int[] moves, int[] scores, int count) {
    info.topMoves = toRulesPoints(moves, count);
    topRaw = new int[count];
    System.arraycopy(scores, 0, topRaw, 0, count);
  }

  /** Fills in an iteration's report: {@code score} is raw, {@code line} in padded-board points. */
  void fill(SearchInfo info, int depth, int selDepth, int nodes, int millis, int score, int[] line) {
    info.depth = depth;
    info.selectiveDepth = Ints.max(selDepth, depth);
    info.nodes = nodes;
    info.millis = millis;
    info.rawScore = score;
    info.score = depth > 0 ? reportedScore(score, score) : score;
    info.topScores = new int[topRaw.length];
    for (int i = 0; i < topRaw.length; i++) {
      info.topScores[i] = reportedScore(topRaw[i], topRaw[0]);
    }
    info.pv = toRulesPoints(line, line.length);
  }

  /** A result decided before any iteration (a five, a forced block, a threat win): its score as it is. */
  void fillDecided(SearchInfo info, int move, int score, boolean threatWin, int nodes, int millis, int[] line) {
    info.score = score;
    info.threatWin = threatWin;
    info.nodes = nodes;
    info.millis = millis;
    int[] shown = line.length > 0 ? line : move >= 0 ? new int[] {move} : new int[0]; // no legal move: none shown
    info.pv = toRulesPoints(shown, shown.length);
    info.topMoves = toRulesPoints(shown, 1);
    info.topScores = new int[] {score};
    info.depth = shown.length;
    info.selectiveDepth = shown.length;
  }

  private int reportedScore(int score, int bestRaw) {
    int scaled = 2 * Evaluation.ATTACK_DEN;
    int unit = Evaluation.ATTACK_NUM + Evaluation.ATTACK_DEN;
    if (Evaluation.isMate(score)) {
      return score;
    }
    if (Evaluation.isMate(bestRaw)) {
      return score * scaled / unit;
    }
    boolean twoIterations = previousScore != Search.NO_SCORE && !Evaluation.isMate(previousScore);
    int steady = twoIterations ? (bestRaw + previousScore) / 2 : bestRaw;
    return (steady + score - bestRaw) * scaled / unit;
  }

  private int[] toRulesPoints(int[] line, int length) {
    int[] out = new int[length];
    for (int i = 0; i < length; i++) {
      out[i] = b.toPoint(line[i]);
    }
    return out;
  }
}
