import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.font.FontRenderContext;
import java.awt.font.GlyphVector;
import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import javax.imageio.ImageIO;

/**
 * Makes the game's distance-field fonts (assets/fonts: the text font, a page for English and one for each other
 * language's glyphs, and the title font); the output is committed, so the game needs nothing at run time. Run from
 * the project root after a text changes: {@code java tools/FontGen.java}. Deterministic. Glyphs come from DejaVu Sans
 * (Debian's fonts-dejavu-core), Droid Sans Fallback (fonts-droid-fallback) and Nanum Gothic (fonts-nanum); their
 * licences are in assets/fonts.
 */
public class FontGen {
  public static void main(String[] args) throws Exception {
    File fonts = new File("assets/fonts");
    fonts.mkdirs();
    String ttf = args.length > 0 ? args[0] : "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
    Font base = Font.createFont(Font.TRUETYPE_FONT, new File(ttf));
    // Chinese and Japanese glyphs come from Droid Sans Fallback (Debian's fonts-droid-fallback, Apache 2.0): only
    // the characters the translations use, so the pages stay small.
    Font cjk = Font.createFont(Font.TRUETYPE_FONT, new File(args.length > 1 ? args[1]
        : "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf"));
    // Hangul, which Droid Sans Fallback lacks, from Nanum Gothic (Debian's fonts-nanum, SIL OFL 1.1).
    Font hangul = Font.createFont(Font.TRUETYPE_FONT, new File(args.length > 2 ? args[2]
        : "/usr/share/fonts/truetype/nanum/NanumGothic.ttf"));
    // The first page holds what the English interface shows (the language names of its menu included); each other
    // language's page the rest of its glyphs, which the browser fetches only once that language is chosen. A glyph
    // lies on the first page that needs it (Japanese borrows Chinese's ideographs, so it needs both pages).
    StringBuilder english = new StringBuilder(printableAscii() + "·×—…←→↑↓");
    english.append(nonAscii(new File("assets/i18n/strings.properties")));
    for (String[] language : LANGUAGES) {
      english.append(language[1]);
    }
    String[] pageChars = new String[LANGUAGES.length];
    String[] pageFiles = new String[LANGUAGES.length];
    pageChars[0] = english.toString();
    pageFiles[0] = "ui";
    StringBuilder titles = new StringBuilder();
    for (int i = 0; i < LANGUAGES.length; i++) {
      File strings = strings(LANGUAGES[i][0]);
      if (i > 0) {
        pageChars[i] = nonAscii(strings);
        pageFiles[i] = "ui-" + LANGUAGES[i][0];
      }
      titles.append(property(strings, "app.title"));
    }
    // Text is drawn from 2 texels a unit (ideographs' strokes stay apart when magnified) and titles from 1.
    font(base.deriveFont(Font.PLAIN, 22f), new Font[] {cjk.deriveFont(Font.PLAIN, 22f),
      hangul.deriveFont(Font.PLAIN, 22f)}, pageChars, pageFiles, "ui", fonts, 2, 2);
    // The title font draws the game's name only (the menu's title, in every language).
    font(base.deriveFont(Font.BOLD, 44f), new Font[] {cjk.deriveFont(Font.PLAIN, 44f),
      hangul.deriveFont(Font.BOLD, 44f)}, new String[] {titles.toString()},
        new String[] {"title"}, "title", fonts, 1, 4);
  }

  /** The languages (as gomoku.ui.Texts offers them): code, and its name in its own language. */
  private static final String[][] LANGUAGES = {{"en", "English"}, {"zh", "中文"}, {"ja", "日本語"}, {"ko", "한국어"},
    {"ru", "Русский"}, {"cs", "Čeština"}, {"vi", "Tiếng Việt"}};

  /** A language's texts file. */
  private static File strings(String code) {
    String suffix = code.equals("en") ? "" : code.equals("zh") ? "_zh_CN" : "_" + code;
    return new File("assets/i18n/strings" + suffix + ".properties");
  }
  /** The value of {@code key} in a UTF-8 properties file. */
  private static String property(File f, String key) throws IOException {
    for (String line : java.nio.file.Files.readAllLines(f.toPath(), StandardCharsets.UTF_8)) {
      if (line.startsWith(key + "=")) {
        return line.substring(key.length() + 1).trim();
      }
    }
    throw new IllegalArgumentException(f + " has no " + key);
  }

  /** Every character above ASCII in a UTF-8 text file, once each. */
  private static String nonAscii(File f) throws IOException {
    String text = new String(java.nio.file.Files.readAllBytes(f.toPath()), StandardCharsets.UTF_8);
    StringBuilder sb = new StringBuilder();
    for (char c : text.toCharArray()) {
      if (c > 127 && sb.indexOf(String.valueOf(c)) < 0) {
        sb.append(c);
      }
    }
    return sb.toString();
  }
  /**
   * A distance-field font (libGDX's DistanceFieldFont): an AngelCode text .fnt whose metrics are in units of the
   * font's own size, and pages of white glyphs holding {@code texelsPerUnit} texels per unit, whose alpha is the
   * distance to the glyph's outline (0.5 on it, rising inside), so text stays sharp at any scale and pixel density.
   * Each page line carries its size in units ({@code units=}), which is how the game finds a page's density (the
   * common scaleW/scaleH are the first page's); the padding is the spread (in units) that the distance reaches,
   * which libGDX takes off the measured text. {@code pageChars[i]} go on page i (a character once, on its first).
   */
  private static void font(Font font, Font[] fallbacks, String[] pageChars, String[] pageFiles, String name, File dir,
      int texelsPerUnit, int spread) throws IOException {
    int[] pageTexels = new int[pageChars.length];
    java.util.Arrays.fill(pageTexels, 128);
    while (true) { // each page as small a power of two as holds its glyphs: measured first, then drawn
      try {
        font(font, fallbacks, pageChars, pageFiles, name, dir, texelsPerUnit, spread, pageTexels, false);
        break;
      } catch (PageTooSmall e) {
        pageTexels[e.page] *= 2;
      }
    }
    font(font, fallbacks, pageChars, pageFiles, name, dir, texelsPerUnit, spread, pageTexels, true);
  }

  private static final class PageTooSmall extends RuntimeException {
    final int page;

    PageTooSmall(int page) {
      this.page = page;
    }
  }

  private static void font(Font font, Font[] fallbacks, String[] pageChars, String[] pageFiles, String name, File dir,
      int texelsPerUnit, int spread, int[] pageTexels, boolean draw) throws IOException {
    BufferedImage measure = new BufferedImage(1, 1, BufferedImage.TYPE_INT_ARGB);
    Graphics2D mg = measure.createGraphics();
    mg.setRenderingHint(RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_ON);
    mg.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
    mg.setFont(font);
    FontRenderContext frc = mg.getFontRenderContext();
    java.awt.FontMetrics fm = mg.getFontMetrics();
    int ascent = fm.getAscent();
    int lineHeight = fm.getHeight();
    StringBuilder lines = new StringBuilder();
    StringBuilder done = new StringBuilder();
    int count = 0;
    for (int pageId = 0; pageId < pageChars.length; pageId++) {
      int pageUnits = pageTexels[pageId] / texelsPerUnit;
      BufferedImage page =
          draw ? new BufferedImage(pageTexels[pageId], pageTexels[pageId], BufferedImage.TYPE_INT_ARGB) : null;
      int x = 0;
      int y = 0;
      int rowH = 0;
      for (char ch : pageChars[pageId].toCharArray()) {
        Font f = font;
        for (int i = 0; i < fallbacks.length && !f.canDisplay(ch); i++) {
          f = fallbacks[i]; // the first font that has the glyph
        }
        if (done.indexOf(String.valueOf(ch)) >= 0 || !f.canDisplay(ch)) {
          continue;
        }
        done.append(ch);
        GlyphVector gv = f.createGlyphVector(frc, String.valueOf(ch));
        java.awt.Shape outline = gv.getOutline();
        java.awt.geom.Rectangle2D bounds = outline.getBounds2D();
        boolean blank = ch == ' ' || bounds.isEmpty();
        // The glyph's box in whole units around its outline, with the spread on every side.
        int left = blank ? 0 : (int) Math.floor(bounds.getMinX()) - spread;
        int top = blank ? 0 : (int) Math.floor(bounds.getMinY()) - spread;
        int w = blank ? 0 : (int) Math.ceil(bounds.getMaxX()) + spread - left;
        int h = blank ? 0 : (int) Math.ceil(bounds.getMaxY()) + spread - top;
        if (x + w > pageUnits) {
          x = 0;
          y += rowH;
          rowH = 0;
        }
        if (y + h > pageUnits) {
          throw new PageTooSmall(pageId);
        }
        if (!blank && draw) {
          distanceField(outline, left, top, w, h, texelsPerUnit, spread, page, x * texelsPerUnit, y * texelsPerUnit);
        }
        int advance = (int) Math.round(gv.getGlyphMetrics(0).getAdvanceX());
        lines.append("char id=").append((int) ch).append(" x=").append(x).append(" y=").append(y)
            .append(" width=").append(w).append(" height=").append(h)
            .append(" xoffset=").append(left).append(" yoffset=").append(blank ? 0 : ascent + top)
            .append(" xadvance=").append(advance).append(" page=").append(pageId).append(" chnl=15\n");
        count++;
        x += w;
        rowH = Math.max(rowH, h);
      }
      if (draw) {
        writeGreyAlpha(page, new File(dir, pageFiles[pageId] + ".png"));
      }
    }
    if (!draw) {
      return;
    }
    mg.dispose();
    int firstUnits = pageTexels[0] / texelsPerUnit;
    try (PrintWriter out = new PrintWriter(new File(dir, name + ".fnt"), StandardCharsets.UTF_8)) {
      out.print("info face=\"" + font.getFamily() + "\" size=" + font.getSize() + " bold=" + (font.isBold() ? 1 : 0)
          + " italic=0 charset=\"\" unicode=1 stretchH=100 smooth=1 aa=1 padding=" + spread + "," + spread + ","
          + spread + "," + spread + " spacing=0,0\n");
      out.print("common lineHeight=" + lineHeight + " base=" + ascent + " scaleW=" + firstUnits + " scaleH="
          + firstUnits + " pages=" + pageFiles.length + " packed=0\n");
      for (int i = 0; i < pageFiles.length; i++) {
        out.print("page id=" + i + " file=\"" + pageFiles[i] + ".png\" units=" + pageTexels[i] / texelsPerUnit + "\n");
      }
      out.print("chars count=" + count + "\n");
      out.print(lines);
    }
  }

  /** Saves a white image as a grey-and-alpha PNG: half the bytes of RGBA, and read as white glyphs by both builds. */
  private static void writeGreyAlpha(BufferedImage argb, File file) throws IOException {
    java.awt.image.ComponentColorModel model = new java.awt.image.ComponentColorModel(
        java.awt.color.ColorSpace.getInstance(java.awt.color.ColorSpace.CS_GRAY), true, false,
        java.awt.Transparency.TRANSLUCENT, java.awt.image.DataBuffer.TYPE_BYTE);
    java.awt.image.WritableRaster raster = model.createCompatibleWritableRaster(argb.getWidth(), argb.getHeight());
    for (int y = 0; y < argb.getHeight(); y++) {
      for (int x = 0; x < argb.getWidth(); x++) {
        int alpha = argb.getRGB(x, y) >>> 24;
        raster.setSample(x, y, 0, 255);
        raster.setSample(x, y, 1, alpha);
      }
    }
    ImageIO.write(new BufferedImage(model, raster, false, null), "png", file);
  }

  /**
   * Writes one glyph's distance field into the page at (px, py): the outline is filled at 8 samples a texel, and each
   * texel gets the signed distance from its centre to the outline, 0.5 on it and 0 or 1 at the spread.
   */
  private static void distanceField(java.awt.Shape outline, int left, int top, int w, int h, int texelsPerUnit,
      int spread, BufferedImage page, int px, int py) {
    int over = 8;
    int perUnit = texelsPerUnit * over;
    int sw = w * perUnit;
    int sh = h * perUnit;
    BufferedImage fine = new BufferedImage(sw, sh, BufferedImage.TYPE_BYTE_GRAY);
    Graphics2D g = fine.createGraphics();
    g.setColor(Color.WHITE);
    g.scale(perUnit, perUnit);
    g.translate(-left, -top);
    g.fill(outline);
    g.dispose();
    boolean[] inside = new boolean[sw * sh];
    for (int yy = 0; yy < sh; yy++) {
      for (int xx = 0; xx < sw; xx++) {
        inside[yy * sw + xx] = (fine.getRaster().getSample(xx, yy, 0)) >= 128;
      }
    }
    double[] toOutside = squaredDistances(inside, true, sw, sh);
    double[] toInside = squaredDistances(inside, false, sw, sh);
    double spreadFine = spread * (double) perUnit;
    for (int ty = 0; ty < h * texelsPerUnit; ty++) {
      for (int tx = 0; tx < w * texelsPerUnit; tx++) {
        int i = (ty * over + over / 2) * sw + tx * over + over / 2;
        double d = inside[i] ? Math.sqrt(toOutside[i]) - 0.5 : 0.5 - Math.sqrt(toInside[i]);
        double v = Math.max(0, Math.min(1, 0.5 + d / (2 * spreadFine)));
        int a = (int) Math.round(v * 255);
        page.setRGB(px + tx, py + ty, (a << 24) | 0xffffff);
      }
    }
  }

  /**
   * For each sample, the squared distance to the nearest sample whose inside flag differs from {@code from}'s
   * (samples of the other kind get 0): Felzenszwalb and Huttenlocher's exact transform, by columns then rows.
   */
  private static double[] squaredDistances(boolean[] inside, boolean from, int w, int h) {
    double inf = 1e20;
    double[] d = new double[w * h];
    for (int i = 0; i < d.length; i++) {
      d[i] = inside[i] == from ? inf : 0;
    }
    double[] f = new double[Math.max(w, h)];
    double[] out = new double[Math.max(w, h)];
    for (int x = 0; x < w; x++) {
      for (int y = 0; y < h; y++) {
        f[y] = d[y * w + x];
      }
      lowerEnvelope(f, h, out);
      for (int y = 0; y < h; y++) {
        d[y * w + x] = out[y];
      }
    }
    for (int y = 0; y < h; y++) {
      System.arraycopy(d, y * w, f, 0, w);
      lowerEnvelope(f, w, out);
      System.arraycopy(out, 0, d, y * w, w);
    }
    return d;
  }

  /** One dimension of the transform: out[q] = min over p of (q - p)^2 + f[p]. */
  private static void lowerEnvelope(double[] f, int n, double[] out) {
    int[] v = new int[n];
    double[] z = new double[n + 1];
    int k = 0;
    v[0] = 0;
    z[0] = Double.NEGATIVE_INFINITY;
    z[1] = Double.POSITIVE_INFINITY;
    for (int q = 1; q < n; q++) {
      double s = ((f[q] + q * (double) q) - (f[v[k]] + v[k] * (double) v[k])) / (2.0 * q - 2.0 * v[k]);
      while (s <= z[k]) {
        k--;
        s = ((f[q] + q * (double) q) - (f[v[k]] + v[k] * (double) v[k])) / (2.0 * q - 2.0 * v[k]);
      }
      k++;
      v[k] = q;
      z[k] = s;
      z[k + 1] = Double.POSITIVE_INFINITY;
    }
    k = 0;
    for (int q = 0; q < n; q++) {
      while (z[k + 1] < q) {
        k++;
      }
      out[q] = (q - v[k]) * (double) (q - v[k]) + f[v[k]];
    }
  }

  private static String printableAscii() {
    StringBuilder sb = new StringBuilder();
    for (char c = 32; c < 127; c++) {
      sb.append(c);
    }
    return sb.toString();
  }
}
