#!/usr/bin/env bash
# Runs every test of the project: unit tests, the web build in headless Chromium and the desktop jar under
# Xvfb. On a fresh Debian machine it first installs what those tests need (as root, or through sudo).
set -euo pipefail
cd "$(dirname "$0")"

packages=(maven xvfb xauth xdotool imagemagick libgl1 libgl1-mesa-dri libglx-mesa0 chromium chromium-driver)
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

exec mvn -B verify "$@"
