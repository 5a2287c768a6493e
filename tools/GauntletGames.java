import gomoku.rules.GameState;
import gomoku.rules.Notation;
import gomoku.rules.Outcome;
import gomoku.rules.Rule;
import gomoku.rules.Stone;
import gomoku.training.TrainingGame;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Gauntlet games as training games: the freestyle games of arena {@code --out} folders (their .psq records) as
 * tools/EvalTraining.java's lines "number result-for-black moves", for fitting the evaluation to games that
 * stronger engines decided. Kept: games that start with an opening of docs/arena/balanced-freestyle.txt and end in
 * a five (not on time); a game met twice (copied folders) is written once. Numbers end in 0, held out by the fits,
 * for every game of each fifth opening (index 0, 5, 10… of the file), so that no held-out position shares its
 * opening with a training one. They start at 1,000,000, above the self-play files' (at most 159,991 once renumbered
 * as the lab book does): labels are keyed by game number and ply, so two files must not share a number. With
 * {@code --extend FILE} the games of FILE come first, unchanged, and the folders' games not in it follow it.
 *
 * <pre>java -cp lwjgl3/target/gomoku-desktop.jar tools/GauntletGames.java OUT [--extend FILE] DIR...</pre>
 */
public class GauntletGames {
  private static final int FIRST_NUMBER = 1_000_000;

  public static void main(String[] args) throws Exception {
    if (args.length < 2) {
      System.err.println(
          "usage: java -cp lwjgl3/target/gomoku-desktop.jar tools/GauntletGames.java OUT [--extend FILE] DIR...");
      System.exit(2);
    }
    Map<String, Integer> openings = new HashMap<>(); // stones as "x,y;x,y;…" (1-based, as in .psq) → index
    int index = 0;
    for (String line : Files.readAllLines(Paths.get("docs/arena/balanced-freestyle.txt"))) {
      if (line.isBlank() || line.startsWith("#")) {
        continue;
      }
      String[] v = line.replace(" ", "").split(",");
      StringBuilder key = new StringBuilder();
      for (int i = 0; i + 1 < v.length; i += 2) { // dx,dy from the centre (8,8 in .psq)
        key.append(8 + Integer.parseInt(v[i])).append(',').append(8 + Integer.parseInt(v[i + 1])).append(';');
      }
      openings.put(key.toString(), index++);
    }
    Set<String> seen = new HashSet<>();
    List<String> out = new ArrayList<>();
    int serial = 0;
    int held = 0;
    int notFive = 0;
    int first = 1;
    if (args.length > 2 && args[1].equals("--extend")) {
      for (String line : TrainingGame.lines(Paths.get(args[2]))) {
        TrainingGame g = TrainingGame.parse(line);
        seen.add(movesKey(g.moves));
        serial = Math.max(serial, (g.number - FIRST_NUMBER) / 10);
        held += g.heldOut() ? 1 : 0;
        out.add(line);
      }
      first = 3;
    }
    int extended = out.size();
    for (int a = first; a < args.length; a++) {
      List<Path> records = new ArrayList<>();
      try (var files = Files.list(Paths.get(args[a]))) {
        files.filter(p -> p.getFileName().toString().endsWith(".psq")).sorted().forEach(records::add);
      }
      for (Path record : records) {
        List<int[]> moves = new ArrayList<>();
        List<String> lines = Files.readAllLines(record);
        for (int i = 1; i < lines.size(); i++) { // the first line is the header; points are 1-based x,y,ms
          String[] f = lines.get(i).split(",");
          if (f.length < 3) {
            break;
          }
          moves.add(new int[] {Integer.parseInt(f[0]), Integer.parseInt(f[1])});
        }
        StringBuilder prefix = new StringBuilder();
        Integer opening = null;
        for (int k = 0; k < moves.size() && k < 8 && opening == null; k++) {
          prefix.append(moves.get(k)[0]).append(',').append(moves.get(k)[1]).append(';');
          opening = openings.get(prefix.toString());
        }
        List<Integer> points = new ArrayList<>();
        for (int[] m : moves) {
          points.add((m[1] - 1) * 15 + m[0] - 1);
        }
        String game = movesKey(points);
        if (opening == null || !seen.add(game)) {
          continue;
        }
        Outcome end = GameState.replay(Rule.FREESTYLE, 15, points).outcome();
        if (end != Outcome.winFor(Stone.BLACK) && end != Outcome.winFor(Stone.WHITE)) {
          notFive++;
          continue;
        }
        boolean heldOut = opening % 5 == 0;
        held += heldOut ? 1 : 0;
        serial++;
        out.add(
            (FIRST_NUMBER + serial * 10 + (heldOut ? 0 : 1)) + " " + (moves.size() % 2 == 1 ? "1" : "0") + " " + game);
      }
    }
    Files.write(Paths.get(args[0]), out);
    System.out.println(out.size() + " games written (" + held + " held out, " + (out.size() - extended)
        + " new), " + notFive + " that did not end in a five left out");
  }

  /** A game's moves as one string ("h8i9…"): the line's third field, and the key that finds a game met twice. */
  private static String movesKey(List<Integer> points) {
    StringBuilder key = new StringBuilder();
    for (int p : points) {
      key.append(Notation.name(15, p));
    }
    return key.toString();
  }
}
