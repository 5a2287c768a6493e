#!/usr/bin/env bash
# ./play.sh       builds and starts the desktop game
# ./play.sh web   builds the web version and serves its static folder (html/target/gomoku-web, compressed, as any
#                 static host would) on http://127.0.0.1:8080/ (Ctrl+C stops it)
# JAVA_OPTS is passed to the desktop game's JVM (e.g. -Duser.home=DIR); GOMOKU_PORT changes the web port.
set -euo pipefail
cd "$(dirname "$0")"
if [ "${1:-}" = "web" ]; then
  port="${GOMOKU_PORT:-8080}"
  mvn -B -q -DskipTests -pl html -am install
  exec java -cp html/target/classes gomoku.site.StaticServer html/target/gomoku-web "$port"
fi
# Build first, then start the jar: exec:exec with -am would also run on the parent pom, which has no program.
mvn -B -q -DskipTests -pl lwjgl3 -am package
exec java ${JAVA_OPTS:-} -jar lwjgl3/target/gomoku-desktop.jar
