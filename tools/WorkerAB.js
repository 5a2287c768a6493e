// node tools/WorkerAB.js A.js B.js [rounds]: two GWT-compiled engine workers (html/target/gomoku-web/engineworker/
// engineworker.nocache.js of two builds) in node worker threads, searches alternated, nodes/s of each and the ratio.
const { Worker } = require('worker_threads');
const files = [process.argv[2], process.argv[3]];
const rounds = +(process.argv[4] || 5);
const src = `
// Names with a prefix: the compiled script's own top-level names are short and may be any letters.
const { parentPort: $$port, workerData: $$file } = require('worker_threads');
const $$vm = require('vm'), $$fs = require('fs');
global.print = () => {};
let $$last = null;
global.postMessage = m => { m = String(m); if (m.startsWith('done')) $$last = m; };
$$vm.runInThisContext($$fs.readFileSync($$file, 'utf8'));
$$port.on('message', req => { globalThis.onmessage({data: req}); $$port.postMessage($$last); });`;
const workers = files.map(f => new Worker(src, { eval: true, workerData: f }));
const ask = (w, req) => new Promise(res => { w.once('message', res); w.postMessage(req); });
const positions = ['112,96,126,128,140,98,84,111', '112,128,113,114,111,110,96,126', '112,113,97,127,142,111,98,82'];
(async () => {
  const nodes = [0, 0], ms = [0, 0];
  for (let r = 0; r < rounds; r++) for (const p of positions) for (let k = 0; k < 2; k++) {
    const i = (r + k) % 2;
    const f = (await ask(workers[i], 'think|FREESTYLE|15|MASTER|600|1|16777216|' + (r + 1) + '|' + p)).split('|');
    nodes[i] += +f[4]; ms[i] += +f[5];
  }
  for (let i = 0; i < 2; i++) console.log(files[i] + ' nps ' + Math.round(nodes[i] * 1000 / ms[i]));
  console.log('ratio B/A ' + ((nodes[1] / ms[1]) / (nodes[0] / ms[0])).toFixed(3));
  workers.forEach(w => w.terminate());
})();
