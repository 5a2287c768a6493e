package gomoku.ui;

import gomoku.ui.menu.MenuScreen;
import gomoku.ui.editor.EditorScreen;
import gomoku.ui.play.PlayScreen;
import gomoku.ui.home.HomeScreen;

import com.badlogic.gdx.Application;
import com.badlogic.gdx.Game;
import com.badlogic.gdx.Gdx;
import gomoku.game.Match;
import gomoku.game.MatchSettings;
import gomoku.rules.Stone;
import gomoku.game.SavedGame;
import gomoku.game.Store;
import gomoku.game.ThinkerFactory;
import gomoku.rules.Notation;

/** The libGDX game: owns the assets, the chosen settings and which screen is showing. It decides no rules. */
public class GomokuGame extends Game {
  public static final String LOG_TAG = "gomoku";

  private Texts texts;
  private Sounds sounds;
  /** A move takes two taps: the first shows the stone, a second on it plays (touch screens' default). */
  private boolean confirmMoves;
  private final Redraws redraws = new Redraws();

  private final ThinkerFactory thinkers;
  private final gomoku.game.GameSaves saves;
  private final gomoku.game.RecordFiles records;
  /** The menu's choices, kept through libGDX Preferences in both builds. */
  private PlayerPreferences preferences;
  private Assets assets;
  private MatchSettings settings = new MatchSettings();
  private BoardImages boardImages;
  /** Said on the menu once: why the saved game could not be resumed. */
  private String notice;

  /**
   * @param thinkers how this platform runs a computer player without freezing the screen
   * @param saves where the game in progress is kept between runs
   * @param records PSQ files (desktop), or null
   */
  public GomokuGame(ThinkerFactory thinkers, Store saves, gomoku.game.RecordFiles records) {
    this.thinkers = thinkers;
    this.saves = new gomoku.game.GameSaves(saves);
    this.records = records;
  }

  /**
   * Pixels per CSS pixel: the browser draws in physical pixels (devicePixelRatio, which libGDX reports as
   * 96 ppi per unit of it); the desktop reports its window in logical pixels.
   */
  public float pixelRatio() {
    if (Gdx.app.getType() == Application.ApplicationType.WebGL) {
      return Math.max(1f, Gdx.graphics.getPpiX() / 96f);
    }
    return 1f;
  }

  private boolean checkLayout;
  private final GameLinks links = new GameLinks();

  /** The browser's game links: the page's game, opened at start, and the links Copy gives. */
  public GameLinks links() {
    return links;
  }

  /** Every layout is checked for text cut, overlaps and things off screen, and problems logged (for tests). */
  public void setCheckLayout(boolean on) {
    checkLayout = on;
  }

  boolean checksLayout() {
    return checkLayout;
  }

  /** Whether the screen takes touches (a phone or tablet): larger targets, moves confirmed by a second tap. */
  boolean touchScreen() {
    return Gdx.input.isPeripheralAvailable(com.badlogic.gdx.Input.Peripheral.MultitouchScreen);
  }

  public void setBoardImages(BoardImages images) {
    boardImages = images;
  }

  /** Where the player's choices are kept, if not in libGDX Preferences (the browser's localStorage); else null. */
  private Store settingsStore;

  public void setSettingsStore(Store store) {
    settingsStore = store;
  }

  /** The browser: a text field of its own for pasting and typing (see {@link NativeTextField}); else null. */
  private NativeTextField nativeTextField;

  public void setNativeTextField(NativeTextField field) {
    nativeTextField = field;
  }

  public NativeTextField nativeTextField() {
    return nativeTextField;
  }

  public BoardImages boardImages() {
    return boardImages;
  }

  public gomoku.game.RecordFiles records() {
    return records;
  }

  @Override
  public void create() {
    Gdx.app.setLogLevel(Application.LOG_INFO);
    Gdx.input.setCatchKey(com.badlogic.gdx.Input.Keys.TAB, true); // the browser keeps Tab for the game's buttons
    redraws.start();
    assets = new Assets();
    assets.load();
    preferences = new PlayerPreferences(settingsStore != null ? settingsStore : new PreferencesStore("gomoku"));
    settings = preferences.settings();
    sounds = new Sounds(assets, preferences);
    confirmMoves = preferences.confirmMoves(touchScreen());
    Gdx.app.log(LOG_TAG, "confirm moves: " + (confirmMoves ? "on" : "off"));
    texts = new Texts(preferences.language());
    assets.theme = preferences.theme();
    Gdx.app.log(LOG_TAG, "language: " + texts.language);
    whenTextCanBeDrawn(() -> {
      if (!openSharedGame()) {
        showHome();
      }
      if (firstScreenShown != null) {
        firstScreenShown.run();
      }
    });
  }

  /** Told when the first screen is up (the browser's page then takes its own loading screen away), or null. */
  private Runnable firstScreenShown;

  public void setFirstScreenShown(Runnable then) {
    firstScreenShown = then;
  }

  /** Whether everything the first screen did not wait for has loaded ({@link Assets#update}). */
  private boolean assetsLoaded;
  /** What waits for the language's glyph pages ({@link #whenTextCanBeDrawn}), or null. */
  private Runnable waitingForGlyphs;
  /** Every text of the language shown ({@link Texts#allTexts}): what the font's pages must hold. */
  private String languageTexts = "";

  /**
   * Runs {@code then} once the language's glyphs can be drawn: at once, or when its font pages have loaded (the
   * browser fetches them the first time the language is chosen; the screen on show stays until then).
   */
  private void whenTextCanBeDrawn(Runnable then) {
    languageTexts = texts.allTexts();
    if (assets.glyphsReady(languageTexts)) {
      Gdx.app.log(LOG_TAG, "glyphs of " + texts.language + " ready");
      then.run();
      return;
    }
    Gdx.app.log(LOG_TAG, "loading the glyphs of " + texts.language);
    waitingForGlyphs = then;
    redraws.request();
  }

  /**
   * The game of the page's link, for two people to look through and play on (no computer moves by itself); the
   * unfinished game of the last visit stays saved until a move is made. A bad link says why on the menu.
   */
  private boolean openSharedGame() {
    try {
      gomoku.record.GameLink link = links.sharedLink();
      if (link == null) {
        return false;
      }
      Gdx.app.log(LOG_TAG, "shared game: " + link.moves.size() + " moves");
      startMatch(GameLinks.withOpening(settings.forSharedGame(link.rule, link.size), link), link.tree, -1, -1, false, 0,
          null, link.opening == null ? null : link.record);
      return true;
    } catch (IllegalArgumentException e) {
      Gdx.app.log(LOG_TAG, "shared game refused: " + e.getMessage());
      notice = texts.format("notice.linkRefused", texts.inputError(e));
      return false;
    }
  }

  /** A link pasted into Load: its game, with its renju opening's record, under the chosen players and clocks. */
  public void startLoadedLink(MatchSettings chosen, gomoku.record.GameLink link, long blackLeft, long whiteLeft) {
    MatchSettings s = GameLinks.withOpening(chosen.copy(), link);
    startMatch(s, link.tree, blackLeft, blackLeft >= 0 ? whiteLeft : -1, true, 0, null,
        link.opening == null ? null : link.record);
  }

  /**
   * The unfinished game that Continue resumes, or null. A save that cannot be read is kept aside under a new name
   * and the menu's notice says where.
   */
  SavedGame unfinishedGame() {
    SavedGame saved = saves.unfinished(System.currentTimeMillis());
    String problem = saveProblemText();
    if (problem != null) {
      notice = problem;
    }
    return saved;
  }

  /** The saved game Continue offers: one with moves on its board (an empty board loses nothing); else null. */
  public SavedGame resumableGame() {
    SavedGame saved = unfinishedGame();
    return saved != null && !saved.moves.isEmpty() ? saved : null;
  }

  /** Continue: the saved game as it was left, with its own players and clocks (the menu's choices stay). */
  public void continueGame(SavedGame saved) {
    Gdx.app.log(LOG_TAG, "resumed: " + saved.moves.size() + " moves ("
        + Notation.moveString(saved.settings.size, saved.moves) + ")");
    startMatch(saved.settings, saved.tree, saved.blackLeft, saved.whiteLeft, false, saved.setupMoves,
        saved.renjuOpening, saved.renjuRecord);
  }

  /**
   * Keeps the game in progress (a finished game is not resumed: the save is cleared). Returns what went wrong, in
   * words, the first time a save fails; else null.
   */
  public String saveProgress(Match match) {
    saves.save(match);
    return saveProblemText();
  }

  /** The save problem not yet told, in the player's words (and in the log); or null. */
  private String saveProblemText() {
    gomoku.game.GameSaves.Problem p = saves.takeProblem();
    if (p != null) {
      Gdx.app.log(LOG_TAG, "autosave: " + p);
    }
    return p == null ? null : texts.saveProblem(p);
  }

  /** The menu's notice, once. */
  public String takeNotice() {
    String n = notice;
    notice = null;
    return n;
  }

  private final PendingTexts pendingTexts = new PendingTexts();

  /**
   * Gives {@code then} the text of an asset file once it is in (at once when it is; the browser fetches a file it did
   * not preload the first time it is asked for), or null when it could not be read.
   */
  public void loadText(String path, java.util.function.Consumer<String> then) {
    String text = assets.text(path);
    if (text != null) {
      then.accept(text);
      return;
    }
    pendingTexts.add(path, then);
    redraws.request();
  }

  @Override
  public void render() {
    if (!pendingTexts.isEmpty()) {
      assetsLoaded = assets.update();
      redraws.request();
      pendingTexts.deliver(assets);
    }
    if (!assetsLoaded || waitingForGlyphs != null) {
      assetsLoaded = assets.update();
      redraws.request(); // frames carry the loading on
    }
    if (waitingForGlyphs != null) {
      if (assets.glyphsReady(languageTexts)) {
        Gdx.app.log(LOG_TAG, "glyphs of " + texts.language + " ready");
        Runnable then = waitingForGlyphs;
        waitingForGlyphs = null;
        then.run();
      }
    }
    if (!redraws.takeFrame()) {
      return; // nothing changed: the browser's canvas keeps its last picture
    }
    if (Gdx.input.isKeyJustPressed(com.badlogic.gdx.Input.Keys.F11)) {
      toggleFullscreen();
    }
    super.render();
  }

  @Override
  public void resize(int width, int height) {
    redraws.request();
    super.resize(width, height);
  }

  /**
   * Whether the game rests: nothing moves and no frame is asked for. The browser, whose backend asks for every
   * animation frame, uses it to slow its loop, and {@code wakeUp} (run whenever a frame is asked for) to
   * restart it at once.
   */
  public boolean isResting() {
    return redraws.resting();
  }

  public void setWakeUp(Runnable wakeUp) {
    redraws.setWakeUp(wakeUp);
  }

  /** Frames on demand: screens ask for the next one while something on them moves. */
  public Redraws redraws() {
    return redraws;
  }

  /** F11: full screen and back to the window (the desktop; a browser may refuse without its own gesture). */
  private void toggleFullscreen() {
    boolean full = Gdx.graphics.isFullscreen();
    if (full) {
      Gdx.graphics.setWindowedMode(1100, 760);
    } else {
      Gdx.graphics.setFullscreenMode(Gdx.graphics.getDisplayMode());
    }
    Gdx.app.log(LOG_TAG, "fullscreen: " + (full ? "off" : "on"));
  }

  public Texts texts() {
    return texts;
  }

  /** The home screen's language choice: reloads the texts and shows the home screen again in that language. */
  public void setLanguage(String code) {
    // After the click that asked for it has been handled: the menu it came from is replaced.
    Gdx.app.postRunnable(() -> {
      texts = new Texts(code);
      preferences.setLanguage(texts.language);
      Gdx.app.log(LOG_TAG, "language: " + texts.language);
      whenTextCanBeDrawn(this::showHome);
    });
  }

  /** The menu's board theme, remembered in Preferences. */
  public void setTheme(Theme theme) {
    assets.theme = theme;
    preferences.setTheme(theme);
    Gdx.app.log(LOG_TAG, "theme: " + theme.name().toLowerCase());
  }

  public boolean confirmMoves() {
    return confirmMoves;
  }

  /** The menu's "confirm each move" switch, remembered in Preferences. */
  public void setConfirmMoves(boolean on) {
    confirmMoves = on;
    preferences.setConfirmMoves(on);
    Gdx.app.log(LOG_TAG, "confirm moves: " + (on ? "on" : "off"));
  }

  public Sounds sounds() {
    return sounds;
  }

  public Assets assets() {
    return assets;
  }

  public MatchSettings settings() {
    return settings.copy();
  }

  /** The first screen: Continue, a new game, the settings. */
  public void showHome() {
    switchTo(new HomeScreen(this));
  }

  /** The puzzles, of the rule of the last game (the home screen's "Puzzles"). */
  public void showPuzzles() {
    switchTo(new gomoku.ui.puzzles.PuzzleScreen(this, settings.rule));
  }

  /** Puzzle data kept in the settings ("puzzles.RENJU": progress; "myPuzzles.RENJU": the player's own), or null. */
  public String puzzles(String key) {
    return preferences.puzzles(key);
  }

  public void setPuzzles(String key, String text) {
    preferences.setPuzzles(key, text);
  }

  /** A new game's every option (the home screen's "More options"). */
  public void showMenu() {
    switchTo(new MenuScreen(this));
  }

  /** The menu's Play: a new game with the menu's choices, which are remembered for the next time. */
  public void startFromMenu(MatchSettings chosen) {
    settings = chosen.copy();
    preferences.setSettings(settings);
    startMatch(chosen, gomoku.record.GameTree.of(java.util.Collections.<Integer>emptyList()), -1, -1, true);
  }

  /** A new game with these players (a rematch); the menu's choices stay as they were. */
  public void startMatch(MatchSettings chosen) {
    startMatch(chosen, gomoku.record.GameTree.of(java.util.Collections.<Integer>emptyList()), -1, -1, true);
  }

  /**
   * A game from a set-up position (the board editor): with {@code analysis}, the analysis is on from the start.
   */
  public void startFromPosition(MatchSettings chosen, gomoku.record.GameTree game, boolean analysis) {
    startMatch(chosen, game, -1, -1, true, game.line().size(), null, null); // the stones were set up, not played
    if (analysis && getScreen() instanceof PlayScreen) {
      ((PlayScreen) getScreen()).toggleAnalysis();
    }
  }

  /** The board editor, with the stones of {@code from} (null: an empty board) under the menu's rule and size. */
  public void openEditor(MatchSettings chosen, gomoku.rules.GameState from) {
    Gdx.app.log(LOG_TAG, "editor opened: " + chosen.rule.title + " " + chosen.size + "x" + chosen.size);
    switchTo(new EditorScreen(this, chosen, from));
  }

  /**
   * A loaded game, from the tree's current position (every line legal: checked), with the clocks' times left (ms),
   * or -1 for full clocks.
   */
  public void startLoaded(MatchSettings chosen, gomoku.record.GameTree game, long blackLeft, long whiteLeft) {
    startMatch(chosen, game, blackLeft, blackLeft >= 0 ? whiteLeft : -1, true);
  }

  /** A game with these settings and variations, from the tree's current position (every line legal: checked). */
  public void startMatch(MatchSettings chosen, gomoku.record.GameTree game) {
    startMatch(chosen, game, -1, -1, true);
  }

  /** A computer mind in this platform's way (a thread, a Web Worker), for a screen that thinks outside a match. */
  public gomoku.game.Thinker newThinker() {
    return thinkers.newThinker();
  }

  private void startMatch(MatchSettings chosen, gomoku.record.GameTree game, long blackLeft, long whiteLeft,
      boolean save) {
    startMatch(chosen, game, blackLeft, whiteLeft, save, 0, null, null);
  }

  /** A game as above whose line starts with {@code setupMoves} set-up stones ({@link Match#setSetupMoves}). */
  private void startMatch(MatchSettings chosen, gomoku.record.GameTree game, long blackLeft, long whiteLeft,
      boolean save, int setupMoves, String renjuOpening, String renjuRecord) {
    MatchSettings settings = chosen.copy();
    Gdx.app.log(LOG_TAG, "new game: " + chosen.rule.title + " " + chosen.size + "x" + chosen.size
        + ", black " + chosen.playerText(Stone.BLACK) + ", white " + chosen.playerText(Stone.WHITE));
    // The pattern table is built now, while the screen changes, rather than in the first thinking step.
    // Every match gets a thinker: the computer's moves, or a person's hints; and one for the graph and the review.
    gomoku.engine.PatternTable.forRule(settings.rule);
    Match match = new Match(settings, thinkers.newThinker(), thinkers.newThinker());
    java.util.List<int[]> openings = StartingStones.tournamentOpenings(settings.size);
    match.swap2().setOpenings(openings, System.currentTimeMillis());
    java.util.List<Integer> start = game.size() == 0 ? StartingStones.of(openings, settings) : null;
    if (start != null && !start.isEmpty()) {
      game = gomoku.record.GameTree.of(start);
    }
    match.playSilently(game);
    match.setSetupMoves(setupMoves);
    if ((renjuOpening != null || renjuRecord != null) && match.restoreRenjuOpening(renjuOpening, renjuRecord)
        && renjuOpening != null) {
      Gdx.app.log(LOG_TAG, "renju opening resumed: " + gomoku.game.Status.of(match).english());
    }
    if (setupMoves > 0) {
      Gdx.app.log(LOG_TAG, "set-up position: " + setupMoves + " moves");
    }
    if (blackLeft >= 0) {
      match.setTimeLeft(blackLeft, whiteLeft);
    }
    PlayScreen screen = new PlayScreen(this, match);
    switchTo(screen);
    if (save) {
      screen.saveNow();
    }
  }

  private void switchTo(com.badlogic.gdx.Screen next) {
    redraws.request();
    com.badlogic.gdx.Screen old = getScreen();
    setScreen(next);
    if (old != null) {
      old.dispose();
    }
  }

  @Override
  public void dispose() {
    if (getScreen() != null) {
      getScreen().dispose();
    }
    assets.dispose();
  }
}
