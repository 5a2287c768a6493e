#!/usr/bin/env bash
# ./gauntlet.sh GAMES [ENGINE_A] [arena options...]: the judge of a search change (docs/engine.md). Our engine
# (lwjgl3/target/pbrain-gomoku, or ENGINE_A) plays GAMES against each reference engine that
# ../shared/tools/build-engines.sh built into /tmp/engines (PentaZen; Rapfi with its classical evaluation), 1 s a
# move, on the balanced openings of docs/arena/balanced-freestyle.txt with colours swapped, and the result is
# counted by opening pairs. Games and logs go to gauntlet-games/ENGINE/; the last lines are the summary.
# More arena options (--rule renju --openings F, --turn 300 to screen) pass through; GAUNTLET_ENGINES='pentazen'
# plays one of them.
set -euo pipefail
cd "$(dirname "$0")"
[ $# -ge 1 ] || { sed -n '2,8p' "$0" | sed 's/^# \{0,1\}//'; exit 2; }
games=$1; shift
ours=lwjgl3/target/pbrain-gomoku
if [ $# -gt 0 ] && [ "${1#--}" = "$1" ]; then ours=$1; shift; fi
jar=$(./desktop-jar.sh)
[ -x "${ours%% *}" ] || { echo "gauntlet: $ours is not built (mvn -B package -DskipTests)" >&2; exit 2; }
summary=()
for name in ${GAUNTLET_ENGINES:-pentazen rapfi}; do
  dir=/tmp/engines/$name
  if [ ! -x "$dir/pbrain-$name" ]; then
    echo "gauntlet: no $dir/pbrain-$name: build it with ../shared/tools/build-engines.sh ROOT $name" >&2
    exit 2
  fi
  out=gauntlet-games/$name
  rm -rf "$out"
  mkdir -p gauntlet-games
  # Rapfi reads config.toml from its own folder; it takes a few ms to leave a search, hence the gap before a request.
  # Every engine is offered 64 MB (ours uses at most that): Rapfi clears its table at its first move, which is timed,
  # and 350 MB took it 1.3 to 2.5 s on a machine slow to hand out fresh memory, so it lost games on time.
  java -cp "$jar" gomoku.arena.Arena "$ours" "sh -c 'cd $dir && exec ./pbrain-$name'" "$games" --turn 1000 \
    --tolerance 500 --gap 30 --memory 64 --openings docs/arena/balanced-freestyle.txt --out "$out" "$@" | tee "$out.log"
  summary+=("$name: $(grep -m1 '^A (' "$out.log" || true) | $(grep -m1 '^pairs by' "$out.log" || true)")
done
echo "== gauntlet of $ours, $games games each"
printf '%s\n' "${summary[@]}"
