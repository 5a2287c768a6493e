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
import java.util.Set;
import java.util.zip.GZIPInputStream;

/**
 * Makes the puzzles the game ships: from our self-play games (training/games), each game's first position where the
 * side to move wins by continuous fours of at least three fours and did not two moves before (the opponent's last
 * move allowed it), proved by the threat search (PuzzleProof: the fewest fours, every winning first move, the
 * plausible fours that lose). The games are read in their order, so the same games make the same puzzles.
 *
 * <pre>java -cp lwjgl3/target/gomoku-desktop.jar tools/PuzzleMaker.java [per rule, default 400]</pre>
 */
public class PuzzleMaker {
  /** The shortest win a puzzle asks for, in fours: one or two fours are seen at a glance. */
  static final int MIN_FOURS = 3;

  public static void main(String[] args) throws Exception {
    int wanted = args.length > 0 ? Integer.parseInt(args[0]) : 400;
    for (Rule rule : Rule.values()) {
      String name = rule.name().toLowerCase();
      List<Puzzle> puzzles = new ArrayList<>();
      Set<String> seen = new HashSet<>();
      int games = 0;
      for (String file : new String[] {"training/games/" + name + "-g0.txt.gz",
        "training/games/" + name + "-g1.txt.gz"}) {
        try (BufferedReader in = new BufferedReader(
            new InputStreamReader(new GZIPInputStream(new FileInputStream(file)), StandardCharsets.UTF_8))) {
          String line;
          while (puzzles.size() < wanted && (line = in.readLine()) != null) {
            String[] f = line.trim().split(" ");
            List<Integer> moves = Notation.parseMoves(15, f[f.length - 1]);
            games++;
            Puzzle p = firstPuzzle(rule, moves);
            if (p != null && seen.add(Notation.moveString(15, p.moves))) {
              puzzles.add(p);
            }
          }
        }
      }
      int[] byDifficulty = new int[6];
      try (PrintWriter out = new PrintWriter(Files.newBufferedWriter(Paths.get("assets/puzzles/" + name + ".txt")))) {
        out.println("# " + rule.title + " puzzles: moves, fewest fours, winning first moves, losing fours."
            + " Made by tools/PuzzleMaker.java from training/games; do not edit.");
        for (Puzzle p : puzzles) {
          out.println(p.toLine());
          byDifficulty[p.difficulty()]++;
        }
      }
      System.out.println(rule.title + ": " + puzzles.size() + " puzzles from " + games + " games; by difficulty 1-5: "
          + byDifficulty[1] + " " + byDifficulty[2] + " " + byDifficulty[3] + " " + byDifficulty[4] + " "
          + byDifficulty[5]);
    }
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

  /** Whether the side to move can make a four at all (most positions: no, and no search is needed). */
  static boolean hasFour(Rule rule, List<Integer> moves) {
    return fourPoints(rule, moves) > 0;
  }

  /** How many points make a four (not a five) for the side to move. */
  static int fourPoints(Rule rule, List<Integer> moves) {
    SearchBoard b = new SearchBoard(15, rule);
    for (int p : moves) {
      b.play(b.fromPoint(p));
    }
    int me = b.sideToMove();
    int n = 0;
    for (int p = 0; p < 15 * 15; p++) {
      int q = b.fromPoint(p);
      if (b.isEmpty(q)) {
        int t = b.threat(me, q);
        if (t >= Threat.FOUR && t < Threat.FIVE && !b.isForbidden(me, q)) {
          n++;
        }
      }
    }
    return n;
  }
}
