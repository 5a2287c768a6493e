package gomoku.web;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.backends.gwt.GwtApplication;
import com.google.gwt.dom.client.CanvasElement;
import com.google.gwt.dom.client.Document;
import com.google.gwt.dom.client.TextAreaElement;
import gomoku.ui.NativeTextField;

/**
 * The load dialog's field in the browser: a real {@code <textarea>} over the canvas, so that text copied anywhere can
 * be pasted (Ctrl+V, a phone's Paste) and a phone shows its keyboard. What the system clipboard holds is offered at
 * once where the browser allows reading it.
 */
final class DomTextField implements NativeTextField {
  private TextAreaElement area;

  @Override
  public void show(int left, int top, int width, int height, float pixelRatio, String text, String placeholder) {
    hide();
    CanvasElement canvas = ((GwtApplication) Gdx.app).getCanvasElement();
    area = Document.get().createTextAreaElement();
    area.setId("gomoku-text");
    area.setValue(text);
    area.setAttribute("placeholder", placeholder);
    area.setAttribute("spellcheck", "false");
    area.setAttribute("autocapitalize", "off");
    place(area, canvas, left / pixelRatio, top / pixelRatio, width / pixelRatio, height / pixelRatio);
    Document.get().getBody().appendChild(area);
    area.focus();
    offerClipboard(area);
  }

  /** Fixed over the canvas's rectangle, in the game's colours; 16 px text, which a phone does not zoom into. */
  private static native void place(TextAreaElement area, CanvasElement canvas, double x, double y, double w,
      double h) /*-{
    var r = canvas.getBoundingClientRect();
    var s = area.style;
    s.position = 'fixed';
    s.left = (r.left + x) + 'px';
    s.top = (r.top + y) + 'px';
    s.width = w + 'px';
    s.height = h + 'px';
    s.boxSizing = 'border-box';
    s.zIndex = '10';
    s.font = '16px sans-serif';
    s.color = '#e8e8e8';
    s.background = '#1d2027';
    s.border = '2px solid #c98a2e';
    s.borderRadius = '6px';
    s.padding = '6px';
    s.resize = 'none';
  }-*/;

  /** The system clipboard's text, put in while the field is still empty (where the browser lets the page read it). */
  private static native void offerClipboard(TextAreaElement area) /*-{
    try {
      if ($wnd.navigator.clipboard && $wnd.navigator.clipboard.readText) {
        $wnd.navigator.clipboard.readText().then(function (t) {
          if (t && !area.value) {
            area.value = t;
          }
        }, function () {});
      }
    } catch (e) {
      // no clipboard access: the player pastes
    }
  }-*/;

  @Override
  public String text() {
    return area == null ? "" : area.getValue();
  }

  @Override
  public void hide() {
    if (area != null) {
      area.removeFromParent();
      area = null;
    }
  }
}
