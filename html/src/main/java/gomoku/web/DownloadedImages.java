package gomoku.web;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.backends.gwt.GwtApplication;
import com.google.gwt.dom.client.CanvasElement;
import gomoku.ui.BoardImages;

/**
 * Board pictures in the browser: the rectangle is copied from the game's canvas (right after the frame is drawn, while
 * WebGL still holds it) onto a canvas of its own and offered as a download; the picture's address stays in
 * {@code window.gomokuLastImage} for whoever wants it next (tests read it).
 */
final class DownloadedImages implements BoardImages {
  @Override
  public String save(int x, int top, int width, int height, String name) {
    CanvasElement canvas = ((GwtApplication) Gdx.app).getCanvasElement();
    int bytes = download(canvas, x, top, width, height, name);
    return name + " (" + bytes + " bytes)";
  }

  private static native int download(CanvasElement source, int x, int top, int width, int height, String name) /*-{
    var c = $doc.createElement('canvas');
    c.width = width;
    c.height = height;
    c.getContext('2d').drawImage(source, x, top, width, height, 0, 0, width, height);
    var url = c.toDataURL('image/png');
    $wnd.gomokuLastImage = url;
    var a = $doc.createElement('a');
    a.href = url;
    a.download = name;
    $doc.body.appendChild(a);
    a.click();
    $doc.body.removeChild(a);
    return Math.floor((url.length - 22) * 3 / 4);
  }-*/;
}
