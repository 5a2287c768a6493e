package gomoku.pbrain;

import gomoku.engine.Engine;
import gomoku.engine.Level;
import gomoku.engine.Search;
import gomoku.engine.SearchLimits;
import gomoku.record.Openings;
import gomoku.rules.GameState;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntFunction;

/**
 * The brain's swap2 decisions (Gomocup's SWAP2BOARD). Swap2: the first player places three stones (two black,
 * one white); the second player takes white, or takes black ("SWAP"), or places two more stones and lets
 * the first player choose; after five stones the first player takes white (plays the sixth) or black ("SWAP").
 *
 * <p>Each choice comes from short searches of the positions it leads to, judged by the game's own swap2
 * rules ({@link gomoku.game.Swap2}): take the colour the engine prefers when one side is clearly better, and
 * when placing stones make the position as level as possible, so that whichever colour the opponent takes, we
 * are not worse.
 */
final class Swap2 {
  /** Candidate fifth stones to weigh when balancing. */
  private static final int BALANCE_CANDIDATES = 6;

  /** What the brain answers: stones to place (in order), or a swap. */
  static final class Answer {
    final boolean swap;
    final int[] moves;

    Answer(boolean swap, int... moves) {
      this.swap = swap;
      this.moves = moves;
    }

    String text(IntFunction<String> coordinates) {
      if (swap) {
        return "SWAP";
      }
      StringBuilder sb = new StringBuilder();
      for (int p : moves) {
        sb.append(sb.length() > 0 ? " " : "").append(coordinates.apply(p));
      }
      return sb.toString();
    }
  }

  /** Made on the first swap2 request: most games never need it. */
  private volatile Engine engine;

  void stop() {
    Engine e = engine;
    if (e != null) {
      e.stop();
    }
  }

  Answer decide(GameState g, int millis) {
    switch (g.moveCount()) {
      case 0:
        return new Answer(false, levelOpening(g, millis));
      case 3:
        return secondPlayer(g, millis);
      case 5:
        return firstPlayerChooses(g, millis);
      default:
        throw new IllegalArgumentException(g.moveCount() + " stones: swap2 has 0, 3 or 5 stones");
    }
  }

  /** Three stones: of the tournament openings' first three stones, the one the engine finds most level. */
  private int[] levelOpening(GameState g, int millis) {
    List<int[]> candidates = openingPrefixes(g.size());
    int each = Math.max(1, millis / Math.max(1, candidates.size()));
    int[] best = candidates.get(0);
    int bestEdge = Integer.MAX_VALUE;
    for (int[] c : candidates) {
      GameState trial = new GameState(g.rule(), g.size());
      boolean legal = true;
      for (int p : c) {
        legal &= trial.play(p).isLegal();
      }
      if (!legal) {
        continue;
      }
      int edge = Math.abs(score(trial, each).info.score);
      if (edge < bestEdge) {
        bestEdge = edge;
        best = c;
      }
    }
    return best;
  }

  /** Three stones, white to move: take white if white is better, black if black is, else balance with two. */
  private Answer secondPlayer(GameState g, int millis) {
    Search.Result white = score(g, millis / 3);
    gomoku.game.Swap2.Choice choice = gomoku.game.Swap2.afterThree(white.info.score); // the game's own rule
    if (choice == gomoku.game.Swap2.Choice.PLAY_WHITE && white.move >= 0) {
      return new Answer(false, white.move);
    }
    if (choice == gomoku.game.Swap2.Choice.SWAP) {
      return new Answer(true);
    }
    GameState after4 = copyOf(g);
    after4.play(white.move);
    int[] fifth = balancingMove(after4, millis * 2 / 3);
    return new Answer(false, white.move, fifth[0]);
  }

  /** Five stones, white to move: play white when white is at least level, else take black. */
  private Answer firstPlayerChooses(GameState g, int millis) {
    Search.Result white = score(g, millis);
    if (gomoku.game.Swap2.afterFive(white.info.score) == gomoku.game.Swap2.Choice.TAKE_WHITE && white.move >= 0) {
      return new Answer(false, white.move);
    }
    return new Answer(true);
  }

  /**
   * Black to move: of black's best-looking moves, the one after which white's best score is nearest zero.
   * Returns {move, |score|}.
   */
  private int[] balancingMove(GameState g, int millis) {
    int[] candidates = candidateMoves(g, Math.max(1, millis / 4));
    int each = Math.max(1, (millis * 3 / 4) / Math.max(1, candidates.length));
    int best = candidates[0];
    int bestEdge = Integer.MAX_VALUE;
    for (int p : candidates) {
      GameState trial = copyOf(g);
      if (!trial.play(p).isLegal() || trial.outcome().isOver()) {
        continue;
      }
      int edge = Math.abs(score(trial, each).info.score);
      if (edge < bestEdge) {
        bestEdge = edge;
        best = p;
      }
    }
    return new int[] {best, bestEdge};
  }

  /** Black's moves the engine considers first: its best move, then the best after excluding each in turn. */
  private int[] candidateMoves(GameState g, int millis) {
    List<Integer> found = new ArrayList<>();
    GameState probe = copyOf(g);
    Search.Result first = score(probe, millis);
    if (first.move >= 0) {
      found.add(first.move);
    }
    // The rest: empty points near the stones, nearest the centre first (cheap and deterministic).
    int size = g.size();
    int c = size / 2;
    Integer[] points = new Integer[size * size];
    for (int p = 0; p < points.length; p++) {
      points[p] = p;
    }
    Arrays.sort(points, (a, b) -> Integer.compare(distance(a, c, size), distance(b, c, size)));
    for (int p : points) {
      if (found.size() >= BALANCE_CANDIDATES) {
        break;
      }
      if (!found.contains(p) && g.check(p).isLegal() && nearStones(g, p)) {
        found.add(p);
      }
    }
    int[] out = new int[found.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = found.get(i);
    }
    return out;
  }

  private static int distance(int p, int c, int size) {
    return Math.max(Math.abs(p % size - c), Math.abs(p / size - c));
  }

  private static boolean nearStones(GameState g, int p) {
    int size = g.size();
    for (int q : g.moves()) {
      if (Math.abs(q % size - p % size) <= 1 && Math.abs(q / size - p / size) <= 1) {
        return true;
      }
    }
    return false;
  }

  /** The engine's move and score for the side to move of {@code g}. */
  private Search.Result score(GameState g, int millis) {
    if (engine == null) {
      engine = new Engine(16L << 20);
    }
    engine.setPosition(g.rule(), g.size(), g.moves());
    return engine.think(Level.MASTER, SearchLimits.time(Math.max(1, millis)), null);
  }

  private static GameState copyOf(GameState g) {
    return GameState.replay(g.rule(), g.size(), g.moves());
  }

  /** The first three stones of each tournament opening shipped with the game (assets/openings). */
  static List<int[]> openingPrefixes(int size) {
    List<int[]> out = new ArrayList<>();
    try (InputStream in = Swap2.class.getResourceAsStream("/openings/gomocup2026-freestyle-15.txt")) {
      if (in != null) {
        for (int[] o : Openings.parse(readAll(in), size)) {
          if (o.length >= 3) {
            out.add(Arrays.copyOf(o, 3));
          }
        }
      }
    } catch (IOException | IllegalArgumentException e) {
      // fall through to the built-in opening
    }
    if (out.isEmpty()) {
      int c = size / 2;
      out.add(new int[] {c * size + c, (c - 1) * size + c + 1, (c + 2) * size + c + 2});
    }
    return out;
  }

  private static String readAll(InputStream in) throws IOException {
    ByteArrayOutputStream buf = new ByteArrayOutputStream();
    byte[] chunk = new byte[4096];
    for (int n; (n = in.read(chunk)) > 0;) {
      buf.write(chunk, 0, n);
    }
    return new String(buf.toByteArray(), StandardCharsets.UTF_8);
  }
}
