// bench:busy's BUSY_PROFILE=1, preloaded into the server (`--require`): each PostgreSQL statement's round trip as the
// server sees it, the wait for a pooled connection, and the event loop's delay and utilization. SIGUSR2 starts the
// window (the bench sends it as the shoppers start), the next SIGUSR2 ends it and writes BUSY_PROFILE_OUT (JSON).
const { monitorEventLoopDelay, performance } = require('node:perf_hooks');
const fs = require('node:fs');
const pgPath = require.resolve('pg', { paths: [process.cwd()] });
const pg = require(pgPath);
const stats = new Map();
const add = (key, ms) => { let s = stats.get(key); if (!s) stats.set(key, (s = [])); s.push(ms); };
const origQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (config, values, cb) {
  const text = typeof config === 'string' ? config : config && config.text;
  const t0 = performance.now();
  const r = origQuery.call(this, config, values, cb);
  if (r && typeof r.then === 'function' && text) {
    const key = text.replace(/\s+/g, ' ').slice(0, 70);
    r.then(() => add('sql ' + key, performance.now() - t0), () => add('sqlerr ' + key, performance.now() - t0));
  }
  return r;
};
const origConnect = pg.Pool.prototype.connect;
pg.Pool.prototype.connect = function (cb) {
  const t0 = performance.now();
  if (cb) return origConnect.call(this, (e, c, d) => { add('pool wait', performance.now() - t0); cb(e, c, d); });
  return origConnect.call(this).then((c) => { add('pool wait', performance.now() - t0); return c; });
};
const h = monitorEventLoopDelay({ resolution: 10 });
let elu0 = performance.eventLoopUtilization();
let open = false;
process.on('SIGUSR2', () => {
  open = !open;
  if (open) {
    stats.clear();
    h.reset();
    h.enable();
    elu0 = performance.eventLoopUtilization();
    return;
  }
  h.disable();
  const pct = (a, p) => { const s = [...a].sort((x, y) => x - y); return s[Math.min(s.length - 1, Math.floor(s.length * p))]; };
  const rows = [...stats].map(([k, a]) => ({ what: k, n: a.length, p50: +pct(a, 0.5).toFixed(2), p99: +pct(a, 0.99).toFixed(2), totalMs: Math.round(a.reduce((x, y) => x + y, 0)) }));
  rows.sort((a, b) => b.totalMs - a.totalMs);
  const elu = performance.eventLoopUtilization(elu0);
  const out = { eventLoopDelay: { p50: h.percentile(50) / 1e6, p99: h.percentile(99) / 1e6, max: h.max / 1e6 }, eventLoopUtilization: elu.utilization, rows };
  fs.writeFileSync(process.env.BUSY_PROFILE_OUT, JSON.stringify(out));
});
