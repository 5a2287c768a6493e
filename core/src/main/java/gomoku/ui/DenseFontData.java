package gomoku.ui;

import com.badlogic.gdx.files.FileHandle;
import com.badlogic.gdx.graphics.Texture;
import com.badlogic.gdx.graphics.g2d.BitmapFont;
import com.badlogic.gdx.graphics.g2d.TextureRegion;

/**
 * The data of a font made by tools/AssetGen.java: metrics in units of the font's size (what layouts measure), glyphs on
 * a page that holds several texels per unit (so they stay sharp when magnified). libGDX reads the glyph boxes as
 * texels; this maps them onto the denser page, whose density is its width over the .fnt's {@code scaleW}.
 */
final class DenseFontData extends BitmapFont.BitmapFontData {
  private final float pageUnitsWide;
  private final float pageUnitsHigh;

  DenseFontData(FileHandle fnt) {
    super(fnt, false);
    String text = fnt.readString("UTF-8");
    pageUnitsWide = number(text, "scaleW=");
    pageUnitsHigh = number(text, "scaleH=");
  }

  private static int number(String text, String key) {
    int start = text.indexOf(key);
    if (start < 0) {
      throw new IllegalArgumentException("font file without " + key);
    }
    start += key.length();
    int end = start;
    while (end < text.length() && Character.isDigit(text.charAt(end))) {
      end++;
    }
    return Integer.parseInt(text.substring(start, end));
  }

  /** The region is the whole page: a glyph's box in units, divided by the page's size in units. */
  @Override
  public void setGlyphRegion(BitmapFont.Glyph glyph, TextureRegion region) {
    Texture page = region.getTexture();
    if (page.getWidth() % pageUnitsWide != 0) {
      throw new IllegalArgumentException("font page of " + page.getWidth() + " texels for " + pageUnitsWide + " units");
    }
    glyph.u = glyph.srcX / pageUnitsWide;
    glyph.u2 = (glyph.srcX + glyph.width) / pageUnitsWide;
    glyph.v2 = glyph.srcY / pageUnitsHigh;
    glyph.v = (glyph.srcY + glyph.height) / pageUnitsHigh;
  }
}
