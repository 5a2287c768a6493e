#!/usr/bin/env bash
# ./arena.sh 'ENGINE_A' 'ENGINE_B' GAMES [--openings F] [--turn MS] [--match MS] [--tolerance MS] [--rule R] [--out DIR]
# Plays Gomocup engines against each other (see gomoku.arena.Arena); our engine is lwjgl3/target/pbrain-gomoku, e.g.
#   ./arena.sh lwjgl3/target/pbrain-gomoku 'lwjgl3/target/pbrain-gomoku --level tutorial:4' 100 --turn 1000
set -euo pipefail
cd "$(dirname "$0")"
jar=$(./desktop-jar.sh)
exec java -cp "$jar" gomoku.arena.Arena "$@"
