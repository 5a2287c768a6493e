#!/usr/bin/env bash
# Runs every test of the project: unit tests, the web build in headless Chromium and the desktop jar under
# Xvfb. On a fresh Debian machine it first installs what those tests need (as root, or through sudo).
# Every module's tests run even when one fails; the last lines summarise them all (tools/TestSummary.java).
set -euo pipefail
cd "$(dirname "$0")"

packages=(maven xvfb xauth xdotool imagemagick libgl1 libgl1-mesa-dri libglx-mesa0 chromium chromium-driver fakeroot)
missing=()
for p in "${packages[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
command -v javac >/dev/null 2>&1 || missing+=(default-jdk-headless)
if [ ${#missing[@]} -gt 0 ]; then
  echo "test.sh: installing ${missing[*]}"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

modules=(core lwjgl3 html)
for m in "${modules[@]}"; do
  rm -rf "$m/target/surefire-reports" "$m/target/failsafe-reports" # a report from an earlier run is no result
done
build=0
mvn -B verify --fail-at-end -Dmaven.test.failure.ignore=true "$@" || build=$?
summary=0
java tools/TestSummary.java "${modules[@]}" || summary=$?
if [ "$build" -ne 0 ]; then
  echo "test.sh: the Maven build failed (exit $build): see its errors above."
fi
[ "$build" -eq 0 ] && [ "$summary" -eq 0 ]
