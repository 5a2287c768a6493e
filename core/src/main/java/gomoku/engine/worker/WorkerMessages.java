package gomoku.engine.worker;

import gomoku.engine.Level;
import gomoku.engine.SearchInfo;
import gomoku.engine.ThreatDefence;
import gomoku.engine.bench.EngineReport;
import gomoku.rules.Rule;
import java.util.ArrayList;
import java.util.List;

/**
 * The strings the page and the browser's engine worker exchange (plain strings cross the worker boundary
 * without any marshalling). Fields are separated by {@code |}, lists by {@code ,}.
 *
 * <pre>
 *   page → worker   think|FREESTYLE|15|MASTER|2000|1|16777216|seed|112,128,97
 *   worker → page   ready
 *                   info|depth|seldepth|nodes|millis|score|threat|pv…|top…|topScores…   (each iteration)
 *                   done|move|depth|seldepth|nodes|millis|score|threat|pv…|top…|topScores…
 *                   error|what went wrong
 *   page → worker   report|step|benchDepth|millis        (one {@link EngineReport} step, for the bench page)
 *   worker → page   report|the step's line
 *   page → worker   defend|FREESTYLE|15|most|nodes|112,128,97   (a puzzle's defender, {@link ThreatDefence})
 *   worker → page   defended|move|threatsLeft
 * </pre>
 */
public final class WorkerMessages {
  public static final String READY = "ready";
  public static final String ERROR = "error|";
  public static final String REPORT = "report|";
  public static final String DEFEND = "defend|";
  public static final String DEFENDED = "defended|";

  /** A request to think about a position. */
  public static final class Request {
    public Rule rule;
    public int size;
    public Level level;
    public int millis;
    public int multiPv;
    public long tableBytes;
    public long seed;
    public List<Integer> moves = new ArrayList<>();
  }

  private WorkerMessages() {}

  public static String request(Rule rule, int size, List<Integer> moves, Level level, int millis, int multiPv,
      long tableBytes, long seed) {
    StringBuilder sb = new StringBuilder("think|").append(rule.name()).append('|').append(size).append('|')
        .append(level.name()).append('|').append(millis).append('|').append(multiPv).append('|').append(tableBytes)
        .append('|').append(seed).append('|');
    appendList(sb, moves);
    return sb.toString();
  }

  /** @throws IllegalArgumentException for anything that is not a well-formed request */
  public static Request parseRequest(String message) {
    String[] f = message.split("\\|", -1);
    if (f.length != 9 || !f[0].equals("think")) {
      throw new IllegalArgumentException("not a think request: " + message);
    }
    Request r = new Request();
    r.rule = Rule.valueOf(f[1]);
    r.size = Integer.parseInt(f[2]);
    r.level = Level.valueOf(f[3]);
    r.millis = Integer.parseInt(f[4]);
    r.multiPv = Integer.parseInt(f[5]);
    r.tableBytes = Long.parseLong(f[6]);
    r.seed = Long.parseLong(f[7]);
    r.moves = parseList(f[8]);
    return r;
  }

  /** A request for the defender's answer in a puzzle ({@link ThreatDefence}). */
  public static String defenceRequest(ThreatDefence.Question q) {
    StringBuilder sb = new StringBuilder(DEFEND).append(q.rule.name()).append('|').append(q.size).append('|')
        .append(q.most).append('|').append(q.nodes).append('|');
    appendList(sb, q.moves);
    return sb.toString();
  }

  /** @throws IllegalArgumentException for anything that is not a well-formed {@link #defenceRequest} */
  public static ThreatDefence.Question parseDefenceRequest(String message) {
    String[] f = message.split("\\|", -1);
    if (f.length != 6 || !message.startsWith(DEFEND)) {
      throw new IllegalArgumentException("not a defence request: " + message);
    }
    return new ThreatDefence.Question(Rule.valueOf(f[1]), Integer.parseInt(f[2]), parseList(f[5]),
        Integer.parseInt(f[3]), Integer.parseInt(f[4]));
  }

  /** The worker's answer to a {@link #defenceRequest}. */
  public static String defended(ThreatDefence d) {
    return DEFENDED + d.move + "|" + d.threatsLeft;
  }

  /** @throws IllegalArgumentException for anything that is not a {@link #defended} message */
  public static ThreatDefence parseDefended(String message) {
    String[] f = message.split("\\|", -1);
    if (f.length != 3 || !message.startsWith(DEFENDED)) {
      throw new IllegalArgumentException("not a defence answer: " + message);
    }
    return ThreatDefence.of(Integer.parseInt(f[1]), Integer.parseInt(f[2]));
  }

  /** A request to run {@link EngineReport#step} in the worker. */
  public static String reportRequest(int step, int benchDepth, int millis) {
    return REPORT + step + "|" + benchDepth + "|" + millis;
  }

  /**
   * The step, bench depth and milliseconds of a {@link #reportRequest}.
   *
   * @throws IllegalArgumentException for anything else, or a step the report does not have
   */
  public static int[] parseReportRequest(String message) {
    String[] f = message.split("\\|", -1);
    if (f.length != 4 || !f[0].equals("report")) {
      throw new IllegalArgumentException("not a report request: " + message);
    }
    int[] r = {Integer.parseInt(f[1]), Integer.parseInt(f[2]), Integer.parseInt(f[3])};
    if (r[0] < 0 || r[0] >= EngineReport.steps() || r[1] < 1 || r[2] < 1) {
      throw new IllegalArgumentException("no such report step: " + message);
    }
    return r;
  }

  public static String progress(SearchInfo i) {
    return "info|" + infoFields(i);
  }

  public static String done(int move, SearchInfo i) {
    return "done|" + move + "|" + infoFields(i);
  }

  private static String infoFields(SearchInfo i) {
    StringBuilder sb = new StringBuilder();
    sb.append(i.depth).append('|').append(i.selectiveDepth).append('|').append(i.nodes).append('|').append(i.millis)
        .append('|').append(i.score).append('|').append(i.threatWin ? 1 : 0).append('|');
    appendArray(sb, i.pv);
    sb.append('|');
    appendArray(sb, i.topMoves);
    sb.append('|');
    appendArray(sb, i.topScores);
    return sb.toString();
  }

  /** The report of an {@code info} or {@code done} message (fields after the kind, and the move for done). */
  public static SearchInfo parseInfo(String message) {
    String[] f = message.split("\\|", -1);
    int at = f[0].equals("done") ? 2 : 1;
    if (f.length != at + 9) {
      throw new IllegalArgumentException("not a search report: " + message);
    }
    SearchInfo i = new SearchInfo();
    i.depth = Integer.parseInt(f[at]);
    i.selectiveDepth = Integer.parseInt(f[at + 1]);
    i.nodes = Integer.parseInt(f[at + 2]);
    i.millis = Integer.parseInt(f[at + 3]);
    i.score = Integer.parseInt(f[at + 4]);
    i.threatWin = f[at + 5].equals("1");
    i.pv = toArray(parseList(f[at + 6]));
    i.topMoves = toArray(parseList(f[at + 7]));
    i.topScores = toArray(parseList(f[at + 8]));
    return i;
  }

  /** The move of a {@code done} message. */
  public static int parseMove(String message) {
    String[] f = message.split("\\|", -1);
    return Integer.parseInt(f[1]);
  }

  private static void appendList(StringBuilder sb, List<Integer> values) {
    for (int k = 0; k < values.size(); k++) {
      sb.append(k > 0 ? "," : "").append(values.get(k));
    }
  }

  private static void appendArray(StringBuilder sb, int[] values) {
    for (int k = 0; k < values.length; k++) {
      sb.append(k > 0 ? "," : "").append(values[k]);
    }
  }

  private static List<Integer> parseList(String text) {
    List<Integer> out = new ArrayList<>();
    if (text.isEmpty()) {
      return out;
    }
    for (String v : text.split(",")) {
      out.add(Integer.parseInt(v));
    }
    return out;
  }

  private static int[] toArray(List<Integer> list) {
    int[] a = new int[list.size()];
    for (int k = 0; k < a.length; k++) {
      a[k] = list.get(k);
    }
    return a;
  }
}
