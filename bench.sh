#!/usr/bin/env bash
# ./bench.sh [depth]   the engine benchmark (default depth 8); --speed: three runs in one JVM; --report: the speed report;
#                      --timekeeping: the Gomocup engine's slowest answer in 200 moves at 100 ms (run it on an idle machine).
# The "nodes" figure is the engine's signature: quote it in a commit that changes the search.
set -euo pipefail
jar=$("$(dirname "$0")/desktop-jar.sh")
exec java -cp "$jar" gomoku.desktop.BenchCommand "$@"
