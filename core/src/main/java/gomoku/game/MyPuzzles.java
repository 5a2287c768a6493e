package gomoku.game;

import gomoku.rules.Rule;
import java.util.ArrayList;
import java.util.List;

/**
 * A player's own mistakes as puzzles ({@link MistakePuzzles} makes them from a review): a win is kept when the threat
 * search proves it by continuous fours (every winning first four kept as a key) or else by threes and fours (the
 * search's first move as the key: finding every one would keep the player waiting). They are kept as puzzle lines,
 * the newest last.
 */
public final class MyPuzzles {
  /** The most kept for a rule: the oldest go first. */
  public static final int MOST = 100;
  /** The threat search's budget for each proof: made while the player waits, so kept short. */
  static final int NODES = 50_000;
  /** One four that cannot be stopped (an open four, a four-three) is the shortest win a player can miss. */
  static final int MIN_FOURS = 1;
  /**
   * The budget of each search for a win by threes and fours: most positions with none fail at once, and this bounds
   * the few that do not (six searches of it at most, a fraction of a second in a browser).
   */
  static final int VCT_NODES = 20_000;

  private MyPuzzles() {}

  /** The puzzles a finished review of {@code match} gives, for the colours people played ({@link MistakePuzzles}). */
  public static List<Puzzle> fromReview(Match match) {
    return new MistakePuzzles(match).makeAll();
  }

  /**
   * A puzzle of the position when the side to move wins there (and not at once) by continuous fours, else by threes
   * and fours; else null.
   */
  static Puzzle prove(Rule rule, int size, List<Integer> moves) {
    PuzzleProof proof = new PuzzleProof(rule, size, moves, NODES);
    if (proof.hasFive()) {
      return null;
    }
    int fours = proof.vcfLength();
    if (fours >= MIN_FOURS) {
      List<Integer> keys = proof.vcfKeys(fours);
      return keys.isEmpty() ? null : new Puzzle(rule, size, moves, fours, keys, 0);
    }
    PuzzleProof byThrees = new PuzzleProof(rule, size, moves, VCT_NODES);
    int threats = byThrees.vctLength();
    int key = threats > 0 ? byThrees.winningMove(true) : -1;
    return key < 0 ? null : new Puzzle(rule, size, moves, Puzzle.Kind.VCT, threats, List.of(key), 0);
  }

  /** The kept puzzles, as {@link #add} wrote them (unreadable lines are left out). */
  public static List<Puzzle> read(Rule rule, int size, String stored) {
    List<Puzzle> out = new ArrayList<>();
    if (stored == null) {
      return out;
    }
    for (String line : stored.split("\\|")) {
      try {
        if (!line.isEmpty()) {
          out.add(Puzzle.parse(rule, size, line));
        }
      } catch (IllegalArgumentException e) {
        // a damaged line is dropped; the others stay
      }
    }
    return out;
  }

  /** The kept puzzles with {@code more} added after them (none twice, at most {@link #MOST}), as kept. */
  public static String add(String stored, List<Puzzle> more) {
    List<String> lines = new ArrayList<>();
    if (stored != null) {
      for (String line : stored.split("\\|")) {
        if (!line.isEmpty()) {
          lines.add(line);
        }
      }
    }
    for (Puzzle p : more) {
      String line = p.toLine();
      if (!lines.contains(line)) {
        lines.add(line);
      }
    }
    while (lines.size() > MOST) {
      lines.remove(0);
    }
    return String.join("|", lines);
  }
}
