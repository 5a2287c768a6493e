package gomoku.engine;

import gomoku.rules.Rule;
import gomoku.rules.Stone;

/**
 * The static evaluation's values: for each colour and {@link PointCombination} of an empty point, what the
 * point is worth to that colour when it is to move (it can play there first) and when it is not, in quarter
 * points. The evaluation is the side to move's sum of mover values less the opponent's sum of opponent values,
 * plus a tempo and the value of the {@link ThreatSituation} (see {@link SearchBoard#evaluate}). The values are
 * fitted to self-play results (tools/EvalTraining.java, docs/arena/README.md) where {@link EvalWeights} has them for the rule; else they are
 * the hand-set point scores of {@link PointTable}, the mover's counted 7/4.
 */
public final class EvalTables {
  /** Values are kept in quarter points, so the hand-set 7/4 is exact. */
  static final int UNIT_SHIFT = 2;

  private static final EvalTables[] CACHE = new EvalTables[Rule.values().length];

  /**
   * {@code values[colour][2 * k]}: the colour's mover value for a point of {@link PointCombination} k,
   * {@code [2 * k + 1]} its opponent value; interleaved, so the two share a cache line. Black's and white's are
   * one array unless the rule treats them differently (renju).
   */
  final int[][] values = new int[3][];

  /** Added to every evaluation, for the side to move (points, not quarters). */
  final int tempo;

  /**
   * {@code situations[index]}: what the {@link ThreatSituation} is worth to the side to move, either colour
   * (points); all 0 in tables without one.
   */
  final int[] situations;

  /** Whether the values were fitted to games (else hand-set). */
  public final boolean learned;

  private final int[][] moverByCombination = new int[3][];
  private final int[][] opponentByCombination = new int[3][];

  private EvalTables(int[] black, int[] white, int tempo, int[] situations, boolean learned) {
    this.tempo = tempo;
    this.learned = learned;
    int[] b = expand(black, Stone.BLACK);
    values[Stone.BLACK] = b;
    values[Stone.WHITE] = white == black ? b : expand(white, Stone.WHITE);
    this.situations = situations != null ? situations : new int[ThreatSituation.COUNT];
  }

  /** The tables the engine uses under a rule: learned where {@link EvalWeights} has them, else hand-set. */
  public static EvalTables forRule(Rule rule) {
    EvalTables t = CACHE[rule.ordinal()];
    if (t == null) {
      String weights = EvalWeights.forRule(rule);
      t = weights != null ? parse(weights) : handSet();
      CACHE[rule.ordinal()] = t;
    }
    return t;
  }

  /** The hand-set evaluation as tables: the point score of {@link PointTable} counts 7 quarters to the mover, 4 against. */
  public static EvalTables handSet() {
    int[] v = new int[2 * PointCombination.COUNT];
    for (int k = 0; k < PointCombination.COUNT; k++) {
      int score = handSetPointScore(k);
      v[2 * k] = score * Evaluation.ATTACK_NUM;
      v[2 * k + 1] = score * Evaluation.ATTACK_DEN;
    }
    return new EvalTables(v, v, Evaluation.TEMPO, null, false);
  }

  /** The hand-set point score of a combination (the same for every order of its patterns). */
  public static int handSetPointScore(int combination) {
    return PointTable.SCORE[combination];
  }

  /**
   * Tables from values by combination ({@code [2k]} mover, {@code [2k + 1]} opponent, quarter points); white's
   * may be the same array as black's. {@code situations}: by {@link ThreatSituation} index, or null for none.
   */
  public static EvalTables of(int[] black, int[] white, int tempo, int[] situations) {
    return new EvalTables(black, white, tempo, situations, true);
  }

  /**
   * Reads {@link EvalWeights}' text: the tempo, then black's values as mover and opponent pairs by combination,
   * then optionally "|" and white's, then optionally "#" and the situation values; numbers in base 36,
   * comma-separated.
   */
  static EvalTables parse(String text) {
    int hash = text.indexOf('#');
    String tables = hash < 0 ? text : text.substring(0, hash);
    int[] situations = hash < 0 ? null : parseSituations(text.substring(hash + 1));
    int bar = tables.indexOf('|');
    String blackText = bar < 0 ? tables : tables.substring(0, bar);
    String[] head = blackText.split(";", 2);
    int tempo = Integer.parseInt(head[0], 36);
    int[] black = WeightsText.parse(head[1], 2 * PointCombination.COUNT);
    int[] white = bar < 0 ? black : WeightsText.parse(tables.substring(bar + 1), 2 * PointCombination.COUNT);
    return new EvalTables(black, white, tempo, situations, true);
  }

  /** The situation values: {@link ThreatSituation#COUNT} of them, or its classes alone, the same at every step. */
  private static int[] parseSituations(String text) {
    int values = text.split(",").length;
    return values == ThreatSituation.CLASSES
        ? ThreatSituation.widen(WeightsText.parse(text, ThreatSituation.CLASSES))
        : WeightsText.parse(text, ThreatSituation.COUNT);
  }

  /** The inverse of {@link #parse}, for the trainer; {@code situations} may be null. */
  public static String format(int tempo, int[] black, int[] white, int[] situations) {
    StringBuilder sb = new StringBuilder(Integer.toString(tempo, 36)).append(';');
    WeightsText.append(sb, black);
    if (white != black) {
      sb.append('|');
      WeightsText.append(sb, white);
    }
    if (situations != null) {
      sb.append('#');
      WeightsText.append(sb, situations);
    }
    return sb.toString();
  }

  /** The colour's mover value of a combination, in quarter points. */
  public int mover(int colour, int combination) {
    return moverByCombination[colour][combination];
  }

  /** The colour's opponent value of a combination, in quarter points. */
  public int opponent(int colour, int combination) {
    return opponentByCombination[colour][combination];
  }

  public int tempo() {
    return tempo;
  }

  /** What the {@link ThreatSituation} index is worth to the side to move, in points. */
  public int situation(int index) {
    return situations[index];
  }

  private int[] expand(int[] byCombination, int colour) {
    int[] mover = new int[PointCombination.COUNT];
    int[] opponent = new int[PointCombination.COUNT];
    for (int k = 0; k < PointCombination.COUNT; k++) {
      mover[k] = byCombination[2 * k];
      opponent[k] = byCombination[2 * k + 1];
    }
    moverByCombination[colour] = mover;
    opponentByCombination[colour] = opponent;
    if (colour == Stone.BLACK) {
      moverByCombination[Stone.WHITE] = mover;
      opponentByCombination[Stone.WHITE] = opponent;
    }
    return java.util.Arrays.copyOf(byCombination, byCombination.length); // (GWT has no array clone)
  }
}
