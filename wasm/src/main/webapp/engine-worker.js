// The engine worker for browsers with WebAssembly GC (gomoku.wasm.WasmEngineWorker, built by TeaVM): its loader,
// then the module; the worker says "ready" itself. A module that cannot load says why, so the page falls back.
importScripts("wasm-gc-runtime.js");
TeaVM.wasmGC.load("engine.wasm").then(function (teavm) {
  teavm.exports.main([]);
}, function (e) {
  postMessage("error|WebAssembly engine not loaded: " + e);
});
