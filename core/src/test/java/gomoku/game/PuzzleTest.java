package gomoku.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.rules.GameState;
import gomoku.rules.Notation;
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

  static List<Puzzle> shipped(Rule rule, Puzzle.Kind kind) throws IOException {
    List<Puzzle> out = new ArrayList<>();
    for (Puzzle p : shipped(rule)) {
      if (p.kind == kind) {
        out.add(p);
      }
    }
    return out;
  }

  @Test
  void everyRuleShipsAtLeastThreeHundredPuzzlesOfLegalGamesOfBothKinds() throws IOException {
    for (Rule rule : Rule.values()) {
      List<Puzzle> puzzles = shipped(rule);
      assertTrue(puzzles.size() >= 300, rule + ": " + puzzles.size());
      for (Puzzle.Kind kind : new Puzzle.Kind[] {Puzzle.Kind.VCT, Puzzle.Kind.DEFENCE}) {
        assertTrue(shipped(rule, kind).size() >= 100, rule + ": " + kind + " " + shipped(rule, kind).size());
      }
      for (Puzzle p : puzzles) {
        GameState.replay(rule, 15, p.moves); // throws on an illegal move
        if (p.kind == Puzzle.Kind.VCF) {
          assertTrue(p.threats >= 3 && p.threats <= PuzzleProof.MAX_FOURS, p.toLine());
        } else if (p.kind == Puzzle.Kind.DEFENCE) {
          assertTrue(p.threats >= 1 && p.keys.size() <= 2, p.toLine());
        } else {
          assertTrue(p.threats >= 2 && p.threats <= PuzzleProof.MAX_THREATS, p.toLine());
        }
        assertFalse(p.keys.isEmpty(), p.toLine());
        assertTrue(p.difficulty() >= 1 && p.difficulty() <= 5, p.toLine());
      }
    }
  }

  @Test
  void theFirstPuzzlesOfEachRuleAndKindAreProvedAgainByTheThreatSearch() throws IOException {
    for (Rule rule : Rule.values()) {
      for (Puzzle p : shipped(rule, Puzzle.Kind.VCF).subList(0, 8)) {
        assertTrue(p.proves(), rule + ": " + p.toLine());
      }
      for (Puzzle p : shipped(rule, Puzzle.Kind.VCT).subList(0, 4)) {
        assertTrue(p.proves(), rule + ": " + p.toLine());
      }
      for (Puzzle p : shipped(rule, Puzzle.Kind.DEFENCE).subList(0, 4)) {
        assertTrue(p.proves(), rule + ": " + p.toLine());
      }
    }
  }

  @Test
  void aVctPuzzleWhoseKeyMoveIsTakenAwayFailsItsProof() throws IOException {
    int checked = 0;
    for (Rule rule : Rule.values()) {
      for (Puzzle p : shipped(rule, Puzzle.Kind.VCT)) {
        if (p.keys.size() != 1 || checked == 2 * (rule.ordinal() + 1)) {
          continue;
        }
        // The defender's last move goes on the key point instead.
        List<Integer> moves = new ArrayList<>(p.moves);
        int key = p.keys.get(0);
        moves.set(moves.size() - 1, key);
        Puzzle broken = new Puzzle(rule, 15, moves, Puzzle.Kind.VCT, p.threats, p.keys, p.decoys);
        assertFalse(broken.proves(), "still proved without its key: " + broken.toLine());
        assertFalse(new PuzzleProof(rule, 15, moves).vctKeys(p.threats).contains(key));
        checked++;
      }
    }
    assertEquals(6, checked, "unique-answer VCT puzzles to break");
  }

  @Test
  void aDefencePuzzleIsRefusedWhenItsDefenceIsTakenAwayOrAnotherMoveIsTakenForIt() throws IOException {
    int checked = 0;
    for (Rule rule : Rule.values()) {
      Puzzle p = shipped(rule, Puzzle.Kind.DEFENCE).get(0);
      PuzzleProof proof = new PuzzleProof(rule, 15, p.moves);
      assertTrue(proof.threatFours() >= 1, "the other side threatens a win by fours: " + p.toLine());
      // Another move named the defence: the proof finds the real one instead.
      int other = 0;
      while (p.moves.contains(other) || p.keys.contains(other)) {
        other++;
      }
      Puzzle wrong = new Puzzle(rule, 15, p.moves, Puzzle.Kind.DEFENCE, p.threats, List.of(other), p.decoys);
      assertFalse(wrong.proves(), "a move that does not stop the win taken for the defence: " + wrong.toLine());
      // The attacker's last move put on the defence point instead: that point is no longer the defender's to play.
      List<Integer> moves = new ArrayList<>(p.moves);
      moves.set(moves.size() - 1, p.keys.get(0));
      Puzzle broken = new Puzzle(rule, 15, moves, Puzzle.Kind.DEFENCE, p.threats, p.keys, p.decoys);
      assertFalse(broken.proves(), "still proved with its defence point taken: " + broken.toLine());
      checked++;
    }
    assertEquals(3, checked);
  }

  @Test
  void aVctPuzzleIsNotAVcfOne() throws IOException {
    for (Rule rule : Rule.values()) {
      Puzzle p = shipped(rule, Puzzle.Kind.VCT).get(0);
      PuzzleProof proof = new PuzzleProof(rule, 15, p.moves);
      assertEquals(0, proof.vcfLength(), "no win by fours alone: " + p.toLine());
      assertTrue(proof.vctLength() >= 2, p.toLine());
      Puzzle asVcf = new Puzzle(rule, 15, p.moves, Puzzle.Kind.VCF, p.threats, p.keys, p.decoys);
      assertFalse(asVcf.proves(), "a VCT taken for a VCF: " + p.toLine());
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
        Puzzle broken = new Puzzle(rule, 15, moves, p.threats, p.keys, p.decoys);
        assertFalse(broken.proves(), "still proved without its key: " + broken.toLine());
        assertFalse(new PuzzleProof(rule, 15, moves).vcfKeys(p.threats).contains(key));
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
      Puzzle wrong = new Puzzle(Rule.FREESTYLE, 15, p.moves, p.threats, List.of(decoy), p.decoys);
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
    e = assertThrows(IllegalArgumentException.class, () -> Puzzle.parse(Rule.FREESTYLE, 15, "h8i9 3 e5 1 vcx"));
    assertEquals("not a puzzle line: h8i9 3 e5 1 vcx", e.getMessage());
  }

  @Test
  void aPuzzleLineReadsBackAsWritten() {
    Puzzle vct = Puzzle.parse(Rule.RENJU, 15, "h8i9h9i8 3 h10,h7 4 vct");
    assertEquals(Puzzle.Kind.VCT, vct.kind);
    assertEquals(3, vct.threats);
    assertEquals("h8i9h9i8 3 h10,h7 4 vct", vct.toLine());
    assertEquals(Puzzle.Kind.VCF, Puzzle.parse(Rule.RENJU, 15, "h8i9h9i8 3 h10 4").kind);
  }

  @Test
  void aThemeIsWrittenAfterTheKindAndReadBack() {
    Puzzle vct = Puzzle.parse(Rule.RENJU, 15, "h8i9h9i8 3 h10,h7 4 vct 3-3");
    assertEquals(Puzzle.Kind.VCT, vct.kind);
    assertEquals(PuzzleTheme.THREE_THREE, vct.theme);
    assertEquals("h8i9h9i8 3 h10,h7 4 vct 3-3", vct.toLine());
    Puzzle vcf = Puzzle.parse(Rule.RENJU, 15, "h8i9h9i8 3 h10 4 forbidden");
    assertEquals(Puzzle.Kind.VCF, vcf.kind);
    assertEquals(PuzzleTheme.FORBIDDEN_BLOCK, vcf.theme);
    assertEquals(PuzzleTheme.NONE, Puzzle.parse(Rule.RENJU, 15, "h8i9h9i8 3 h10 4").theme);
    for (String bad : new String[] {"h8i9 3 e5 1 vct 5-5", "h8i9 3 e5 1 4-3 vct", "h8i9 3 e5 1 vct 4-3 4-4"}) {
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> Puzzle.parse(Rule.FREESTYLE, 15, bad));
      assertEquals("not a puzzle line: " + bad, e.getMessage());
    }
  }

  /** The shape named is the first attacking move of the win that leaves two threats at once. */
  @Test
  void theThemeNamesTheShapeThatDecides() {
    // Black's three h8-j8 (blocked at g8) and k9-k11 (blocked at k12): k8 is the only one-four win, a 4-4.
    assertEquals(PuzzleTheme.DOUBLE_FOUR, theme("h8g8i8k12j8a1k9a3k10a5k11a7", 1));
    // Black's open three h8-j8 alone: its four is a straight one.
    assertEquals(PuzzleTheme.OPEN_FOUR, theme("h8a1i8a3j8a5", 1));
    // The three blocked at g8, and two at k9-k10: k8 is a four and an open three.
    assertEquals(PuzzleTheme.FOUR_THREE, theme("h8g8i8a1j8a3k9a5k10a7", 2));
  }

  private static PuzzleTheme theme(String moves, int fours) {
    return new PuzzleProof(Rule.FREESTYLE, 15, Notation.parseMoves(15, moves)).theme(fours, false, false);
  }

  /**
   * Every shipped puzzle names its theme, and renju has the wins its players train apart: white's, whose last four's
   * block is forbidden to black; the first of them proved again with its theme.
   */
  @Test
  void shippedPuzzlesNameTheirThemeAndRenjuHasForbiddenBlocks() throws IOException {
    for (Rule rule : Rule.values()) {
      for (Puzzle p : shipped(rule)) {
        assertTrue(p.theme != PuzzleTheme.NONE, p.toLine());
      }
    }
    List<Puzzle> forbidden = new ArrayList<>();
    for (Puzzle p : shipped(Rule.RENJU)) {
      if (p.theme == PuzzleTheme.FORBIDDEN_BLOCK) {
        assertEquals(1, p.moves.size() % 2, "white to move: " + p.toLine());
        forbidden.add(p);
      }
    }
    assertTrue(forbidden.size() >= 50, "forbidden-block puzzles: " + forbidden.size());
    assertTrue(forbidden.get(0).proves(), forbidden.get(0).toLine());
    assertEquals(PuzzleTheme.FORBIDDEN_BLOCK, forbidden.get(0).withFoundTheme().theme);
  }
}
