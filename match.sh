#!/usr/bin/env bash
# ./match.sh A B GAMES [OPENINGS] [RULE]   plays our players against each other (see MatchCommand), 2 games at once.
#   e.g. ./match.sh master:100 tutorial:4 100     ./match.sh master:100 beginner 100
set -euo pipefail
cd "$(dirname "$0")"
jar=lwjgl3/target/gomoku-desktop.jar
if [ ! -f "$jar" ] || [ -n "$(find core/src lwjgl3/src -newer "$jar" -name '*.java' | head -1)" ]; then
  mvn -B -q -DskipTests -pl lwjgl3 -am package
fi
exec java -cp "$jar" gomoku.desktop.MatchCommand "$@"
