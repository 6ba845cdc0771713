/**
 * Journeys only: playwright.config.ts loads this into the server it starts (NODE_OPTIONS), so a journey can say
 * "a week later, the dress comes back" by writing an offset in milliseconds to E2E_CLOCK_FILE. Every `new Date()`
 * and `Date.now()` of the server — the embedded database's now() included — then reads the real time plus it.
 */
'use strict';
const fs = require('node:fs');

const file = process.env.E2E_CLOCK_FILE;
if (file) {
  const RealDate = Date;
  const realNow = RealDate.now.bind(RealDate);
  let offset = 0;
  let readAt = -Infinity;
  // Read at most every 100 ms: Date.now() is hot, the file changes twice a run.
  const currentOffset = () => {
    const now = realNow();
    if (now - readAt >= 100) {
      readAt = now;
      try {
        offset = Number(fs.readFileSync(file, 'utf8')) || 0;
      } catch {
        offset = 0;
      }
    }
    return offset;
  };
  function ShiftedDate(...args) {
    if (!new.target) return new RealDate(realNow() + currentOffset()).toString();
    return args.length === 0 ? new RealDate(realNow() + currentOffset()) : new RealDate(...args);
  }
  Object.setPrototypeOf(ShiftedDate, RealDate);
  ShiftedDate.prototype = RealDate.prototype;
  ShiftedDate.now = () => realNow() + currentOffset();
  globalThis.Date = ShiftedDate;
}
