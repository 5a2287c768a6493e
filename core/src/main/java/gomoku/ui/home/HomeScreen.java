package gomoku.ui.home;

import gomoku.ui.widgets.KeyFocus;
import gomoku.ui.board.BoardThumbnail;
import gomoku.ui.widgets.ConfirmDialog;
import gomoku.ui.Theme;
import gomoku.ui.Texts;
import gomoku.ui.GomokuGame;
import gomoku.ui.UiScale;
import gomoku.ui.widgets.FormRows;
import gomoku.ui.widgets.ScrollingPanel;
import gomoku.ui.StageScreen;

import com.badlogic.gdx.Input;
import com.badlogic.gdx.scenes.scene2d.InputEvent;
import com.badlogic.gdx.scenes.scene2d.InputListener;
import com.badlogic.gdx.scenes.scene2d.actions.Actions;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.Table;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import com.badlogic.gdx.utils.Align;
import gomoku.engine.Level;
import gomoku.game.MatchSettings;
import gomoku.game.PlayerKind;
import gomoku.game.SavedGame;
import gomoku.rules.Stone;
import java.util.ArrayList;
import java.util.List;

/**
 * The first screen: Continue (the saved game, with its board in small), a new game in one press (against the
 * computer at a level, two people, computer against computer; every option one press further), setting up a
 * position, and the settings a player keeps (language, board look, sound, confirming moves). Two columns on a wide
 * screen, one scrolling column on a phone.
 */
public final class HomeScreen extends StageScreen {
  private static final float COLUMN_GAP = 40;

  /** The last game's settings: a quick start changes only who plays. */
  private final MatchSettings chosen;
  /** The saved game Continue resumes, or null; a new game asks before it replaces one. */
  private final SavedGame unfinished;
  private final String notice;
  /** The person's colour and the computer's level for "Play the computer". */
  private int personColour;
  private Level level;
  private Table root;
  private final List<TextButton> buttons = new ArrayList<>();
  private final List<String> buttonNames = new ArrayList<>();
  private final KeyFocus focus;
  private FormRows rows;

  public HomeScreen(GomokuGame game) {
    super(game);
    chosen = game.settings();
    unfinished = game.resumableGame(); // before the notice: an unreadable save is reported there
    notice = game.takeNotice();
    boolean whiteComputer = chosen.white == PlayerKind.COMPUTER;
    personColour = whiteComputer || chosen.black != PlayerKind.COMPUTER ? Stone.BLACK : Stone.WHITE;
    level = chosen.level(Stone.opponent(personColour));
    focus = new KeyFocus(assets, buttons, buttonNames);
    stage.addListener(new InputListener() {
      @Override
      public boolean keyDown(InputEvent event, int keycode) {
        if (ConfirmDialog.forDialog(event)) {
          return false;
        }
        if (focus.keyDown(keycode)) {
          return true;
        }
        if (keycode == Input.Keys.ENTER || keycode == Input.Keys.NUMPAD_ENTER) { // the screen's first offer: the game in progress, else a game against the computer
          if (unfinished != null) {
            game.continueGame(unfinished);
          } else {
            start(againstComputer());
          }
          return true;
        }
        return false;
      }
    });
  }

  @Override
  protected void layout(float width, float height) {
    boolean fadeIn = root == null;
    if (root != null) {
      root.remove();
    }
    boolean twoColumns = width >= 700 && width > height; // a desktop, a tablet or a phone on its side
    boolean compact = height < 500; // a phone on its side: the title in one line, no subtitle
    float margin = width < 600 ? 8 : 24;
    float inner = width - 4 * margin;
    float columnWidth =
        (float) Math.floor(twoColumns ? Math.min(460, (inner - COLUMN_GAP) / 2) : Math.min(520, inner));
    Table content = content(twoColumns, compact, columnWidth, true);
    if (!compact && content.getPrefHeight() + 22 > height - 2 * margin) {
      // Too short for it all (a laptop's browser tab): the subtitle goes first, before anything must scroll.
      content = content(twoColumns, compact, columnWidth, false);
    }

    ScrollingPanel panel = new ScrollingPanel(assets, content, margin);
    root = panel;
    float rootW = Math.min(width - 2 * margin, content.getPrefWidth() + 2 * margin);
    float rootH = Math.min(height - 2 * margin, content.getPrefHeight() + 22);
    root.setBounds((width - rootW) / 2, (height - rootH) / 2, rootW, rootH);
    stage.addActor(root);
    stage.addActor(focus);
    root.validate();
    stage.setScrollFocus(panel.scroll); // the wheel scrolls what does not fit
    if (fadeIn) {
      root.getColor().a = 0;
      root.addAction(Actions.fadeIn(0.3f));
    }
    FormRows.log(this, "home", buttons, buttonNames);
  }

  /**
   * The screen's content, packed: the title, the notice, and the sections in one column or two. In two columns the
   * puzzles go under the shorter one (above the settings on a phone on its side, where they then show without
   * scrolling).
   */
  private Table content(boolean twoColumns, boolean compact, float columnWidth, boolean subtitle) {
    buttons.clear();
    buttonNames.clear();
    rows = new FormRows(assets, texts, buttons, buttonNames, columnWidth);

    Table content = new Table();
    content.defaults().top();
    Label title = new Label(texts.get("app.title"), assets.skin, "title");
    if (compact) {
      title.setFontScale(0.6f);
    }
    // A little air under the title: Vietnamese stacks two marks over a letter of the subtitle (liền).
    content.add(title).colspan(2).padBottom(compact ? 0 : 4).row();
    if (!compact && subtitle) {
      content.add(new Label(texts.get("app.subtitle"), assets.skin, "dim")).colspan(2).padBottom(6).row();
    }
    if (notice != null) {
      Label warning = new Label(notice, assets.skin, "warning");
      warning.setWrap(true);
      content.add(warning).colspan(2).width(twoColumns ? 2 * columnWidth + COLUMN_GAP : columnWidth).padBottom(4)
          .row();
    }
    Table play = new Table();
    if (unfinished != null) {
      play.add(continueCard(columnWidth)).width(columnWidth).padBottom(6).row();
    }
    play.add(newGameSection(columnWidth)).row();
    Table train = trainSection(columnWidth);
    Table settings = settingsSection();
    if (twoColumns) {
      Table side = new Table();
      if (compact || play.getPrefHeight() >= settings.getPrefHeight()) {
        side.add(train).row();
        side.add(settings).padTop(6).row();
      } else {
        play.add(train).padTop(6).row();
        side.add(settings).row();
      }
      content.add(play).top().padRight(COLUMN_GAP);
      content.add(side).top().row();
    } else {
      content.add(play).row();
      content.add(train).padTop(6).row();
      content.add(settings).padTop(6).row();
    }

    content.pack();
    return content;
  }

  /** Continue: the saved game's board in small, its rule, size, moves and players; the whole card is the button. */
  private TextButton continueCard(float width) {
    MatchSettings s = unfinished.settings;
    TextButton card = new TextButton(texts.get("home.continue"), assets.skin, "accent");
    Label about = new Label(texts.format("home.gameAbout", texts.rule(s.rule), s.size, unfinished.moves.size())
        + "\n" + texts.colour(Stone.BLACK) + ": " + texts.player(s, Stone.BLACK) + "\n"
        + texts.colour(Stone.WHITE) + ": " + texts.player(s, Stone.WHITE), assets.skin);
    about.setFontScale(rows.fontScale * 0.9f);
    about.setWrap(true);
    about.setAlignment(Align.left);
    float side = width < 420 ? 104 : 128;
    Table words = new Table();
    card.getLabel().setAlignment(Align.left);
    words.add(card.getLabel()).left().row();
    words.add(about).width(width - side - 36).left().padTop(4);
    card.clearChildren();
    card.add(new BoardThumbnail(assets, s.size, unfinished.moves, unfinished.setupMoves)).size(side).pad(8);
    card.add(words).left().padRight(8);
    FormRows.onPress(card, () -> game.continueGame(unfinished));
    rows.register(card, "Continue");
    return card;
  }

  /** New game: the computer's level and the person's colour, then one button per kind of game. */
  private Table newGameSection(float width) {
    Table t = rows.section("menu.newGame");
    rows.labelledRow(t, "home.level", rows.wide(rows.stepper("Level", () -> texts.level(level), () -> {
      Level[] all = Level.values();
      level = all[(level.ordinal() + 1) % all.length];
    })));
    rows.labelledRow(t, "home.youPlay", rows.choices("Side", 2, i -> i == 0 ? "Black" : "White",
        i -> texts.colour(i == 0 ? Stone.BLACK : Stone.WHITE),
        i -> personColour == (i == 0 ? Stone.BLACK : Stone.WHITE),
        i -> personColour = i == 0 ? Stone.BLACK : Stone.WHITE));
    TextButton computer =
        new TextButton(texts.get("home.againstComputer"), assets.skin, unfinished == null ? "accent" : "default");
    FormRows.onPress(computer, () -> start(againstComputer()));
    rows.register(computer, "Against computer");
    t.add(computer).colspan(2).width(width).height(52).padTop(4).row();
    float half = (float) Math.floor((width - 6) / 2);
    t.add(pair(quick("home.twoPeople", "Two people", PlayerKind.PERSON, PlayerKind.PERSON),
        quick("home.computers", "Computers", PlayerKind.COMPUTER, PlayerKind.COMPUTER), half)).colspan(2).row();
    TextButton options = rows.button(texts.get("home.moreOptions"));
    FormRows.onPress(options, game::showMenu);
    rows.register(options, "More options");
    TextButton setUp = rows.button(texts.get("home.setUp"));
    FormRows.onPress(setUp, () -> game.openEditor(chosen, null));
    rows.register(setUp, "Set up");
    t.add(pair(options, setUp, half)).colspan(2).row();
    return t;
  }

  private TextButton quick(String key, String name, PlayerKind black, PlayerKind white) {
    TextButton b = rows.button(texts.get(key));
    FormRows.onPress(b, () -> {
      MatchSettings s = chosen.copy();
      s.black = black;
      s.white = white;
      start(s);
    });
    rows.register(b, name);
    return b;
  }

  private static Table pair(TextButton left, TextButton right, float each) {
    Table row = new Table();
    row.add(left).width(each).height(UiScale.BUTTON_H).padRight(6);
    row.add(right).width(each).height(UiScale.BUTTON_H);
    return row;
  }

  /** Training: the puzzles. */
  private Table trainSection(float width) {
    Table t = rows.section("home.train");
    TextButton puzzles = rows.button(texts.get("home.puzzles"));
    FormRows.onPress(puzzles, game::showPuzzles);
    rows.register(puzzles, "Puzzles");
    t.add(puzzles).colspan(2).width(width).height(UiScale.BUTTON_H).row();
    return t;
  }

  /** Settings: the language, the board's look, sound, and whether a move waits for a second tap. */
  private Table settingsSection() {
    Table t = rows.section("home.settings");
    // Every language by its own name at once: a player who reads none of the others finds theirs without stepping.
    rows.labelledRow(t, "menu.language", rows.choices("Language", Texts.LANGUAGES.length, i -> Texts.LANGUAGES[i][0],
        i -> Texts.LANGUAGES[i][1], i -> texts.language.equals(Texts.LANGUAGES[i][0]),
        i -> game.setLanguage(Texts.LANGUAGES[i][0])));
    rows.labelledRow(t, "menu.look", rows.choices("Theme", Theme.values().length,
        i -> Theme.values()[i].name().toLowerCase(), i -> texts.get("theme." + Theme.values()[i].name()),
        i -> assets.theme == Theme.values()[i], i -> game.setTheme(Theme.values()[i])));
    rows.labelledRow(t, "home.sound", toggle("Sound", "home.soundOn", game.sounds().on(), game.sounds()::toggle));
    rows.labelledRow(t, "menu.moves", toggle("Confirm", "menu.confirm", game.confirmMoves(),
        () -> game.setConfirmMoves(!game.confirmMoves())));
    rows.note(t, rows.dim(texts.get("home.confirmHelp")));
    return t;
  }

  /** A switch across the row: checked while on. */
  private Table toggle(String name, String key, boolean on, Runnable flip) {
    TextButton b = rows.button(texts.get(key));
    b.setProgrammaticChangeEvents(false);
    b.setChecked(on);
    FormRows.onPress(b, flip);
    rows.register(b, name);
    return rows.wide(b);
  }

  private MatchSettings againstComputer() {
    MatchSettings s = chosen.copy();
    int computer = Stone.opponent(personColour);
    s.black = personColour == Stone.BLACK ? PlayerKind.PERSON : PlayerKind.COMPUTER;
    s.white = personColour == Stone.WHITE ? PlayerKind.PERSON : PlayerKind.COMPUTER;
    if (computer == Stone.BLACK) {
      s.blackLevel = level;
    } else {
      s.whiteLevel = level;
    }
    return s;
  }

  /** A new game with {@code s}; one in progress is replaced only when the player says so. */
  private void start(MatchSettings s) {
    if (unfinished == null) {
      game.startFromMenu(s);
      return;
    }
    ConfirmDialog.show(this, "new game", texts.format("menu.replaceUnfinished", unfinished.moves.size()),
        texts.get("menu.newGame"), () -> game.startFromMenu(s));
  }
}
