package gomoku.game;

import gomoku.rules.Notation;
import gomoku.rules.Rule;
import java.util.ArrayList;
import java.util.List;

/**
 * A puzzle: a position where the side to move wins by continuous fours, with what its proof found — the fewest
 * fours that win, the first moves that do, and how many other fours look plausible and lose. One line of a puzzle file
 * ({@code assets/puzzles/<rule>.txt}, made by {@code tools/PuzzleMaker.java}): the moves, the fours, the keys joined
 * by commas, the decoys.
 */
public final class Puzzle {
  public final Rule rule;
  public final int size;
  /** The moves to the position, as rules points. */
  public final List<Integer> moves;
  /** The fewest attacking fours of a win. */
  public final int fours;
  /** The first moves that win within {@link #fours}. */
  public final List<Integer> keys;
  /** Other fours the side to move could make that do not win: the wrong moves that look right. */
  public final int decoys;

  public Puzzle(Rule rule, int size, List<Integer> moves, int fours, List<Integer> keys, int decoys) {
    this.rule = rule;
    this.size = size;
    this.moves = moves;
    this.fours = fours;
    this.keys = keys;
    this.decoys = decoys;
  }

  /** Difficulty 1 to 5: two fours of the win a step, one step more when the decoys outnumber the keys. */
  public int difficulty() {
    int d = (fours - 1) / 2 + (decoys > keys.size() ? 1 : 0);
    return Math.max(1, Math.min(5, d));
  }

  /** The line a puzzle file holds. */
  public String toLine() {
    StringBuilder k = new StringBuilder();
    for (int p : keys) {
      k.append(k.length() == 0 ? "" : ",").append(Notation.name(size, p));
    }
    return Notation.moveString(size, moves) + " " + fours + " " + k + " " + decoys;
  }

  /**
   * Reads a puzzle file's line.
   *
   * @throws IllegalArgumentException saying what is wrong with it
   */
  public static Puzzle parse(Rule rule, int size, String line) {
    String[] f = line.trim().split(" ");
    if (f.length != 4 || !f[1].matches("[0-9]{1,2}") || !f[3].matches("[0-9]{1,3}")) {
      throw new IllegalArgumentException("not a puzzle line: " + line);
    }
    List<Integer> keys = new ArrayList<>();
    for (String k : f[2].split(",")) {
      keys.add(Notation.parsePoint(size, k));
    }
    return new Puzzle(rule, size, Notation.parseMoves(size, f[0]), Integer.parseInt(f[1]), keys,
        Integer.parseInt(f[3]));
  }

  /** Whether our threat search proves it again: the same fewest fours and the same winning first moves. */
  public boolean proves() {
    PuzzleProof proof = new PuzzleProof(rule, size, moves);
    return !proof.hasFive() && proof.vcfLength() == fours && proof.vcfKeys(fours).equals(keys);
  }
}
