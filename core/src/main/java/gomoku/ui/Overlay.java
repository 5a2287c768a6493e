package gomoku.ui;

/**
 * An actor that lies over the board on purpose (the help, the result, a point's popup, an opening's choices): the
 * layout check leaves it out of its overlap and fit tests.
 */
public interface Overlay {}
