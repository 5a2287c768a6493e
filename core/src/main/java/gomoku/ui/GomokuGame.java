package gomoku.ui;

import com.badlogic.gdx.Application;
import com.badlogic.gdx.Game;
import com.badlogic.gdx.Gdx;
import gomoku.game.Match;
import gomoku.game.MatchSettings;
import gomoku.game.PlayerKind;
import gomoku.rules.Stone;
import gomoku.game.ThinkerFactory;

/** The libGDX game: owns the assets, the chosen settings and which screen is showing. It decides no rules. */
public class GomokuGame extends Game {
  public static final String LOG_TAG = "gomoku";

  private final ThinkerFactory thinkers;
  private Assets assets;
  private MatchSettings settings = new MatchSettings();

  /** @param thinkers how this platform runs a computer player without freezing the screen */
  public GomokuGame(ThinkerFactory thinkers) {
    this.thinkers = thinkers;
  }

  @Override
  public void create() {
    Gdx.app.setLogLevel(Application.LOG_INFO);
    assets = new Assets();
    assets.load();
    showMenu();
  }

  public Assets assets() {
    return assets;
  }

  public MatchSettings settings() {
    return settings.copy();
  }

  public void showMenu() {
    switchTo(new MenuScreen(this));
  }

  /** "Person", or "Computer (Medium, 2 s)". */
  static String playerText(MatchSettings s, int colour) {
    PlayerKind kind = s.player(colour);
    return kind == PlayerKind.COMPUTER ? kind.title + " (" + s.computerText(colour) + ")" : kind.title;
  }

  public void startMatch(MatchSettings chosen) {
    settings = chosen.copy();
    Gdx.app.log(LOG_TAG, "new game: " + chosen.rule.title + " " + chosen.size + "x" + chosen.size
        + ", black " + playerText(chosen, Stone.BLACK) + ", white " + playerText(chosen, Stone.WHITE));
    // The pattern table is built now, while the screen changes, rather than in the first thinking step.
    // Every match gets a thinker: the computer's moves, or a person's hints.
    gomoku.engine.PatternTable.forRule(settings.rule);
    Match match = new Match(settings, thinkers.newThinker());
    switchTo(new PlayScreen(this, match));
  }

  private void switchTo(com.badlogic.gdx.Screen next) {
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
