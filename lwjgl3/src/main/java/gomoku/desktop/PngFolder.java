package gomoku.desktop;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.files.FileHandle;
import com.badlogic.gdx.graphics.Pixmap;
import com.badlogic.gdx.graphics.PixmapIO;
import gomoku.ui.BoardImages;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Board pictures as PNG files beside the records (~/Gomoku), read from the window's frame buffer. */
final class PngFolder implements BoardImages {
  private final Path dir;

  PngFolder(Path dir) {
    this.dir = dir;
  }

  @Override
  public String save(int x, int top, int width, int height, String name) throws IOException {
    Files.createDirectories(dir);
    // Screen pixels to frame buffer pixels (a HiDPI window has more of the latter), y from the bottom.
    float scale = Gdx.graphics.getBackBufferWidth() / (float) Gdx.graphics.getWidth();
    int w = Math.round(width * scale);
    int h = Math.round(height * scale);
    int bx = Math.round(x * scale);
    int by = Gdx.graphics.getBackBufferHeight() - Math.round(top * scale) - h;
    Pixmap pixels = Pixmap.createFromFrameBuffer(bx, by, w, h);
    Path file = dir.resolve(name);
    try {
      // The frame buffer's rows run from the bottom: written flipped, the picture stands upright.
      PixmapIO.writePNG(new FileHandle(file.toFile()), pixels, java.util.zip.Deflater.DEFAULT_COMPRESSION, true);
    } catch (RuntimeException e) {
      throw new IOException(e.getMessage(), e);
    } finally {
      pixels.dispose();
    }
    return file.toString();
  }
}
