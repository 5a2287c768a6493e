package gomoku.arena;

import gomoku.record.Openings;
import gomoku.record.Psq;
import gomoku.rules.Rule;
import gomoku.rules.Stone;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * {@code arena A B GAMES [options]}: games between two Gomocup engines (shell commands, e.g.
 * {@code lwjgl3/target/pbrain-gomoku --level tutorial:4} or any {@code pbrain-…} program) from an openings file,
 * each opening played twice with colours swapped, two games at a time. Prints each game, the score and an Elo
 * difference with its 95% interval, and keeps every game as a PSQ file.
 *
 * <p>Options: {@code --openings FILE} (default assets/openings/gomocup2026-freestyle-15.txt), {@code --turn MS}
 * (1000), {@code --match MS} (0 = none), {@code --tolerance MS} (0), {@code --rule freestyle|standard|renju},
 * {@code --out DIR} (arena-games), {@code --parallel N} (2).
 */
public final class Arena {
  private Arena() {}

  /** The outcome of a run: wins, losses and draws for A. */
  public static final class Tally {
    public int wins;
    public int losses;
    public int draws;
    public final List<String> lines = new ArrayList<>();
  }

  public static void main(String[] args) throws Exception {
    if (args.length < 3) {
      System.err.println("usage: arena 'ENGINE_A' 'ENGINE_B' GAMES [--openings FILE] [--turn MS] [--match MS] "
          + "[--tolerance MS] [--rule freestyle|standard|renju] [--out DIR] [--parallel N]");
      System.exit(2);
    }
    ArenaGame.Settings s = new ArenaGame.Settings();
    String openings = "assets/openings/gomocup2026-freestyle-15.txt";
    Path out = Paths.get("arena-games");
    int parallel = 2;
    for (int i = 3; i + 1 < args.length; i += 2) {
      String v = args[i + 1];
      switch (args[i]) {
        case "--openings":
          openings = v;
          break;
        case "--turn":
          s.turnMillis = Integer.parseInt(v);
          break;
        case "--match":
          s.matchMillis = Integer.parseInt(v);
          break;
        case "--tolerance":
          s.toleranceMillis = Integer.parseInt(v);
          break;
        case "--rule":
          s.rule = Rule.valueOf(v.toUpperCase());
          break;
        case "--out":
          out = Paths.get(v);
          break;
        case "--parallel":
          parallel = Integer.parseInt(v);
          break;
        default:
          System.err.println("arena: unknown option " + args[i]);
          System.exit(2);
      }
    }
    List<int[]> list = Openings.parse(new String(Files.readAllBytes(Paths.get(openings)), StandardCharsets.UTF_8), s.size);
    Tally t = run(args[0], args[1], Integer.parseInt(args[2]), list, s, out, parallel, true);
    System.out.println(Score.summary("A (" + args[0] + ")", "B (" + args[1] + ")", t.wins, t.losses, t.draws));
    System.out.println("games kept in " + out.toAbsolutePath());
  }

  /** Plays the games; game i uses opening i/2, A is black in even games. */
  public static Tally run(String a, String b, int games, List<int[]> openings, ArenaGame.Settings s, Path out,
      int parallel, boolean print) throws IOException, InterruptedException {
    Files.createDirectories(out);
    ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, parallel));
    List<Future<String>> futures = new ArrayList<>();
    Tally t = new Tally();
    for (int i = 0; i < games; i++) {
      final int game = i;
      futures.add(pool.submit(() -> {
        int[] opening = openings.get((game / 2) % openings.size());
        boolean aBlack = game % 2 == 0;
        ArenaGame.Result r = new ArenaGame(s).play(aBlack ? a : b, aBlack ? b : a, opening);
        int aColour = aBlack ? Stone.BLACK : Stone.WHITE;
        String verdict = r.winner == Stone.EMPTY ? "draw" : r.winner == aColour ? "A wins" : "B wins";
        synchronized (t) {
          if (r.winner == Stone.EMPTY) {
            t.draws++;
          } else if (r.winner == aColour) {
            t.wins++;
          } else {
            t.losses++;
          }
        }
        Path file = out.resolve(String.format("game-%03d.psq", game + 1));
        List<String> trailer = Arrays.asList("black: " + (aBlack ? a : b), "white: " + (aBlack ? b : a),
            "result: " + verdict + " (" + r.reason + ")");
        writeAtomically(file, Psq.write(s.size, r.moves, r.millis, trailer));
        return "game " + (game + 1) + " A=" + (aBlack ? "black" : "white") + " " + verdict + ": " + r.reason + ", "
            + r.moves.size() + " moves, slowest " + r.slowest[0] + "/" + r.slowest[1] + " ms (black/white)";
      }));
    }
    try {
      for (Future<String> f : futures) {
        String line = f.get();
        t.lines.add(line);
        if (print) {
          System.out.println(line);
        }
      }
    } catch (java.util.concurrent.ExecutionException e) {
      throw new IOException("a game could not be played: " + e.getCause(), e.getCause());
    } finally {
      pool.shutdownNow();
    }
    return t;
  }

  /** Writes to a temporary file first and moves it into place, so a crash never leaves half a record. */
  static void writeAtomically(Path file, String text) throws IOException {
    Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
    Files.write(tmp, text.getBytes(StandardCharsets.UTF_8));
    Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
  }
}
