package gomoku.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class GlfwErrorsTest {
  @Test
  void anEmptyClipboardsReportIsDroppedAndOthersPass() {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    PrintStream errors = new GlfwErrors(new PrintStream(bytes, true, StandardCharsets.UTF_8));
    errors.println("[LWJGL] GLFW_FORMAT_UNAVAILABLE error");
    errors.println("\tDescription : X11: Failed to convert selection to string");
    errors.println("\tStacktrace  :");
    errors.println("\t\torg.lwjgl.glfw.GLFW.glfwGetClipboardString(GLFW.java:4979)");
    errors.println("[LWJGL] GLFW_API_UNAVAILABLE error");
    errors.println("\tDescription : GLX: no GLX");
    errors.flush();
    assertEquals("[LWJGL] GLFW_API_UNAVAILABLE error\n\tDescription : GLX: no GLX\n",
        bytes.toString(StandardCharsets.UTF_8).replace("\r", ""));
  }
}
