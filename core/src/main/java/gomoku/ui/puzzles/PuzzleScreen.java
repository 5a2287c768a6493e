package gomoku.ui.puzzles;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import com.badlogic.gdx.utils.Align;
import gomoku.engine.ThreatDefence;
import gomoku.game.MyPuzzles;
import gomoku.game.Puzzle;
import gomoku.game.PuzzleProgress;
import gomoku.game.PuzzleSession;
import gomoku.game.PuzzleTheme;
import gomoku.game.Thinker;
import gomoku.rules.Notation;
import gomoku.rules.Rule;
import gomoku.rules.Verdict;
import gomoku.ui.GomokuGame;
import gomoku.ui.StageScreen;
import gomoku.ui.UiScale;
import gomoku.ui.widgets.Buttons;
import java.util.ArrayList;
import java.util.List;

/**
 * The puzzles: one at a time on the board, the player playing the side that wins by continuous fours (or by threes
 * and fours) and the defender answering each threat; a wrong move is answered and can be taken back; a hint shows the
 * area of a winning move, then the move. Beside the board, the rule, the kind and difficulty shown, the puzzle's
 * number and mark, and what the player has solved (kept in the settings). A rule's puzzle file is read when it is
 * first chosen (the browser fetches it then).
 */
public final class PuzzleScreen extends StageScreen {
  private static final int SIZE = 15;
  private final PuzzleBoard board;
  private final Table panel = new Table();
  private final Label info;
  private final Label task;
  private final Label message;
  private final Label stats;
  private final TextButton[] rules = new TextButton[Rule.values().length];
  private final TextButton difficulty;
  private final TextButton kind;
  /** The player's own puzzles (from reviews) instead of the shipped ones. */
  private final TextButton mine;
  private final TextButton hint;
  private final TextButton takeBack;
  private final TextButton previous;
  private final TextButton next;
  private final TextButton home;
  private Rule rule;
  /** The difficulty shown, 0 for all. */
  private int shown;
  /**
   * The kind button's filter: 0 every kind, 1 to {@link #KINDS} one {@link Puzzle.Kind}, {@link #FORBIDDEN_STEP} (renju
   * only) the wins whose last block is forbidden to black, the shape renju players train on its own.
   */
  private int kindStep;

  private static final int KINDS = Puzzle.Kind.values().length;
  private static final int FORBIDDEN_STEP = KINDS + 1;
  private List<Puzzle> puzzles = new ArrayList<>();
  private PuzzleProgress progress;
  private int index;
  private PuzzleSession session;
  /** Whether this puzzle's end was counted. */
  private boolean counted;

  public PuzzleScreen(GomokuGame game, Rule rule) {
    super(game);
    board = new PuzzleBoard(assets, SIZE, this::tapped);
    stage.addActor(board);
    info = label(0.8f);
    task = label(0.8f);
    message = label(0.8f);
    stats = label(0.7f);
    for (Rule r : Rule.values()) {
      rules[r.ordinal()] = Buttons.of(assets, "default", texts.rule(r), 0.7f, () -> choose(r));
      rules[r.ordinal()].setProgrammaticChangeEvents(false);
    }
    difficulty = Buttons.of(assets, "default", "", 0.7f, () -> {
      shown = (shown + 1) % 6;
      open(firstShown(0, 1));
    });
    kind = Buttons.of(assets, "default", "", 0.7f, () -> {
      kindStep = (kindStep + 1) % (this.rule == Rule.RENJU ? FORBIDDEN_STEP + 1 : KINDS + 1);
      Gdx.app.log(GomokuGame.LOG_TAG, "puzzles kind shown: " + kindName());
      open(firstShown(0, 1));
    });
    kind.setProgrammaticChangeEvents(false);
    difficulty.setProgrammaticChangeEvents(false);
    mine = Buttons.of(assets, "default", texts.get("puzzles.mine"), 0.7f, () -> choose(rule));
    hint = Buttons.action(assets, texts.get("puzzles.hint"), 0.7f, this::showHint);
    takeBack = Buttons.action(assets, texts.get("puzzles.takeBack"), 0.7f, this::takeBack);
    previous = Buttons.action(assets, "<", 0.8f, () -> open(firstShown(index - 1, -1)));
    next = Buttons.action(assets, ">", 0.8f, () -> open(firstShown(index + 1, 1)));
    home = Buttons.action(assets, texts.get("puzzles.home"), 0.7f, game::showHome);
    panel.setBackground(assets.skin.getDrawable("panel"));
    stage.addActor(panel);
    stage.addListener(new com.badlogic.gdx.scenes.scene2d.InputListener() {
      @Override
      public boolean keyDown(com.badlogic.gdx.scenes.scene2d.InputEvent event, int keycode) {
        if (keycode == com.badlogic.gdx.Input.Keys.ESCAPE || keycode == com.badlogic.gdx.Input.Keys.BACK) {
          game.showHome();
          return true;
        }
        return false;
      }
    });
    choose(rule);
  }

  private Label label(float scale) {
    Label l = new Label("", assets.skin);
    l.setWrap(true);
    l.setAlignment(Align.topLeft);
    l.setFontScale(scale);
    return l;
  }

  /** The rule's puzzles (its file read on first use) and its first unseen one of the kind and difficulty shown. */
  private void choose(Rule r) {
    rule = r;
    if (r != Rule.RENJU && kindStep == FORBIDDEN_STEP) {
      kindStep = 0;
    }
    for (Rule each : Rule.values()) {
      rules[each.ordinal()].setChecked(each == r);
    }
    if (mine.isChecked()) {
      start(MyPuzzles.read(r, SIZE, game.puzzles("myPuzzles." + r.name())));
      return;
    }
    String path = "puzzles/" + r.name().toLowerCase() + ".txt";
    puzzles = new ArrayList<>();
    progress = new PuzzleProgress(0, "");
    session = null;
    board.show(null);
    say(texts.get("puzzles.loading"), false);
    refresh();
    game.loadText(path, text -> {
      if (rule != r || mine.isChecked()) {
        return; // the player has chosen something else meanwhile
      }
      if (text == null) {
        say(texts.get("puzzles.unreadable"), true);
      } else {
        start(parse(r, path, text));
      }
    });
  }

  /** The list shown, from its first unseen puzzle of the kind and difficulty shown. */
  private void start(List<Puzzle> list) {
    puzzles = list;
    progress = new PuzzleProgress(puzzles.size(), game.puzzles(progressKey()));
    int start = 0;
    while (start < puzzles.size() && progress.mark(start) != PuzzleProgress.Mark.UNSEEN) {
      start++;
    }
    open(firstShown(start < puzzles.size() ? start : 0, 1));
  }

  /** The rule's puzzles from its file's text; a damaged line is left out and logged. */
  private static List<Puzzle> parse(Rule r, String path, String text) {
    List<Puzzle> out = new ArrayList<>();
    for (String line : text.split("\n")) {
      if (!line.trim().isEmpty() && !line.startsWith("#")) {
        try {
          out.add(Puzzle.parse(r, SIZE, line));
        } catch (RuntimeException e) {
          Gdx.app.log(GomokuGame.LOG_TAG, "puzzle not read in " + path + ": " + e.getMessage());
        }
      }
    }
    return out;
  }

  private String progressKey() {
    return (mine.isChecked() ? "puzzles.mine." : "puzzles.") + rule.name();
  }

  private boolean kindMatches(Puzzle p) {
    if (kindStep == 0) {
      return true;
    }
    return kindStep == FORBIDDEN_STEP ? p.theme == PuzzleTheme.FORBIDDEN_BLOCK
        : p.kind == Puzzle.Kind.values()[kindStep - 1];
  }

  /** The filter's name: a kind's, FORBIDDEN_BLOCK or all. */
  private String kindName() {
    return kindStep == 0 ? "all"
        : kindStep == FORBIDDEN_STEP ? PuzzleTheme.FORBIDDEN_BLOCK.name() : Puzzle.Kind.values()[kindStep - 1].name();
  }

  /** From {@code from} in direction {@code step}, the first puzzle of the kind and difficulty shown (wrapping), or -1. */
  private int firstShown(int from, int step) {
    for (int i = 0; i < puzzles.size(); i++) {
      int at = Math.floorMod(from + i * step, puzzles.size());
      Puzzle p = puzzles.get(at);
      if ((shown == 0 || p.difficulty() == shown) && kindMatches(p)) {
        return at;
      }
    }
    return -1;
  }

  private void open(int at) {
    stopAnswering();
    difficulty.setText(shown == 0 ? texts.get("puzzles.difficultyAll") : texts.format("puzzles.difficulty", shown));
    kind.setText(texts.get(kindStep == 0 ? "puzzles.kindAll" : "puzzles.kind." + kindName()));
    kind.setChecked(kindStep != 0); // lit while it filters
    difficulty.setChecked(shown != 0);
    fitFilters();
    if (at < 0) {
      session = null;
      board.show(null);
      say(texts.get(mine.isChecked() && puzzles.isEmpty() ? "puzzles.noneMine"
          : kindStep != 0 ? "puzzles.noneKind" : "puzzles.none"), false);
      refresh();
      return;
    }
    index = at;
    session = new PuzzleSession(puzzles.get(at));
    counted = false;
    board.show(session);
    say("", false);
    Gdx.app.log(GomokuGame.LOG_TAG,
        "puzzle shown: " + rule.title + (mine.isChecked() ? " mine " : " ") + (at + 1) + " of " + puzzles.size() + ": "
            + puzzles.get(at).toLine());
    refresh();
  }

  private void tapped(int point) {
    if (session == null) {
      return;
    }
    String name = Notation.name(SIZE, point);
    if (session.result() != PuzzleSession.Result.GOING) {
      say(texts.get("puzzles.over"), true);
      return;
    }
    if (game.confirmMoves() && board.pending != point && session.state().check(point).isLegal()) {
      board.pending = point;
      Gdx.app.log(GomokuGame.LOG_TAG, "proposed: " + name);
      return;
    }
    board.pending = -1;
    board.hint = -1;
    int answer = session.play(point);
    if (!session.lastVerdict().isLegal()) {
      say(name + ": " + texts.verdict(session.lastVerdict()), true);
      return;
    }
    if (answer == PuzzleSession.THINKING) {
      // The defender's answer to a threat may take seconds to prove: found off the frame, shown by render.
      answering = name;
      defender().startDefence(session.question());
      Gdx.app.log(GomokuGame.LOG_TAG, "puzzle move: " + name + ", the defender thinks");
      say(texts.get("play.thinking") + "…", false);
      refresh();
      return;
    }
    moved(name, answer);
  }

  /** The move the defender is answering (its name), while its thinker works; else null. */
  private String answering;
  /** Finds the defender's answers in VCT puzzles off the frame (made at the first). */
  private Thinker defender;

  private Thinker defender() {
    if (defender == null) {
      defender = game.newThinker();
    }
    return defender;
  }

  @Override
  public void render(float delta) {
    if (answering != null && session != null && session.question() != null) {
      ThreatDefence found = defender.defence();
      if (found != null) {
        String name = answering;
        answering = null;
        moved(name, session.answer(found));
      }
    }
    super.render(delta);
  }

  @Override
  protected boolean isMoving() {
    return super.isMoving() || answering != null;
  }

  /** The defender stops thinking: the move it answered was taken back, or the puzzle left. */
  private void stopAnswering() {
    answering = null;
    if (defender != null) {
      defender.cancel();
    }
  }

  @Override
  public void dispose() {
    if (defender != null) {
      defender.dispose();
    }
    super.dispose();
  }

  /** After the player's move {@code name} and the defender's {@code answer} (-1: none): the verdict, said and kept. */
  private void moved(String name, int answer) {
    String answered = answer < 0 ? "—" : Notation.name(SIZE, answer);
    Gdx.app.log(GomokuGame.LOG_TAG, "puzzle move: " + name + ", answer " + answered + ", " + session.result());
    if (session.result() == PuzzleSession.Result.SOLVED) {
      count(true);
      // The shape that decided it, named once solved (before, it would give the answer away).
      PuzzleTheme theme = session.theme();
      say(texts.get("puzzles.solved")
          + (theme == PuzzleTheme.NONE ? "" : " · " + texts.get("puzzles.theme." + theme.name())), false);
    } else if (session.result() == PuzzleSession.Result.FAILED) {
      count(false);
      say(answer < 0 ? texts.get(session.failure() + "Free") : texts.format(session.failure(), answered), true);
    } else {
      say("", false);
    }
    refresh();
  }

  /** The puzzle's end, once: its mark, the streak and the rating, kept. */
  private void count(boolean solved) {
    if (counted && !solved) {
      return;
    }
    counted = true;
    Gdx.app.log(GomokuGame.LOG_TAG,
        "puzzle over: " + (solved ? "solved" : "failed") + ", theme " + session.theme().token);
    progress.record(index, puzzles.get(index).difficulty(), solved, session.hints() > 0);
    game.setPuzzles(progressKey(), progress.toText());
  }

  private void showHint() {
    if (session == null) {
      return;
    }
    board.hint = session.hint();
    board.hintIsMove = session.hintIsMove();
    if (board.hint >= 0) {
      say(texts.get(board.hintIsMove ? "puzzles.hintMove" : "puzzles.hintArea"), false);
      Gdx.app.log(GomokuGame.LOG_TAG,
          "puzzle hint: " + (board.hintIsMove ? "move " : "area ") + Notation.name(SIZE, board.hint));
    }
  }

  private void takeBack() {
    stopAnswering();
    if (session != null && session.takeBack()) {
      board.hint = -1;
      board.pending = -1;
      say("", false);
      Gdx.app.log(GomokuGame.LOG_TAG, "puzzle take back: " + session.played().size() + " moves played");
      refresh();
    }
  }

  private void say(String text, boolean warning) {
    message.setText(text);
    message.setStyle(assets.skin.get(warning ? "warning" : "default", Label.LabelStyle.class));
    message.setFontScale(0.8f);
    if (!text.isEmpty()) {
      Gdx.app.log(GomokuGame.LOG_TAG, "message: " + text);
    }
  }

  private void refresh() {
    if (session != null) {
      Puzzle p = session.puzzle;
      info.setText(texts.format("puzzles.info", index + 1, puzzles.size(), p.difficulty(),
          texts.get("puzzles.mark." + progress.mark(index).name())));
      String key = p.kind == Puzzle.Kind.VCT ? "puzzles.taskVct"
          : p.kind == Puzzle.Kind.DEFENCE ? "puzzles.taskDefence" : "puzzles.task";
      task.setText(texts.format(key, texts.colour(session.attacker), p.threats));
    } else {
      info.setText("");
      task.setText("");
    }
    stats.setText(texts.format("puzzles.stats", progress.solved(), puzzles.size(), progress.streak(),
        progress.rating()));
    takeBack.setDisabled(session == null || session.played().isEmpty());
    hint.setDisabled(session == null || session.result() != PuzzleSession.Result.GOING || session.question() != null);
  }

  /** The filter buttons' width (a third of the panel), set by the layout. */
  private float filterWidth;

  /** The filter buttons' texts at their scale, or smaller where a language's words are longer than a third. */
  private void fitFilters() {
    if (filterWidth > 0) {
      for (TextButton b : new TextButton[] {kind, difficulty, mine}) {
        Buttons.fitLabel(b, filterWidth, 0.7f);
      }
    }
  }

  @Override
  protected void layout(float width, float height) {
    float gap = Math.min(width, height) < 600 ? 8 : 24;
    boolean below = height > width * 1.15f;
    float panelWidth = below ? width - 2 * gap : Math.min(380, Math.max(280, width - height));
    float inner = panelWidth - 30;
    float h = UiScale.BUTTON_H;
    panel.clearChildren();
    panel.pad(12).defaults().pad(3);
    boolean compact = height < 520; // a phone on its side: no title, the buttons in one row, shorter texts
    if (!compact) {
      Label title = new Label(texts.get("puzzles.title"), assets.skin);
      title.setFontScale(0.85f);
      panel.add(title).width(inner).left().row();
    }
    Table ruleRow = new Table();
    float third = (inner - 12) / 3;
    for (TextButton b : rules) {
      ruleRow.add(b).width(third).height(h).padRight(b == rules[rules.length - 1] ? 0 : 6);
    }
    panel.add(ruleRow).row();
    filterWidth = third;
    fitFilters();
    Table filters = new Table();
    filters.add(kind).width(third).height(h).padRight(6);
    filters.add(difficulty).width(third).height(h).padRight(6);
    filters.add(mine).width(third).height(h);
    panel.add(filters).row();
    float line = info.getStyle().font.getLineHeight() * 0.8f;
    panel.add(info).width(inner).height(line * (compact ? 1 : 2)).left().row();
    panel.add(task).width(inner).height(line * 2).left().row();
    panel.add(message).width(inner).height(line * (compact ? 2 : 3)).left().row();
    Table actions = new Table();
    if (compact) {
      float fifth = (inner - 24) / 5;
      for (TextButton b : new TextButton[] {hint, takeBack, home}) {
        Buttons.fitLabel(b, fifth, 0.7f);
      }
      for (TextButton b : new TextButton[] {hint, takeBack, previous, next, home}) {
        actions.add(b).width(fifth).height(h).padRight(b == home ? 0 : 6);
      }
    } else {
      float half = (inner - 6) / 2;
      Buttons.fitLabel(hint, half, 0.7f);
      Buttons.fitLabel(takeBack, half, 0.7f);
      Buttons.fitLabel(home, third, 0.7f);
      actions.add(hint).width(half).height(h).padRight(6);
      actions.add(takeBack).width(half).height(h).row();
      Table steps = new Table();
      steps.add(previous).width(third).height(h).padRight(6);
      steps.add(next).width(third).height(h).padRight(6);
      steps.add(home).width(third).height(h);
      actions.add(steps).colspan(2).padTop(6);
    }
    panel.add(actions).row();
    panel.add(stats).width(inner).height(line * (compact ? 1 : 2)).left().row();
    panel.setWidth(panelWidth);
    panel.pack();
    panel.setSize(panelWidth, panel.getPrefHeight());
    placeBoardAndPanel(board, panel, width, height, panelWidth, below, gap);
    logBoardLayout(board);
    panel.validate();
    String[] names = {"Hint", "Take back", "Previous", "Next", "Home", "Difficulty", "Kind", "Mine"};
    TextButton[] buttons = {hint, takeBack, previous, next, home, difficulty, kind, mine};
    for (int i = 0; i < names.length; i++) {
      logCentre("puzzles: " + names[i], buttons[i]);
    }
    for (Rule r : Rule.values()) {
      logCentre("puzzles: Rule " + r.title, rules[r.ordinal()]);
    }
    Gdx.app.log(GomokuGame.LOG_TAG, "puzzles shown");
  }
}
