import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.font.FontRenderContext;
import java.awt.font.GlyphVector;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import javax.imageio.ImageIO;

/**
 * Makes the game's images and distance-field fonts; their output is committed under assets/, so the game needs nothing at
 * run time and nothing is downloaded. Run from the project root: {@code java tools/AssetGen.java}. Deterministic:
 * the same inputs give the same files. Fonts are drawn from DejaVu Sans (Debian's fonts-dejavu-core, free licence,
 * see assets/fonts/LICENSE-DejaVu.txt).
 */
public class AssetGen {
  public static void main(String[] args) throws Exception {
    icons(new File("html/src/main/webapp/icons"), new File("lwjgl3/src/main/resources/icons"));
    if (args.length > 0 && args[0].equals("icons")) {
      return; // java tools/AssetGen.java icons: the app icons only
    }
    File images = new File("assets/images");
    File fonts = new File("assets/fonts");
    images.mkdirs();
    fonts.mkdirs();
    // The grain has no edges a JPEG blurs, and a fifth of the PNG's bytes is a fifth of the page's first load.
    jpeg(wood(512), 0.9f, new File(images, "wood.jpg"));
    if (args.length > 0 && args[0].equals("images")) {
      return; // java tools/AssetGen.java images: the board's wood (and the icons) only
    }
    ImageIO.write(stone(128, true), "png", new File(images, "stone-black.png"));
    ImageIO.write(stone(128, false), "png", new File(images, "stone-white.png"));
    ImageIO.write(shadow(128), "png", new File(images, "shadow.png"));
    ImageIO.write(disc(64), "png", new File(images, "disc.png"));
    ImageIO.write(solid(4), "png", new File(images, "pixel.png"));
    ImageIO.write(rounded(32, 10), "png", new File(images, "rounded.png"));
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

  private static void jpeg(BufferedImage img, float quality, File file) throws IOException {
    javax.imageio.ImageWriter writer = ImageIO.getImageWritersByFormatName("jpg").next();
    javax.imageio.ImageWriteParam param = writer.getDefaultWriteParam();
    param.setCompressionMode(javax.imageio.ImageWriteParam.MODE_EXPLICIT);
    param.setCompressionQuality(quality);
    file.delete();
    try (javax.imageio.stream.ImageOutputStream out = ImageIO.createImageOutputStream(file)) {
      writer.setOutput(out);
      writer.write(null, new javax.imageio.IIOImage(img, null, null), param);
    }
    writer.dispose();
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
   * Quarter-sawn kaya: grain lines running down the board whose spacing and course wander with fractal noise (no
   * repeating wave), fine fibres along them, and a slow change of tone across the plank.
   */
  private static BufferedImage wood(int n) {
    BufferedImage img = new BufferedImage(n, n, BufferedImage.TYPE_INT_RGB);
    Noise noise = new Noise(7);
    for (int y = 0; y < n; y++) {
      for (int x = 0; x < n; x++) {
        double u = x / (double) n;
        double v = y / (double) n;
        // Where across the plank's growth rings this point lies: mostly its x, bent by slow noise along y.
        double warp = 0.9 * noise.fbm(u * 1.5, v * 0.35, 4) + 0.25 * noise.fbm(u * 5, v * 1.2, 3);
        // The rings' spacing itself wanders (noise across the plank), so lines crowd together and spread apart.
        double ring = (u + 0.2 * warp) * 9 + 6.0 * noise.fbm(u * 1.3 + 5, v * 0.25, 3);
        double phase = ring - Math.floor(ring);
        // Late wood: a narrow dark band at the end of each ring, sharp on one side like real growth rings.
        double late = Math.pow(phase, 7) + 0.3 * Math.pow(Math.max(0, 1 - phase * 5), 2);
        double thin = ring * 3.1 + 0.7 * noise.fbm(u * 9, v * 0.8, 2);
        double minor = Math.pow(0.5 + 0.5 * Math.cos(2 * Math.PI * thin), 12);
        double fibre = noise.fbm(u * 200, v * 5, 3);
        double tone = noise.fbm(u * 0.7 + 11, v * 0.7 + 3, 3);
        double t = 0.55 * late + 0.12 * minor * noise.fbm(u * 3, v * 2 + 40, 2) + 0.14 * fibre + 0.22 * tone;
        int red = clamp(236 - 52 * t);
        int green = clamp(199 - 58 * t);
        int blue = clamp(142 - 56 * t);
        img.setRGB(x, y, (red << 16) | (green << 8) | blue);
      }
    }
    return img;
  }

  /** Smooth value noise on a lattice of seeded random heights, and its sum over octaves (0..1, about 0.5). */
  private static final class Noise {
    private final double[] heights = new double[256 * 256];

    Noise(long seed) {
      Random r = new Random(seed);
      for (int i = 0; i < heights.length; i++) {
        heights[i] = r.nextDouble();
      }
    }

    double at(double x, double y) {
      int x0 = (int) Math.floor(x);
      int y0 = (int) Math.floor(y);
      double fx = smooth(x - x0);
      double fy = smooth(y - y0);
      double a = lattice(x0, y0);
      double b = lattice(x0 + 1, y0);
      double c = lattice(x0, y0 + 1);
      double d = lattice(x0 + 1, y0 + 1);
      return (a + (b - a) * fx) + ((c + (d - c) * fx) - (a + (b - a) * fx)) * fy;
    }

    double fbm(double x, double y, int octaves) {
      double sum = 0;
      double amplitude = 0.5;
      double total = 0;
      for (int o = 0; o < octaves; o++) {
        sum += amplitude * at(x, y);
        total += amplitude;
        x = x * 2 + 17.3;
        y = y * 2 + 9.1;
        amplitude *= 0.5;
      }
      return sum / total;
    }

    private double lattice(int x, int y) {
      return heights[(x & 255) * 256 + (y & 255)];
    }

    private static double smooth(double t) {
      return t * t * t * (t * (t * 6 - 15) + 10);
    }
  }

  private static BufferedImage stone(int n, boolean black) {
    BufferedImage img = new BufferedImage(n, n, BufferedImage.TYPE_INT_ARGB);
    double c = n / 2.0;
    double radius = n / 2.0 - 1.5;
    double hx = c - radius * 0.35;
    double hy = c - radius * 0.4;
    int sub = 4;
    for (int y = 0; y < n; y++) {
      for (int x = 0; x < n; x++) {
        double cover = 0;
        double rs = 0;
        double gs = 0;
        double bs = 0;
        for (int sy = 0; sy < sub; sy++) {
          for (int sx = 0; sx < sub; sx++) {
            double px = x + (sx + 0.5) / sub;
            double py = y + (sy + 0.5) / sub;
            double d = Math.hypot(px - c, py - c) / radius;
            if (d > 1) {
              continue;
            }
            cover++;
            double h = Math.min(1, Math.hypot(px - hx, py - hy) / (radius * 1.45));
            double shade = Math.pow(1 - h, 2.2);
            double rim = Math.pow(d, 6);
            double v;
            if (black) {
              v = 18 + 95 * shade - 8 * rim;
              rs += v;
              gs += v;
              bs += v + 4;
            } else {
              v = 205 + 50 * shade - 30 * rim;
              rs += v;
              gs += v;
              bs += v - 6;
            }
          }
        }
        if (cover == 0) {
          continue;
        }
        int a = (int) Math.round(255 * cover / (sub * sub));
        img.setRGB(x, y, (a << 24) | clamp(rs / cover) << 16 | clamp(gs / cover) << 8 | clamp(bs / cover));
      }
    }
    return img;
  }

  /**
   * The app's icons: for the web app (a 32-texel tab icon, 192 and 512 texels, and a maskable 512 whose picture keeps inside the middle
   * 80% that every launcher's mask leaves) and for the desktop window and app menu (16 to 256).
   */
  private static void icons(File web, File desktop) throws IOException {
    web.mkdirs();
    desktop.mkdirs();
    ImageIO.write(icon(32, false), "png", new File(web, "favicon-32.png"));
    ImageIO.write(icon(192, false), "png", new File(web, "icon-192.png"));
    ImageIO.write(icon(512, false), "png", new File(web, "icon-512.png"));
    ImageIO.write(icon(512, true), "png", new File(web, "icon-maskable-512.png"));
    favicon(new File(web.getParentFile(), "favicon.ico"), 16, 32);
    for (int n : new int[] {16, 32, 48, 128, 256}) {
      ImageIO.write(icon(n, false), "png", new File(desktop, "gomoku-" + n + ".png"));
    }
  }

  /**
   * The site's /favicon.ico: browsers ask for it beside the page's own icon link (on a reload, for a bookmark), and
   * a missing one is an error in the page's console. An ICO file that holds PNG pictures, one per size.
   */
  private static void favicon(File file, int... sizes) throws IOException {
    List<byte[]> pngs = new ArrayList<>();
    for (int n : sizes) {
      ByteArrayOutputStream png = new ByteArrayOutputStream();
      ImageIO.write(icon(n, false), "png", png);
      pngs.add(png.toByteArray());
    }
    ByteArrayOutputStream ico = new ByteArrayOutputStream();
    int offset = 6 + 16 * sizes.length;
    littleEndian(ico, 0, 2);
    littleEndian(ico, 1, 2); // an icon, not a cursor
    littleEndian(ico, sizes.length, 2);
    for (int i = 0; i < sizes.length; i++) {
      ico.write(sizes[i] & 255); // 0 would mean 256
      ico.write(sizes[i] & 255);
      ico.write(0); // no palette
      ico.write(0);
      littleEndian(ico, 1, 2); // colour planes
      littleEndian(ico, 32, 2); // bits per pixel
      littleEndian(ico, pngs.get(i).length, 4);
      littleEndian(ico, offset, 4);
      offset += pngs.get(i).length;
    }
    for (byte[] png : pngs) {
      ico.write(png);
    }
    Files.write(file.toPath(), ico.toByteArray());
  }

  private static void littleEndian(ByteArrayOutputStream out, int value, int bytes) {
    for (int i = 0; i < bytes; i++) {
      out.write((value >> (8 * i)) & 255);
    }
  }

  /** A corner of the wooden board: three lines each way, a black and a white stone on their crossings. */
  private static BufferedImage icon(int n, boolean maskable) {
    BufferedImage img = new BufferedImage(n, n, BufferedImage.TYPE_INT_ARGB);
    Graphics2D g = img.createGraphics();
    g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
    g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BICUBIC);
    g.setRenderingHint(RenderingHints.KEY_RENDERING, RenderingHints.VALUE_RENDER_QUALITY);
    double inset = maskable ? 0 : n * 0.04;
    double side = n - 2 * inset;
    java.awt.Shape board = maskable ? new java.awt.geom.Rectangle2D.Double(0, 0, n, n)
        : new java.awt.geom.RoundRectangle2D.Double(inset, inset, side, side, side * 0.22, side * 0.22);
    g.setClip(board);
    g.drawImage(wood(512), 0, 0, n, n, null);
    // The picture: within the maskable icon's safe zone, or the whole board.
    double area = maskable ? n * 0.8 : side;
    double origin = (n - area) / 2;
    double cell = area / 3;
    g.setColor(new Color(40, 26, 12, 210));
    g.setStroke(new java.awt.BasicStroke((float) Math.max(1, n / 64.0)));
    for (int i = 0; i < 3; i++) {
      double at = origin + cell * (i + 0.5);
      g.draw(new java.awt.geom.Line2D.Double(origin, at, origin + area, at));
      g.draw(new java.awt.geom.Line2D.Double(at, origin, at, origin + area));
    }
    double stoneSide = cell * 0.96;
    int texels = Math.max(32, (int) Math.ceil(stoneSide * 2));
    BufferedImage black = stone(texels, true);
    BufferedImage white = stone(texels, false);
    double[][] stones = {{0.5, 0.5, 1}, {1.5, 1.5, 1}, {1.5, 0.5, 0}, {2.5, 1.5, 0}};
    for (double[] s : stones) {
      double cx = origin + cell * s[0];
      double cy = origin + cell * s[1];
      g.drawImage(s[2] == 1 ? black : white, (int) Math.round(cx - stoneSide / 2), (int) Math.round(cy - stoneSide / 2),
          (int) Math.round(stoneSide), (int) Math.round(stoneSide), null);
    }
    g.dispose();
    return img;
  }

  private static BufferedImage shadow(int n) {
    BufferedImage img = new BufferedImage(n, n, BufferedImage.TYPE_INT_ARGB);
    double c = n / 2.0;
    for (int y = 0; y < n; y++) {
      for (int x = 0; x < n; x++) {
        double d = Math.hypot(x + 0.5 - c, y + 0.5 - c) / c;
        double a = d >= 1 ? 0 : 0.55 * Math.pow(1 - d, 1.4);
        img.setRGB(x, y, ((int) (a * 255)) << 24);
      }
    }
    return img;
  }

  private static BufferedImage disc(int n) {
    BufferedImage img = new BufferedImage(n, n, BufferedImage.TYPE_INT_ARGB);
    double c = n / 2.0;
    for (int y = 0; y < n; y++) {
      for (int x = 0; x < n; x++) {
        int cover = 0;
        for (int s = 0; s < 16; s++) {
          double px = x + (s % 4 + 0.5) / 4;
          double py = y + (s / 4 + 0.5) / 4;
          if (Math.hypot(px - c, py - c) <= c - 1) {
            cover++;
          }
        }
        img.setRGB(x, y, ((cover * 255 / 16) << 24) | 0xffffff);
      }
    }
    return img;
  }

  private static BufferedImage solid(int n) {
    BufferedImage img = new BufferedImage(n, n, BufferedImage.TYPE_INT_ARGB);
    for (int y = 0; y < n; y++) {
      for (int x = 0; x < n; x++) {
        img.setRGB(x, y, 0xffffffff);
      }
    }
    return img;
  }

  /** A white rounded rectangle, used as a nine-patch (corner radius r) for buttons and panels. */
  private static BufferedImage rounded(int n, int r) {
    BufferedImage img = new BufferedImage(n, n, BufferedImage.TYPE_INT_ARGB);
    for (int y = 0; y < n; y++) {
      for (int x = 0; x < n; x++) {
        int cover = 0;
        for (int s = 0; s < 16; s++) {
          double px = x + (s % 4 + 0.5) / 4;
          double py = y + (s / 4 + 0.5) / 4;
          double cx = Math.max(r, Math.min(n - r, px));
          double cy = Math.max(r, Math.min(n - r, py));
          if (Math.hypot(px - cx, py - cy) <= r) {
            cover++;
          }
        }
        img.setRGB(x, y, ((cover * 255 / 16) << 24) | 0xffffff);
      }
    }
    return img;
  }

  private static int clamp(double v) {
    return (int) Math.max(0, Math.min(255, Math.round(v)));
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
