#!/usr/bin/env bash
# ./bench.sh [depth]   builds the desktop jar if needed and runs the engine benchmark (default depth 8).
# The "nodes" figure is the engine's signature: quote it in a commit that changes the search.
set -euo pipefail
cd "$(dirname "$0")"
jar=lwjgl3/target/gomoku-desktop.jar
if [ ! -f "$jar" ] || [ -n "$(find core/src lwjgl3/src -newer "$jar" -name '*.java' | head -1)" ]; then
  mvn -B -q -DskipTests -pl lwjgl3 -am package
fi
exec java -cp "$jar" gomoku.desktop.BenchCommand "$@"
