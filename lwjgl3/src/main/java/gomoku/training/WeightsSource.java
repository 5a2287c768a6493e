package gomoku.training;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes a trained table into the engine's source: a {@code private static final String NAME} constant of a
 * weights class (gomoku.engine.EvalWeights), in lines of 100 characters, replacing the constant
 * of that name or added before the class's private constructor. The engine reads the constants in both builds
 * (GWT has no files to read at start), and the fitting tools write the readable table beside them.
 */
public final class WeightsSource {
  private WeightsSource() {}

  /** The source with the constant set to {@code encoded}. */
  public static String withConstant(String source, String className, String name, String encoded) {
    StringBuilder literal = new StringBuilder();
    for (int i = 0; i < encoded.length(); i += 100) {
      literal.append(i == 0 ? "      \"" : "          + \"")
          .append(encoded, i, Math.min(encoded.length(), i + 100)).append("\"\n");
    }
    String head = "  private static final String " + name + " =";
    String declaration = head + "\n" + literal.toString().stripTrailing() + ";\n";
    int start = source.indexOf(head);
    if (start >= 0) {
      int end = source.indexOf(";\n", start) + 2;
      return source.substring(0, start) + declaration + source.substring(end);
    }
    int at = source.indexOf("  private " + className + "() {}");
    if (at < 0) {
      throw new IllegalArgumentException("no private constructor of " + className + " to write before");
    }
    return source.substring(0, at) + declaration + "\n" + source.substring(at);
  }

  /** {@link #withConstant} on the file. */
  public static void write(Path java, String name, String encoded) throws IOException {
    String className = java.getFileName().toString().replace(".java", "");
    String source = new String(Files.readAllBytes(java), StandardCharsets.UTF_8);
    Files.write(java, withConstant(source, className, name, encoded).getBytes(StandardCharsets.UTF_8));
  }
}
