import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.util.Random;

/**
 * Makes the game's sounds (run from the project root: {@code java tools/SoundGen.java}): synthesised, so
 * nothing is downloaded and there is no licence to track. 16-bit mono WAV at 22050 Hz, which every browser
 * and libGDX's desktop backend play.
 *   sounds/stone.wav  a stone set on wood: a short noise click over two damped partials
 *   sounds/win.wav    a rising four-note chime
 */
public class SoundGen {
  static final int RATE = 22050;

  public static void main(String[] args) throws IOException {
    File dir = new File("assets/sounds");
    dir.mkdirs();
    write(new File(dir, "stone.wav"), stone());
    write(new File(dir, "win.wav"), win());
  }

  static double[] stone() {
    int n = RATE * 110 / 1000;
    double[] s = new double[n];
    Random r = new Random(8);
    for (int i = 0; i < n; i++) {
      double t = (double) i / RATE;
      double click = (r.nextDouble() * 2 - 1) * Math.exp(-t * 260);
      double body = 0.55 * Math.sin(2 * Math.PI * 1180 * t) * Math.exp(-t * 60)
          + 0.3 * Math.sin(2 * Math.PI * 2630 * t) * Math.exp(-t * 90);
      s[i] = 0.6 * (0.7 * click + body);
    }
    return s;
  }

  static double[] win() {
    double[] notes = {523.25, 659.25, 783.99, 1046.5};
    double step = 0.12;
    int n = (int) (RATE * (step * notes.length + 0.7));
    double[] s = new double[n];
    for (int k = 0; k < notes.length; k++) {
      int start = (int) (RATE * step * k);
      for (int i = start; i < n; i++) {
        double t = (double) (i - start) / RATE;
        double env = Math.min(1, t * 200) * Math.exp(-t * 3.2);
        s[i] += 0.22 * env * (Math.sin(2 * Math.PI * notes[k] * t) + 0.3 * Math.sin(4 * Math.PI * notes[k] * t));
      }
    }
    return s;
  }

  static void write(File f, double[] samples) throws IOException {
    ByteArrayOutputStream data = new ByteArrayOutputStream();
    for (double v : samples) {
      int x = (int) Math.round(Math.max(-1, Math.min(1, v)) * 32767);
      data.write(x & 255);
      data.write((x >> 8) & 255);
    }
    byte[] pcm = data.toByteArray();
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    out.write("RIFF".getBytes("US-ASCII"));
    le32(out, 36 + pcm.length);
    out.write("WAVEfmt ".getBytes("US-ASCII"));
    le32(out, 16);
    le16(out, 1); // PCM
    le16(out, 1); // mono
    le32(out, RATE);
    le32(out, RATE * 2);
    le16(out, 2);
    le16(out, 16);
    out.write("data".getBytes("US-ASCII"));
    le32(out, pcm.length);
    out.write(pcm);
    try (FileOutputStream fo = new FileOutputStream(f)) {
      fo.write(out.toByteArray());
    }
  }

  static void le32(ByteArrayOutputStream o, int v) {
    le16(o, v & 0xffff);
    le16(o, (v >>> 16) & 0xffff);
  }

  static void le16(ByteArrayOutputStream o, int v) {
    o.write(v & 255);
    o.write((v >> 8) & 255);
  }
}
