package gomoku.ui;

import com.badlogic.gdx.files.FileHandle;
import com.badlogic.gdx.graphics.g2d.BitmapFont;
import com.badlogic.gdx.graphics.g2d.TextureRegion;

/**
 * The data of a font made by tools/FontGen.java: metrics in units of the font's size (what layouts measure), glyphs on
 * pages that hold several texels per unit (so they stay sharp when magnified). libGDX reads the glyph boxes as
 * texels; this maps them onto the denser pages, each of whose size in units its page line gives ({@code units=}).
 */
public final class DenseFontData extends BitmapFont.BitmapFontData {
  /** Each page's width (= height) in units. */
  private final int[] pageUnits;

  DenseFontData(FileHandle fnt) {
    super(fnt, false);
    String text = fnt.readString("UTF-8");
    pageUnits = new int[getImagePaths().length];
    int found = 0;
    for (String line : text.split("\n")) {
      if (line.startsWith("page ")) {
        int id = number(line, "id=");
        if (id >= pageUnits.length) {
          throw new IllegalArgumentException(fnt + ": page " + id + " of " + pageUnits.length);
        }
        pageUnits[id] = number(line, "units=");
        found++;
      }
    }
    if (found != pageUnits.length) {
      throw new IllegalArgumentException(fnt + ": " + found + " page lines for " + pageUnits.length + " pages");
    }
    addNoBreakSpace();
  }

  /** The no-break space (a number and its unit, "2 s", that must not part at a line's end) drawn as a space. */
  private void addNoBreakSpace() {
    BitmapFont.Glyph space = getGlyph(' ');
    if (space == null || getGlyph(Texts.NO_BREAK_SPACE) != null) {
      return;
    }
    BitmapFont.Glyph g = new BitmapFont.Glyph();
    g.id = Texts.NO_BREAK_SPACE; // not ' ': libGDX breaks lines at glyphs whose id is whitespace
    g.srcX = space.srcX;
    g.srcY = space.srcY;
    g.width = space.width;
    g.height = space.height;
    g.xoffset = space.xoffset;
    g.yoffset = space.yoffset;
    g.xadvance = space.xadvance;
    g.page = space.page;
    setGlyph(Texts.NO_BREAK_SPACE, g);
  }

  /**
   * The glyph that starts the next line when {@code start} does not fit: the nearest place before it where a line may
   * break, at a space (libGDX's rule) or between Chinese characters ({@link LineBreaks}).
   */
  @Override
  public int getWrapIndex(com.badlogic.gdx.utils.Array<BitmapFont.Glyph> glyphs, int start) {
    int atSpace = super.getWrapIndex(glyphs, start);
    // Glyph start - 1 is the first that did not fit: the latest break lets it begin the next line.
    for (int i = Math.min(start - 1, glyphs.size - 1); i > atSpace && i > 0; i--) {
      if (LineBreaks.allowedBetween((char) glyphs.get(i - 1).id, (char) glyphs.get(i).id)) {
        return i;
      }
    }
    return atSpace;
  }

  /** The whole number after {@code key} in {@code line}. */
  private static int number(String line, String key) {
    int start = line.indexOf(key);
    if (start < 0) {
      throw new IllegalArgumentException("font page line without " + key + ": " + line);
    }
    start += key.length();
    int end = start;
    while (end < line.length() && Character.isDigit(line.charAt(end))) {
      end++;
    }
    return Integer.parseInt(line.substring(start, end));
  }

  /** How many pages the font's glyphs lie on. */
  int pages() {
    return pageUnits.length;
  }

  /** The region is the whole page: a glyph's box in units, divided by its page's size in units. */
  @Override
  public void setGlyphRegion(BitmapFont.Glyph glyph, TextureRegion region) {
    float units = pageUnits[glyph.page];
    glyph.u = glyph.srcX / units;
    glyph.u2 = (glyph.srcX + glyph.width) / units;
    glyph.v2 = glyph.srcY / units;
    glyph.v = (glyph.srcY + glyph.height) / units;
  }
}
