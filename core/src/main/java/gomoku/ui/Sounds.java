package gomoku.ui;

/** The game's sounds, on or off by the player's choice (kept in the preferences). */
public final class Sounds {
  private final Assets assets;
  private final PlayerPreferences preferences;
  private boolean on;

  Sounds(Assets assets, PlayerPreferences preferences) {
    this.assets = assets;
    this.preferences = preferences;
    on = preferences.soundOn();
  }

  public boolean on() {
    return on;
  }

  /** M, or the home screen's switch. */
  public void toggle() {
    on = !on;
    preferences.setSoundOn(on);
    com.badlogic.gdx.Gdx.app.log(GomokuGame.LOG_TAG, "sound: " + (on ? "on" : "off"));
  }

  public void playStone() {
    if (on) {
      assets.stoneSound.play(0.8f);
    }
  }

  /** The win's sound, once it has loaded (it is not waited for). */
  public void playWin() {
    if (on && assets.winSound != null) {
      assets.winSound.play(0.7f);
    }
  }
}
