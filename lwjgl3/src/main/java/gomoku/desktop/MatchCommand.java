package gomoku.desktop;

import gomoku.arena.Arguments;
import gomoku.arena.Score;
import gomoku.engine.Engine;
import gomoku.engine.Level;
import gomoku.engine.SearchLimits;
import gomoku.arena.TutorialAlphaBeta;
import gomoku.rules.GameState;
import gomoku.rules.Notation;
import gomoku.rules.Outcome;
import gomoku.rules.Rule;
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

  /**
   * A player as the command line names it, read before any game starts so that a mistake is reported once
   * with the usage, not as a stack trace from inside a game.
   */
  static final class Spec {
    final String text;
    /** null for the tutorial alpha-beta. */
    final Level level;
    /** Milliseconds a move for an engine level, the depth for the tutorial player. */
    final int amount;

    private Spec(String text, Level level, int amount) {
      this.text = text;
      this.level = level;
      this.amount = amount;
    }

    static Spec parse(String spec) {
      String[] parts = spec.split(":", -1);
      String kind = parts[0].toLowerCase(java.util.Locale.ROOT);
      if (parts.length > 2) {
        throw new IllegalArgumentException("player '" + spec + "' has more than one ':'");
      }
      String value = parts.length > 1 ? parts[1] : null;
      if (kind.equals("tutorial")) {
        return new Spec(spec, null, value == null ? 4 : Arguments.positive("tutorial's depth", value));
      }
      for (Level l : Level.values()) {
        if (l.name().equalsIgnoreCase(kind)) {
          if (!l.searches() && value != null) {
            // Evaluation only: it never looks at a clock, so a time would be silently ignored.
            throw new IllegalArgumentException(
                "player '" + spec + "': " + kind + " does not search, so it takes no time; write " + kind);
          }
          return new Spec(spec, l, value == null ? 100 : Arguments.positive(kind + "'s milliseconds", value));
        }
      }
      throw new IllegalArgumentException("unknown player '" + spec + "': the players are " + PLAYERS);
    }

    Player create(long seed) {
      if (level == null) {
        TutorialAlphaBeta t = new TutorialAlphaBeta(amount);
        return t::bestMove;
      }
      Engine e = new Engine(16L << 20);
      e.setVariety(true, seed);
      return g -> {
        e.setPosition(g.rule(), g.size(), g.moves());
        return e.think(level, SearchLimits.time(amount), null).move;
      };
    }
  }

  static final String PLAYERS = "master[:MS], hard[:MS], medium[:MS], easy[:MS], beginner, tutorial[:DEPTH]";
  static final String USAGE = "usage: match PLAYER_A PLAYER_B GAMES [OPENINGS_FILE] [RULE]\n  players: " + PLAYERS;

  /** The position after an opening's stones; refuses an opening with an illegal move or an ended game. */
  static GameState startingPosition(int[] opening, Rule rule, String name) {
    GameState g = new GameState(rule, 15);
    for (int m : opening) {
      if (g.outcome().isOver() || !g.play(m).isLegal()) {
        throw new IllegalArgumentException(name + ": " + Notation.name(15, m) + " cannot be played under "
            + rule.name().toLowerCase(java.util.Locale.ROOT));
      }
    }
    return g;
  }

  /** Plays one game; returns +1 if A won, -1 if B won, 0 for a draw, and the move string in {@code record}. */
  static int play(Spec a, Spec b, int[] opening, boolean aIsBlack, Rule rule, long seed, StringBuilder record) {
    GameState g = startingPosition(opening, rule, "the opening");
    Player pa = a.create(seed);
    Player pb = b.create(seed + 1);
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
    Spec a;
    Spec b;
    int games;
    Rule rule;
    List<int[]> openings;
    try {
      if (args.length < 3 || args.length > 5) {
        throw new IllegalArgumentException("two players and a number of games are needed, then at most a file"
            + " of openings and a rule");
      }
      a = Spec.parse(args[0]);
      b = Spec.parse(args[1]);
      games = Arguments.positive("GAMES", args[2]);
      rule = args.length > 4 ? Arguments.rule("RULE", args[4]) : Rule.FREESTYLE;
      String file = args.length > 3 ? args[3] : "assets/openings/gomocup2026-freestyle-15.txt";
      openings = Arguments.openings(file, 15);
      for (int i = 0; i < openings.size(); i++) {
        startingPosition(openings.get(i), rule, "opening " + (i + 1) + " of " + file);
      }
    } catch (IllegalArgumentException e) {
      System.err.println("match: " + e.getMessage());
      System.err.println(USAGE);
      System.exit(2);
      return;
    }
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
    System.out.println(Score.summary(a.text, b.text, w, l, d));
  }
}
