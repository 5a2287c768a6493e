package gomoku.arena;

import gomoku.rules.GameState;
import gomoku.rules.Outcome;
import gomoku.rules.Rule;
import gomoku.rules.Stone;
import gomoku.rules.Verdict;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * One game between two engine processes under the Gomocup protocol, adjudicated by the arena: a five (by the
 * rule) wins; an illegal or unreadable move, an answer later than the turn limit (plus the tolerance), a
 * match clock run out, or an engine that exits, loses; a full board is a draw.
 *
 * <p>The opening's stones reach the side to move in a BOARD command; from then on each engine gets BOARD for
 * its first request and TURN with the opponent's last move after that, each request preceded by
 * {@code INFO time_left}.
 */
public final class ArenaGame {
  /** The settings both engines play under. */
  public static final class Settings {
    public Rule rule = Rule.FREESTYLE;
    public int size = 15;
    public int turnMillis = 1000;
    /** 0 = no match clock. */
    public int matchMillis = 0;
    /** Extra time allowed over a limit before a move counts as late (process and pipe overhead). */
    public int toleranceMillis = 0;
    /**
     * The least time between an engine's answer and the next request to it. Rapfi drops a command that arrives
     * while it still counts itself as thinking and reads the rest of the line as a command of its own, a race
     * that an opponent answering in a millisecond can hit (docs/arena/rapfi-classical-1s.txt); a GUI leaves
     * more time. Not counted on any clock.
     */
    public int gapMillis = 0;
    public long maxMemory = 350L << 20;
    /** How long START may take (the engine's own start-up). */
    public int startMillis = 15000;
  }

  /** What happened. */
  public static final class Result {
    /** Stone.BLACK or Stone.WHITE for a win, Stone.EMPTY for a draw. */
    public int winner = Stone.EMPTY;
    public String reason = "";
    public final List<Integer> moves = new ArrayList<>();
    /** Milliseconds each move took (0 for the opening's stones). */
    public final List<Integer> millis = new ArrayList<>();
    /**
     * For each move, the milliseconds of it that the machine did not give the engine (its threads waited for a
     * processor: {@link EngineProcess#waitedNanos}); 0 for the opening's stones, -1 where unknown.
     */
    public final List<Integer> waitedMillis = new ArrayList<>();
    /** The slowest answer of each colour, [black, white]. */
    public final int[] slowest = new int[2];
    /**
     * For each move, the last MESSAGE line its engine printed while thinking ("" for the opening's stones and
     * when it printed none): what it says of its search (depth, nodes, time), kept beside the record.
     */
    public final List<String> messages = new ArrayList<>();
    /** How many of {@link #moves} are the opening's stones. */
    public int openingStones;
  }

  private final Settings settings;

  public ArenaGame(Settings settings) {
    this.settings = settings;
  }

  /** Plays one game: {@code blackCommand} and {@code whiteCommand} are shell commands of pbrain programs. */
  public Result play(String blackCommand, String whiteCommand, int[] opening) throws IOException, InterruptedException {
    try (EngineProcess black = new EngineProcess(blackCommand);
        EngineProcess white = new EngineProcess(whiteCommand)) {
      return play(black, white, opening);
    }
  }

  /** Plays one game between engines already running (the caller closes them). */
  public Result play(EngineProcess black, EngineProcess white, int[] opening) throws InterruptedException {
    Result r = new Result();
    GameState g = new GameState(settings.rule, settings.size);
    for (int p : opening) {
      Verdict v = g.play(p);
      if (!v.isLegal()) {
        throw new IllegalArgumentException("the opening is not legal under " + settings.rule.title + ": " + v.message);
      }
      r.moves.add(p);
      r.millis.add(0);
      r.waitedMillis.add(0);
      r.messages.add("");
    }
    r.openingStones = opening.length;
    EngineProcess[] engines = {black, white};
    for (int c = 0; c < 2; c++) {
      String problem = start(engines[c]);
      if (problem != null) {
        return finish(r, c == 0 ? Stone.WHITE : Stone.BLACK, colourName(c) + " " + problem);
      }
    }
    long[] used = new long[2];
    long[] lastAnswer = {System.nanoTime() - 1_000_000_000L, System.nanoTime() - 1_000_000_000L};
    boolean[] hasBoard = new boolean[2];
    while (true) {
      if (g.outcome().isOver()) {
        Outcome o = g.outcome();
        if (o == Outcome.DRAW) {
          return finish(r, Stone.EMPTY, "draw: the board is full");
        }
        return finish(r, o == Outcome.BLACK_WINS ? Stone.BLACK : Stone.WHITE,
            (o == Outcome.BLACK_WINS ? "black" : "white") + " made five");
      }
      int c = g.sideToMove() == Stone.BLACK ? 0 : 1;
      int loserWins = c == 0 ? Stone.WHITE : Stone.BLACK;
      EngineProcess e = engines[c];
      int timeLeft = settings.matchMillis > 0 ? (int) Math.max(0, settings.matchMillis - used[c]) : Integer.MAX_VALUE;
      long sinceAnswer = (System.nanoTime() - lastAnswer[c]) / 1_000_000;
      if (sinceAnswer < settings.gapMillis) {
        Thread.sleep(settings.gapMillis - sinceAnswer);
      }
      Map<String, Long> waitsBefore = e.runQueueWaits();
      e.send("INFO time_left " + timeLeft);
      long sent = System.nanoTime();
      if (!hasBoard[c]) {
        sendBoard(e, g, c);
        hasBoard[c] = true;
      } else {
        int last = g.lastMove();
        e.send("TURN " + (last % g.size()) + "," + (last / g.size()));
      }
      long limit = settings.turnMillis + settings.toleranceMillis;
      if (settings.matchMillis > 0) {
        limit = Math.min(limit, timeLeft + settings.toleranceMillis);
      }
      // Wait a little past the limit so that a late answer is seen as late, not as silence.
      String answer = e.answer(limit + 1000);
      lastAnswer[c] = System.nanoTime();
      int took = (int) ((System.nanoTime() - sent) / 1_000_000);
      long waitedNanos = EngineProcess.waitedNanos(waitsBefore, e.runQueueWaits());
      int waited = waitedNanos < 0 ? -1 : (int) (waitedNanos / 1_000_000);
      used[c] += took;
      r.slowest[c] = Math.max(r.slowest[c], took);
      if (answer == null) {
        return finish(r, loserWins, colourName(c) + " did not answer within " + (limit + 1000) + " ms");
      }
      if (answer == EngineProcess.EXITED) {
        return finish(r, loserWins, colourName(c) + " exited (crashed)");
      }
      if (took > settings.turnMillis + settings.toleranceMillis) {
        return finish(r, loserWins, colourName(c) + " lost on time: " + took + " ms for a move, limit "
            + settings.turnMillis);
      }
      if (settings.matchMillis > 0 && used[c] > settings.matchMillis + settings.toleranceMillis) {
        return finish(r, loserWins, colourName(c) + " lost on time: match clock of " + settings.matchMillis
            + " ms used up");
      }
      int p = parseMove(answer, g.size());
      if (p < 0) {
        return finish(r, loserWins, colourName(c) + " answered '" + shorten(answer) + "', not a move");
      }
      Verdict v = g.check(p);
      if (!v.isLegal()) {
        return finish(r, loserWins, colourName(c) + " played " + answer + ", illegal: " + v.message);
      }
      g.play(p);
      r.moves.add(p);
      r.millis.add(took);
      r.waitedMillis.add(waited);
      r.messages.add(lastMessage(e.takeMessages()));
    }
  }

  /** START, the INFO lines, and the engine's OK; null when all went well, else what went wrong. */
  private String start(EngineProcess e) throws InterruptedException {
    e.send("START " + settings.size);
    String ok = e.answer(settings.startMillis);
    if (ok == null || ok == EngineProcess.EXITED || !ok.equalsIgnoreCase("OK")) {
      return "failed to start: " + (ok == null ? "no answer to START" : shorten(ok));
    }
    e.send("INFO timeout_turn " + settings.turnMillis);
    e.send("INFO timeout_match " + settings.matchMillis);
    e.send("INFO max_memory " + settings.maxMemory);
    e.send("INFO game_type 1");
    e.send("INFO rule " + ruleBits(settings.rule));
    return null;
  }

  private static void sendBoard(EngineProcess e, GameState g, int c) {
    e.send("BOARD");
    List<Integer> moves = g.moves();
    for (int i = 0; i < moves.size(); i++) {
      int p = moves.get(i);
      int owner = i % 2 == c ? 1 : 2;
      e.send((p % g.size()) + "," + (p / g.size()) + "," + owner);
    }
    e.send("DONE");
  }

  static int ruleBits(Rule rule) {
    return rule == Rule.RENJU ? 4 : rule == Rule.STANDARD ? 1 : 0;
  }

  /** The last MESSAGE line of an engine's output lines, without the word MESSAGE; "" when there is none. */
  static String lastMessage(String lines) {
    String last = "";
    for (String line : lines.split("\n")) {
      String t = line.trim();
      if (t.regionMatches(true, 0, "MESSAGE", 0, 7)) {
        last = t.substring(7).trim();
      }
    }
    return last;
  }

  /** "x,y" as a point, or -1. */
  static int parseMove(String answer, int size) {
    String[] f = answer.split(",");
    if (f.length != 2) {
      return -1;
    }
    try {
      int x = Integer.parseInt(f[0].trim());
      int y = Integer.parseInt(f[1].trim());
      if (x < 0 || y < 0 || x >= size || y >= size) {
        return -1;
      }
      return y * size + x;
    } catch (NumberFormatException ex) {
      return -1;
    }
  }

  private static Result finish(Result r, int winner, String reason) {
    r.winner = winner;
    r.reason = reason;
    return r;
  }

  private static String colourName(int c) {
    return c == 0 ? "black" : "white";
  }

  private static String shorten(String s) {
    return s.length() > 60 ? s.substring(0, 60) + "..." : s;
  }
}
