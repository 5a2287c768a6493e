package gomoku.game;

import gomoku.rules.Stone;

/**
 * The game in progress, kept in a {@link Store} so that nothing a player did is lost. A save that cannot be read
 * is kept aside under a new name, never overwritten, and the player is told where; a save that cannot be written
 * is reported once (until a save succeeds again), and the last good save stays.
 */
public final class GameSaves {
  public static final String AUTOSAVE = "autosave";

  /** What went wrong, for the screens to say in the player's language. */
  public static final class Problem {
    public enum Kind {
      /** The save could not be read; it was kept aside at {@link #where}. */
      KEPT_ASIDE,
      /** The save could not be read nor moved aside: games are not saved until it is moved or deleted. */
      NOT_READ,
      /** A save could not be written; the previous one stays at {@link #where}. */
      NOT_WRITTEN
    }

    public final Kind kind;
    public final String where;
    public final String reason;

    Problem(Kind kind, String where, String reason) {
      this.kind = kind;
      this.where = where;
      this.reason = reason;
    }

    @Override
    public String toString() {
      return kind + " " + where + ": " + reason;
    }
  }

  private final Store store;
  /** The problem not yet told to the player, or null. */
  private Problem untold;
  /** The save's place holds something unreadable that could not be moved: writing there would destroy it. */
  private boolean blocked;
  /** The last write failed (told once; the next failure in a row is not told again). */
  private boolean failing;

  public GameSaves(Store store) {
    this.store = store;
  }

  /**
   * The unfinished game saved last, or null if there is none or it cannot be read; one that cannot be read is
   * kept aside (named by {@code now}, the time in milliseconds) and reported through {@link #takeProblem}.
   */
  public SavedGame unfinished(long now) {
    String text;
    try {
      text = store.get(AUTOSAVE);
    } catch (StoreException e) {
      return keepAside(now, e.getMessage());
    }
    blocked = false;
    if (text == null) {
      return null;
    }
    try {
      return SavedGame.decode(text);
    } catch (IllegalArgumentException e) {
      return keepAside(now, e.getMessage());
    }
  }

  private SavedGame keepAside(long now, String reason) {
    String aside = AUTOSAVE + ".bad-" + now;
    try {
      store.rename(AUTOSAVE, aside);
      blocked = false;
      untold = new Problem(Problem.Kind.KEPT_ASIDE, store.where(aside), reason);
    } catch (StoreException e) {
      blocked = true;
      untold = new Problem(Problem.Kind.NOT_READ, store.where(AUTOSAVE), reason + "; " + e.getMessage());
    }
    return null;
  }

  /** Keeps {@code match} as the game in progress; a finished game clears the save (there is nothing to resume). */
  public void save(Match match) {
    save(match.isOver() ? null : SavedGame.encode(match.settings(), match.state(), match.tree(),
        match.timeLeft(Stone.BLACK), match.timeLeft(Stone.WHITE), match.setupMoves(), match.renju().toText(),
        match.renju().record()));
  }

  /** Writes a save's text (null: no game in progress), unless the place holds a save that could not be read. */
  public void save(String text) {
    if (blocked) {
      return; // already told: the unreadable save must be moved first
    }
    try {
      store.put(AUTOSAVE, text);
      failing = false;
    } catch (StoreException e) {
      if (!failing) {
        untold = new Problem(Problem.Kind.NOT_WRITTEN, store.where(AUTOSAVE), e.getMessage());
      }
      failing = true;
    }
  }

  /** Whether the last write failed (the saved game is older than the one on the board). */
  public boolean failing() {
    return failing || blocked;
  }

  /** The problem not yet told to the player, once; else null. */
  public Problem takeProblem() {
    Problem p = untold;
    untold = null;
    return p;
  }
}
