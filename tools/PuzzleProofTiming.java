import gomoku.game.Puzzle;
import gomoku.rules.Rule;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * How long the threat search takes to prove the shipped puzzles again ({@link Puzzle#proves}), by rule and kind:
 * how many proved, the total, and for VCT puzzles the median, 90th percentile and slowest proof. Each rule's file
 * is proved twice and the second round is printed, so that the first pays for the JIT.
 *
 * <pre>java -cp lwjgl3/target/gomoku-desktop.jar tools/PuzzleProofTiming.java</pre>
 *
 * <p>Why: a player waits for these searches (a VCT puzzle's defender answers with one), on the desktop and, two to
 * three times slower, in a browser; a change to the threat search says what it did to them.
 */
public class PuzzleProofTiming {
  public static void main(String[] args) throws Exception {
    String[] rules = {"freestyle", "standard", "renju"};
    Rule[] values = {Rule.FREESTYLE, Rule.STANDARD, Rule.RENJU};
    for (int round = 0; round < 2; round++) {
      for (int r = 0; r < rules.length; r++) {
        Puzzle.Kind[] kinds = Puzzle.Kind.values();
        long[] micros = new long[kinds.length];
        int[] count = new int[kinds.length];
        int[] proved = new int[kinds.length];
        List<Long> vct = new ArrayList<>();
        for (String line : Files.readAllLines(Paths.get("assets/puzzles/" + rules[r] + ".txt"))) {
          if (line.startsWith("#") || line.isBlank()) {
            continue;
          }
          Puzzle p = Puzzle.parse(values[r], 15, line);
          long start = System.nanoTime();
          boolean ok = p.proves();
          long took = (System.nanoTime() - start) / 1000;
          int k = p.kind.ordinal();
          micros[k] += took;
          count[k]++;
          proved[k] += ok ? 1 : 0;
          if (p.kind == Puzzle.Kind.VCT) {
            vct.add(took);
          }
        }
        if (round == 0) {
          continue;
        }
        StringBuilder out = new StringBuilder(rules[r] + ":");
        for (int k = 0; k < kinds.length; k++) {
          out.append(' ').append(kinds[k]).append(' ').append(proved[k]).append('/').append(count[k])
              .append(" proved in ").append(micros[k] / 1000).append(" ms;");
        }
        Collections.sort(vct);
        if (!vct.isEmpty()) {
          out.append(" VCT median ").append(vct.get(vct.size() / 2) / 1000).append(" ms, 90th percentile ")
              .append(vct.get(vct.size() * 9 / 10) / 1000).append(" ms, slowest ")
              .append(vct.get(vct.size() - 1) / 1000).append(" ms");
        }
        System.out.println(out);
      }
    }
  }
}
