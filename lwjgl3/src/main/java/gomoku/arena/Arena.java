package gomoku.arena;

import gomoku.record.Psq;
import gomoku.rules.Stone;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * {@code arena A B GAMES [options]}: games between two Gomocup engines (shell commands, e.g.
 * {@code lwjgl3/target/pbrain-gomoku --level tutorial:4} or any {@code pbrain-…} program) from an openings file,
 * each opening played twice with colours swapped, two games at a time. Prints each game, the score and an Elo
 * difference with its 95% interval, game by game and pair by pair ({@link PairScore}), and keeps every game as a
 * PSQ file, with what each engine last said of each move beside it ({@code game-NNN.messages.txt}; see
 * {@link #messagesText}).
 *
 * <p>Options: {@code --openings FILE} (default assets/openings/gomocup2026-freestyle-15.txt), {@code --turn MS}
 * (1000), {@code --match MS} (0 = none), {@code --tolerance MS} (0), {@code --gap MS} (0: the least time between an engine's
 * answer and its next request, for engines with a protocol race such as Rapfi's), {@code --memory MB} (350, Gomocup's: what
 * INFO max_memory offers each engine), {@code --rule freestyle|standard|renju},
 * {@code --out DIR} (arena-games), {@code --parallel N} (2), {@code --sprt ELO0,ELO1}: stop as soon as the
 * sequential test decides between "A is ELO0 stronger" and "A is ELO1 stronger" (GAMES is then the most to play),
 * {@code --resume DIR}: go on with the match kept in DIR (its games are counted, not played again; GAMES is the
 * total, so {@code 960 --resume DIR} adds 480 games to a test that stopped at 480).
 */
public final class Arena {
  private Arena() {}

  /** The outcome of a run: wins, losses and draws for A. */
  public static final class Tally {
    public int wins;
    public int losses;
    public int draws;
    public final List<String> lines = new ArrayList<>();
    /** The games counted by opening pair. */
    public final PairScore pairs = new PairScore();
    /** With a sequential test: +1 it accepted "A is ELO1 stronger", -1 "A is ELO0 stronger", 0 undecided. */
    public int decision;
  }

  /** A sequential test's hypotheses (see {@link PairScore}), or null for a fixed number of games. */
  public static final class Sprt {
    final double elo0;
    final double elo1;

    public Sprt(double elo0, double elo1) {
      if (!(elo1 > elo0)) {
        throw new IllegalArgumentException("the second Elo bound must be above the first: " + elo0 + "," + elo1);
      }
      this.elo0 = elo0;
      this.elo1 = elo1;
    }

    /**
     * What a decision means, in the bounds' own terms: with [0, 30] accepting H1 says A is stronger, with
     * [-30, 0] (a test that a change costs nothing) it says A is not weaker.
     */
    String verdict(int decision) {
      if (decision == 0) {
        return "no decision within the games allowed";
      }
      double chosen = decision > 0 ? elo1 : elo0;
      double other = decision > 0 ? elo0 : elo1;
      return "accepted H" + (decision > 0 ? 1 : 0) + ": A is nearer " + signed(chosen) + " Elo than " + signed(other);
    }

    private static String signed(double elo) {
      String n = elo == Math.rint(elo) ? Long.toString((long) elo) : Double.toString(elo);
      return elo >= 0 ? "+" + n : n;
    }

    /** "0,30" → H0: A is 0 Elo stronger, H1: 30. */
    static Sprt parse(String text) {
      String[] f = text.split(",");
      try {
        if (f.length == 2) {
          return new Sprt(Double.parseDouble(f[0].trim()), Double.parseDouble(f[1].trim()));
        }
      } catch (NumberFormatException e) {
        // said below, as for a wrong count (bounds in the wrong order get the constructor's own message)
      }
      throw new IllegalArgumentException("--sprt wants two Elo bounds, e.g. 0,30, not '" + text + "'");
    }
  }

  public static void main(String[] args) throws Exception {
    ArenaOptions o;
    List<int[]> list;
    try {
      o = ArenaOptions.parse(args);
      list = o.readOpenings();
    } catch (IllegalArgumentException e) {
      System.err.println("arena: " + e.getMessage());
      System.err.println(ArenaOptions.USAGE);
      System.exit(2);
      return;
    }
    Tally t;
    try {
      t = run(o.engineA, o.engineB, o.games, list, o.settings, o.out, o.parallel, true, o.sprt, o.resume);
    } catch (IllegalArgumentException e) {
      System.err.println("arena: " + e.getMessage()); // a kept game that does not belong to this match
      System.exit(2);
      return;
    }
    System.out.println(Score.summary("A (" + o.engineA + ")", "B (" + o.engineB + ")", t.wins, t.losses, t.draws));
    System.out.println(t.pairs.summary());
    if (o.sprt != null) {
      System.out.println("sprt " + sprtLine(t.pairs, o.sprt) + ": " + o.sprt.verdict(t.decision));
    }
    System.out.println("games kept in " + o.out.toAbsolutePath());
  }

  /** Plays the games; game i uses opening i/2, A is black in even games. */
  public static Tally run(String a, String b, int games, List<int[]> openings, ArenaGame.Settings s, Path out,
      int parallel, boolean print) throws IOException, InterruptedException {
    return run(a, b, games, openings, s, out, parallel, print, null);
  }

  /**
   * The same, and with a sequential test, stops (games still running are ended, their engines closed) once it
   * decides; a decision is only looked for when a pair is complete. A game that had already finished beyond the
   * decision point keeps its record in the folder, but is not counted.
   */
  public static Tally run(String a, String b, int games, List<int[]> openings, ArenaGame.Settings s, Path out,
      int parallel, boolean print, Sprt sprt) throws IOException, InterruptedException {
    return run(a, b, games, openings, s, out, parallel, print, sprt, false);
  }

  /**
   * The same; with {@code resume}, the games already kept in {@code out} (game-001.psq onwards, up to the first
   * one missing) are read and counted in their place instead of played (see {@link KeptGame}), so GAMES is
   * then the total. Throws IllegalArgumentException, before any game starts, for a kept game of another match.
   */
  public static Tally run(String a, String b, int games, List<int[]> openings, ArenaGame.Settings s, Path out,
      int parallel, boolean print, Sprt sprt, boolean resume) throws IOException, InterruptedException {
    Files.createDirectories(out);
    List<Future<String>> futures = new ArrayList<>();
    int[] aHalfPoints = new int[games]; // written by each game's task, read after its future is done
    int kept = 0;
    while (resume && kept < games && Files.exists(gameFile(out, kept))) {
      KeptGame g = KeptGame.read(gameFile(out, kept), kept + 1, a, b, openings.get((kept / 2) % openings.size()));
      aHalfPoints[kept] = g.aHalfPoints;
      futures.add(CompletableFuture.completedFuture(g.line));
      kept++;
    }
    if (resume && print) {
      System.out.println("resumed: " + kept + " games kept in " + out + " are counted, not played again");
    }
    ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, parallel));
    Tally t = new Tally();
    for (int i = kept; i < games; i++) {
      final int game = i;
      futures.add(pool.submit(() -> {
        int[] opening = openings.get((game / 2) % openings.size());
        boolean aBlack = game % 2 == 0;
        ArenaGame.Result r = new ArenaGame(s).play(aBlack ? a : b, aBlack ? b : a, opening);
        int aColour = aBlack ? Stone.BLACK : Stone.WHITE;
        String verdict = r.winner == Stone.EMPTY ? "draw" : r.winner == aColour ? "A wins" : "B wins";
        aHalfPoints[game] = halfPoints(verdict);
        Path file = gameFile(out, game);
        List<String> trailer = Arrays.asList("black: " + (aBlack ? a : b), "white: " + (aBlack ? b : a),
            "result: " + verdict + " (" + r.reason + ")");
        writeAtomically(file, Psq.write(s.size, r.moves, r.millis, trailer));
        writeAtomically(messagesFile(out, game), messagesText(r, s.size));
        return gameLine(game + 1, aBlack, verdict, r.reason, r.moves.size(), r.slowest);
      }));
    }
    try {
      for (int i = 0; i < futures.size(); i++) {
        String line = futures.get(i).get();
        // Counted here, in game order, so that a match a sequential test stops counts exactly the games shown.
        if (aHalfPoints[i] == 2) {
          t.wins++;
        } else if (aHalfPoints[i] == 1) {
          t.draws++;
        } else {
          t.losses++;
        }
        t.lines.add(line);
        if (print) {
          System.out.println(line);
        }
        if (i % 2 == 0) {
          continue;
        }
        t.pairs.add(aHalfPoints[i - 1] + aHalfPoints[i]);
        if (sprt != null) {
          if (print) {
            System.out.println("sprt " + sprtLine(t.pairs, sprt));
          }
          t.decision = t.pairs.decision(sprt.elo0, sprt.elo1);
          if (t.decision != 0) {
            break;
          }
        }
      }
    } catch (java.util.concurrent.ExecutionException e) {
      throw new IOException("a game could not be played: " + e.getCause(), e.getCause());
    } finally {
      // After a sequential test's decision, games still running are interrupted (their engines are closed).
      // Wait for them, so that nothing writes to the output folder once this returns.
      pool.shutdownNow();
      if (!pool.awaitTermination(30, java.util.concurrent.TimeUnit.SECONDS)) {
        System.err.println("arena: some games did not stop within 30 s of the end of the match");
      }
    }
    return t;
  }

  /** A's half points for a verdict ("A wins" 2, "draw" 1, "B wins" 0), or -1 for anything else. */
  static int halfPoints(String verdict) {
    return "A wins".equals(verdict) ? 2 : "draw".equals(verdict) ? 1 : "B wins".equals(verdict) ? 0 : -1;
  }

  /** The line printed for a game (number 1-based; slowest: [black, white] in ms). */
  static String gameLine(int number, boolean aBlack, String verdict, String reason, int moves, int[] slowest) {
    return "game " + number + " A=" + (aBlack ? "black" : "white") + " " + verdict + ": " + reason + ", " + moves
        + " moves, slowest " + slowest[0] + "/" + slowest[1] + " ms (black/white)";
  }

  /** Where game i (0-based) is kept. */
  private static Path gameFile(Path out, int i) {
    return out.resolve(String.format("game-%03d.psq", i + 1));
  }

  /** Where the engines' messages of game i (0-based) are kept. */
  private static Path messagesFile(Path out, int i) {
    return out.resolve(String.format("game-%03d.messages.txt", i + 1));
  }

  /** One line a move after the opening: its ply, colour and point, and what its engine last said. */
  static String messagesText(ArenaGame.Result r, int size) {
    StringBuilder text = new StringBuilder();
    for (int i = r.openingStones; i < r.moves.size(); i++) {
      int p = r.moves.get(i);
      text.append("ply ").append(i + 1).append(i % 2 == 0 ? " black " : " white ").append(p % size).append(',')
          .append(p / size).append(' ').append(r.millis.get(i)).append(" ms: ").append(r.messages.get(i))
          .append('\n');
    }
    return text.toString();
  }

  private static String sprtLine(PairScore pairs, Sprt sprt) {
    double llr = Math.round(pairs.llr(sprt.elo0, sprt.elo1) * 100) / 100.0;
    double bound = Math.round(PairScore.BOUND * 100) / 100.0;
    return "[" + sprt.elo0 + ", " + sprt.elo1 + "] after " + pairs.pairs() + " pairs: LLR " + llr + " (bounds -"
        + bound + ", +" + bound + ")";
  }

  /** Writes to a temporary file first and moves it into place, so a crash never leaves half a record. */
  static void writeAtomically(Path file, String text) throws IOException {
    Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
    Files.write(tmp, text.getBytes(StandardCharsets.UTF_8));
    Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
  }
}
