package gomoku.arena;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A Gomocup engine asked about single positions rather than played in a game: a freestyle 15×15 board sent with
 * BOARD, the move it answers, and the win chance its last message gives. For the tools that judge moves or label
 * positions with a stronger engine's verdict (tools/MoveJudge.java, tools/TeacherLabels.java).
 */
public final class PositionProbe implements AutoCloseable {
  public static final int SIZE = 15;
  /**
   * Rapfi's "Eval 274" / "Eval -M11" and PentaZen's "ev 120" / "ev +v29" in their messages: group 1 the sign, group
   * 2 set for a proved result, group 3 the number.
   */
  public static final Pattern SCORE = Pattern.compile("\\b(?:Eval|ev) ([+-]?)(M|v)?(\\d+)");
  /** Rapfi's scale: a score s is a win chance of sigmoid(s / 200), which fits the gauntlet's games. */
  private static final double SCALE = 200;

  private final EngineProcess engine;
  private final int turnMillis;

  private PositionProbe(EngineProcess engine, int turnMillis) {
    this.engine = engine;
    this.turnMillis = turnMillis;
  }

  /** Starts {@code command} (sh -c) for freestyle positions, {@code turnMillis} a move. */
  public static PositionProbe start(String command, int turnMillis, long memoryBytes) throws Exception {
    EngineProcess e = new EngineProcess(command);
    e.send("START " + SIZE);
    String ok = e.answer(15000);
    if (ok == null || !ok.equalsIgnoreCase("OK")) {
      e.close();
      throw new IllegalStateException(command + " did not start: " + ok);
    }
    e.send("INFO timeout_turn " + turnMillis);
    e.send("INFO timeout_match 0");
    e.send("INFO max_memory " + memoryBytes);
    e.send("INFO game_type 1");
    e.send("INFO rule 0");
    return new PositionProbe(e, turnMillis);
  }

  /**
   * Sends the position after {@code moves} (points y × 15 + x, black first) as BOARD lines "x,y,field", field 1 for
   * the side to move's stones and 2 for the other's; the engine thinks while the caller asks others, and
   * {@link #move} or {@link #winChance} reads its answer.
   */
  public void ask(List<Integer> moves) throws Exception {
    // Rapfi may read its input for a moment after it has answered and drop what it reads: wait until it answers
    // a harmless command before sending the board.
    String about = null;
    for (int tries = 0; about == null && tries < 5; tries++) {
      engine.send("ABOUT");
      about = engine.answer(2000);
    }
    engine.takeMessages();
    engine.send("BOARD");
    for (int i = 0; i < moves.size(); i++) {
      int p = moves.get(i);
      engine.send(p % SIZE + "," + p / SIZE + "," + (i % 2 == moves.size() % 2 ? 1 : 2));
    }
    engine.send("DONE");
  }

  /** The engine's move in the position last sent. */
  public int move() throws Exception {
    String answer = engine.answer(turnMillis + 5000L);
    String[] xy = answer == null ? new String[0] : answer.split(",");
    if (xy.length != 2) {
      throw new IllegalStateException("the engine answered " + answer + " where a move was due");
    }
    return Integer.parseInt(xy[1].trim()) * SIZE + Integer.parseInt(xy[0].trim());
  }

  /**
   * The engine's win chance for the side to move in the position last sent, from its last message after its
   * move: exactly 1 or 0 for a result it proved.
   */
  public double winChance() throws Exception {
    move();
    Matcher m = null;
    for (String line : engine.takeMessages().split("\n")) {
      Matcher candidate = SCORE.matcher(line);
      if (candidate.find()) {
        m = candidate;
      }
    }
    if (m == null) {
      throw new IllegalStateException("the engine gave no score");
    }
    boolean negative = m.group(1).equals("-");
    if (m.group(2) != null) {
      return negative ? 0 : 1;
    }
    int score = Integer.parseInt(m.group(3)) * (negative ? -1 : 1);
    return 1 / (1 + Math.exp(-score / SCALE));
  }

  @Override
  public void close() {
    engine.close();
  }
}
