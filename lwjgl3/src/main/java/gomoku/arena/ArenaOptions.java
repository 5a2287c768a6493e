package gomoku.arena;

import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;

/**
 * The arena's command line, read in full before any engine starts: a mistyped number, an unknown rule or an
 * option without its value is refused with a message that names it, instead of a stack trace or an option
 * silently dropped.
 */
final class ArenaOptions {
  static final String USAGE = "usage: arena 'ENGINE_A' 'ENGINE_B' GAMES [--openings FILE] [--turn MS] [--match MS] "
      + "[--tolerance MS] [--gap MS] [--memory MB] [--rule freestyle|standard|renju] [--out DIR] [--parallel N] "
      + "[--sprt ELO0,ELO1] [--resume DIR]";

  String engineA;
  String engineB;
  int games;
  String openings = "assets/openings/gomocup2026-freestyle-15.txt";
  Path out = Paths.get("arena-games");
  int parallel = 2;
  Arena.Sprt sprt;
  /** Count the games already kept in {@link #out} instead of playing them (--resume DIR). */
  boolean resume;
  final ArenaGame.Settings settings = new ArenaGame.Settings();

  /** Reads {@code args}; throws IllegalArgumentException with a message for the user on anything wrong. */
  static ArenaOptions parse(String[] args) {
    if (args.length < 3) {
      throw new IllegalArgumentException("two engines and a number of games are needed");
    }
    ArenaOptions o = new ArenaOptions();
    o.engineA = args[0];
    o.engineB = args[1];
    o.games = Arguments.positive("GAMES", args[2]);
    for (int i = 3; i < args.length; i += 2) {
      String name = args[i];
      if (i + 1 >= args.length) {
        throw new IllegalArgumentException(name + " needs a value");
      }
      o.set(name, args[i + 1]);
    }
    return o;
  }

  /** The openings file's openings (see {@link Arguments#openings}). */
  List<int[]> readOpenings() {
    return Arguments.openings(openings, settings.size);
  }

  private void set(String name, String v) {
    switch (name) {
      case "--openings":
        openings = v;
        break;
      case "--turn":
        settings.turnMillis = Arguments.positive(name, v);
        break;
      case "--match":
        settings.matchMillis = Arguments.atLeastZero(name, v);
        break;
      case "--tolerance":
        settings.toleranceMillis = Arguments.atLeastZero(name, v);
        break;
      case "--gap":
        settings.gapMillis = Arguments.atLeastZero(name, v);
        break;
      case "--memory":
        settings.maxMemory = (long) Arguments.positive(name, v) << 20;
        break;
      case "--rule":
        settings.rule = Arguments.rule(name, v);
        break;
      case "--out":
        out = Paths.get(v);
        break;
      case "--parallel":
        parallel = Arguments.positive(name, v);
        break;
      case "--resume":
        out = Paths.get(v);
        resume = true;
        break;
      case "--sprt":
        sprt = Arena.Sprt.parse(v);
        break;
      default:
        throw new IllegalArgumentException("unknown option " + name);
    }
  }
}
