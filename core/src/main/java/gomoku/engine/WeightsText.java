package gomoku.engine;

/**
 * The text form of the learned tables in {@link EvalWeights}: integers in base 36,
 * comma-separated (short enough to sit in a Java constant that GWT compiles, and read once at start).
 */
final class WeightsText {
  private WeightsText() {}

  /** Reads exactly {@code expected} numbers, or says how many there were. */
  static int[] parse(String text, int expected) {
    String[] parts = text.split(",");
    if (parts.length != expected) {
      throw new IllegalArgumentException(parts.length + " values, not " + expected);
    }
    int[] v = new int[parts.length];
    for (int i = 0; i < v.length; i++) {
      v[i] = Integer.parseInt(parts[i], 36);
    }
    return v;
  }

  /** The inverse of {@link #parse}. */
  static StringBuilder append(StringBuilder sb, int[] values) {
    for (int i = 0; i < values.length; i++) {
      sb.append(i > 0 ? "," : "").append(Integer.toString(values[i], 36));
    }
    return sb;
  }
}
