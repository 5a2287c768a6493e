package gomoku.ui.play;

import gomoku.ui.Assets;
import gomoku.ui.widgets.ConfirmDialog;
import gomoku.ui.Texts;
import gomoku.ui.GomokuGame;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.math.Interpolation;
import com.badlogic.gdx.scenes.scene2d.actions.Actions;
import gomoku.game.Match;
import gomoku.rules.Stone;

/**
 * How a game ends on the play screen: resigning (after a question), a draw offer (the computer answers at once,
 * between people the other one is asked), and the result's banner with its rematch.
 */
final class GameEndings {
  private final PlayScreen screen;
  private final GomokuGame game;
  private final Match match;
  private final Texts texts;
  private final Assets assets;
  private Banner banner;
  private DrawOffer drawOffer;

  GameEndings(PlayScreen screen, GomokuGame game, Match match) {
    this.screen = screen;
    this.game = game;
    this.match = match;
    this.texts = screen.texts;
    this.assets = screen.assets;
  }

  Banner banner() {
    return banner;
  }

  DrawOffer drawOffer() {
    return drawOffer;
  }

  /** The person (the side to move between people) gives up, once asked: the result shows as for any other ending. */
  void resign() {
    int colour = match.endings().personColour();
    if (colour == 0 || match.isOver()) {
      return;
    }
    ConfirmDialog.show(screen, "resign", texts.format("play.resignQuestion", texts.colour(colour)),
        texts.get("play.resign"), () -> {
          if (!match.isOver() && match.endings().personColour() == colour) {
            Gdx.app.log(GomokuGame.LOG_TAG, "resign: " + Stone.name(colour));
            match.endings().resign();
          }
        });
  }

  /** A draw offer: the computer answers at once; between people the other one is asked, over the panel. */
  void offerDraw() {
    int offering = match.endings().personColour();
    gomoku.game.MatchEndings.DrawAnswer answer = match.endings().offerDraw();
    Gdx.app.log(GomokuGame.LOG_TAG, "draw offered: " + answer);
    if (answer == gomoku.game.MatchEndings.DrawAnswer.DECLINED) {
      screen.say(texts.get("msg.drawDeclined"), "caution");
    } else if (answer == gomoku.game.MatchEndings.DrawAnswer.ASK_OPPONENT) {
      closeDrawOffer();
      drawOffer = new DrawOffer(assets, texts, offering, screen.overlayWidth(), () -> {
        closeDrawOffer();
        Gdx.app.log(GomokuGame.LOG_TAG, "draw accepted");
        match.endings().agreeDraw();
        screen.refresh();
      }, () -> {
        closeDrawOffer();
        screen.say(texts.format("msg.drawRefused", texts.colour(3 - offering)), "caution");
      });
      screen.placeOverPanel(drawOffer);
      screen.stage.addActor(drawOffer);
      screen.logCentre("draw offer: accept", drawOffer.accept);
      screen.logCentre("draw offer: decline", drawOffer.decline);
      Gdx.app.log(GomokuGame.LOG_TAG, "draw offer shown");
    }
  }

  /** A move instead of an answer plays on: the offer goes. */
  void closeDrawOffer() {
    if (drawOffer != null) {
      drawOffer.remove();
      drawOffer = null;
    }
  }

  /** The result over the panel, with the rematch and a way to look at the board. */
  void showBanner(String text) {
    removeBanner();
    // Between computers there is no loser to give the other colour: the same game again, to watch.
    String again = texts.get(match.settings().computersOnly() ? "banner.another" : "banner.rematch");
    banner = new Banner(assets, texts, text, again, screen.overlayWidth(), this::rematch, () -> {
      banner.hide();
      banner = null;
    });
    screen.stage.addActor(banner);
    screen.placeOverPanel(banner);
    screen.logBounds("banner", banner);
    banner.getColor().a = 0;
    banner.setY(banner.getY() + 30);
    // The log line marks the end of the animation, when the last stone has landed too: tests wait for it
    // before a screenshot, instead of guessing a delay.
    banner.addAction(Actions.sequence(Actions.delay(0.5f),
        Actions.parallel(Actions.fadeIn(0.35f), Actions.moveBy(0, -30, 0.35f, Interpolation.pow2Out)),
        Actions.run(() -> Gdx.app.log(GomokuGame.LOG_TAG, "banner shown: " + text))));
  }

  /** A game that goes on again (an undo after the end) has no result to show. */
  void removeBanner() {
    if (banner != null) {
      banner.remove();
      banner = null;
    }
  }

  /** The next game: each player takes the other colour, with its own level and time. */
  private void rematch() {
    game.startMatch(match.settings().rematch());
  }
}
