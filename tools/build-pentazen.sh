#!/usr/bin/env bash
# tools/build-pentazen.sh [SOURCE_DIR]: builds PentaZen 0.4.17 (Sun Yuliang, github.com/sun-yuliang/PentaZen,
# commit fa37343), an open Gomocup engine, as a match opponent: /tmp/pentazen/pbrain-pentazen. Nothing of it
# enters this repository. Without SOURCE_DIR it clones the repository (needs the network); with it, it uses a
# checkout already on the machine (the folder that holds src/).
#
# Why: our own engines only ever played each other. PentaZen is a real opponent with its own ideas (move counts
# by depth: 3 to 8 where an open three or a four is on the board, 3 to 32 elsewhere; log-log reductions; a VCF at
# the horizon), and it beat us: docs/arena/pentazen-*.txt.
#
# Then, from the project root (300 ms a move, 48 openings, colours swapped):
#   java -cp lwjgl3/target/gomoku-desktop.jar gomoku.arena.Arena 'lwjgl3/target/pbrain-gomoku' \
#     '/tmp/pentazen/pbrain-pentazen' 96 --turn 300 --openings docs/arena/openings-48.txt
set -euo pipefail
out=/tmp/pentazen
commit=fa37343094b6df02dbc57e474916788370bc9728
rm -rf "$out/build" && mkdir -p "$out/build"
if [ $# -ge 1 ]; then
  cp -r "$1/src" "$out/build/src"
else
  rm -rf "$out/checkout"
  git clone -q https://github.com/sun-yuliang/PentaZen.git "$out/checkout"
  git -C "$out/checkout" checkout -q "$commit"
  cp -r "$out/checkout/src" "$out/build/src"
fi
src="$out/build/src"
# Its MESSAGE line prints the depth, an int8_t enum, as a character with g++ 12: at depth 10 a newline, after
# which a manager reads the rest of the line as a move (the arena then scores the game lost for PentaZen). Print
# it as a number; the search is untouched.
sed -i 's/<< " dep " << rem.depth << "-" << std::max(rem.depth, plyMax);/<< " dep " << int(rem.depth) << "-" << int(std::max(rem.depth, plyMax));/' "$src/search.cpp"
grep -q '" dep " << int(rem.depth)' "$src/search.cpp" || { echo "build-pentazen.sh: the depth print in search.cpp was not found" >&2; exit 1; }
# Its pattern tables are generated code: the generator in src/pattern writes one header per rule.
for rule in FREESTYLE STANDARD; do
  sed -i "s/constexpr Rule TARGET_RULE *= *[A-Z]*;/constexpr Rule TARGET_RULE = $rule;/" "$src/pattern/type.h"
  g++ -O2 -std=c++17 -o "$out/build/gen" "$src/pattern/main.cpp" "$src/pattern/line.cpp"
  letter=$([ "$rule" = FREESTYLE ] && echo f || echo s)
  "$out/build/gen" > "$src/pattern_15$letter.h"
done
g++ -O2 -std=c++17 -DNDEBUG -DIS_64BIT -pthread -o "$out/pbrain-pentazen" \
  "$src"/main.cpp "$src"/misc.cpp "$src"/board.cpp "$src"/movegen.cpp "$src"/search.cpp "$src"/thread.cpp \
  "$src"/tt.cpp "$src"/protocol.cpp
echo "built $out/pbrain-pentazen"
