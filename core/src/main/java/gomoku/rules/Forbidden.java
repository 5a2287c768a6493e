package gomoku.rules;

/** Why a point is forbidden for black under renju, or {@link #NONE}. */
public enum Forbidden {
  NONE("allowed"),
  DOUBLE_THREE("double three (3-3)"),
  DOUBLE_FOUR("double four (4-4)"),
  OVERLINE("overline (six or more)");

  public final String description;

  Forbidden(String description) {
    this.description = description;
  }
}
