#!/usr/bin/env bash
# ./play.sh       builds and starts the desktop game
# ./play.sh web   builds the web version and serves it on http://127.0.0.1:8080/ (Ctrl+C stops it)
set -euo pipefail
cd "$(dirname "$0")"
if [ "${1:-}" = "web" ]; then
  mvn -B -q -DskipTests -pl html -am install
  echo "Serving the web build: open http://127.0.0.1:8080/"
  exec mvn -B -q -pl html jetty:run
fi
exec mvn -B -q -DskipTests -pl lwjgl3 -am package exec:exec@run
