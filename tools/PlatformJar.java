import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Enumeration;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipOutputStream;

/**
 * The desktop jar for one platform: a copy without the other systems' native libraries (LWJGL's under
 * {@code <os>/<arch>/}, libGDX's at the root), about a third of the jar, which an installed app for one system never
 * loads. {@code ./package.sh} runs it before jpackage.
 *
 * <p>{@code java tools/PlatformJar.java IN.jar OUT.jar linux|macos|windows x64|arm64}
 */
public class PlatformJar {
  private static final String[] SYSTEMS = {"linux/", "macos/", "windows/"};

  public static void main(String[] args) throws IOException {
    if (args.length != 4) {
      System.err.println("usage: PlatformJar IN.jar OUT.jar linux|macos|windows x64|arm64");
      System.exit(2);
    }
    String os = args[2];
    String arch = args[3];
    int kept = 0;
    int dropped = 0;
    try (ZipFile in = new ZipFile(args[0]);
        ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(Paths.get(args[1])))) {
      for (Enumeration<? extends ZipEntry> e = in.entries(); e.hasMoreElements();) {
        ZipEntry entry = e.nextElement();
        if (!keeps(entry.getName(), os, arch)) {
          dropped++;
          continue;
        }
        ZipEntry copy = new ZipEntry(entry.getName());
        copy.setTime(entry.getTime());
        out.putNextEntry(copy);
        try (InputStream data = in.getInputStream(entry)) {
          data.transferTo(out);
        }
        out.closeEntry();
        kept++;
      }
    }
    System.out.println("PlatformJar: " + os + "-" + arch + ", " + kept + " entries kept, " + dropped + " dropped, "
        + Files.size(Paths.get(args[1])) / 1024 + " kB");
  }

  /** Whether the jar for {@code os} on {@code arch} keeps {@code name}: all but the other platforms' natives. */
  static boolean keeps(String name, String os, String arch) {
    String path = name.startsWith("META-INF/") ? name.substring("META-INF/".length()) : name;
    for (String system : SYSTEMS) {
      if (path.startsWith(system) && path.indexOf('/', system.length()) > 0) {
        return path.startsWith(os + "/" + arch + "/");
      }
    }
    boolean nativeAtRoot = path.indexOf('/') < 0
        && (path.endsWith(".so") || path.endsWith(".dll") || path.endsWith(".dylib"));
    if (!nativeAtRoot) {
      return true;
    }
    String suffix = os.equals("windows") ? ".dll" : os.equals("macos") ? ".dylib" : ".so";
    String prefix = os.equals("windows") ? "gdx" : "libgdx";
    return path.equals(prefix + (arch.equals("arm64") ? "arm64" : "64") + suffix);
  }
}
