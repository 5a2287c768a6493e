package gomoku.ui.play;

import com.badlogic.gdx.Gdx;
import gomoku.game.Match;
import gomoku.game.Status;
import gomoku.rules.Notation;
import gomoku.ui.GomokuGame;
import gomoku.ui.Texts;

/**
 * A renju opening rule in words: its record under the move list's heading ("RIF: swap after 3 · 5th g7 of 2
 * offers"), and its step, players and offers in the log, which the tests follow.
 */
final class RenjuOpeningWords {
  private final Texts texts;
  private final Match match;
  /** The heading with the record, as last logged. */
  private String logged;

  RenjuOpeningWords(Texts texts, Match match) {
    this.texts = texts;
    this.match = match;
  }

  /** The move list's heading (may be null) with the rule's record on a line of its own, when there is one. */
  String withRecord(String heading) {
    String record = match.renju().record();
    if (record.isEmpty()) {
      return heading;
    }
    StringBuilder said = new StringBuilder(match.renju().rule().title).append(": ");
    String[] steps = record.split("; ");
    for (int i = 0; i < steps.length; i++) {
      String[] w = steps[i].split(" ");
      said.append(i == 0 ? "" : " · ").append(w[0].equals("take")
          ? texts.format("renjuRecord.take", w[1], w[3].split(",").length)
          : texts.format("renjuRecord." + w[0], w[1]));
    }
    String full = heading == null || heading.isEmpty() ? said.toString() : heading + "\n" + said;
    if (!full.equals(logged)) {
      logged = full;
      Gdx.app.log(GomokuGame.LOG_TAG, "move list heading: " + full.replace('\n', '|'));
    }
    return full;
  }

  /** The step now and who plays which colour, and black's offers while there are any. */
  void logStep() {
    if (match.renju().step() == null) {
      return;
    }
    Gdx.app.log(GomokuGame.LOG_TAG, "renju opening: " + Status.of(match).english() + " (black "
        + match.settings().black + ", white " + match.settings().white + ")");
    if (!match.renju().offers().isEmpty()) {
      Gdx.app.log(GomokuGame.LOG_TAG, "renju offers: "
          + Notation.moveString(match.state().size(), match.renju().offers()).replaceAll("([a-z][0-9]+)", "$1 ")
              .trim());
    }
  }
}
