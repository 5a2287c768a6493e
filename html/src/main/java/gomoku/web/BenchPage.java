package gomoku.web;

import com.badlogic.gdx.ApplicationAdapter;
import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.utils.ScreenUtils;
import gomoku.engine.EngineReport;

/**
 * index.html?bench: the engine's figures in the browser, one step per frame, logged as "bench: …" lines (the
 * same steps as the desktop's {@code bench --report}, so the two can be compared).
 */
final class BenchPage extends ApplicationAdapter {
  private int step;

  @Override
  public void create() {
    Gdx.app.setLogLevel(com.badlogic.gdx.Application.LOG_INFO);
  }

  @Override
  public void render() {
    ScreenUtils.clear(0.1f, 0.1f, 0.12f, 1);
    if (step < EngineReport.steps()) {
      Gdx.app.log("gomoku", "bench: " + EngineReport.step(step, 6, 1000));
      step++;
      if (step == EngineReport.steps()) {
        Gdx.app.log("gomoku", "bench: done");
      }
    }
  }
}
