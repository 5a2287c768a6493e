package gomoku.game;

import gomoku.rules.Notation;
import gomoku.rules.Rule;
import java.util.ArrayList;
import java.util.List;

/**
 * A puzzle: a position where the side to move wins by force, with what its proof found — the fewest attacking moves
 * that win, the first moves that do, and how many other threats look plausible and lose. One line of a puzzle file
 * ({@code assets/puzzles/<rule>.txt}, made by {@code tools/PuzzleMaker.java}): the moves, the fewest attacking moves,
 * the keys joined by commas, the decoys, {@code vct} for a win by threes and fours or {@code defence} for a defence
 * (then the second field is the fours of the win it stops, the keys are the moves that stop it), and the theme's
 * token ({@link PuzzleTheme}).
 */
public final class Puzzle {
  /** How the side to move wins. */
  public enum Kind {
    /** By continuous fours: every defence is the one block. */
    VCF,
    /** By threes and fours: against an open three the defender chooses among the points that stop it. */
    VCT,
    /** The side to move faces a win by fours and must find the move that stops it (every other move loses). */
    DEFENCE
  }

  public final Rule rule;
  public final int size;
  /** The moves to the position, as rules points. */
  public final List<Integer> moves;
  public final Kind kind;
  /**
   * The fewest attacking moves of a win: fours for a VCF; for a VCT the threats, a run of fours that ends it
   * counting as one (the threat search's depth).
   */
  public final int threats;
  /** The first moves that win within {@link #threats}. */
  public final List<Integer> keys;
  /** Other threats the side to move could make that do not win: the wrong moves that look right. */
  public final int decoys;
  /** What decides the win, as the maker found it; {@link PuzzleTheme#NONE} when the file does not say. */
  public final PuzzleTheme theme;

  public Puzzle(Rule rule, int size, List<Integer> moves, int threats, List<Integer> keys, int decoys) {
    this(rule, size, moves, Kind.VCF, threats, keys, decoys);
  }

  public Puzzle(Rule rule, int size, List<Integer> moves, Kind kind, int threats, List<Integer> keys, int decoys) {
    this(rule, size, moves, kind, threats, keys, decoys, PuzzleTheme.NONE);
  }

  public Puzzle(Rule rule, int size, List<Integer> moves, Kind kind, int threats, List<Integer> keys, int decoys,
      PuzzleTheme theme) {
    this.rule = rule;
    this.size = size;
    this.moves = moves;
    this.kind = kind;
    this.threats = threats;
    this.keys = keys;
    this.decoys = decoys;
    this.theme = theme;
  }

  /** This puzzle with the theme its proof's line shows (a threat search: made by the tool, or once when shown). */
  public Puzzle withFoundTheme() {
    PuzzleTheme found = new PuzzleProof(rule, size, moves).theme(threats, kind == Kind.VCT, kind == Kind.DEFENCE);
    return new Puzzle(rule, size, moves, kind, threats, keys, decoys, found);
  }

  /**
   * Difficulty 1 to 5: for a VCF two fours a step, for a VCT a step a threat after the second (each threat leaves the
   * defender a choice), for a defence a step each two fours of the win it stops and one more when only one move
   * stops it; one step more when the decoys outnumber the keys.
   */
  public int difficulty() {
    int d = kind == Kind.VCT ? threats - 2
        : kind == Kind.VCF ? (threats - 1) / 2 : (threats + 1) / 2 + (keys.size() == 1 ? 1 : 0);
    d += decoys > keys.size() ? 1 : 0;
    return Math.max(1, Math.min(5, d));
  }

  /** The line a puzzle file holds. */
  public String toLine() {
    StringBuilder k = new StringBuilder();
    for (int p : keys) {
      k.append(k.length() == 0 ? "" : ",").append(Notation.name(size, p));
    }
    return Notation.moveString(size, moves) + " " + threats + " " + k + " " + decoys
        + (kind == Kind.VCF ? "" : " " + kind.name().toLowerCase())
        + (theme == PuzzleTheme.NONE ? "" : " " + theme.token);
  }

  /**
   * Reads a puzzle file's line.
   *
   * @throws IllegalArgumentException saying what is wrong with it
   */
  public static Puzzle parse(Rule rule, int size, String line) {
    String[] f = line.trim().split(" ");
    if (f.length < 4 || f.length > 6 || !f[1].matches("[0-9]{1,2}") || !f[3].matches("[0-9]{1,3}")) {
      throw new IllegalArgumentException("not a puzzle line: " + line);
    }
    // After the decoys: the kind (none for a VCF), then the theme, each optional.
    Kind kind = Kind.VCF;
    PuzzleTheme theme = PuzzleTheme.NONE;
    int at = 4;
    if (at < f.length && (f[at].equals("vct") || f[at].equals("defence"))) {
      kind = f[at].equals("vct") ? Kind.VCT : Kind.DEFENCE;
      at++;
    }
    if (at < f.length) {
      theme = PuzzleTheme.fromToken(f[at]);
      at++;
    }
    if (at != f.length || theme == null) {
      throw new IllegalArgumentException("not a puzzle line: " + line);
    }
    List<Integer> keys = new ArrayList<>();
    for (String k : f[2].split(",")) {
      keys.add(Notation.parsePoint(size, k));
    }
    return new Puzzle(rule, size, Notation.parseMoves(size, f[0]), kind, Integer.parseInt(f[1]), keys,
        Integer.parseInt(f[3]), theme);
  }

  /**
   * Whether our threat search proves it again: the same fewest attacking moves and the same winning first moves (and
   * for a VCT, no win by fours alone: that would be a VCF puzzle); for a defence, the same threat and the same moves
   * that stop it, every other move losing to a win by fours; and the same theme when it names one.
   */
  public boolean proves() {
    PuzzleProof proof = new PuzzleProof(rule, size, moves);
    if (proof.hasFive() || theme != PuzzleTheme.NONE && withFoundTheme().theme != theme) {
      return false;
    }
    if (kind == Kind.VCF) {
      return proof.vcfLength() == threats && proof.vcfKeys(threats).equals(keys);
    }
    if (kind == Kind.DEFENCE) {
      return proof.threatFours() == threats && keys.equals(proof.defenceKeys());
    }
    return proof.vcfLength() == 0 && proof.vctLength() == threats && proof.vctKeys(threats).equals(keys);
  }
}
