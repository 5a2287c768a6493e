package gomoku.record;

import gomoku.rules.GameState;
import gomoku.rules.Notation;

/**
 * A game tree as text, variations in brackets after the move they replace, as chess notation writes them:
 * {@code h8i9j10(i10j9)k11} is the main line h8 i9 j10 k11 with i10 j9 tried instead of j10. Without brackets it
 * is the plain move string ({@code --} for a set-up position's pass).
 */
public final class TreeText {
  private TreeText() {}

  public static String write(int size, GameTree tree) {
    StringBuilder b = new StringBuilder();
    writeAfter(size, tree.root, b);
    return b.toString();
  }

  private static void writeAfter(int size, GameTree.Node node, StringBuilder b) {
    while (!node.children.isEmpty()) {
      GameTree.Node main = node.children.get(0);
      b.append(Notation.name(size, main.move));
      for (int i = 1; i < node.children.size(); i++) {
        GameTree.Node v = node.children.get(i);
        b.append('(').append(Notation.name(size, v.move));
        writeAfter(size, v, b);
        b.append(')');
      }
      node = main;
    }
  }

  /**
   * Reads a tree; the player is put at the end of its main line. Legality is not checked here ({@link GameTree#leaves}
   * gives every line to check).
   *
   * @throws IllegalArgumentException naming what is wrong: a bracket without its pair, a variation before any move,
   *     a point that is not on the board
   */
  public static GameTree read(int size, String text) {
    GameTree tree = new GameTree();
    GameTree.Node at = tree.root;
    java.util.ArrayDeque<GameTree.Node> open = new java.util.ArrayDeque<>();
    String t = text.trim();
    int i = 0;
    while (i < t.length()) {
      char c = t.charAt(i);
      if (Character.isWhitespace(c)) {
        i++;
      } else if (c == '(') {
        if (at == tree.root) {
          throw new gomoku.rules.InputError("treeFirst",
              "a variation (at character " + (i + 1) + ") must follow a move", i + 1);
        }
        open.push(at);
        at = at.parent;
        i++;
      } else if (c == ')') {
        if (open.isEmpty()) {
          throw new gomoku.rules.InputError("treeClose", "a ')' at character " + (i + 1) + " closes no variation",
              i + 1);
        }
        at = open.pop();
        i++;
      } else if (t.startsWith(Notation.PASS_NAME, i)) {
        at = at.childOrNew(GameState.PASS); // a set-up position's side to move
        i += Notation.PASS_NAME.length();
      } else {
        int start = i;
        i++;
        while (i < t.length() && Character.isDigit(t.charAt(i))) {
          i++;
        }
        String name = t.substring(start, i);
        int point;
        try {
          point = Notation.parsePoint(size, name);
        } catch (IllegalArgumentException e) {
          point = -1;
        }
        if (point < 0) {
          throw new gomoku.rules.InputError("treePoint", "'" + name + "' (at character " + (start + 1)
              + ") is not a point of a " + size + "x" + size + " board", name, start + 1, size);
        }
        at = at.childOrNew(point);
      }
    }
    if (!open.isEmpty()) {
      throw new gomoku.rules.InputError("treeOpen", "a variation is not closed (a ')' is missing)");
    }
    for (int move : tree.mainLine()) {
      tree.play(move);
    }
    return tree;
  }
}
