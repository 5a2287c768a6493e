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
import java.util.List;
import java.util.Random;
import java.util.function.IntFunction;

/**
 * The brain's swap2 decisions (Gomocup's SWAP2BOARD): the game's own swap2 strategy ({@link gomoku.game.Swap2}) on
 * the brain's searches. Swap2: the first player places three stones (two black, one white); the second player takes
 * white, or takes black ("SWAP"), or places two more stones and lets the first player choose; after five stones the
 * first player takes white (plays the sixth) or black ("SWAP").
 */
final class Swap2 {
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
  private final Random random = new Random();

  void stop() {
    Engine e = engine;
    if (e != null) {
      e.stop();
    }
  }

  Answer decide(GameState g, int millis) {
    switch (g.moveCount()) {
      case 0:
        return new Answer(false,
            gomoku.game.Swap2.firstThree(tournamentOpenings(g.size()), random, g.rule(), g.size()));
      case 3:
        return secondPlayer(g, millis);
      case 5:
        return firstPlayerChooses(g, millis);
      default:
        throw new IllegalArgumentException(g.moveCount() + " stones: swap2 has 0, 3 or 5 stones");
    }
  }

  /** Three stones, white to move: the colour that is clearly better, else white's move and a levelling fifth stone. */
  private Answer secondPlayer(GameState g, int millis) {
    Search.Result white = score(g, millis / 3, 1);
    gomoku.game.Swap2.Choice choice = gomoku.game.Swap2.afterThree(white.info.score);
    if (choice == gomoku.game.Swap2.Choice.SWAP || white.move < 0) {
      return new Answer(true);
    }
    if (choice == gomoku.game.Swap2.Choice.PLAY_WHITE) {
      return new Answer(false, white.move);
    }
    GameState after4 = GameState.replay(g.rule(), g.size(), g.moves());
    after4.play(white.move);
    Search.Result black = score(after4, millis * 2 / 3, gomoku.game.Swap2.FIFTH_STONE_CANDIDATES);
    return new Answer(false, white.move, gomoku.game.Swap2.levelMove(black.info, black.move));
  }

  /** Five stones, white to move: play white when white is at least level, else take black. */
  private Answer firstPlayerChooses(GameState g, int millis) {
    Search.Result white = score(g, millis, 1);
    if (gomoku.game.Swap2.afterFive(white.info.score) == gomoku.game.Swap2.Choice.TAKE_WHITE && white.move >= 0) {
      return new Answer(false, white.move);
    }
    return new Answer(true);
  }

  /** The engine's move and score for the side to move of {@code g}, reporting its best {@code candidates} moves. */
  private Search.Result score(GameState g, int millis, int candidates) {
    if (engine == null) {
      engine = new Engine(16L << 20);
    }
    engine.setPosition(g.rule(), g.size(), g.moves());
    engine.setMultiPv(candidates);
    return engine.think(Level.MASTER, SearchLimits.time(Math.max(1, millis)), null);
  }

  /** The tournament openings shipped with the game (assets/openings); none if the file cannot be read. */
  static List<int[]> tournamentOpenings(int size) {
    try (InputStream in = Swap2.class.getResourceAsStream("/openings/gomocup2026-freestyle-15.txt")) {
      if (in != null) {
        return Openings.parse(readAll(in), size);
      }
    } catch (IOException | IllegalArgumentException e) {
      // Swap2.firstThree falls back to its built-in opening
    }
    return new ArrayList<>();
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
