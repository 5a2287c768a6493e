package gomoku.ui;

import gomoku.ui.widgets.Buttons;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.assets.AssetManager;
import com.badlogic.gdx.assets.loaders.TextureLoader;
import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.Texture;
import com.badlogic.gdx.graphics.g2d.BitmapFont;
import com.badlogic.gdx.graphics.g2d.DistanceFieldFont;
import com.badlogic.gdx.graphics.glutils.ShaderProgram;
import com.badlogic.gdx.graphics.g2d.NinePatch;
import com.badlogic.gdx.graphics.g2d.TextureRegion;
import com.badlogic.gdx.scenes.scene2d.ui.Label;
import com.badlogic.gdx.scenes.scene2d.ui.Skin;
import com.badlogic.gdx.scenes.scene2d.ui.TextButton;
import com.badlogic.gdx.scenes.scene2d.utils.Drawable;
import com.badlogic.gdx.scenes.scene2d.utils.NinePatchDrawable;
import com.badlogic.gdx.scenes.scene2d.utils.TextureRegionDrawable;
import com.badlogic.gdx.utils.Disposable;

/**
 * The game's images and fonts (made by tools/AssetGen.java and tools/FontGen.java, loaded through an AssetManager) and a skin built
 * from them in code, so both builds look the same and nothing is fetched at run time.
 */
public final class Assets implements Disposable {
  public static final Color BACKGROUND = new Color(0x23272eff);
  public static final Color PANEL = new Color(0x30353eff);
  public static final Color ACCENT = new Color(0xe0a040ff);
  /** Refusals: a move that cannot be played, a failure. */
  public static final Color WARNING = new Color(0xff7060ff);
  /** Cautions: something the player should notice that refused nothing. */
  public static final Color CAUTION = new Color(0xf0c060ff);
  /** The alternatives a game tree holds, in the move list. */
  public static final Color VARIATION = new Color(0x8fb8e8ff);
  public static final Color TEXT = new Color(0xeef0f4ff);
  public static final Color TEXT_DIM = new Color(0xa8afbcff);

  private final AssetManager manager = new AssetManager();
  public TextureRegion wood;
  /** The board's wood: a JPEG, a fifth of the PNG's size (tools/AssetGen.java). */
  private static final String WOOD = "images/wood.jpg";
  public TextureRegion blackStone;
  public TextureRegion whiteStone;
  public TextureRegion shadow;
  public TextureRegion disc;
  public TextureRegion pixel;
  /** The board's look (a display setting the screens share). */
  public Theme theme = Theme.WOOD;
  /** Made by tools/SoundGen.java. */
  public com.badlogic.gdx.audio.Sound stoneSound;
  /** Null until it has loaded: the first screen does not wait for it ({@link #update}). */
  public com.badlogic.gdx.audio.Sound winSound;
  private static final String WIN_SOUND = "sounds/win.wav";
  public BitmapFont font;
  public BitmapFont titleFont;
  /** The shader every stage draws with: textures as usual, and the fonts' distance fields as sharp edges. */
  public ShaderProgram textShader;
  public Skin skin;

  /**
   * The font's pages past the first: each holds the glyphs of one more language (tools/FontGen.java), fetched in the
   * browser only once a language that needs it is chosen ({@link #glyphsReady}).
   */
  private String[] pageFiles;
  private boolean[] pageRequested;
  private boolean[] pageReady;

  /**
   * Loads everything but the font's later pages ({@link #glyphsReady}); the GWT preloader has already fetched the
   * files, so this does not wait on the network.
   */
  public void load() {
    manager.setLoader(String.class,
        new TextLoader(new com.badlogic.gdx.assets.loaders.resolvers.InternalFileHandleResolver()));
    manager.setErrorListener((asset, error) -> {
      failedFiles.add(asset.fileName);
      Gdx.app.error(GomokuGame.LOG_TAG, "not loaded: " + asset.fileName + ": " + error.getMessage());
    });
    TextureLoader.TextureParameter smooth = new TextureLoader.TextureParameter();
    smooth.minFilter = Texture.TextureFilter.MipMapLinearLinear;
    smooth.magFilter = Texture.TextureFilter.Linear;
    smooth.genMipMaps = true;
    TextureLoader.TextureParameter linear = new TextureLoader.TextureParameter();
    linear.minFilter = Texture.TextureFilter.Linear;
    linear.magFilter = Texture.TextureFilter.Linear;
    for (String name : new String[] {"stone-black", "stone-white", "shadow", "disc"}) {
      manager.load("images/" + name + ".png", Texture.class, smooth);
    }
    manager.load(WOOD, Texture.class, linear);
    for (String name : new String[] {"pixel", "rounded"}) {
      manager.load("images/" + name + ".png", Texture.class, linear);
    }
    for (String name : new String[] {"ui", "title"}) {
      manager.load("fonts/" + name + ".png", Texture.class, linear);
    }
    pageParameter = linear;
    manager.load("sounds/stone.wav", com.badlogic.gdx.audio.Sound.class);
    manager.finishLoading();

    wood = new TextureRegion(manager.get(WOOD, Texture.class));
    blackStone = region("stone-black");
    whiteStone = region("stone-white");
    shadow = region("shadow");
    disc = region("disc");
    pixel = region("pixel");
    font = distanceFieldFont("ui");
    pageFiles = font.getData().getImagePaths();
    pageRequested = new boolean[pageFiles.length];
    pageReady = new boolean[pageFiles.length];
    pageRequested[0] = true;
    pageReady[0] = true;
    titleFont = distanceFieldFont("title");
    textShader = DistanceFieldFont.createDistanceFieldShader();
    if (!textShader.isCompiled()) {
      throw new IllegalStateException("text shader: " + textShader.getLog());
    }
    font.getData().markupEnabled = false;
    skin = buildSkin();
    stoneSound = manager.get("sounds/stone.wav", com.badlogic.gdx.audio.Sound.class);
    manager.load(WIN_SOUND, com.badlogic.gdx.audio.Sound.class); // comes in the background (update)
  }

  /**
   * A font whose first page is loaded; any further page stands in with the first until {@link #glyphsReady} has
   * loaded it (the text laid out meanwhile measures right: the metrics are all in the .fnt).
   */
  private DistanceFieldFont distanceFieldFont(String name) {
    DenseFontData data = new DenseFontData(Gdx.files.internal("fonts/" + name + ".fnt"));
    com.badlogic.gdx.utils.Array<TextureRegion> pages = new com.badlogic.gdx.utils.Array<>();
    TextureRegion first = new TextureRegion(manager.get("fonts/" + name + ".png", Texture.class));
    for (int i = 0; i < data.pages(); i++) {
      pages.add(i == 0 ? first : new TextureRegion(first));
    }
    return new DistanceFieldFont(data, pages, false);
  }

  private TextureLoader.TextureParameter pageParameter;
  /** Files whose loading failed (the browser could not fetch them). */
  private final java.util.Set<String> failedFiles = new java.util.HashSet<>();

  /**
   * The text of an asset file once it is in, else null: the first call starts loading it, which {@link #update}
   * carries on (the desktop reads it at once; the browser fetches a file it did not preload). A file that could not
   * be loaded stays null; ask {@link #failed}, and a later call tries it again.
   */
  public String text(String path) {
    if (manager.isLoaded(path, String.class)) {
      return manager.get(path, String.class);
    }
    if (!manager.contains(path)) {
      failedFiles.remove(path);
      manager.load(path, String.class);
    }
    return null;
  }

  /** Whether loading the file failed since it was last asked for. */
  public boolean failed(String path) {
    return failedFiles.contains(path);
  }

  /**
   * Whether every character of {@code text} can be drawn; the first call for a text starts loading the font's pages
   * its characters lie on, which {@link #update} (once a frame) carries on. The desktop has them at once; the
   * browser fetches each page the first time a language needs it (the Chinese page is a third of the first load).
   */
  public boolean glyphsReady(String text) {
    boolean ready = true;
    BitmapFont.BitmapFontData data = font.getData();
    for (int i = 0; i < text.length(); i++) {
      BitmapFont.Glyph glyph = data.getGlyph(text.charAt(i));
      if (glyph == null || pageReady[glyph.page]) {
        continue;
      }
      ready = false;
      if (!pageRequested[glyph.page]) {
        pageRequested[glyph.page] = true;
        manager.load(pageFiles[glyph.page], Texture.class, pageParameter);
      }
    }
    return ready;
  }

  /**
   * Carries on loading what comes after the first screen (the win sound, the font's pages once asked for; in the
   * browser they are fetched then) and puts each to use when it is in. Call once a frame; true once all is in.
   */
  public boolean update() {
    boolean done = manager.update();
    if (winSound == null && manager.isLoaded(WIN_SOUND)) {
      winSound = manager.get(WIN_SOUND, com.badlogic.gdx.audio.Sound.class);
    }
    for (int page = 1; page < pageFiles.length; page++) {
      if (pageRequested[page] && !pageReady[page] && manager.isLoaded(pageFiles[page])) {
        font.getRegions().get(page).setRegion(manager.get(pageFiles[page], Texture.class));
        pageReady[page] = true;
      }
    }
    return done;
  }

  /**
   * Sharpens the text for this many screen pixels a unit: a glyph's edge blends over one pixel. The fonts' padding is
   * the distance field's spread in units (tools/FontGen.java).
   */
  public void setPixelsPerUnit(float pixelsPerUnit) {
    for (DistanceFieldFont f : new DistanceFieldFont[] {(DistanceFieldFont) font, (DistanceFieldFont) titleFont}) {
      float oldScaleX = f.getData().scaleX;
      float oldScaleY = f.getData().scaleY;
      f.getData().setScale(1);
      f.setDistanceFieldSmoothing(f.getData().padTop * pixelsPerUnit);
      f.getData().setScale(oldScaleX, oldScaleY);
    }
  }

  private TextureRegion region(String name) {
    return new TextureRegion(manager.get("images/" + name + ".png", Texture.class));
  }

  private Skin buildSkin() {
    Skin s = new Skin();
    NinePatchDrawable rounded =
        new NinePatchDrawable(new NinePatch(region("rounded"), 10, 10, 10, 10));
    s.add("panel", rounded.tint(PANEL), Drawable.class);
    // The move on the board in the move list: the accent colour, with little padding (the entries are narrow).
    NinePatchDrawable mark = rounded.tint(new Color(0xc98a2eff));
    mark.setLeftWidth(4);
    mark.setRightWidth(4);
    mark.setTopHeight(0);
    mark.setBottomHeight(0);
    s.add("mark", mark, Drawable.class);
    s.add("banner", rounded.tint(new Color(0.08f, 0.09f, 0.11f, 1f)), Drawable.class); // opaque: over the panel's text
    // Under a page of text (the help): opaque, or the panel's words show through between the lines.
    s.add("sheet", rounded.tint(new Color(0.08f, 0.09f, 0.11f, 1f)), Drawable.class); // opaque: nothing reads through
    s.add("pixel", pixel, TextureRegion.class);

    // Buttons pad their text by 6 units a side (the corners' 10 would leave a short label no room).
    NinePatch buttonPatch = new NinePatch(region("rounded"), 10, 10, 10, 10);
    buttonPatch.setPadding(6, 6, 10, 10);
    NinePatchDrawable buttonShape = new NinePatchDrawable(buttonPatch);
    TextButton.TextButtonStyle button = new TextButton.TextButtonStyle();
    button.up = buttonShape.tint(new Color(0x4a5262ff));
    button.over = buttonShape.tint(new Color(0x5b6577ff));
    button.down = buttonShape.tint(new Color(0x394050ff));
    button.checked = buttonShape.tint(new Color(0xb9822fff));
    button.checkedOver = buttonShape.tint(new Color(0xcc9238ff));
    button.disabled = buttonShape.tint(new Color(0x353a44ff));
    button.font = font;
    button.fontColor = TEXT;
    button.disabledFontColor = new Color(0x6c7280ff);
    s.add("default", button);
    // A button that does something rather than show a state: a tap leaves no "on" colour behind.
    TextButton.TextButtonStyle action = new TextButton.TextButtonStyle(button);
    action.checked = null;
    action.checkedOver = null;
    s.add("action", action);
    // The one action a screen is for (the menu's Play): the accent colour, larger text.
    TextButton.TextButtonStyle accent = new TextButton.TextButtonStyle(button);
    accent.up = buttonShape.tint(new Color(0xc98a2eff));
    accent.over = buttonShape.tint(new Color(0xdc9c3cff));
    accent.down = buttonShape.tint(new Color(0xa8731fff));
    accent.fontColor = new Color(0x1b1d22ff);
    s.add("accent", accent);

    s.add("default", new Label.LabelStyle(font, TEXT));
    s.add("dim", new Label.LabelStyle(font, TEXT_DIM));
    s.add("warning", new Label.LabelStyle(font, WARNING));
    s.add("caution", new Label.LabelStyle(font, CAUTION));
    s.add("variation", new Label.LabelStyle(font, VARIATION));
    s.add("title", new Label.LabelStyle(titleFont, TEXT));

    TextureRegionDrawable white = new TextureRegionDrawable(pixel);
    com.badlogic.gdx.scenes.scene2d.ui.TextField.TextFieldStyle field =
        new com.badlogic.gdx.scenes.scene2d.ui.TextField.TextFieldStyle();
    field.font = font;
    field.fontColor = TEXT;
    field.background = rounded.tint(new Color(0x1d2027ff));
    field.cursor = white.tint(TEXT);
    field.cursor.setMinWidth(2);
    field.selection = white.tint(new Color(0xb9822f99));
    field.messageFontColor = TEXT_DIM;
    s.add("default", field);

    com.badlogic.gdx.scenes.scene2d.ui.Window.WindowStyle window =
        new com.badlogic.gdx.scenes.scene2d.ui.Window.WindowStyle(font, TEXT, rounded.tint(new Color(0x2b3038ff)));
    window.stageBackground = white.tint(new Color(0, 0, 0, 0.45f));
    s.add("default", window);
    return s;
  }

  @Override
  public void dispose() {
    if (skin != null) {
      skin.dispose();
    }
    if (textShader != null) {
      textShader.dispose();
    }
    manager.dispose();
  }
}
