package gomoku.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.rules.GameState;
import gomoku.rules.Rule;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The shipped puzzles: enough of each rule, each a legal game, a sample proved again, and a broken one refused. */
class PuzzleTest {
  static List<Puzzle> shipped(Rule rule) throws IOException {
    List<Puzzle> out = new ArrayList<>();
    for (String line : Files.readAllLines(Paths.get("../assets/puzzles/" + rule.name().toLowerCase() + ".txt"),
        StandardCharsets.UTF_8)) {
      if (!line.startsWith("#")) {
        out.add(Puzzle.parse(rule, 15, line));
      }
    }
    return out;
  }

  @Test
  void everyRuleShipsAtLeastThreeHundredPuzzlesOfLegalGames() throws IOException {
    for (Rule rule : Rule.values()) {
      List<Puzzle> puzzles = shipped(rule);
      assertTrue(puzzles.size() >= 300, rule + ": " + puzzles.size());
      for (Puzzle p : puzzles) {
        GameState.replay(rule, 15, p.moves); // throws on an illegal move
        assertTrue(p.fours >= 3 && p.fours <= PuzzleProof.MAX_FOURS, p.toLine());
        assertFalse(p.keys.isEmpty(), p.toLine());
        assertTrue(p.difficulty() >= 1 && p.difficulty() <= 5, p.toLine());
      }
    }
  }

  @Test
  void theFirstPuzzlesOfEachRuleAreProvedAgainByTheThreatSearch() throws IOException {
    for (Rule rule : Rule.values()) {
      for (Puzzle p : shipped(rule).subList(0, 8)) {
        assertTrue(p.proves(), rule + ": " + p.toLine());
      }
    }
  }

  @Test
  void aPuzzleWhoseKeyMoveIsTakenAwayFailsItsProof() throws IOException {
    int checked = 0;
    for (Rule rule : Rule.values()) {
      for (Puzzle p : shipped(rule)) {
        if (p.keys.size() != 1 || checked == 6) {
          continue;
        }
        // The defender's last move goes on the key point instead: the recorded answer is no longer there.
        List<Integer> moves = new ArrayList<>(p.moves);
        int key = p.keys.get(0);
        moves.set(moves.size() - 1, key);
        Puzzle broken = new Puzzle(rule, 15, moves, p.fours, p.keys, p.decoys);
        assertFalse(broken.proves(), "still proved without its key: " + broken.toLine());
        assertFalse(new PuzzleProof(rule, 15, moves).vcfKeys(p.fours).contains(key));
        checked++;
      }
    }
    assertEquals(6, checked, "unique-answer puzzles to break");
  }

  @Test
  void aFourThatLosesIsNotAcceptedAsTheAnswer() throws IOException {
    int checked = 0;
    for (Puzzle p : shipped(Rule.FREESTYLE)) {
      if (p.keys.size() != 1 || p.decoys == 0 || checked == 5) {
        continue;
      }
      gomoku.engine.SearchBoard b = new gomoku.engine.SearchBoard(15, Rule.FREESTYLE);
      for (int m : p.moves) {
        b.play(b.fromPoint(m));
      }
      int decoy = -1;
      for (int q = 0; q < 15 * 15 && decoy < 0; q++) {
        int t = b.threat(b.sideToMove(), b.fromPoint(q));
        if (b.isEmpty(b.fromPoint(q)) && t >= gomoku.engine.Threat.FOUR && t < gomoku.engine.Threat.FIVE
            && q != p.keys.get(0)) {
          decoy = q;
        }
      }
      Puzzle wrong = new Puzzle(Rule.FREESTYLE, 15, p.moves, p.fours, List.of(decoy), p.decoys);
      assertFalse(wrong.proves(), "a losing four taken for the answer: " + wrong.toLine());
      assertTrue(p.proves(), p.toLine());
      checked++;
    }
    assertEquals(5, checked);
  }

  @Test
  void aDamagedPuzzleLineIsRefusedInWords() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> Puzzle.parse(Rule.FREESTYLE, 15, "h8i9 x e5 1"));
    assertEquals("not a puzzle line: h8i9 x e5 1", e.getMessage());
  }
}
