package gomoku.desktop;

import gomoku.arena.Score;
import gomoku.engine.Engine;
import gomoku.engine.Level;
import gomoku.engine.SearchLimits;
import gomoku.engine.TutorialAlphaBeta;
import gomoku.record.Openings;
import gomoku.rules.GameState;
import gomoku.rules.Notation;
import gomoku.rules.Outcome;
import gomoku.rules.Rule;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * {@code match A B games [openings] [rule]}: plays games between two of our players from tournament
 * openings, colours swapped per opening, two games at a time, and prints the score and an Elo difference.
 * Players: {@code master:MS} (full strength, MS milliseconds a move), {@code hard}, {@code medium},
 * {@code easy}, {@code beginner} (evaluation only), {@code tutorial:D} (the tutorial alpha-beta, depth D).
 */
public final class MatchCommand {
  private MatchCommand() {}

  interface Player {
    int move(GameState g);
  }

  static Player player(String spec, long seed) {
    String[] parts = spec.split(":");
    String kind = parts[0].toLowerCase();
    if (kind.equals("tutorial")) {
      TutorialAlphaBeta t = new TutorialAlphaBeta(parts.length > 1 ? Integer.parseInt(parts[1]) : 4);
      return t::bestMove;
    }
    Level level = Level.valueOf(kind.equals("master") ? "MASTER" : kind.toUpperCase());
    int ms = parts.length > 1 ? Integer.parseInt(parts[1]) : 100;
    Engine e = new Engine(16L << 20);
    e.setVariety(true, seed);
    return g -> {
      e.setPosition(g.rule(), g.size(), g.moves());
      SearchLimits l = SearchLimits.time(ms);
      return e.think(level, l, null).move;
    };
  }

  static List<int[]> openings(String file, int size) throws IOException {
    return Openings.parse(new String(Files.readAllBytes(Paths.get(file)), StandardCharsets.UTF_8), size);
  }

  /** Plays one game; returns +1 if A won, -1 if B won, 0 for a draw, and the move string in {@code record}. */
  static int play(String a, String b, int[] opening, boolean aIsBlack, Rule rule, long seed, StringBuilder record) {
    GameState g = new GameState(rule, 15);
    for (int m : opening) {
      if (!g.play(m).isLegal()) {
        throw new IllegalArgumentException("opening move " + Notation.name(15, m) + " is illegal");
      }
    }
    Player pa = player(a, seed);
    Player pb = player(b, seed + 1);
    while (!g.outcome().isOver() && g.moveCount() < 225) {
      boolean aToMove = (g.sideToMove() == gomoku.rules.Stone.BLACK) == aIsBlack;
      int m = (aToMove ? pa : pb).move(g);
      if (m < 0 || !g.play(m).isLegal()) {
        record.append(g.moveString()).append(" illegal move by ").append(aToMove ? "A" : "B");
        return aToMove ? -1 : 1;
      }
    }
    record.append(g.moveString());
    Outcome o = g.outcome();
    if (o == Outcome.BLACK_WINS) {
      return aIsBlack ? 1 : -1;
    }
    if (o == Outcome.WHITE_WINS) {
      return aIsBlack ? -1 : 1;
    }
    return 0;
  }

  public static void main(String[] args) throws Exception {
    if (args.length < 3) {
      System.err.println("usage: match PLAYER_A PLAYER_B GAMES [OPENINGS_FILE] [RULE]");
      System.exit(2);
    }
    String a = args[0];
    String b = args[1];
    int games = Integer.parseInt(args[2]);
    String file = args.length > 3 ? args[3] : "assets/openings/gomocup2026-freestyle-15.txt";
    Rule rule = args.length > 4 ? Rule.valueOf(args[4].toUpperCase()) : Rule.FREESTYLE;
    List<int[]> openings = openings(file, 15);
    ExecutorService pool = Executors.newFixedThreadPool(2);
    List<Future<String>> results = new ArrayList<>();
    int[] tally = new int[3];
    for (int i = 0; i < games; i++) {
      final int game = i;
      results.add(pool.submit(() -> {
        int[] opening = openings.get((game / 2) % openings.size());
        boolean aIsBlack = game % 2 == 0;
        StringBuilder record = new StringBuilder();
        int r = play(a, b, opening, aIsBlack, rule, 1000L + game, record);
        synchronized (tally) {
          tally[r + 1]++;
        }
        return "game " + (game + 1) + " A=" + (aIsBlack ? "black" : "white") + " "
            + (r > 0 ? "A wins" : r < 0 ? "B wins" : "draw") + " " + record;
      }));
    }
    for (Future<String> f : results) {
      System.out.println(f.get());
    }
    pool.shutdown();
    int w = tally[2];
    int l = tally[0];
    int d = tally[1];
    System.out.println(Score.summary(a, b, w, l, d));
  }
}
