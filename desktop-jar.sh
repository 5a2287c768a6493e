#!/usr/bin/env bash
# Prints the path of the desktop jar, building it first when it is missing or older than a source file.
# Used by bench.sh and match.sh.
set -euo pipefail
cd "$(dirname "$0")"
jar=lwjgl3/target/gomoku-desktop.jar
if [ ! -f "$jar" ] || [ -n "$(find core/src lwjgl3/src -newer "$jar" -name '*.java' | head -1)" ]; then
  mvn -B -q -DskipTests -pl lwjgl3 -am package >&2
fi
echo "$PWD/$jar"
