#!/usr/bin/env bash
# ./match.sh A B GAMES [OPENINGS] [RULE]   plays our players against each other (see MatchCommand), 2 games at once.
#   e.g. ./match.sh master:100 tutorial:4 100     ./match.sh master:100 beginner 100
set -euo pipefail
cd "$(dirname "$0")"
jar=$(./desktop-jar.sh)
exec java -cp "$jar" gomoku.desktop.MatchCommand "$@"
