import java.io.File;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * The last lines of {@code ./test.sh}: every module's tests, counted from the JUnit reports Surefire (unit tests)
 * and Failsafe (end-to-end tests) wrote, with the name of each test that failed. The build runs on after a red
 * module (fail at end, test failures ignored), so that one red test never hides the state of the others; this
 * summary is what turns the run red: it exits 1 when a test failed or a module ran no tests at all.
 *
 * <pre>java tools/TestSummary.java MODULE...</pre>
 */
public class TestSummary {
  public static void main(String[] args) throws Exception {
    List<String> failed = new ArrayList<>();
    int passedTotal = 0;
    boolean silentModule = false;
    System.out.println();
    System.out.println("Tests by module:");
    for (String module : args) {
      StringBuilder line = new StringBuilder(String.format("  %-8s", module));
      int ran = 0;
      for (String[] kind : new String[][] {{"surefire-reports", "unit"}, {"failsafe-reports", "end-to-end"}}) {
        File[] reports = new File(module, "target/" + kind[0]).listFiles((d, n) -> n.startsWith("TEST-")
            && n.endsWith(".xml"));
        if (reports == null || reports.length == 0) {
          continue;
        }
        int tests = 0;
        int bad = 0;
        int skipped = 0;
        for (File report : reports) {
          Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(report);
          NodeList cases = doc.getElementsByTagName("testcase");
          for (int i = 0; i < cases.getLength(); i++) {
            Element c = (Element) cases.item(i);
            tests++;
            if (c.getElementsByTagName("skipped").getLength() > 0) {
              skipped++;
            } else if (c.getElementsByTagName("failure").getLength() > 0
                || c.getElementsByTagName("error").getLength() > 0) {
              bad++;
              failed.add(module + ": " + c.getAttribute("classname") + "." + c.getAttribute("name"));
            }
          }
        }
        ran += tests;
        passedTotal += tests - bad - skipped;
        line.append(String.format("  %s %d passed", kind[1], tests - bad - skipped));
        if (bad > 0) {
          line.append(String.format(", %d FAILED", bad));
        }
        if (skipped > 0) {
          line.append(String.format(", %d skipped", skipped));
        }
        line.append(';');
      }
      if (ran == 0) {
        silentModule = true;
        line.append("  NO TESTS RAN (the build stopped before them: see the Maven output above)");
      }
      System.out.println(line);
    }
    for (String f : failed) {
      System.out.println("  FAILED " + f);
    }
    if (failed.isEmpty() && !silentModule) {
      System.out.println("All " + passedTotal + " tests passed.");
    } else {
      System.out.println(failed.size() + " tests failed" + (silentModule ? ", and a module ran no tests" : "")
          + "; " + passedTotal + " passed.");
      System.exit(1);
    }
  }
}
