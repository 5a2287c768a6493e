#!/usr/bin/env bash
# ./format.sh   lays out every module's Java, and tools/*.java, by eclipse-formatter.xml (2-space indent, 120
# columns). The build checks the same layout in its validate phase and fails naming a file that differs, so run
# this before a commit.
set -euo pipefail
cd "$(dirname "$0")"
exec mvn -B -q formatter:format "$@" # the plugin and its version come from pom.xml
