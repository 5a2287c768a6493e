import java.io.File;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;

/**
 * Compares the engine speed of two builds in one JVM (run from the project root):
 * {@code java tools/BenchAB.java A.jar B.jar [rounds] [depth]} (a jar or a classes folder holding
 * {@code gomoku.engine.bench.Bench}, e.g. two copies of {@code lwjgl3/target/gomoku-desktop.jar}).
 *
 * <p>Why: this machine's speed drifts by a third from one minute to the next, so two bench runs in turn say
 * little. Here the builds are loaded side by side and searched alternately, A B A B…, so drift hits both alike;
 * the first round (compilation) is not counted. Also checks the node counts: equal counts mean the two builds
 * search the same tree and only the speed differs.
 */
public class BenchAB {
  public static void main(String[] args) throws Exception {
    if (args.length < 2) {
      System.err.println("usage: java tools/BenchAB.java A.jar B.jar [rounds] [depth]");
      System.exit(2);
    }
    int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 7;
    int depth = args.length > 3 ? Integer.parseInt(args[3]) : 8;
    Method[] run = new Method[2];
    Field[] nodes = new Field[2];
    Field[] millis = new Field[2];
    for (int i = 0; i < 2; i++) {
      ClassLoader loader = new URLClassLoader(new URL[] {new File(args[i]).toURI().toURL()}, null);
      run[i] = loader.loadClass("gomoku.engine.bench.Bench").getMethod("run", int.class);
      Class<?> report = loader.loadClass("gomoku.engine.bench.Bench$Report");
      nodes[i] = report.getField("nodes");
      millis[i] = report.getField("millis");
    }
    long[] total = new long[2];
    int[] count = new int[2];
    for (int round = 0; round < rounds; round++) {
      for (int i = 0; i < 2; i++) {
        Object report = run[i].invoke(null, depth);
        int ms = millis[i].getInt(report);
        count[i] = nodes[i].getInt(report);
        if (round > 0) {
          total[i] += ms;
        }
        System.out.println((i == 0 ? "A" : "B") + " round " + round + ": nodes " + count[i] + ", " + ms + " ms");
      }
    }
    for (int i = 0; i < 2; i++) {
      System.out.println((i == 0 ? "A" : "B") + ": " + count[i] + " nodes a round, "
          + (long) count[i] * (rounds - 1) * 1000 / Math.max(1, total[i]) + " nodes/s over the counted rounds");
    }
    System.out.println("time A / time B: " + Math.round(100.0 * total[0] / Math.max(1, total[1])) / 100.0
        + (count[0] == count[1] ? " (same trees)" : " (different trees: compare nodes/s)"));
  }
}
