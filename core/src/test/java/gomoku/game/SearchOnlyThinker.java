package gomoku.game;

import gomoku.engine.ThreatDefence;

/** A test's thinker that only searches: no puzzle defender is asked of it in a match or a review. */
abstract class SearchOnlyThinker implements Thinker {
  @Override
  public void startDefence(ThreatDefence.Question question) {
    throw new UnsupportedOperationException("a puzzle's defender is not asked here");
  }

  @Override
  public ThreatDefence defence() {
    return null;
  }
}
