package gomoku.ui;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class LineBreaksTest {
  @Test
  void chineseBreaksBetweenCharactersButNotBeforeClosingOrAfterOpeningPunctuation() {
    assertTrue(LineBreaks.allowedBetween('再', '来'));
    assertTrue(LineBreaks.allowedBetween('颜', '色'), "再来一局，交换颜 / 色 may break inside the word's run");
    assertFalse(LineBreaks.allowedBetween('局', '，'), "no line starts with a comma");
    assertFalse(LineBreaks.allowedBetween('（', '黑'), "no line ends with an opening bracket");
    assertFalse(LineBreaks.allowedBetween('方', '）'), "no line starts with a closing bracket");
    assertTrue(LineBreaks.allowedBetween('）', '用'));
    assertTrue(LineBreaks.allowedBetween('5', '秒'), "a number and its Chinese unit may part at the end of a line");
  }

  @Test
  void otherScriptsKeepBreakingAtSpacesOnly() {
    assertFalse(LineBreaks.allowedBetween('a', 'b'));
    assertFalse(LineBreaks.allowedBetween('e', ' '));
    assertFalse(LineBreaks.allowedBetween('字', ' '), "the space itself is libGDX's break");
  }
}
