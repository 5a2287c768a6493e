package gomoku.rules;

/**
 * Input that cannot be read (a point name, a record, a link, a set-up position), said in English in its message
 * for logs and the engine protocol, and as a text key with its values so that the game can say it in the player's
 * language ({@code input.<key>} in the game's texts; a {@link Verdict} value is said as the game says verdicts).
 */
public final class InputError extends IllegalArgumentException {
  public final String key;
  private final Object[] args;

  public InputError(String key, String english, Object... args) {
    super(english);
    this.key = key;
    this.args = args;
  }

  /** The values the text puts in its places {0}, {1}, …: numbers, quoted input, point names, verdicts. */
  public Object[] args() {
    return java.util.Arrays.copyOf(args, args.length);
  }
}
