package gomoku.ui;

import com.badlogic.gdx.assets.AssetDescriptor;
import com.badlogic.gdx.assets.AssetLoaderParameters;
import com.badlogic.gdx.assets.AssetManager;
import com.badlogic.gdx.assets.loaders.AsynchronousAssetLoader;
import com.badlogic.gdx.assets.loaders.FileHandleResolver;
import com.badlogic.gdx.files.FileHandle;
import com.badlogic.gdx.utils.Array;

/**
 * Loads a text file (UTF-8) through the asset manager, so that the browser fetches a file it did not preload when it
 * is first asked for (the puzzles), as it does the font's later pages.
 */
final class TextLoader extends AsynchronousAssetLoader<String, TextLoader.Parameters> {
  static final class Parameters extends AssetLoaderParameters<String> {}

  private String text;

  TextLoader(FileHandleResolver resolver) {
    super(resolver);
  }

  @Override
  public void loadAsync(AssetManager manager, String fileName, FileHandle file, Parameters parameter) {
    text = file.readString("UTF-8");
  }

  @Override
  public String loadSync(AssetManager manager, String fileName, FileHandle file, Parameters parameter) {
    String t = text;
    text = null;
    return t;
  }

  @Override
  @SuppressWarnings("rawtypes")
  public Array<AssetDescriptor> getDependencies(String fileName, FileHandle file, Parameters parameter) {
    return null;
  }
}
