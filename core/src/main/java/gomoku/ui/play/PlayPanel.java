package gomoku.ui.play;

import gomoku.ui.Assets;
import gomoku.ui.widgets.Buttons;
import gomoku.ui.Texts;
import gomoku.ui.UiScale;

import com.badlogic.gdx.graphics.g2d.GlyphLayout;
import com.badlogic.gdx.scenes.scene2d.Actor;
import com.badlogic.gdx.scenes.scene2d.actions.Actions;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.Stack;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import com.badlogic.gdx.scenes.scene2d.utils.ChangeListener;
import com.badlogic.gdx.utils.Align;
import gomoku.game.Match;
import gomoku.game.MatchSettings;
import gomoku.rules.Stone;

/**
 * The game's panel: the game's title and players, the clocks, the status line, the computer's thinking or the
 * analysis, a message line, and the buttons. It arranges itself for where it sits ({@link Shape}); the screen
 * wires the buttons and feeds the texts.
 */
final class PlayPanel extends Table {
  /** Where the panel sits. */
  enum Shape {
    /** A column beside the board, tall enough for everything (a desktop window, a tablet on its side). */
    COLUMN,
    /** A column beside the board in a short window (a phone on its side): no title, fewer lines. */
    SHORT_COLUMN,
    /**
     * Under the board (a phone held upright, a tall window): the moves and the graph in the room the board leaves, a
     * bar of the five actions used most, and the rest in a sheet that slides up ({@link #sheet}).
     */
    BELOW
  }

  private static final float BUTTON_GAP = 6;
  private static final float LABEL_SCALE = 0.7f;
  private static final float REVIEW_SCALE = 0.75f;

  private final Assets assets;
  private final Match match;
  final Label title;
  final Label players;
  /** Both clocks when the game has them. */
  final Label clocks;
  final Label status;
  private float statusWidth;
  /** The status as last set: its line, and the line under it when there is room (null: none). */
  private String statusFirst = "";

  private String statusSecond;
  /** How tight a column is laid out to fit the window's height: 1 less padding, 2 a smaller graph, 3 no legend. */
  private int tight;
  /** The thinking panel's figures, or the analysis: smaller, under the status line. */
  final Label details;
  final Label message;
  /** "F1: help and keyboard shortcuts", where there is a keyboard. */
  final Label keys;
  final TextButton undo;
  final TextButton redo;
  final TextButton numbers;
  final TextButton newGame;
  final TextButton hint;
  final TextButton analyse;
  final TextButton thinking;
  final TextButton pause;
  final TextButton first;
  final TextButton back;
  final TextButton forward;
  final TextButton last;
  final TextButton copy;
  /** The board as a picture: a touch screen's way to what a keyboard gets with P (only there: a narrow column). */
  final TextButton picture;
  final TextButton load;
  final TextButton help;
  final TextButton resign;
  final TextButton draw;
  /** The game's moves; a pick shows the game at that move. */
  final MoveList moves;
  /** Black's win chance over the game; a pick shows the game at that position. */
  final WinChanceGraph graph;
  /** What the graph shows, in words, over it. */
  private final Label graphLegend;
  /** The review's word on the move on the board, its progress, or its summary (under the message while one shows). */
  final Label reviewText;
  final TextButton review;
  final TextButton solve;
  /** Under the board: opens the sheet of the actions the bar has no room for. */
  final TextButton more;
  /** Under the board: the actions that are not on the bar, in rows, for the screen to slide up over the panel. */
  public final Table sheet = new Table();
  /** The players' line, in the sheet under the board (the panel keeps its room for the moves). */
  final Label sheetPlayers;
  private final boolean keyboard;
  private Shape shape;
  private float arrangedWidth;
  private float arrangedHeight;
  private int moveRows;

  PlayPanel(Assets assets, Texts texts, Match match, boolean keyboard, MoveList.Picks picks) {
    this.assets = assets;
    this.match = match;
    this.keyboard = keyboard;
    setBackground(assets.skin.getDrawable("panel"));
    moves = new MoveList(assets, match.review(), picks);
    graph = new WinChanceGraph(assets, match.review(), () -> match.state().moveCount(), picks::move);
    graphLegend = new Label(texts.get("play.graphLegend"), assets.skin, "dim");
    graphLegend.setFontScale(0.6f);
    graphLegend.setEllipsis(true);
    reviewText = new Label("", assets.skin, "dim");
    reviewText.setFontScale(REVIEW_SCALE);
    reviewText.setWrap(true);
    reviewText.setAlignment(Align.topLeft);
    MatchSettings s = match.settings();
    title = new Label(texts.rule(s.rule) + " · " + s.size + "×" + s.size, assets.skin);
    title.setEllipsis(true);
    players = new Label("", assets.skin, "dim");
    players.setWrap(true);
    players.setFontScale(0.8f);
    showPlayers(texts);
    clocks = new Label("", assets.skin);
    clocks.setFontScale(0.9f);
    status = new Label("", assets.skin);
    status.setWrap(true);
    status.setAlignment(Align.topLeft);
    details = new Label("", assets.skin, "dim");
    details.setWrap(true);
    details.setAlignment(Align.topLeft);
    details.setFontScale(0.8f);
    message = new Label("", assets.skin);
    message.setFontScale(0.85f);
    message.setWrap(true);
    message.setAlignment(Align.topLeft);
    keys = new Label(texts.get("play.keys"), assets.skin, "dim");
    keys.setFontScale(0.7f);
    keys.setWrap(true);
    undo = button(texts.get("play.undo"));
    redo = button(texts.get("play.redo"));
    numbers = toggle(texts.get("play.numbers"));
    newGame = button(texts.get("play.new"));
    resign = button(texts.get("play.resign"));
    draw = button(texts.get("play.draw"));
    hint = button(texts.get("play.hint"));
    review = button(texts.get("play.review"));
    solve = button(texts.get("play.solve"));
    analyse = toggle(texts.get("play.analyse"));
    thinking = toggle(texts.get("play.thinking"));
    thinking.setChecked(true);
    pause = button(texts.get("play.pause"));
    first = button("|<");
    back = button("<");
    forward = button(">");
    last = button(">|");
    copy = button(texts.get("play.copy"));
    picture = button(texts.get("play.picture"));
    load = button(texts.get("play.load"));
    help = button("?"); // help, in any language
    more = button(texts.get("play.more"));
    sheetPlayers = new Label("", assets.skin, "dim");
    sheetPlayers.setWrap(true);
    sheetPlayers.setFontScale(0.8f);
    sheetPlayers.setText(players.getText());
    sheet.setBackground(assets.skin.getDrawable("panel"));
    sheet.setTouchable(com.badlogic.gdx.scenes.scene2d.Touchable.enabled); // a tap between its buttons stays in it
  }

  /** "Black: Person · White: Computer (Medium, 2 s)" (a swap2 choice may exchange them). */
  void showPlayers(Texts texts) {
    MatchSettings s = match.settings();
    players.setText(texts.format("players", texts.colour(Stone.BLACK), texts.player(s, Stone.BLACK),
        texts.colour(Stone.WHITE), texts.player(s, Stone.WHITE)));
    if (sheetPlayers != null) {
      sheetPlayers.setText(players.getText());
    }
  }

  /** Runs {@code action} when {@code b} is pressed (and then {@code after}). */
  static void onPress(TextButton b, Runnable action, Runnable after) {
    b.addListener(new ChangeListener() {
      @Override
      public void changed(ChangeEvent event, Actor actor) {
        action.run();
        after.run();
      }
    });
  }

  private TextButton button(String text) {
    return button(text, "action");
  }

  private TextButton button(String text, String style) {
    TextButton b = new TextButton(text, assets.skin, style);
    b.getLabel().setFontScale(LABEL_SCALE);
    b.getLabel().setEllipsis(true);
    b.getLabelCell().minWidth(0);
    return b;
  }

  /** A button that shows a state (checked: on); the screen sets the state, so setting it fires nothing. */
  private TextButton toggle(String text) {
    TextButton b = button(text, "default");
    b.setProgrammaticChangeEvents(false);
    return b;
  }

  /**
   * The buttons by a name that does not change with the language or the button's text (for the log, which tests
   * read), in reading order.
   */
  public String[] buttonNames() {
    return new String[] {"undo", "redo", "hint", "pause", "review", "first", "back", "forward", "last", "help",
      "analyse", "solve", "thinking", "numbers", "picture", "copy", "load", "new", "resign", "draw", "more"};
  }

  public TextButton[] buttons() {
    return new TextButton[] {undo, redo, hint, pause, review, first, back, forward, last, help, analyse, solve,
      thinking, numbers, picture, copy, load, newGame, resign, draw, more};
  }

  /** Whether {@code b} sits in the sheet (under the board) rather than on the panel. */
  public boolean inSheet(TextButton b) {
    return b.isDescendantOf(sheet);
  }

  /** Hint for a person, Pause between computers (there is no person to hint). */
  private TextButton hintOrPause() {
    return match.settings().computersOnly() ? pause : hint;
  }

  /** Says {@code text} for a few seconds in the label style of its kind ("default", "caution", "warning"). */
  void say(String text, String style) {
    message.setStyle(assets.skin.get(style, Label.LabelStyle.class));
    message.setText(text);
    message.clearActions();
    message.getColor().a = 1;
    reviewText.setVisible(false);
    message.addAction(Actions.sequence(Actions.delay(2.5f), Actions.fadeOut(0.6f), Actions.run(() -> {
      message.setText("");
      reviewText.setVisible(true);
    })));
  }

  /** Ends the message shown now, so that the review's words (an answer that just came) show at once. */
  void endMessage() {
    message.clearActions();
    message.setText("");
    reviewText.setVisible(true);
  }

  /**
   * The review's words, where the message line is while no message shows; set smaller when they would take more lines
   * than the place has.
   */
  void showReview(String text) {
    if (reviewText.textEquals(text)) {
      return;
    }
    reviewText.setText(text);
    float scale = REVIEW_SCALE;
    if (statusWidth > 0) {
      float natural = new GlyphLayout(reviewText.getStyle().font, text).width * REVIEW_SCALE;
      int lines = shape == Shape.SHORT_COLUMN ? 1 : 2;
      // Wrapping breaks between words: a line holds a little less than the whole width.
      float room = lines * statusWidth * 0.9f;
      if (natural > room) {
        scale = Math.max(REVIEW_SCALE * 0.7f, REVIEW_SCALE * (float) Math.sqrt(room / natural));
      }
    }
    reviewText.setFontScale(scale);
  }

  /**
   * Lays the panel out for {@code shape} at {@code width}, in at most {@code maxHeight} where the move list could
   * grow (the arrangement is kept while none of them changes).
   */
  void arrange(Shape shape, float width, float maxHeight) {
    if (this.shape == shape && arrangedWidth == width && arrangedHeight == maxHeight) {
      return;
    }
    this.shape = shape;
    arrangedWidth = width;
    arrangedHeight = maxHeight;
    // The move list shares the details' room (it shows while they are empty) and grows into what the height
    // leaves in a column, up to eight rows.
    moveRows = 0;
    tight = 0; // the move list takes the room a full-size panel leaves, not what tightening would free
    build(shape, width);
    int spare = (int) ((maxHeight - measuredHeight(width)) / MoveList.height(1));
    int fit = (int) (detailsHeight(shape) / MoveList.height(1));
    moveRows = shape == Shape.COLUMN ? Math.min(8, fit + Math.max(0, spare))
        : shape == Shape.BELOW ? Math.min(30, fit + Math.max(0, spare)) : fit;
    // A clock's line in a window of 700 units, a phone on its side: less padding, a smaller graph, then no legend.
    for (tight = 0; tight <= 3; tight++) {
      build(shape, width);
      if (shape == Shape.BELOW || measuredHeight(width) - getPadBottom() / 2 <= maxHeight) { // half the pad may go
        break;
      }
    }
    tight = Math.min(tight, 3);
    setStatus(statusFirst, statusSecond); // the second line needs the width, known only now
  }

  /** The height the panel's lines take at {@code width}: wrapped texts know their height once laid out at it. */
  private float measuredHeight(float width) {
    setWidth(width);
    validate();
    invalidate();
    return getPrefHeight();
  }

  private float detailsHeight(Shape shape) {
    float line = status.getStyle().font.getLineHeight();
    return (shape == Shape.SHORT_COLUMN ? 2 : 3) * line * 0.8f + 2;
  }

  /** The search's figures or the analysis while there are any, else the move list in the same place. */
  void showDetails(String text) {
    details.setText(text);
    details.setVisible(!text.isEmpty());
    moves.setVisible(text.isEmpty());
  }

  private void build(Shape shape, float width) {
    clearChildren();
    if (shape == Shape.BELOW) {
      buildBelow(width);
      return;
    }
    float pad = shape == Shape.COLUMN ? (tight > 0 ? 8 : 14) : (tight > 0 ? 4 : 10);
    pad(pad).top().defaults().pad(3).left();
    float inner = (float) Math.floor(width - 2 * pad - 6);
    float line = status.getStyle().font.getLineHeight();
    if (shape != Shape.SHORT_COLUMN) {
      add(title).width(inner).row();
      add(players).width(inner).row();
    }
    if (match.hasClock()) {
      add(clocks).width(inner).row();
    }
    // Fixed heights: a status line that grew with its text would push the buttons about while the computer
    // thinks. Two lines of status ("White (computer) is thinking…" wraps in a column), three of details.
    statusWidth = inner;
    fitStatus();
    add(status).width(inner).height(2 * line + 2).padTop(shape == Shape.COLUMN && tight == 0 ? 8 : 2).row();
    moves.setRowWidth(inner);
    Stack detailsOrMoves = new Stack(moves, details);
    add(detailsOrMoves).width(inner).height(Math.max(detailsHeight(shape), MoveList.height(moveRows))).row();
    // The graph: a strip where a phone on its side has no height to spare.
    float graphHeight = shape == Shape.COLUMN ? (tight > 1 ? 40 : 56) : shape == Shape.BELOW ? 30 : 14;
    if (shape == Shape.COLUMN && tight < 3) {
      add(graphLegend).width(inner).padTop(4).padBottom(0).row();
    }
    add(graph).width(inner).height(graphHeight).padTop(shape == Shape.SHORT_COLUMN ? 1 : 4).row();
    add(new Stack(reviewText, message)).width(inner).height((shape == Shape.SHORT_COLUMN ? 1 : 2) * line * 0.85f + 2)
        .row();
    // The same rows in every shape: three or four short words to a row leave each label room on a phone 320 units
    // wide.
    add(row(inner, undo, redo, hintOrPause(), review)).padTop(shape == Shape.COLUMN ? 6 : 2).row();
    add(row(inner, first, back, forward, last, help)).row();
    if (keyboard) {
      add(row(inner, analyse, solve, thinking, numbers)).row(); // P takes the picture
    } else {
      add(row(inner, analyse, solve, thinking, numbers, picture)).row();
    }
    // Resign and Draw share the last row where it is wide enough (a fifth row would cost a phone's board its
    // height); a desktop column gives them a row of their own instead of the keys line (the ? button stays).
    boolean persons = !match.settings().computersOnly();
    boolean shared = persons && inner >= 340;
    if (shared) {
      add(row(inner, copy, load, newGame, resign, draw)).row();
    } else {
      add(row(inner, copy, load, newGame)).row();
    }
    boolean ownRow = persons && !shared && shape == Shape.COLUMN;
    if (ownRow) {
      add(row(inner, resign, draw)).row();
    }
    if (keyboard && shape == Shape.COLUMN && !ownRow) {
      add(keys).width(inner).padTop(4).row();
    }
  }

  /**
   * Under the board: the title, the clocks, the status, the moves (or the thinking) in all the height left, the graph,
   * the message, and the bar: Undo, Hint (Play on, Pause), back, forward and ⋯ for the sheet of the rest.
   */
  private void buildBelow(float width) {
    float pad = 8;
    pad(pad).top().defaults().pad(2).left();
    float inner = (float) Math.floor(width - 2 * pad - 4);
    float line = status.getStyle().font.getLineHeight();
    add(title).width(inner).row();
    if (match.hasClock()) {
      add(clocks).width(inner).row();
    }
    statusWidth = inner;
    fitStatus();
    add(status).width(inner).height(2 * line + 2).row();
    moves.setRowWidth(inner);
    Stack detailsOrMoves = new Stack(moves, details);
    add(detailsOrMoves).width(inner).height(Math.max(detailsHeight(Shape.BELOW), MoveList.height(moveRows))).row();
    add(graphLegend).width(inner).padTop(2).padBottom(0).row();
    add(graph).width(inner).height(30).padTop(0).row();
    add(new Stack(reviewText, message)).width(inner).height(2 * line * 0.85f + 2).row();
    add(row(inner, undo, hintOrPause(), back, forward, more)).padTop(2).row();

    sheet.clearChildren();
    sheet.pad(12).defaults().pad(3).left();
    float sheetInner = (float) Math.floor(width - 24 - 6);
    sheet.add(sheetPlayers).width(sheetInner).row();
    sheet.add(row(sheetInner, redo, review, first, last)).row();
    sheet.add(row(sheetInner, analyse, solve, thinking, numbers)).row();
    sheet.add(row(sheetInner, picture, copy, load, help)).row();
    if (match.settings().computersOnly()) {
      sheet.add(row(sheetInner, newGame)).row();
    } else {
      sheet.add(row(sheetInner, newGame, resign, draw)).row();
    }
  }

  /**
   * Buttons side by side sharing {@code width} equally; a label a little wider than its button is set smaller (a
   * narrow window's four-button row), a much wider one ends in "…".
   */
  private static Table row(float width, TextButton... buttons) {
    Table row = new Table();
    float each = (float) Math.floor((width - BUTTON_GAP * (buttons.length - 1)) / buttons.length);
    for (TextButton b : buttons) {
      Label label = b.getLabel();
      label.setFontScale(LABEL_SCALE);
      float room = each - b.getPadLeft() - b.getPadRight();
      float natural = new GlyphLayout(label.getStyle().font, label.getText()).width * LABEL_SCALE;
      if (natural > room) {
        label.setFontScale(Math.max(LABEL_SCALE * 0.72f, LABEL_SCALE * room / natural * 0.97f));
      }
    }
    for (int i = 0; i < buttons.length; i++) {
      row.add(buttons[i]).width(each).height(UiScale.BUTTON_H).padRight(i < buttons.length - 1 ? BUTTON_GAP : 0);
    }
    return row;
  }

  /**
   * Shows the status line with {@code second} under it (null: none) when the status itself takes one line; see
   * {@link #fitStatus}.
   */
  void setStatus(String first, String second) {
    statusFirst = first;
    statusSecond = second;
    boolean room = second != null && statusWidth > 0
        && new GlyphLayout(status.getStyle().font, first).width <= statusWidth;
    String text = room ? first + "\n" + second : first;
    if (status.textEquals(text)) {
      return; // called every frame while the computer thinks: measure only when the words change
    }
    status.setText(text);
    fitStatus();
  }

  /**
   * A status a little too long for one line ("Black wins with five in a row" in a column) is set a little smaller
   * rather than broken with one word left over; a longer one wraps at full size, and one that would wrap to more
   * than the two lines the status has is set smaller until it takes two.
   */
  private void fitStatus() {
    status.setFontScale(1);
    if (statusWidth <= 0) {
      return;
    }
    float natural = new GlyphLayout(status.getStyle().font, status.getText()).width;
    float twoLines = 2 * statusWidth * 0.85f; // wrapping breaks between words: a line holds a little less
    if (natural > statusWidth && natural * 0.8f <= statusWidth) {
      status.setFontScale(statusWidth / natural * 0.98f);
    } else if (natural > twoLines) {
      status.setFontScale(Math.max(0.6f, twoLines / natural));
    }
  }
}
