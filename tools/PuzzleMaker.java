import gomoku.engine.SearchBoard;
import gomoku.engine.Threat;
import gomoku.game.Puzzle;
import gomoku.game.PuzzleProof;
import gomoku.rules.GameState;
import gomoku.rules.Notation;
import gomoku.rules.Rule;
import java.io.BufferedReader;
import java.io.FileInputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.zip.GZIPInputStream;

/**
 * Makes the puzzles the game ships: from our self-play games (training/games), each game's first position where the
 * side to move wins by continuous fours of at least three fours and did not two moves before (the opponent's last
 * move allowed it), and each game's first position where it wins by threes and fours (no win by fours alone) of at
 * least two threats and did not two moves before, and each game's first position where the side to move, holding no
 * four, faces a new win by fours that only one or two moves stop; each proved by the threat search
 * (PuzzleProof: the fewest attacking moves, every winning first move or every defence, the plausible moves that lose). The games are read in their order and
 * every search is limited by nodes, not time, so the same games make the same puzzles.
 *
 * <pre>java -cp lwjgl3/target/gomoku-desktop.jar tools/PuzzleMaker.java [VCF per rule, default 400] [VCT per rule,
 * default 200] [defences per rule, default 150] [one rule: freestyle, standard or renju]</pre>
 *
 * <pre>java -cp lwjgl3/target/gomoku-desktop.jar tools/PuzzleMaker.java --themes [rule]</pre>
 */
public class PuzzleMaker {
  /** The shortest win a puzzle asks for, in fours: one or two fours are seen at a glance. */
  static final int MIN_FOURS = 3;
  /** The shortest win by threes a puzzle asks for, in threats. */
  static final int MIN_THREATS = 2;
  /** The budget of the first look for a VCT at each position of a game (most positions have none). */
  static final int SCREEN_NODES = 20_000;

  public static void main(String[] args) throws Exception {
    if (args.length > 0 && args[0].equals("--themes")) {
      addThemes(args.length > 1 ? args[1] : null);
      return;
    }
    int wanted = args.length > 0 ? Integer.parseInt(args[0]) : 400;
    int wantedVct = args.length > 1 ? Integer.parseInt(args[1]) : 200;
    int wantedDefences = args.length > 2 ? Integer.parseInt(args[2]) : 150;
    for (Rule rule : Rule.values()) {
      if (args.length > 3 && !rule.name().equalsIgnoreCase(args[3])) {
        continue;
      }
      String name = rule.name().toLowerCase();
      List<Puzzle> puzzles = new ArrayList<>();
      List<Puzzle> vctPuzzles = new ArrayList<>();
      List<Puzzle> defences = new ArrayList<>();
      Set<String> seen = new HashSet<>();
      int games = 0;
      for (String file : new String[] {"training/games/" + name + "-g0.txt.gz",
        "training/games/" + name + "-g1.txt.gz"}) {
        try (BufferedReader in = new BufferedReader(
            new InputStreamReader(new GZIPInputStream(new FileInputStream(file)), StandardCharsets.UTF_8))) {
          String line;
          while ((puzzles.size() < wanted || vctPuzzles.size() < wantedVct || defences.size() < wantedDefences)
              && (line = in.readLine()) != null) {
            String[] f = line.trim().split(" ");
            List<Integer> moves = Notation.parseMoves(15, f[f.length - 1]);
            games++;
            Puzzle p = puzzles.size() < wanted ? firstPuzzle(rule, moves) : null;
            if (p != null && seen.add(Notation.moveString(15, p.moves))) {
              puzzles.add(p);
            }
            Puzzle v = vctPuzzles.size() < wantedVct ? firstVctPuzzle(rule, moves) : null;
            if (v != null && seen.add(Notation.moveString(15, v.moves))) {
              vctPuzzles.add(v);
            }
            Puzzle d = defences.size() < wantedDefences ? firstDefencePuzzle(rule, moves) : null;
            if (d != null && seen.add(Notation.moveString(15, d.moves))) {
              defences.add(d);
            }
          }
        }
      }
      int vcf = puzzles.size();
      puzzles.addAll(vctPuzzles);
      puzzles.addAll(defences);
      write(rule, puzzles);
      System.out.println(rule.title + ": " + vcf + " VCF, " + vctPuzzles.size() + " VCT and " + defences.size()
          + " defence puzzles from " + games + " games");
    }
  }

  /**
   * {@code --themes [rule]}: the shipped files again with each puzzle's theme found by its proof (what the maker
   * writes for new puzzles), so that themes need not wait for the games to be read again.
   */
  static void addThemes(String only) throws Exception {
    for (Rule rule : Rule.values()) {
      if (only != null && !rule.name().equalsIgnoreCase(only)) {
        continue;
      }
      List<Puzzle> puzzles = new ArrayList<>();
      for (String line : Files.readAllLines(Paths.get("assets/puzzles/" + rule.name().toLowerCase() + ".txt"))) {
        if (!line.startsWith("#") && !line.trim().isEmpty()) {
          puzzles.add(Puzzle.parse(rule, 15, line));
        }
      }
      write(rule, puzzles);
    }
  }

  /** Writes the rule's file, each puzzle with its theme, and prints the counts by kind, difficulty and theme. */
  static void write(Rule rule, List<Puzzle> puzzles) throws Exception {
    int[][] byKind = new int[Puzzle.Kind.values().length][6];
    Map<String, Integer> themes = new TreeMap<>();
    String name = rule.name().toLowerCase();
    try (PrintWriter out = new PrintWriter(Files.newBufferedWriter(Paths.get("assets/puzzles/" + name + ".txt")))) {
      out.println("# " + rule.title + " puzzles: moves, fewest attacking moves, winning first moves, losing threats,"
          + " 'vct' for a win by threes, 'defence' for a defence, the theme. Made by tools/PuzzleMaker.java from"
          + " training/games; do not edit.");
      for (Puzzle p : puzzles) {
        p = p.withFoundTheme();
        out.println(p.toLine());
        byKind[p.kind.ordinal()][p.difficulty()]++;
        themes.merge(p.kind + " " + p.theme, 1, Integer::sum);
      }
    }
    System.out.println(rule.title + " by difficulty 1-5: VCF " + counts(byKind[0]) + ", VCT " + counts(byKind[1])
        + ", defence " + counts(byKind[2]) + "; by theme " + themes);
  }

  /** The game's first position that makes a puzzle, or null. */
  static Puzzle firstPuzzle(Rule rule, List<Integer> game) {
    GameState state = new GameState(rule, 15);
    for (int k = 0; k < game.size(); k++) {
      if (k >= 8 && hasFour(rule, game.subList(0, k))) {
        PuzzleProof proof = new PuzzleProof(rule, 15, game.subList(0, k));
        int fours = proof.hasFive() ? 0 : proof.vcfLength();
        if (fours >= MIN_FOURS && new PuzzleProof(rule, 15, game.subList(0, k - 2)).vcfLength() == 0) {
          List<Integer> keys = proof.vcfKeys(fours);
          int decoys = fourPoints(rule, game.subList(0, k)) - keys.size();
          if (!keys.isEmpty()) {
            return new Puzzle(rule, 15, new ArrayList<>(game.subList(0, k)), fours, keys, decoys);
          }
        }
      }
      if (!state.check(game.get(k)).isLegal()) {
        return null;
      }
      state.apply(game.get(k));
    }
    return null;
  }

  static String counts(int[] byDifficulty) {
    return byDifficulty[1] + " " + byDifficulty[2] + " " + byDifficulty[3] + " " + byDifficulty[4] + " "
        + byDifficulty[5];
  }

  /**
   * The game's first position where the side to move wins by threes and fours but not by fours alone, and did not two
   * moves before, or null.
   */
  static Puzzle firstVctPuzzle(Rule rule, List<Integer> game) {
    GameState state = new GameState(rule, 15);
    for (int k = 0; k < game.size(); k++) {
      if (k >= 8 && threatPoints(rule, game.subList(0, k)) > 0 && screensVct(rule, game.subList(0, k))) {
        PuzzleProof proof = new PuzzleProof(rule, 15, game.subList(0, k));
        if (proof.hasFive() || proof.vcfLength() > 0) {
          return null; // the game's first forced win is by fours: a VCF puzzle's, or too easy
        }
        int threats = proof.vctLength();
        if (threats >= MIN_THREATS && !screensVct(rule, game.subList(0, k - 2))) {
          List<Integer> keys = proof.vctKeys(threats);
          int decoys = threatPoints(rule, game.subList(0, k)) - keys.size();
          if (!keys.isEmpty()) {
            return new Puzzle(rule, 15, new ArrayList<>(game.subList(0, k)), Puzzle.Kind.VCT, threats, keys, decoys);
          }
        }
      }
      if (!state.check(game.get(k)).isLegal()) {
        return null;
      }
      state.apply(game.get(k));
    }
    return null;
  }

  /**
   * The game's first position where the side to move, holding no four, faces a new win by fours (none two moves
   * before) that one or two of its moves stop, or null.
   */
  static Puzzle firstDefencePuzzle(Rule rule, List<Integer> game) {
    GameState state = new GameState(rule, 15);
    for (int k = 0; k < game.size(); k++) {
      if (k >= 10 && !hasFour(rule, game.subList(0, k)) && screensVcfThreat(rule, game.subList(0, k))
          && !screensVcfThreat(rule, game.subList(0, k - 2))) {
        PuzzleProof proof = new PuzzleProof(rule, 15, game.subList(0, k));
        // Not when the side to move can make five, or the other side already has a four (the block is forced).
        int fours = proof.hasFive() || proof.opponentHasFour() ? 0 : proof.threatFours();
        List<Integer> keys = fours > 0 ? proof.defenceKeys() : null;
        if (keys != null && !keys.isEmpty() && keys.size() <= 2) {
          return new Puzzle(rule, 15, new ArrayList<>(game.subList(0, k)), Puzzle.Kind.DEFENCE, fours, keys,
              proof.decoys(keys));
        }
      }
      if (!state.check(game.get(k)).isLegal()) {
        return null;
      }
      state.apply(game.get(k));
    }
    return null;
  }

  /** Whether the side not to move would win by fours were it its turn, found within {@link #SCREEN_NODES}. */
  static boolean screensVcfThreat(Rule rule, List<Integer> moves) {
    return new gomoku.engine.ThreatSearch(board(rule, moves)).vcfThreat(PuzzleProof.MAX_FOURS, SCREEN_NODES);
  }

  /** A first, cheap look: whether a VCT for the side to move is found within {@link #SCREEN_NODES}. */
  static boolean screensVct(Rule rule, List<Integer> moves) {
    return new gomoku.engine.ThreatSearch(board(rule, moves)).vct(PuzzleProof.MAX_THREATS, SCREEN_NODES);
  }

  /** How many points make an open three or a four (not a five) for the side to move. */
  static int threatPoints(Rule rule, List<Integer> moves) {
    return pointsMaking(rule, moves, Threat.THREE);
  }

  /** Whether the side to move can make a four at all (most positions: no, and no search is needed). */
  static boolean hasFour(Rule rule, List<Integer> moves) {
    return fourPoints(rule, moves) > 0;
  }

  /** How many points make a four (not a five) for the side to move. */
  static int fourPoints(Rule rule, List<Integer> moves) {
    return pointsMaking(rule, moves, Threat.FOUR);
  }

  /** How many points the side to move may play that make at least {@code least}, short of a five. */
  static int pointsMaking(Rule rule, List<Integer> moves, int least) {
    SearchBoard b = board(rule, moves);
    int me = b.sideToMove();
    int n = 0;
    for (int p = 0; p < 15 * 15; p++) {
      int q = b.fromPoint(p);
      if (b.isEmpty(q)) {
        int t = b.threat(me, q);
        if (t >= least && t < Threat.FIVE && !b.isForbidden(me, q)) {
          n++;
        }
      }
    }
    return n;
  }

  static SearchBoard board(Rule rule, List<Integer> moves) {
    SearchBoard b = new SearchBoard(15, rule);
    for (int p : moves) {
      b.play(b.fromPoint(p));
    }
    return b;
  }
}
