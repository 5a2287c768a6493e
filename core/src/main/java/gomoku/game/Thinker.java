package gomoku.game;

import gomoku.engine.Level;
import gomoku.engine.SearchInfo;
import gomoku.engine.ThreatDefence;
import gomoku.rules.Rule;
import java.util.List;

/**
 * A computer player's mind, as the match sees it: it starts thinking about a position and is asked once per
 * frame, on the game's own thread, whether it has decided. How it thinks without freezing the screen is the
 * platform's business — a worker thread on the desktop, short steps between frames in the browser — so
 * launchers supply the implementation.
 */
public interface Thinker {
  /**
   * Starts thinking about the position after {@code moves} (the list is copied). {@code multiPv} above 1 asks
   * for that many best moves with exact scores in {@link SearchInfo#topMoves} (analysis).
   */
  void start(Rule rule, int size, List<Integer> moves, Level level, int millis, int multiPv);

  /** Does a bounded piece of work or checks for the answer: the chosen move (a rules point), or -1. */
  int poll();

  /** The latest search report (depth, nodes, score, best line), or null before the first. */
  SearchInfo progress();

  /**
   * Starts finding the defender's answer to the attacker's threat in a puzzle won by threes and fours
   * ({@link ThreatDefence}); {@link #defence} gives it when found. It replaces whatever this thinker was doing.
   */
  void startDefence(ThreatDefence.Question question);

  /** The answer {@link #startDefence} asked for, once, when it is found (else null); may do a bounded piece of it. */
  ThreatDefence defence();

  /** Stops thinking at once; a later poll returns -1 until the next start. */
  void cancel();

  /** The match is over and done with: let go of threads or workers. */
  default void dispose() {
    cancel();
  }
}
