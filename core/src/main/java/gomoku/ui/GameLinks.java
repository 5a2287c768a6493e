package gomoku.ui;

import gomoku.game.Match;
import gomoku.game.MatchSettings;
import gomoku.record.GameLink;

/**
 * The browser's game links: the game the page's address carries ({@code ?game=…&rule=…&size=…}, and a renju opening
 * rule's {@code &opening=…&record=…}), and the address Copy gives for a game. The desktop has neither.
 */
public final class GameLinks {
  /** The page's link parameters (game, rule, size, opening, record), or null. */
  private String[] shared;
  /** The page's address without its query, or null. */
  private String base;

  public void setShared(String game, String rule, String size, String opening, String record) {
    // A link's rule or size alone counts too: a bad one is said on the menu, not silently dropped.
    shared = game == null && rule == null && size == null && opening == null ? null
        : new String[] {game, rule, size, opening, record};
  }

  public void setBase(String base) {
    this.base = base;
  }

  /** A link that opens this game (with its renju opening's record), or null where there are no links. */
  public String linkTo(Match match) {
    gomoku.game.RenjuOpeningRule renjuRule = match.renju().rule();
    return base == null ? null
        : base + "?" + GameLink.query(match.state().rule(), match.state().size(), match.tree())
            + GameLink.openingQuery(renjuRule == null ? null : renjuRule.name(), match.renju().record());
  }

  /**
   * The game of the page's address, or null when it carries none.
   *
   * @throws IllegalArgumentException (an {@link gomoku.rules.InputError}) when its game cannot be read
   */
  GameLink sharedLink() {
    return shared == null ? null : GameLink.parse(shared[0], shared[1], shared[2], shared[3], shared[4]);
  }

  /**
   * The settings with the renju opening rule a link names (its record is shown over the moves).
   *
   * @throws gomoku.rules.InputError when the link names no such rule or its record is not one
   */
  static MatchSettings withOpening(MatchSettings s, GameLink link) {
    if (link.opening != null) {
      s.opening = openingOf(gomoku.game.RenjuOpeningRule.named(link.opening));
      if (s.opening == null || !gomoku.game.RenjuOpeningTurns.isRecord(link.record)) {
        throw new gomoku.rules.InputError("linkOpening", "the renju opening's record in the link is not readable");
      }
    }
    return s;
  }

  /** The opening that plays a renju opening rule, or null. */
  private static gomoku.game.Opening openingOf(gomoku.game.RenjuOpeningRule rule) {
    for (gomoku.game.Opening o : gomoku.game.Opening.values()) {
      if (rule != null && o.renjuRule == rule) {
        return o;
      }
    }
    return null;
  }
}
