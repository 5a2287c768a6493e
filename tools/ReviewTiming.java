import gomoku.desktop.ThreadedThinker;
import gomoku.game.GameReview;
import gomoku.game.MoveMark;
import gomoku.game.MoveReview;
import gomoku.rules.Notation;
import gomoku.rules.Rule;
import java.util.List;

/**
 * How long the desktop's review of a game takes, and what it marks: the game's review thinker (a thread, with
 * helpers) looks at every position for a second, as the Review button asks, with the game's thinker idle.
 *
 * <pre>
 *   java -cp lwjgl3/target/gomoku-desktop.jar tools/ReviewTiming.java [MOVES] [MILLIS]
 * </pre>
 *
 * MOVES defaults to game 2 of training/games/freestyle-g0.txt.gz (40 moves, a win for White).
 */
public class ReviewTiming {
  public static void main(String[] args) throws Exception {
    String moves = args.length > 0 ? args[0]
        : "i9i8k10h9j8j7k6h10h8g7g8i5k7f10f11e10d10i10g10k8l6m5m6j6l9h6j4h12o6n6m8n7i12j11h11e9f8g11i13d8";
    int millis = args.length > 1 ? Integer.parseInt(args[1]) : GameReview.REVIEW_MILLIS;
    List<Integer> line = Notation.parseMoves(15, moves);
    GameReview review = new GameReview(Rule.FREESTYLE, 15, new ThreadedThinker());
    review.setLine(line);
    review.startReview(millis);
    long start = System.nanoTime();
    while (!review.isComplete() || review.hasWork()) {
      review.update(true);
      Thread.sleep(5);
    }
    long took = (System.nanoTime() - start) / 1_000_000;
    StringBuilder marks = new StringBuilder();
    for (int k = 1; k <= line.size(); k++) {
      MoveReview r = review.move(k);
      if (r != null && r.mark != MoveMark.NONE) {
        marks.append(' ').append(k).append(' ').append(r.mark).append(' ').append(Notation.name(15, line.get(k - 1)));
      }
    }
    System.out.println("review of " + line.size() + " moves at " + millis + " ms a position: " + took + " ms;" + marks);
    review.dispose();
    System.exit(0);
  }
}
