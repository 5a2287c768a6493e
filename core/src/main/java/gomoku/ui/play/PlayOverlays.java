package gomoku.ui.play;

import com.badlogic.gdx.Gdx;
import gomoku.game.Match;
import gomoku.ui.GomokuGame;

/**
 * The play screen's own overlays over the board: the help (opened and closed by the player) and the swap2 choices
 * (shown while the match waits for a person's choice, gone as soon as it is made).
 */
final class PlayOverlays {
  private final PlayScreen screen;
  private final GomokuGame game;
  private final Match match;
  private HelpOverlay help;
  private Swap2Choices swap2Choices;
  private RenjuOpeningChoices renjuChoices;

  PlayOverlays(PlayScreen screen, GomokuGame game, Match match) {
    this.screen = screen;
    this.game = game;
    this.match = match;
  }

  boolean helpOpen() {
    return help != null;
  }

  /** The help over the board (the Help button, F1 or ?); the same, Esc or a tap closes it. */
  void toggleHelp() {
    if (help != null) {
      help.remove();
      help = null;
      Gdx.app.log(GomokuGame.LOG_TAG, "help closed");
      return;
    }
    float width = screen.stage.getWidth();
    float height = screen.stage.getHeight();
    help = new HelpOverlay(screen.assets, screen.texts, HelpOverlay.Platform.current(game), Math.min(720, width - 24),
        height - 24, this::toggleHelp);
    help.setPosition((width - help.getWidth()) / 2, (height - help.getHeight()) / 2);
    screen.stage.addActor(help);
    help.takeScrollFocus();
    screen.logCentre("help: close", help.closeButton);
    Gdx.app.log(GomokuGame.LOG_TAG, "help shown");
  }

  /** The swap2 choices over the board while a person has to make one; called every frame. */
  void showSwap2Choices() {
    if (!match.swap2().awaitsPersonChoice()) {
      if (swap2Choices != null) {
        swap2Choices.remove();
        swap2Choices = null;
      }
      return;
    }
    if (swap2Choices != null) {
      return;
    }
    swap2Choices = new Swap2Choices(screen.assets, screen.texts, match, screen.overlayWidth(), () -> {
      showSwap2Choices();
      screen.refresh();
    });
    screen.placeOverPanel(swap2Choices); // the stones it asks about stay in sight
    screen.stage.addActor(swap2Choices);
    screen.logBounds("swap2 choices", swap2Choices);
    swap2Choices.buttons.forEach((choice, button) -> screen.logCentre("swap2 choice " + choice, button));
    Gdx.app.log(GomokuGame.LOG_TAG, "swap2 choices shown: " + match.swap2().phase());
  }

  /** A renju opening rule's choice over the board while a person has to make it; called every frame. */
  void showRenjuChoices() {
    boolean due = match.renju().awaitsPersonChoice() || match.renju().offersNamed();
    if (renjuChoices != null && (!due || renjuChoices.step != match.renju().step())) {
      renjuChoices.remove();
      renjuChoices = null;
    }
    if (!due || renjuChoices != null) {
      return;
    }
    renjuChoices = new RenjuOpeningChoices(screen.assets, screen.texts, match, screen.overlayWidth(), () -> {
      showRenjuChoices();
      screen.refresh();
    });
    screen.placeOverPanel(renjuChoices);
    screen.stage.addActor(renjuChoices);
    screen.logBounds("renju choices", renjuChoices);
    renjuChoices.buttons.forEach((name, button) -> screen.logCentre("renju choice " + name, button));
    Gdx.app.log(GomokuGame.LOG_TAG, "renju choices shown: " + renjuChoices.step.kind);
  }

  /** After a new size: the choices placed over the panel again, the help laid out again. */
  void layout() {
    if (swap2Choices != null) {
      screen.placeOverPanel(swap2Choices);
    }
    if (renjuChoices != null) {
      screen.placeOverPanel(renjuChoices);
    }
    if (help != null) {
      toggleHelp();
      toggleHelp();
    }
  }

  /** The help, or null when it is closed (hidden while the board's picture is taken). */
  HelpOverlay help() {
    return help;
  }
}
