import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import javax.imageio.ImageIO;

/**
 * Makes the game's images and icons; their output is committed under assets/ (and the launchers' icon folders), so
 * the game needs nothing at run time and nothing is downloaded. Run from the project root: {@code java
 * tools/AssetGen.java}. Deterministic: the same inputs give the same files. The fonts are tools/FontGen.java's.
 */
public class AssetGen {
  public static void main(String[] args) throws Exception {
    icons(new File("html/src/main/webapp/icons"), new File("lwjgl3/src/main/resources/icons"));
    if (args.length > 0 && args[0].equals("icons")) {
      return; // java tools/AssetGen.java icons: the app icons only
    }
    File images = new File("assets/images");
    images.mkdirs();
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

}
