#!/usr/bin/env bash
# The WebAssembly spike (issue #63): the engine's bench compiled by TeaVM 0.16 to Wasm GC and to JavaScript, run in
# headless Chromium beside the GWT build's bench page (page and worker) and the JVM, five rounds each. Needs the
# project installed (mvn -B install -DskipTests at the root: gomoku-core, and html/target/gomoku-web for GWT).
set -euo pipefail
cd "$(dirname "$0")"
root=../..
mvn -B -q package
runtime=$(find ~/.m2/repository/org/teavm/teavm-core/0.16.0 -name 'teavm-core-0.16.0.jar')
unzip -o -q -j "$runtime" org/teavm/backend/wasm/wasm-gc-runtime.js -d target/site
cp web/*.html target/wasm/classes.wasm target/js/classes.js target/site/
echo "wasm: $(gzip -9 -c target/site/classes.wasm | wc -c) bytes gzipped, runtime $(gzip -9 -c target/site/wasm-gc-runtime.js | wc -c)"
(cd "$root/html" && mvn -B -q dependency:build-classpath -Dmdep.outputFile="$PWD/../tools/wasm-spike/target/cp.txt" \
  -Dmdep.includeScope=test >/dev/null)
python3 -m http.server 8777 --directory target/site >/dev/null 2>&1 & teavm=$!
python3 -m http.server 8778 --directory "$root/html/target/gomoku-web" >/dev/null 2>&1 & gwt=$!
trap 'kill $teavm $gwt 2>/dev/null || true' EXIT
sleep 1
echo "JVM:"; java -cp "$root/lwjgl3/target/gomoku-desktop.jar:target/classes" spike.BenchMain
java -cp "$(cat target/cp.txt)" SpikeRunner.java http://127.0.0.1:8777/wasm.html http://127.0.0.1:8777/js.html \
  'http://127.0.0.1:8778/index.html?bench' 2>&1 | grep -o '"[^"]*round[^"]*"\|"[^"]*bench depth[^"]*"'
