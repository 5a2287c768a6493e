package gomoku.ui;

/**
 * Where a line of Chinese or Japanese may break: between any two characters where either is a CJK character, but never
 * before closing punctuation (，。）…), a small kana or the long-vowel mark, nor after opening punctuation (（“…), as
 * Chinese and Japanese typesetting do; other scripts (Korean too, which spaces its words)
 * break at spaces (libGDX's own rule). See https://www.w3.org/TR/clreq/#prohibition_rules_for_line_start_end
 */
public final class LineBreaks {
  private static final String NO_LINE_START =
      "，。、；：！？）］｝」』】〉》”’％·…—～ーぁぃぅぇぉっゃゅょァィゥェォッャュョ,.;:!?)]}%";
  private static final String NO_LINE_END = "（［｛「『【〈《“‘([{";

  private LineBreaks() {}

  /** Whether a line may end after {@code before} and the next begin with {@code after}. */
  static boolean allowedBetween(char before, char after) {
    if (!isCjk(before) && !isCjk(after)) {
      return false;
    }
    return NO_LINE_START.indexOf(after) < 0 && NO_LINE_END.indexOf(before) < 0 && after != ' ' && before != ' ';
  }

  /** Ideographs, kana, CJK and full-width punctuation. */
  static boolean isCjk(char c) {
    return (c >= 0x3000 && c <= 0x30ff) || (c >= 0x3400 && c <= 0x9fff) || (c >= 0xf900 && c <= 0xfaff)
        || (c >= 0xff00 && c <= 0xffef);
  }
}
