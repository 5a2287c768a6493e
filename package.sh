#!/usr/bin/env bash
# ./package.sh          builds what a player installs, into target/dist/:
#                         Gomoku/            the desktop app with its own Java runtime (start: Gomoku/bin/Gomoku;
#                                            the Gomocup engine for Piskvork or Yixin-Board: Gomoku/bin/pbrain-gomoku)
#                         gomoku_*.deb       the same as a Debian package (where dpkg-deb and fakeroot exist)
#                         gomoku-web/ and gomoku-web.zip   the web game for any static host
# ./package.sh desktop  the desktop app only (no GWT compile)
# GOMOKU_SKIP_BUILD=1   packages the jar and web folder already built (the tests use it).
# jpackage builds for the system it runs on: the same command on Windows makes Gomoku\Gomoku.exe, on macOS
# Gomoku.app (and an .msi or .dmg with --type, see README).
set -euo pipefail
cd "$(dirname "$0")"
what="${1:-all}"
if [ -z "${GOMOKU_SKIP_BUILD:-}" ]; then
  if [ "$what" = desktop ]; then
    mvn -B -q -DskipTests -pl lwjgl3 -am install
  else
    mvn -B -q -DskipTests install
  fi
fi
dist=target/dist
rm -rf "$dist" target/jpackage-input
mkdir -p "$dist" target/jpackage-input
# The jar without the other systems' native libraries (a third of it).
case "$(uname -s)" in
  Linux) os=linux ;;
  Darwin) os=macos ;;
  *) os=windows ;;
esac
case "$(uname -m)" in
  aarch64 | arm64) arch=arm64 ;;
  *) arch=x64 ;;
esac
java tools/PlatformJar.java lwjgl3/target/gomoku-desktop.jar target/jpackage-input/gomoku-desktop.jar "$os" "$arch"
# macOS: GLFW must run on the first thread.
platform=()
[ "$(uname)" = Darwin ] && platform=(--java-options -XstartOnFirstThread)
# The modules the jar uses (jdeps --print-module-deps), and nothing of the JDK's tools or documentation.
app=(--name Gomoku --app-version 1.0 --vendor "Gomoku"
  --description "Five in a row on a wooden board, against the computer or a friend"
  --input target/jpackage-input --main-jar gomoku-desktop.jar --main-class gomoku.desktop.DesktopLauncher
  --icon lwjgl3/src/main/resources/icons/gomoku-256.png
  --add-modules java.base,java.desktop,jdk.unsupported
  --jlink-options "--strip-debug --no-man-pages --no-header-files --compress=2"
  --add-launcher pbrain-gomoku=lwjgl3/src/main/package/pbrain-gomoku.properties ${platform[@]+"${platform[@]}"})
jpackage --type app-image --dest "$dist" "${app[@]}"
echo "Desktop app: $dist/Gomoku (start $dist/Gomoku/bin/Gomoku; $(du -sh "$dist/Gomoku" | cut -f1))"
if command -v dpkg-deb > /dev/null && command -v fakeroot > /dev/null; then
  # From the app image. (jpackage 17 also gives the engine's launcher a menu entry, ignoring its
  # linux-shortcut=false; started from the menu it reads an empty input and ends at once.)
  jpackage --type deb --dest "$dist" --app-image "$dist/Gomoku" --name gomoku --app-version 1.0 --vendor "Gomoku" \
    --description "Five in a row on a wooden board, against the computer or a friend" \
    --icon lwjgl3/src/main/resources/icons/gomoku-256.png --linux-package-name gomoku --linux-shortcut \
    --linux-menu-group Game --linux-app-category games --resource-dir lwjgl3/src/main/package/deb
  echo "Debian package: $(ls "$dist"/*.deb)"
fi
if [ "$what" != desktop ]; then
  cp -r html/target/gomoku-web "$dist/"
  cp html/target/gomoku-web.zip "$dist/"
  echo "Web game: $dist/gomoku-web (or gomoku-web.zip): copy it to any static web host"
fi
