package gomoku.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import gomoku.rules.Rule;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The learned order searches the hand-set order's first moves: the cap's threshold is the k-th largest key. */
class MovePickerSelectTest {
  @Test
  void theKthLargestKeyIsFoundWithRepeatsAndLeavesTheKeysAsTheyWere() {
    MovePicker picker = new MovePicker(new SearchBoard(15, Rule.FREESTYLE));
    Random random = new Random(7);
    for (int trial = 0; trial < 2000; trial++) {
      int n = 1 + random.nextInt(200);
      int[] keys = new int[n];
      for (int i = 0; i < n; i++) {
        keys[i] = random.nextInt(trial % 2 == 0 ? 5 : 100000) - 2;
      }
      int[] before = keys.clone();
      int[] sorted = keys.clone();
      Arrays.sort(sorted);
      int k = 1 + random.nextInt(n);
      assertEquals(sorted[n - k], picker.kthLargest(keys, n, k), "n " + n + ", k " + k);
      assertEquals(Arrays.toString(before), Arrays.toString(keys));
    }
  }
}
