package gomoku.record;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A game with its variations: every position's next moves, the first one the main line, and where the player is.
 * A move already there is followed rather than added again; a new one becomes a variation (the main line is kept).
 * Going forward follows the way the player came back, else the main line. Legality is the rules' business: the
 * tree only keeps moves.
 */
public final class GameTree {
  /** One move and the moves that were tried after it. */
  static final class Node {
    final int move;
    final Node parent;
    final List<Node> children = new ArrayList<>();
    /** The child the player last came back from: forward returns there. */
    Node lastVisited;

    Node(int move, Node parent) {
      this.move = move;
      this.parent = parent;
    }

    Node child(int move) {
      for (Node c : children) {
        if (c.move == move) {
          return c;
        }
      }
      return null;
    }

    /** The child for {@code move}, added (last) if there is none. */
    Node childOrNew(int move) {
      Node next = child(move);
      if (next == null) {
        next = new Node(move, this);
        children.add(next);
      }
      return next;
    }

    /** The same, made the one forward follows from here. */
    Node follow(int move) {
      lastVisited = childOrNew(move);
      return lastVisited;
    }

    Node next() {
      return lastVisited != null && children.contains(lastVisited) ? lastVisited
          : children.isEmpty() ? null : children.get(0);
    }
  }

  final Node root = new Node(-1, null);
  private Node current = root;

  /** A tree holding one line of moves, with the player at its end. */
  public static GameTree of(List<Integer> moves) {
    GameTree t = new GameTree();
    for (int m : moves) {
      t.play(m);
    }
    return t;
  }

  /** Plays {@code move} here: into the existing continuation if it is one, else as a new variation (or main line). */
  public void play(int move) {
    current = current.follow(move);
  }

  /**
   * Goes to the position after {@code moves} from the start, if the tree holds that way (else nowhere: false). The
   * way becomes the one forward follows.
   */
  public boolean goTo(List<Integer> moves) {
    Node n = root;
    for (int m : moves) {
      n = n.child(m);
      if (n == null) {
        return false;
      }
    }
    while (current != root) {
      back();
    }
    for (int m : moves) {
      play(m);
    }
    return true;
  }

  /**
   * Adds {@code moves} from here as a line forward follows (into the moves already there where they agree, a new
   * variation where they part), without moving: the player can step through it.
   */
  public void addLine(List<Integer> moves) {
    Node n = current;
    for (int m : moves) {
      n = n.follow(m);
    }
  }

  /** One move back; false at the start. */
  public boolean back() {
    if (current == root) {
      return false;
    }
    current.parent.lastVisited = current;
    current = current.parent;
    return true;
  }

  /** The move forward would play (the way the player came back, else the main line), or -1. */
  public int nextMove() {
    Node n = current.next();
    return n == null ? -1 : n.move;
  }

  /** The moves from the start to here. */
  public List<Integer> path() {
    List<Integer> moves = new ArrayList<>();
    for (Node n = current; n != root; n = n.parent) {
      moves.add(n.move);
    }
    Collections.reverse(moves);
    return moves;
  }

  /** The line the player is on: the path here, then the moves forward would play one after another. */
  public List<Integer> line() {
    List<Integer> moves = path();
    for (Node n = current.next(); n != null; n = n.next()) {
      moves.add(n.move);
    }
    return moves;
  }

  /** The main line: the first move at every position. */
  public List<Integer> mainLine() {
    List<Integer> moves = new ArrayList<>();
    for (Node n = root; !n.children.isEmpty(); n = n.children.get(0)) {
      moves.add(n.children.get(0).move);
    }
    return moves;
  }

  /** How many moves lead here. */
  public int depth() {
    int d = 0;
    for (Node n = current; n != root; n = n.parent) {
      d++;
    }
    return d;
  }

  /**
   * The moves tried instead of move {@code number} of the current line (1 for the first), in the tree's order with
   * the line's own move left out: what a player can switch to at that point.
   */
  public List<Integer> alternatives(int number) {
    Node n = lineNode(number);
    List<Integer> out = new ArrayList<>();
    if (n != null) {
      for (Node s : n.parent.children) {
        if (s != n) {
          out.add(s.move);
        }
      }
    }
    return out;
  }

  /** The node of move {@code number} on the current line, or null. */
  private Node lineNode(int number) {
    List<Node> nodes = new ArrayList<>();
    for (Node n = current; n != root; n = n.parent) {
      nodes.add(0, n);
    }
    for (Node n = current.next(); n != null; n = n.next()) {
      nodes.add(n);
    }
    return number >= 1 && number <= nodes.size() ? nodes.get(number - 1) : null;
  }

  /** Whether the player is off the main line: a move on the way here is not its position's first. */
  public boolean inVariation() {
    return branchPoint() != null;
  }

  /** The move number where the player's way leaves the main line nearest to here, or 0 on the main line. */
  public int variationStart() {
    Node b = branchPoint();
    int number = 0;
    for (Node n = b; n != null && n != root; n = n.parent) {
      number++;
    }
    return number;
  }

  /** The deepest node on the way here that is not its parent's first child, or null. */
  private Node branchPoint() {
    for (Node n = current; n != root; n = n.parent) {
      if (n.parent.children.get(0) != n) {
        return n;
      }
    }
    return null;
  }

  /**
   * Makes the variation the player is in its position's first (repeated, it becomes the main line); false on the
   * main line.
   */
  public boolean promote() {
    Node b = branchPoint();
    if (b == null) {
      return false;
    }
    b.parent.children.remove(b);
    b.parent.children.add(0, b);
    return true;
  }

  /**
   * How many moves back the variation the player is in leaves its line (to the position where it was tried instead),
   * or -1 on the main line.
   */
  public int stepsOutOfVariation() {
    Node b = branchPoint();
    if (b == null) {
      return -1;
    }
    int back = 0;
    for (Node n = current; n != b.parent; n = n.parent) {
      back++;
    }
    return back;
  }

  /** Deletes the variation forward would enter from here, unless it is the main line's move; false then. */
  public boolean deleteForward() {
    Node next = current.next();
    if (next == null || next == current.children.get(0)) {
      return false;
    }
    current.children.remove(next);
    current.lastVisited = null;
    return true;
  }

  /**
   * Deletes the variation the player is in, from where it leaves its line, and goes back to that position; returns
   * how many moves back that was, or -1 on the main line (nothing is deleted).
   */
  public int deleteVariation() {
    int back = stepsOutOfVariation();
    if (back < 0) {
      return -1;
    }
    for (int i = 0; i < back; i++) {
      back();
    }
    deleteForward();
    return back;
  }

  /** How many moves the tree holds, variations included. */
  public int size() {
    return count(root) - 1;
  }

  private static int count(Node n) {
    int c = 1;
    for (Node k : n.children) {
      c += count(k);
    }
    return c;
  }

  /** Every line from the start to a last move (the main line first), for checking each is a legal game. */
  public List<List<Integer>> leaves() {
    List<List<Integer>> out = new ArrayList<>();
    collect(root, new ArrayList<>(), out);
    return out;
  }

  private static void collect(Node n, List<Integer> way, List<List<Integer>> out) {
    if (n.children.isEmpty()) {
      out.add(new ArrayList<>(way));
      return;
    }
    for (Node c : n.children) {
      way.add(c.move);
      collect(c, way, out);
      way.remove(way.size() - 1);
    }
  }
}
