package gomoku.ui.play;

import gomoku.ui.Texts;
import gomoku.ui.GomokuGame;

import com.badlogic.gdx.Gdx;
import gomoku.game.Match;
import gomoku.rules.Stone;

/** The game as text: copied (a link in the browser), loaded from pasted text or a file, saved as a PSQ file. */
final class RecordCommands {
  private final PlayScreen screen;
  private final GomokuGame game;
  private final Match match;

  RecordCommands(PlayScreen screen, GomokuGame game, Match match) {
    this.screen = screen;
    this.game = game;
    this.match = match;
  }

  /** The game so far as a move string, to the clipboard (and the log); in the browser a link that opens it. */
  void copyGame() {
    Texts texts = screen.texts;
    String moves = match.state().moveString();
    Gdx.app.log(GomokuGame.LOG_TAG, "record: " + moves);
    if (moves.isEmpty()) {
      screen.say(texts.get("msg.nothingToCopy"), "caution");
      return;
    }
    String link = game.links().linkTo(match);
    if (link != null) { // the browser: a link opens the game for whoever gets it
      Gdx.app.getClipboard().setContents(link);
      Gdx.app.log(GomokuGame.LOG_TAG, "link: " + link);
      screen.say(texts.get("msg.linkCopied"));
      return;
    }
    Gdx.app.getClipboard().setContents(moves);
    screen.say(texts.format("msg.copied", moves.length() > 40 ? moves.substring(0, 40) + "…" : moves));
  }

  void showLoadDialog() {
    new LoadDialog(game, match.settings(), match.timeLeft(Stone.BLACK), match.timeLeft(Stone.WHITE))
        .show(screen.stage);
  }

  /** Ctrl+S on the desktop: the game as a PSQ file in ~/Gomoku (the message names the file). */
  void saveRecord() {
    Texts texts = screen.texts;
    gomoku.game.RecordFiles files = game.records();
    if (files == null) {
      copyGame(); // the browser has no files to show: the move string goes to the clipboard instead
      return;
    }
    try {
      String where = files.save(gomoku.record.Psq.write(match.state().size(), match.state().moves(), null,
          java.util.Arrays.asList("result: " + match.statusText())));
      Gdx.app.log(GomokuGame.LOG_TAG, "saved: " + where);
      // The file's name only: the folder is always the same, and a whole path does not fit the panel.
      screen.say(texts.format("msg.saved", where.substring(Math.max(where.lastIndexOf('/'), where.lastIndexOf('\\'))
          + 1)));
    } catch (java.io.IOException | IllegalArgumentException e) {
      Gdx.app.log(GomokuGame.LOG_TAG, "save failed: " + e.getMessage());
      screen.refuse(texts.format("msg.saveFailed", String.valueOf(e.getMessage())));
    }
  }
}
