package gomoku.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import gomoku.engine.Level;
import gomoku.engine.SearchInfo;
import gomoku.rules.Notation;
import gomoku.rules.Outcome;
import gomoku.rules.Rule;
import gomoku.rules.Stone;
import gomoku.rules.Verdict;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class MatchTest {
  /** A thinker that answers a scripted move after a given number of polls, and records what it was asked. */
  static final class ScriptedThinker extends SearchOnlyThinker {
    final List<String> calls = new ArrayList<>();
    int answer = -1;
    int pollsBeforeAnswer = 2;
    private int polls;
    private boolean running;

    @Override
    public void start(Rule rule, int size, List<Integer> moves, Level level, int millis, int multiPv) {
      calls.add("start " + Notation.moveString(size, moves) + " " + level + (multiPv > 1 ? " analysis" : ""));
      running = true;
      polls = 0;
    }

    @Override
    public int poll() {
      if (!running || ++polls <= pollsBeforeAnswer) {
        return -1;
      }
      running = false;
      return answer;
    }

    /** What the last search reports (null: nothing). */
    SearchInfo report;

    @Override
    public SearchInfo progress() {
      return report;
    }

    @Override
    public void cancel() {
      calls.add("cancel");
      running = false;
    }
  }

  private static int p(String name) {
    return Notation.parsePoint(15, name);
  }

  private static MatchSettings personVsComputer() {
    MatchSettings s = new MatchSettings();
    s.white = PlayerKind.COMPUTER;
    s.setComputer(Level.HARD, 2000);
    return s;
  }

  @Test
  void aRenjuGameWhereBlackCannotMoveIsADrawSaidAsSuch() {
    MatchSettings s = new MatchSettings();
    s.rule = Rule.RENJU;
    Match m = new Match(s);
    m.playSilently(gomoku.rules.RenjuGames.forbiddenOnly());
    assertTrue(m.isOver());
    assertEquals(Status.Kind.DRAW_NO_MOVE, m.status().kind);
    assertEquals("Draw: Black has no move, every empty point is forbidden", m.statusText());
    assertFalse(m.acceptsPersonMove());
  }

  @Test
  void undoStopsAtASetUpPosition() {
    Match m = new Match(new MatchSettings());
    m.playSilently(Notation.parseMoves(15, "h8i9j10"));
    m.setSetupMoves(3);
    assertFalse(m.canUndo(), "the set-up's stones were never played");
    assertFalse(m.replay().step(Integer.MIN_VALUE));
    assertEquals(Verdict.LEGAL, m.playPersonMove(p("a1")));
    assertTrue(m.canUndo());
    m.undo();
    assertEquals(3, m.state().moveCount());
    assertFalse(m.canUndo());
  }

  @Test
  void hotSeatAlternatesAndEndsWithAWin() {
    Match m = new Match(new MatchSettings());
    List<String> events = new ArrayList<>();
    m.addListener(new MatchListener() {
      @Override
      public void stonePlaced(int point, int colour, int moveNumber) {
        events.add(moveNumber + " " + Stone.name(colour) + " " + Notation.name(15, point));
      }

      @Override
      public void gameOver(Outcome outcome, int[] line) {
        events.add(outcome + " " + line.length);
      }
    });
    for (String mv : new String[] {"h8", "a1", "i8", "a2", "j8", "a3", "k8", "a4", "l8"}) {
      assertEquals(Verdict.LEGAL, m.playPersonMove(p(mv)));
    }
    assertEquals("9 black l8", events.get(8));
    assertEquals("BLACK_WINS 5", events.get(9));
    assertEquals(Verdict.GAME_OVER, m.playPersonMove(p("o15")));
  }

  @Test
  void aPausedComputerGameIsAnalysedByOneSearchThatRunsOn() {
    ScriptedThinker t = new ScriptedThinker();
    MatchSettings s = personVsComputer();
    s.black = PlayerKind.COMPUTER;
    Match m = new Match(s, t);
    m.setClock(() -> 0L);
    m.update(); // black starts thinking
    t.answer = p("h8");
    m.setPaused(true); // held: the move found is kept, not played
    for (int i = 0; i < 4; i++) {
      m.update();
    }
    assertEquals(0, m.state().moveCount(), "nothing is played while paused");
    m.study().setAnalysisMode(true);
    t.pollsBeforeAnswer = 1_000; // the analysis goes on deepening
    for (int i = 0; i < 10; i++) {
      m.update();
    }
    long analyses = t.calls.stream().filter(c -> c.endsWith("analysis")).count();
    assertEquals(1, analyses, "one analysis, not one a frame: " + t.calls);
    assertTrue(m.isBusy());
  }

  @Test
  void betweenPeopleTheSideToMoveResignsAndTheGameIsFinal() {
    Match m = new Match(new MatchSettings());
    m.playPersonMove(p("h8"));
    assertEquals(Stone.WHITE, m.endings().personColour());
    assertTrue(m.endings().resign());
    assertEquals(Outcome.BLACK_WINS, m.outcome());
    assertEquals("Black wins: White resigned", m.statusText());
    assertFalse(m.canUndo(), "a resignation is not taken back");
    assertEquals(Verdict.GAME_OVER, m.playPersonMove(p("a1")));
    assertFalse(m.endings().resign(), "nobody is left to resign");
  }

  @Test
  void againstTheComputerThePersonResignsEvenWhileItThinks() {
    ScriptedThinker t = new ScriptedThinker();
    Match m = new Match(personVsComputer(), t);
    m.playPersonMove(p("h8"));
    m.update();
    assertTrue(m.isThinking());
    assertTrue(m.endings().resign());
    assertEquals(Outcome.WHITE_WINS, m.outcome());
    assertTrue(t.calls.contains("cancel"), "the computer stops thinking");
    assertFalse(m.isBusy());
  }

  @Test
  void aDrawBetweenPeopleIsAskedOfTheOtherAndAgreed() {
    Match m = new Match(new MatchSettings());
    m.playPersonMove(p("h8"));
    assertEquals(MatchEndings.DrawAnswer.ASK_OPPONENT, m.endings().offerDraw());
    assertFalse(m.isOver(), "an offer alone ends nothing");
    m.endings().agreeDraw();
    assertEquals(Outcome.DRAW, m.outcome());
    assertEquals("Draw agreed", m.statusText());
  }

  /** Forty stones without five: rows of two black, two white, shifted each row. */
  private static List<Integer> fortyQuietStones() {
    List<Integer> moves = new ArrayList<>();
    for (int y = 0; moves.size() < 40; y++) {
      for (int x = 0; x < 15 && moves.size() < 40; x += 2) {
        int black = y * 15 + x;
        int white = y * 15 + (x + 1);
        if (x + 1 < 15) {
          moves.add(y % 4 < 2 ? black : white);
          moves.add(y % 4 < 2 ? white : black);
        }
      }
    }
    return moves;
  }

  @Test
  void theComputerAcceptsADrawOnlyLateAndLevel() {
    ScriptedThinker t = new ScriptedThinker();
    Match early = new Match(personVsComputer(), t);
    assertEquals(MatchEndings.DrawAnswer.DECLINED, early.endings().offerDraw(), "not at the start");

    for (int score : new int[] {0, 4000}) {
      Match m = new Match(personVsComputer(), t);
      m.playSilently(fortyQuietStones());
      assertFalse(m.isOver(), m.state().moveString());
      m.playPersonMove(p("h8"));
      t.answer = p("i9");
      t.report = new SearchInfo();
      t.report.score = score;
      for (int i = 0; i < 5 && m.state().moveCount() < 42; i++) {
        m.update();
      }
      assertEquals(42, m.state().moveCount());
      assertEquals(score == 0 ? MatchEndings.DrawAnswer.ACCEPTED : MatchEndings.DrawAnswer.DECLINED,
          m.endings().offerDraw(),
          "the computer's score " + score);
      assertEquals(score == 0, m.isOver());
    }
  }

  /** A loaded game: before the computer has moved, the graph's look at the position is its view of a draw. */
  @Test
  void theComputerJudgesADrawOfferInALoadedGameByTheGraphsLook() {
    for (int score : new int[] {0, 4000}) {
      ScriptedThinker t = new ScriptedThinker();
      ScriptedThinker graph = new ScriptedThinker();
      graph.answer = p("h8");
      graph.report = new SearchInfo();
      graph.report.score = score;
      graph.report.depth = 8;
      Match m = new Match(personVsComputer(), t, graph);
      m.playSilently(fortyQuietStones());
      assertEquals(MatchEndings.DrawAnswer.DECLINED, m.endings().offerDraw(), "not looked at yet: declined");
      for (int i = 0; i < 200 && m.review().blackChance(40) < 0; i++) {
        m.update();
      }
      assertTrue(m.review().blackChance(40) >= 0, "the graph looked at the position");
      assertEquals(score == 0 ? MatchEndings.DrawAnswer.ACCEPTED : MatchEndings.DrawAnswer.DECLINED,
          m.endings().offerDraw(),
          "black to move scores " + score);
    }
  }

  @Test
  void theComputerThinksOnItsTurnAndItsMoveArrivesThroughUpdate() {
    ScriptedThinker t = new ScriptedThinker();
    Match m = new Match(personVsComputer(), t);
    m.update();
    assertFalse(m.isThinking(), "black is a person: nothing to think about");
    assertEquals(Verdict.LEGAL, m.playPersonMove(p("h8")));
    m.update();
    assertTrue(m.isThinking());
    assertEquals("start h8 HARD", t.calls.get(0));
    assertEquals(Verdict.NOT_YOUR_TURN, m.playPersonMove(p("a1")), "no clicks while the computer thinks");
    t.answer = p("i9");
    m.update();
    m.update();
    assertEquals(1, m.state().moveCount(), "still thinking after two polls");
    m.update();
    assertEquals("h8i9", m.state().moveString());
    assertFalse(m.isThinking());
    assertTrue(m.acceptsPersonMove());
  }

  @Test
  void undoAgainstTheComputerGoesBackToThePersonsTurn() {
    ScriptedThinker t = new ScriptedThinker();
    t.pollsBeforeAnswer = 0;
    Match m = new Match(personVsComputer(), t);
    m.playPersonMove(p("h8"));
    t.answer = p("i9");
    m.update();
    m.update();
    m.playPersonMove(p("g7"));
    m.update(); // thinking about g7
    assertTrue(m.isThinking());
    m.undo(); // cancels the search and takes back g7
    assertEquals("cancel", t.calls.get(t.calls.size() - 1));
    assertEquals("h8i9", m.state().moveString());
    assertTrue(m.acceptsPersonMove());
    m.undo(); // takes back the computer's i9 and the person's h8
    assertEquals("", m.state().moveString());
    m.redo();
    assertEquals("h8i9", m.state().moveString(), "redo brings back the move and its reply");
    m.update();
    assertFalse(m.isThinking(), "the person is to move after redo");
  }

  @Test
  void aComputerPlayingBlackStartsAtOnceAndAfterUndoPlaysAgain() {
    MatchSettings s = new MatchSettings();
    s.black = PlayerKind.COMPUTER;
    ScriptedThinker t = new ScriptedThinker();
    t.pollsBeforeAnswer = 0;
    t.answer = p("h8");
    Match m = new Match(s, t);
    m.update();
    m.update();
    assertEquals("h8", m.state().moveString());
    m.undo();
    assertEquals("", m.state().moveString());
    m.update();
    assertTrue(m.isThinking(), "with nothing left to undo, the computer plays the first move again");
  }

  @Test
  void disposeCancelsThinkingAndAnIllegalAnswerIsRefusedNotPlayed() {
    ScriptedThinker t = new ScriptedThinker();
    t.pollsBeforeAnswer = 0;
    Match m = new Match(personVsComputer(), t);
    List<Verdict> refused = new ArrayList<>();
    m.addListener(new MatchListener() {
      @Override
      public void moveRefused(int point, Verdict verdict) {
        refused.add(verdict);
      }
    });
    m.playPersonMove(p("h8"));
    t.answer = p("h8"); // occupied
    m.update();
    m.update();
    assertEquals(1, m.state().moveCount());
    assertTrue(refused.contains(Verdict.OCCUPIED));
    m.update(); // thinks again
    m.dispose();
    assertEquals("cancel", t.calls.get(t.calls.size() - 1));
    assertFalse(m.isThinking());
  }

  @Test
  void steppedThinkerFindsAMoveInShortSteps() {
    SteppedThinker t = new SteppedThinker(1L << 20);
    MatchSettings s = personVsComputer();
    s.setComputer(Level.MASTER, 300);
    Match m = new Match(s, t);
    m.playPersonMove(p("h8"));
    int frames = 0;
    while (m.state().moveCount() < 2 && frames < 10_000) {
      m.update();
      frames++;
    }
    assertEquals(2, m.state().moveCount(), "the computer answered");
    // Full strength thinks for its whole 300 ms budget, 10 ms a step: many steps, each one returning.
    assertTrue(frames >= 10, "it took many short steps: " + frames);
  }

  @Test
  void computerAgainstComputerPlaysAWholeGameToItsEnd() {
    MatchSettings s = new MatchSettings();
    s.black = PlayerKind.COMPUTER;
    s.white = PlayerKind.COMPUTER;
    s.setComputer(Level.EASY, 50);
    s.paceMillis = 0;
    s.rule = Rule.RENJU;
    Match m = new Match(s, new SteppedThinker(1L << 20));
    List<Verdict> refused = new ArrayList<>();
    m.addListener(new MatchListener() {
      @Override
      public void moveRefused(int point, Verdict verdict) {
        refused.add(verdict);
      }
    });
    // A guard against a hang, not a speed target: the computer's thinking is counted in milliseconds, so a
    // bound in frames ran out on a fast machine.
    long giveUp = System.currentTimeMillis() + 120_000;
    while (!m.state().outcome().isOver() && System.currentTimeMillis() < giveUp) {
      m.update();
    }
    assertTrue(m.state().outcome().isOver(), "the game ended: " + m.state().moveString());
    assertTrue(refused.isEmpty(), "every computer move was legal: " + refused);
  }

  @Test
  void aHintIsShownNotPlayedAndAMoveCancelsAPendingOne() {
    ScriptedThinker t = new ScriptedThinker();
    t.pollsBeforeAnswer = 1;
    Match m = new Match(new MatchSettings(), t);
    List<Integer> hints = new ArrayList<>();
    m.addListener(new MatchListener() {
      @Override
      public void hintShown(int point) {
        hints.add(point);
      }
    });
    m.playPersonMove(p("h8"));
    assertTrue(m.study().requestHint());
    assertEquals("start h8 " + EngineHelp.HINT_LEVEL, t.calls.get(0));
    t.answer = p("i9");
    m.update();
    m.update();
    assertEquals(List.of(p("i9")), hints);
    assertEquals(1, m.state().moveCount(), "a hint is only shown");
    assertTrue(m.study().requestHint());
    m.playPersonMove(p("g7")); // the person moves before the hint arrives
    assertEquals("cancel", t.calls.get(t.calls.size() - 1));
    m.update();
    m.update();
    assertEquals(1, hints.size(), "the cancelled hint never shows");
  }

  @Test
  void eachComputerColourThinksAtItsOwnLevelAndTime() {
    ScriptedThinker t = new ScriptedThinker();
    MatchSettings s = new MatchSettings();
    s.black = PlayerKind.COMPUTER;
    s.white = PlayerKind.COMPUTER;
    s.blackLevel = Level.BEGINNER;
    s.whiteLevel = Level.MASTER;
    s.paceMillis = 0;
    Match m = new Match(s, t);
    t.answer = p("h8");
    for (int i = 0; i < 4; i++) {
      m.update();
    }
    t.answer = p("i9");
    for (int i = 0; i < 4; i++) {
      m.update();
    }
    assertEquals(List.of("start  BEGINNER", "start h8 MASTER"), t.calls);
    assertEquals("Master, 2 s", s.computerText(gomoku.rules.Stone.WHITE));
  }

  @Test
  void betweenComputersThePaceHoldsAMoveAndPauseHoldsTheGame() {
    ScriptedThinker t = new ScriptedThinker();
    t.pollsBeforeAnswer = 0;
    MatchSettings s = new MatchSettings();
    s.black = PlayerKind.COMPUTER;
    s.white = PlayerKind.COMPUTER;
    s.paceMillis = 1000;
    Match m = new Match(s, t);
    long[] now = {5000};
    m.setClock(() -> now[0]);
    t.answer = p("h8");
    m.update(); // starts black
    m.update(); // black's move arrives; nothing has been played yet, so it is not early
    assertEquals(1, m.state().moveCount());
    t.answer = p("i9");
    m.update(); // starts white
    now[0] += 300;
    m.update(); // white has its move 300 ms after black's: held
    assertEquals(1, m.state().moveCount(), "held until the pace allows");
    now[0] += 700;
    m.update();
    assertEquals(2, m.state().moveCount(), "played once a second has passed");
    m.setPaused(true);
    now[0] += 5000;
    for (int i = 0; i < 5; i++) {
      m.update();
    }
    assertEquals(2, m.state().moveCount(), "nothing moves while paused");
    assertTrue(!m.isThinking() || m.statusText().contains("paused"), m.statusText());
    m.setPaused(false);
    t.answer = p("j10");
    for (int i = 0; i < 3; i++) {
      m.update();
    }
    assertEquals(3, m.state().moveCount(), "resumed");
  }

  @Test
  void analysisRunsWhileAPersonIsToMoveAndRestartsAfterEachMove() {
    ScriptedThinker t = new ScriptedThinker();
    t.pollsBeforeAnswer = 1000;
    Match m = new Match(personVsComputer(), t);
    m.study().setAnalysisMode(true);
    m.update();
    assertEquals("start  " + Level.MASTER + " analysis", t.calls.get(0));
    m.update();
    assertEquals(1, t.calls.size(), "one analysis per position");
    m.playPersonMove(p("h8"));
    assertEquals("cancel", t.calls.get(1));
    t.answer = p("i9");
    t.pollsBeforeAnswer = 0;
    m.update(); // the computer (white) starts
    m.update(); // and plays
    assertEquals(2, m.state().moveCount());
    t.pollsBeforeAnswer = 1000;
    m.update();
    assertEquals("start h8i9 " + Level.MASTER + " analysis", t.calls.get(t.calls.size() - 1));
    m.study().setAnalysisMode(false);
    assertEquals("cancel", t.calls.get(t.calls.size() - 1));
    assertEquals(null, m.study().analysis());
  }

  @Test
  void analysisWithTheRealEngineReportsTopMoves() {
    Match m = new Match(new MatchSettings(), new SteppedThinker(1L << 20));
    m.playPersonMove(p("h8"));
    m.playPersonMove(p("i9"));
    m.study().setAnalysisMode(true);
    for (int frame = 0; frame < 40; frame++) {
      m.update();
    }
    SearchInfo a = m.study().analysis();
    assertTrue(a != null && a.topMoves.length >= 2, "several candidates after 40 steps");
    assertTrue(m.state().check(a.topMoves[0]).isLegal());
  }

  /** The screen keeps drawing exactly while the match is busy; at rest it draws nothing (see ui.Redraws). */
  @Test
  void theMatchIsBusyWhileASearchRunsOrIsDueAndRestsOtherwise() {
    assertFalse(new Match(new MatchSettings(), new ScriptedThinker()).isBusy(), "hot seat: waits for a click");
    ScriptedThinker t = new ScriptedThinker();
    Match m = new Match(personVsComputer(), t);
    assertFalse(m.isBusy(), "the person's turn");
    m.playPersonMove(p("h8"));
    assertTrue(m.isBusy(), "the computer's turn: the next update starts its search");
    t.answer = p("i9");
    m.update();
    assertTrue(m.isBusy() && m.isThinking(), "searching");
    for (int i = 0; i < 3; i++) {
      m.update();
    }
    assertEquals(2, m.state().moveCount());
    assertFalse(m.isBusy(), "the computer has played: the person's turn again");
    m.study().requestHint();
    assertTrue(m.isBusy(), "a hint is being searched");

    MatchSettings both = new MatchSettings();
    both.black = PlayerKind.COMPUTER;
    both.white = PlayerKind.COMPUTER;
    Match paused = new Match(both, new ScriptedThinker());
    assertTrue(paused.isBusy());
    paused.setPaused(true);
    assertFalse(paused.isBusy(), "a paused computer game rests");
    paused.study().setAnalysisMode(true);
    assertTrue(paused.isBusy(), "until it is analysed");
  }

  @Test
  void theClockOfTheSideToMoveRunsGetsItsIncrementAndFlagsALossAtZero() {
    MatchSettings s = new MatchSettings();
    s.clockMillis = 60_000;
    s.incrementMillis = 2_000;
    Match m = new Match(s);
    long[] now = {1000};
    m.setClock(() -> now[0]);
    List<String> over = new ArrayList<>();
    m.addListener(new MatchListener() {
      @Override
      public void gameOver(gomoku.rules.Outcome outcome, int[] line) {
        over.add(outcome + " " + (line == null ? "no line" : "line"));
      }
    });
    assertTrue(m.isClockRunning(), "a clock shows its time running out without input");
    m.update(); // starts the clocks
    now[0] += 10_000;
    m.update();
    assertEquals(50_000, m.timeLeft(gomoku.rules.Stone.BLACK), "black's clock ran while black thought");
    assertEquals(60_000, m.timeLeft(gomoku.rules.Stone.WHITE));
    m.playPersonMove(p("h8"));
    assertEquals(52_000, m.timeLeft(gomoku.rules.Stone.BLACK), "the increment is added after the move");
    now[0] += 61_000;
    m.update();
    assertEquals(0, m.timeLeft(gomoku.rules.Stone.WHITE));
    assertEquals(gomoku.rules.Stone.WHITE, m.timeLoser());
    assertEquals(List.of("BLACK_WINS no line"), over);
    assertTrue(m.isOver());
    assertEquals("White wins on time".replace("White", "Black"), m.statusText());
    assertEquals(Verdict.GAME_OVER, m.playPersonMove(p("i9")), "no move after the flag");
    assertFalse(m.canUndo(), "a loss on time is final");
  }

  /** Under a clock, looking back cannot stop (or switch) the clock of the side to move; after the game it can. */
  @Test
  void underAClockTheGameInProgressIsNotSteppedBackAndTheClockRunsOn() {
    MatchSettings s = new MatchSettings();
    s.clockMillis = 60_000;
    Match m = new Match(s);
    long[] now = {1000};
    m.setClock(() -> now[0]);
    m.update();
    m.playPersonMove(p("h8"));
    m.playPersonMove(p("i9"));
    assertTrue(m.clockForbidsReview());
    assertFalse(m.replay().step(-1), "no stepping back under a running clock");
    assertFalse(m.replay().step(Integer.MIN_VALUE));
    assertFalse(m.replay().enter(2, p("j10")), "no variation either");
    assertEquals(2, m.state().moveCount());
    now[0] += 12_000;
    m.update();
    assertEquals(48_000, m.timeLeft(gomoku.rules.Stone.BLACK), "black's clock ran on");

    for (String move : new String[] {"h7", "i10", "h6", "i11", "h5", "i12", "h4"}) {
      m.playPersonMove(p(move));
    }
    assertTrue(m.isOver(), "black's five");
    assertFalse(m.clockForbidsReview(), "a finished game can be looked through");
    assertTrue(m.replay().step(-1));
    assertEquals(8, m.state().moveCount());

    MatchSettings free = new MatchSettings();
    Match untimed = new Match(free);
    untimed.playPersonMove(p("h8"));
    assertFalse(untimed.clockForbidsReview());
    assertTrue(untimed.replay().step(-1), "without a clock the game is looked through at any time");
  }

  @Test
  void aComputerOnAClockThinksLessWhenItsTimeRunsLow() {
    MatchSettings s = personVsComputer();
    s.clockMillis = 60_000;
    s.incrementMillis = 0;
    s.whiteMillis = 10_000;
    List<Integer> budgets = new ArrayList<>();
    Thinker recording = new SearchOnlyThinker() {
      @Override
      public void start(Rule rule, int size, List<Integer> moves, Level level, int millis, int multiPv) {
        budgets.add(millis);
      }

      @Override
      public int poll() {
        return -1;
      }

      @Override
      public SearchInfo progress() {
        return null;
      }

      @Override
      public void cancel() {}
    };
    Match m2 = new Match(s, recording);
    m2.setClock(() -> 0L);
    m2.playPersonMove(p("h8"));
    m2.update();
    assertEquals(List.of(3000), budgets, "a twentieth of the minute left, not the 10 s setting");
  }

  @Test
  void swap2BetweenPeopleThreeStonesThenTwoMoreThenTheFirstPlayerTakesWhite() {
    MatchSettings s = new MatchSettings();
    s.opening = Opening.SWAP2;
    Match m = new Match(s);
    List<String> phases = new ArrayList<>();
    m.addListener(new MatchListener() {
      @Override
      public void openingChanged(Swap2.Phase phase, Swap2.Choice choice) {
        phases.add(phase + (choice == null ? "" : " by " + choice));
      }
    });
    assertEquals(Swap2.Phase.PLACE_THREE, m.swap2().phase());
    for (String p : new String[] {"h8", "i9", "j8"}) {
      assertTrue(m.playPersonMove(p(p)).isLegal());
    }
    assertEquals(Swap2.Phase.CHOOSE_AFTER_THREE, m.swap2().phase());
    assertEquals(Verdict.NOT_YOUR_TURN, m.playPersonMove(p("k8")), "a choice comes first");
    assertFalse(m.swap2().choose(Swap2.Choice.TAKE_WHITE), "not a choice of this phase");
    assertTrue(m.swap2().choose(Swap2.Choice.TWO_MORE));
    assertTrue(m.playPersonMove(p("g7")).isLegal());
    assertTrue(m.playPersonMove(p("k9")).isLegal());
    assertEquals(Swap2.Phase.CHOOSE_AFTER_FIVE, m.swap2().phase());
    assertTrue(m.swap2().choose(Swap2.Choice.TAKE_WHITE));
    assertEquals(Swap2.Phase.NONE, m.swap2().phase());
    assertEquals(gomoku.rules.Stone.WHITE, m.state().sideToMove(), "white plays the sixth stone");
    assertFalse(m.canUndo(), "the opening stays once chosen");
    assertEquals(List.of("CHOOSE_AFTER_THREE", "PLACE_TWO by TWO_MORE", "CHOOSE_AFTER_FIVE", "NONE by TAKE_WHITE"),
        phases);
  }

  @Test
  void swap1BetweenPeopleTheSecondPlayerOnlyChoosesAColour() {
    MatchSettings s = new MatchSettings();
    s.opening = Opening.SWAP1;
    Match m = new Match(s);
    for (String p : new String[] {"h8", "i9", "j8"}) {
      assertTrue(m.playPersonMove(p(p)).isLegal());
    }
    assertEquals(Swap2.Phase.CHOOSE_AFTER_THREE, m.swap2().phase());
    assertEquals(Status.Kind.SWAP1, Status.of(m).kind);
    assertFalse(m.swap2().allows(Swap2.Choice.TWO_MORE), "swap1 has no two more stones");
    assertFalse(m.swap2().choose(Swap2.Choice.TWO_MORE));
    assertEquals(Swap2.Phase.CHOOSE_AFTER_THREE, m.swap2().phase(), "a refused choice changes nothing");
    assertTrue(m.swap2().choose(Swap2.Choice.SWAP));
    assertEquals(Swap2.Phase.NONE, m.swap2().phase(), "the colour chosen, the opening is over");
    assertEquals(gomoku.rules.Stone.WHITE, m.state().sideToMove(), "white plays the fourth stone");
    assertFalse(m.canUndo(), "the opening stays once chosen");
  }

  @Test
  void swap1AgainstTheComputerAsSecondPlayerItTakesTheBetterColour() {
    ScriptedThinker t = new ScriptedThinker();
    t.pollsBeforeAnswer = 0;
    MatchSettings s = personVsComputer();
    s.opening = Opening.SWAP1;
    Match m = new Match(s, t);
    for (String p : new String[] {"h8", "i9", "j8"}) {
      assertTrue(m.playPersonMove(p(p)).isLegal());
    }
    // The scripted search reports a level score: white is as good as black, so the computer keeps white and plays.
    t.answer = p("g7");
    m.update();
    m.update();
    assertEquals(Swap2.Phase.NONE, m.swap2().phase());
    assertEquals(4, m.state().moveCount(), "its fourth stone is on the board");
    assertEquals(PlayerKind.COMPUTER, m.settings().white);
    assertEquals(Swap2.Choice.SWAP, Swap2.afterThreeOfSwap1(-1), "black better: it takes black");
    assertEquals(Swap2.Choice.PLAY_WHITE, Swap2.afterThreeOfSwap1(0));
  }

  @Test
  void swap2AgainstTheComputerAsSecondPlayerItJudgesTheThreeStonesAndPlaysOn() {
    ScriptedThinker t = new ScriptedThinker();
    t.pollsBeforeAnswer = 0;
    MatchSettings s = personVsComputer();
    s.opening = Opening.SWAP2;
    Match m = new Match(s, t);
    for (String p : new String[] {"h8", "i9", "j8"}) {
      assertTrue(m.playPersonMove(p(p)).isLegal());
    }
    // The scripted search reports no score (level): the computer places two more stones, the fourth from its
    // first search and the fifth from a second (multi-PV) search.
    t.answer = p("g7");
    m.update();
    m.update();
    assertEquals(4, m.state().moveCount());
    assertEquals(Swap2.Phase.PLACE_TWO, m.swap2().phase());
    t.answer = p("k9");
    m.update();
    m.update();
    assertEquals(5, m.state().moveCount());
    assertEquals(Swap2.Phase.CHOOSE_AFTER_FIVE, m.swap2().phase());
    assertTrue(t.calls.get(t.calls.size() - 1).endsWith("analysis"), "the fifth stone came from a multi-PV search");
    assertTrue(m.swap2().awaitsPersonChoice(), "the person (first player) chooses the colour");
    assertTrue(m.swap2().choose(Swap2.Choice.TAKE_BLACK));
    assertEquals(PlayerKind.PERSON, m.settings().black);
    assertEquals(PlayerKind.COMPUTER, m.playerToMove(), "the computer (white) plays the sixth stone");
  }

  @Test
  void swap2WithTheComputerFirstItPlacesATournamentOpeningAndTheSwapGivesThePersonBlack() {
    ScriptedThinker t = new ScriptedThinker();
    MatchSettings s = new MatchSettings();
    s.black = PlayerKind.COMPUTER;
    s.opening = Opening.SWAP2;
    Match m = new Match(s, t);
    int[] opening = {p("h8"), p("i7"), p("k9")};
    m.swap2().setOpenings(List.of(opening), 1);
    m.update();
    assertEquals(List.of(p("h8"), p("i7"), p("k9")), m.state().moves());
    assertTrue(m.swap2().awaitsPersonChoice());
    assertTrue(m.swap2().choose(Swap2.Choice.SWAP));
    assertEquals(PlayerKind.PERSON, m.settings().black, "the person now plays black");
    assertEquals(PlayerKind.COMPUTER, m.playerToMove(), "and the computer, now white, plays the fourth stone");
  }

  @Test
  void computerChoicesFollowTheScore() {
    assertEquals(Swap2.Choice.PLAY_WHITE, Swap2.afterThree(1000)); // white 62% to win
    assertEquals(Swap2.Choice.SWAP, Swap2.afterThree(-1000));
    assertEquals(Swap2.Choice.TWO_MORE, Swap2.afterThree(300)); // 54%: about level
    assertEquals(Swap2.Choice.TWO_MORE, Swap2.afterThree(-300));
    assertEquals(Swap2.Choice.TAKE_WHITE, Swap2.afterFive(0));
    assertEquals(Swap2.Choice.TAKE_BLACK, Swap2.afterFive(-1));
  }

  @Test
  void aNewMoveAfterUndoIsAVariationAndTheGameStaysInTheTree() {
    Match m = new Match(new MatchSettings());
    m.playSilently(Notation.parseMoves(15, "h8i9j10k11"));
    m.undo();
    m.undo();
    m.playPersonMove(p("i10"));
    assertEquals("h8i9i10", m.state().moveString());
    assertEquals(Notation.parseMoves(15, "h8i9j10k11"), m.tree().mainLine(), "the main line is kept");
    assertTrue(m.tree().inVariation());
    assertEquals(List.of(p("j10")), m.tree().alternatives(3));

    // Into the main line's j10 again from the move list, then back into the variation.
    assertTrue(m.replay().enter(3, p("j10")));
    assertEquals("h8i9j10", m.state().moveString());
    assertEquals(Notation.parseMoves(15, "h8i9j10k11"), m.line());
    assertTrue(m.canRedo());
    m.redo();
    assertEquals("h8i9j10k11", m.state().moveString());
    assertTrue(m.replay().enter(3, p("i10")));
    assertEquals("h8i9i10", m.state().moveString());
  }

  @Test
  void promotingAndDeletingAVariation() {
    Match m = new Match(new MatchSettings());
    m.playSilently(Notation.parseMoves(15, "h8i9j10k11"));
    m.replay().step(-2);
    m.playPersonMove(p("i10"));
    m.playPersonMove(p("j9"));
    assertTrue(m.replay().promote());
    assertEquals(Notation.parseMoves(15, "h8i9i10j9"), m.tree().mainLine());
    assertFalse(m.replay().promote(), "already the main line");
    assertFalse(m.replay().delete(), "the main line is not deleted");
    // The old main line is now the variation: enter it and delete it.
    assertTrue(m.replay().enter(3, p("j10")));
    m.redo();
    assertTrue(m.replay().delete());
    assertEquals("h8i9", m.state().moveString(), "back where the deleted variation started");
    assertEquals(Notation.parseMoves(15, "h8i9i10j9"), m.line());
    assertTrue(m.tree().alternatives(3).isEmpty());
  }

  @Test
  void aLoadedTreeWithAnIllegalLineIsRefusedAndTheMatchIsUnchanged() {
    Match m = new Match(new MatchSettings());
    IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
        () -> m.playSilently(gomoku.record.TreeText.read(15, "h8i9(h8)j10")));
    assertTrue(e.getMessage().contains("h8"), e.getMessage());
    assertEquals(0, m.state().moveCount());
    assertEquals(0, m.tree().size());
  }

  @Test
  void againstTheComputerAnotherMoveAfterUndoStartsAVariationTheComputerAnswersIn() {
    ScriptedThinker t = new ScriptedThinker();
    Match m = new Match(personVsComputer(), t);
    m.playSilently(Notation.parseMoves(15, "h8i9"));
    m.undo();
    assertEquals("", m.state().moveString());
    m.playPersonMove(p("g7"));
    t.answer = p("f6");
    for (int i = 0; i < 5; i++) {
      m.update();
    }
    assertEquals("g7f6", m.state().moveString());
    assertEquals(Notation.parseMoves(15, "h8i9"), m.tree().mainLine());
    assertEquals(List.of(p("h8")), m.tree().alternatives(1));
  }

  @Test
  void aForcedWinFoundIsTheWayForwardToStepThrough() {
    ScriptedThinker t = new ScriptedThinker();
    Match m = new Match(new MatchSettings(), t);
    m.playSilently(Notation.parseMoves(15, "h8h9i8i9j8a1"));
    List<Solution> found = new ArrayList<>();
    m.addListener(new MatchListener() {
      @Override
      public void solved(Solution solution) {
        found.add(solution);
      }
    });
    assertTrue(m.study().solve());
    assertTrue(m.study().isSolving());
    assertFalse(m.study().solve(), "one search at a time");
    t.answer = p("g8");
    t.report = new SearchInfo();
    t.report.score = gomoku.engine.Evaluation.MATE - 3;
    t.report.pv = new int[] {p("g8"), p("k8"), p("f8")};
    t.report.topMoves = new int[] {p("g8")};
    t.report.topScores = new int[] {t.report.score};
    for (int i = 0; i < 5; i++) {
      m.update();
    }
    assertEquals(1, found.size());
    assertEquals(Solution.Kind.WIN, found.get(0).kind);
    assertEquals("h8h9i8i9j8a1", m.state().moveString(), "the board stays where it was asked");
    assertEquals(Notation.parseMoves(15, "h8h9i8i9j8a1g8k8f8"), m.line());
    m.redo();
    assertEquals("h8h9i8i9j8a1g8", m.state().moveString());
  }
}
