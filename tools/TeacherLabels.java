import gomoku.arena.PositionProbe;
import gomoku.rules.Rule;
import gomoku.training.FittedPositions;
import gomoku.training.LabelFile;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;

/**
 * A stronger engine's verdict on the training games' positions, in the format of tools/EvalLabels.java ("game ply
 * score", our search's score scale), for tools/EvalTraining.java --scores: every {@code EVERY}th position that
 * EvalTraining fits (gomoku.training.FittedPositions), each searched by the teacher (a Gomocup engine, freestyle
 * 15×15) for {@code MS} ms. Its win chance (gomoku.arena.PositionProbe) is written as our score at EvalTraining's
 * scale (4600); a proved result as ±30000. The labels stay on the machine that made them: they are the teacher's
 * output, and only tables fitted to them are ours.
 *
 * <pre>java -cp lwjgl3/target/gomoku-desktop.jar tools/TeacherLabels.java TEACHER MS EVERY PART PARTS OUT GAMES_FILE...</pre>
 *
 * e.g. {@code TEACHER="sh -c 'cd /tmp/engines/rapfi && exec ./pbrain-rapfi'"}; PART/PARTS split the positions
 * between processes, one a core.
 */
public class TeacherLabels {
  public static void main(String[] args) throws Exception {
    if (args.length < 7) {
      System.err.println("usage: TeacherLabels TEACHER MS EVERY PART PARTS OUT GAMES_FILE...");
      System.exit(2);
    }
    int ms = Integer.parseInt(args[1]);
    List<Path> files = new ArrayList<>();
    for (int i = 6; i < args.length; i++) {
      files.add(Paths.get(args[i]));
    }
    try (PositionProbe teacher = PositionProbe.start(args[0], ms, 64L << 20);
        LabelFile out = new LabelFile(Paths.get(args[5]))) {
      FittedPositions.each(files, Rule.FREESTYLE, Integer.parseInt(args[2]), Integer.parseInt(args[3]),
          Integer.parseInt(args[4]), (g, ply) -> {
            teacher.ask(g.moves.subList(0, ply));
            out.add(g, ply, LabelFile.score(teacher.winChance()));
          });
    }
  }
}
