package gomoku.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import com.badlogic.gdx.files.FileHandle;
import com.badlogic.gdx.graphics.g2d.BitmapFont;
import com.badlogic.gdx.utils.Array;
import java.io.File;
import org.junit.jupiter.api.Test;

/** The game's fonts as libGDX lays them out: where a line may break. */
class DenseFontDataTest {
  private static DenseFontData font(String name) {
    return new DenseFontData(new FileHandle(new File("../assets/fonts/" + name + ".fnt")));
  }

  @Test
  void theNoBreakSpaceIsDrawnAsASpace() {
    for (String name : new String[] {"ui", "title"}) {
      DenseFontData data = font(name);
      BitmapFont.Glyph noBreak = data.getGlyph(Texts.NO_BREAK_SPACE);
      assertNotNull(noBreak, name + " has a glyph for the no-break space");
      assertEquals(data.getGlyph(' ').xadvance, noBreak.xadvance, name + ": as wide as a space");
    }
  }

  @Test
  void aLineBreaksAtASpaceButNotAtANoBreakSpace() {
    DenseFontData data = font("ui");
    String text = "(Medium, 2" + Texts.NO_BREAK_SPACE + "s)";
    Array<BitmapFont.Glyph> glyphs = new Array<>();
    for (char c : text.toCharArray()) {
      glyphs.add(data.getGlyph(c));
    }
    // "s" (index 11) does not fit: the line breaks after "Medium, ", so that "2 s)" starts the next one.
    assertEquals(9, data.getWrapIndex(glyphs, 11), "the break before the number, not between it and its unit");
  }
}
