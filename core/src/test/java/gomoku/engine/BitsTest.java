package gomoku.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.junit.jupiter.api.Test;

class BitsTest {
  @Test
  void lowestIsTheIndexOfTheLowestSetBit() {
    for (int i = 0; i < 32; i++) {
      assertEquals(i, Bits.lowest(1 << i), "bit " + i);
      assertEquals(i, Bits.lowest(-1 << i), "bits " + i + " and up");
    }
    Random random = new Random(7);
    for (int i = 0; i < 10_000; i++) {
      int bits = random.nextInt() | 1 << random.nextInt(32);
      assertEquals(Integer.numberOfTrailingZeros(bits), Bits.lowest(bits), Integer.toBinaryString(bits));
    }
  }
}
