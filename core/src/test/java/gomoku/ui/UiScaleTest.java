package gomoku.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class UiScaleTest {
  @Test
  void aPhoneGetsAWorldTheSizeOfItsScreenInCssPixels() {
    // 390 x 844 CSS pixels at three device pixels each: one unit is one CSS pixel, the world 390 x 844.
    float perUnit = UiScale.pixelsPerUnit(1170, 2532, 3, true);
    assertEquals(3f, perUnit, 1e-4);
    assertEquals(390f, 1170 / perUnit, 1e-3);
  }

  @Test
  void aDesktopWindowFitsTheDesignAndGrowsTheLongerSide() {
    // 1280 x 800: the design's 700 units of height fill it; the width grows to 1120 (no bars).
    float perUnit = UiScale.pixelsPerUnit(1280, 800, 1, false);
    assertEquals(800f / 700, perUnit, 1e-4);
    assertEquals(1120f, 1280 / perUnit, 0.01);
  }

  @Test
  void aSmallWindowShrinksOnlyToTheFloor() {
    assertEquals(UiScale.POINTER_FLOOR, UiScale.pixelsPerUnit(480, 400, 1, false), 1e-4);
    assertEquals(UiScale.TOUCH_FLOOR * 2, UiScale.pixelsPerUnit(640, 800, 2, true), 1e-4);
  }
}
