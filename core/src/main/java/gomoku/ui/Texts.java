package gomoku.ui;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.utils.I18NBundle;
import gomoku.engine.Level;
import gomoku.game.MatchSettings;
import gomoku.game.PlayerKind;
import gomoku.rules.Rule;
import gomoku.rules.Stone;
import gomoku.rules.Verdict;
import java.util.Locale;

/**
 * Everything the screens say, in the chosen language (assets/i18n/strings*.properties through libGDX's
 * I18NBundle). The rules and the engine name things in English for logs and tests; players read these.
 */
public final class Texts {
  /**
   * The languages offered: code, and the name shown in the menu (each in its own language); each has its texts in
   * assets/i18n/strings_CODE.properties (English: strings.properties; Chinese: strings_zh_CN.properties).
   */
  public static final String[][] LANGUAGES = {{"en", "English"}, {"zh", "中文"}, {"ja", "日本語"}, {"ko", "한국어"},
    {"ru", "Русский"}, {"cs", "Čeština"}, {"vi", "Tiếng Việt"}};

  /** Joins what must not part at a line's end; every font draws it as a space ({@link DenseFontData}). */
  public static final char NO_BREAK_SPACE = '\u00a0';

  private final I18NBundle bundle;
  public final String language;

  public Texts(String language) {
    this.language = offered(language) ? language : "en";
    // Plain {n} placeholders: an apostrophe in "engine's" is just an apostrophe.
    I18NBundle.setSimpleFormatter(true);
    bundle = I18NBundle.createBundle(Gdx.files.internal("i18n/strings"), locale(this.language), "UTF-8");
  }

  private static boolean offered(String code) {
    for (String[] l : LANGUAGES) {
      if (l[0].equals(code)) {
        return true;
      }
    }
    return false;
  }

  private static Locale locale(String code) {
    return code.equals("zh") ? new Locale("zh", "CN") : new Locale(code);
  }

  /** Every text of this language, as its file holds them: what the font must draw ({@link Assets#glyphsReady}). */
  public String allTexts() {
    String suffix = language.equals("en") ? "" : language.equals("zh") ? "_zh_CN" : "_" + language;
    return Gdx.files.internal("i18n/strings" + suffix + ".properties").readString("UTF-8");
  }

  public String get(String key) {
    return bundle.get(key);
  }

  public String format(String key, Object... args) {
    return bundle.format(key, args);
  }

  public String rule(Rule r) {
    return get("rule." + r.name());
  }

  public String ruleSummary(Rule r) {
    return get("rule." + r.name() + ".summary");
  }

  public String level(Level l) {
    return get("level." + l.name());
  }

  public String levelAbout(Level l) {
    return get("level." + l.name() + ".about");
  }

  public String colour(int colour) {
    return get(colour == Stone.BLACK ? "colour.black" : "colour.white");
  }

  public String verdict(Verdict v) {
    return get("verdict." + v.name());
  }

  /** What is wrong with a record, a link or a point name, in the player's language where the rules named it. */
  public String inputError(IllegalArgumentException e) {
    if (!(e instanceof gomoku.rules.InputError)) {
      return String.valueOf(e.getMessage());
    }
    gomoku.rules.InputError error = (gomoku.rules.InputError) e;
    Object[] args = error.args();
    for (int i = 0; i < args.length; i++) {
      if (args[i] instanceof Verdict) {
        args[i] = verdict((Verdict) args[i]);
      } else {
        args[i] = String.valueOf(args[i]); // no grouping of digits, whatever the locale
      }
    }
    return format("input." + error.key, args);
  }

  public String seconds(int millis) {
    String s = millis % 1000 == 0 ? String.valueOf(millis / 1000) : millis / 1000 + "." + millis % 1000 / 100;
    return format("seconds", s).replace(' ', NO_BREAK_SPACE); // "2 s" never parts at a line's end
  }

  /** The point popup: for each colour, what a stone there would make and block, and its score. */
  public String pointReport(gomoku.rules.GameState game, int point) {
    gomoku.engine.PointReport.Side[] sides = gomoku.engine.PointReport.analyse(game, point);
    if (sides == null) {
      return format("point.stone", colour(game.board().get(point)));
    }
    return side(game, point, sides[0]) + "\n" + side(game, point, sides[1]);
  }

  /**
   * What a stone of one colour would make and stop there, in players' words: each shape named once with how
   * many ("open two ×3"), and for black under renju which rule forbids the point. No internal scores.
   */
  private String side(gomoku.rules.GameState game, int point, gomoku.engine.PointReport.Side s) {
    if (s.forbidden) {
      gomoku.rules.Forbidden why = gomoku.rules.ForbiddenMoves.check(game.board(), point);
      return format("point.here", colour(s.colour), get("verdict.FORBIDDEN_" + why.name()));
    }
    int[] found = java.util.Arrays.copyOf(s.shapes, s.shapes.length); // GWT has no array clone()
    java.util.Arrays.sort(found);
    StringBuilder shapes = new StringBuilder();
    for (int i = found.length - 1; i >= 0; i--) { // the strongest first
      int count = 1;
      while (i - count >= 0 && found[i - count] == found[i]) {
        count++;
      }
      String name = get("pattern." + gomoku.engine.Pattern.name(found[i]));
      shapes.append(shapes.length() > 0 ? get("list.separator") : "")
          .append(count > 1 ? format("point.count", name, count) : name);
      i -= count - 1;
    }
    String what;
    if (s.threat == gomoku.engine.Threat.NONE) {
      what = shapes.length() == 0 ? get("point.nothing") : shapes.toString();
    } else {
      String threat = get("threat." + s.threat);
      what = shapes.length() == 0 ? threat : format("point.detail", threat, shapes.toString());
    }
    if (s.blocks != gomoku.engine.Pattern.NONE) {
      what = format("point.blocks", what, colour(3 - s.colour), get("pattern." + gomoku.engine.Pattern.name(s.blocks)));
    }
    return format("point.here", colour(s.colour), what);
  }

  /**
   * An analysed move's score in players' words, for the side to move: "Black wins in 10 moves" (not plies)
   * for a forced win either way, else its win chance, "Black 62%".
   */
  public String analysisScore(int score, int sideToMove) {
    if (gomoku.engine.Evaluation.isMate(score)) {
      boolean wins = score > 0;
      int plies = gomoku.engine.Evaluation.MATE - Math.abs(score);
      int moves = wins ? (plies + 1) / 2 : plies / 2; // the winner's own moves, the last one the five
      return format("adv.winsIn", colour(wins ? sideToMove : 3 - sideToMove), Math.max(1, moves));
    }
    return format("analysis.chance", colour(sideToMove), gomoku.engine.Evaluation.winChance(score));
  }

  /** The same on a disc on the board, in a few letters: "62%", or "win" / "loss" for the side to move. */
  public String discScore(int score, int sideToMove) {
    if (gomoku.engine.Evaluation.isMate(score)) {
      return get(score > 0 ? "analysis.disc.win" : "analysis.disc.loss");
    }
    return gomoku.engine.Evaluation.winChance(score) + "%";
  }

  /** The status line in the player's language: the same decisions as {@link gomoku.game.Status#english}. */
  public String status(gomoku.game.Status s) {
    String side = colour(s.colour);
    switch (s.kind) {
      case WINS_ON_TIME:
        return format("status.winsOnTime", side);
      case WINS:
        return format("status.wins", side);
      case WINS_OVERLINE:
        return format("status.winsOverline", side, s.number);
      case DRAW:
        return get("status.draw");
      case DRAW_NO_MOVE:
        return get("status.drawNoMove");
      case WINS_BY_RESIGNATION:
        return format("status.winsByResignation", side, colour(3 - s.colour));
      case DRAW_AGREED:
        return get("status.drawAgreed");
      case REVIEW:
        return format("status.review", s.number, s.total);
      case SWAP2:
        return get("swap2." + s.swap2Phase.name());
      case SWAP1:
        return get("swap1." + s.swap2Phase.name());
      case RENJU_OPENING:
        return format("renjuOpening." + s.renjuStep.kind.name(), s.renjuRule.title, side,
            get("renjuOpening.area" + (s.renjuStep.radius < 0 ? "Any" : String.valueOf(s.renjuStep.radius))),
            s.renjuStep.move, s.number, s.total);
      case PAUSED:
        return format("status.paused", side);
      case THINKING:
        return format("status.thinking", side);
      default:
        return format("status.toMove", side, s.number);
    }
  }

  /** A save that went wrong, in words: kept aside, not read, or not written. */
  public String saveProblem(gomoku.game.GameSaves.Problem p) {
    switch (p.kind) {
      case KEPT_ASIDE:
        return format("notice.saveKeptAside", p.reason, p.where);
      case NOT_READ:
        return format("notice.saveNotRead", p.reason, p.where);
      default:
        return format("notice.saveFailed", p.reason);
    }
  }

  /** "Person", or "Computer (Medium, 2 s)". */
  public String player(MatchSettings s, int colour) {
    PlayerKind kind = s.player(colour);
    if (kind == PlayerKind.COMPUTER) {
      return format("player.computerWith", level(s.level(colour)), seconds(s.millis(colour)));
    }
    return get("player." + kind.name());
  }
}
