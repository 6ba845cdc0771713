/**
 * sharp as the server uses it. An encode is CPU work the pages must not wait behind: one libvips thread per image
 * (its default is one per core), the work limiters (work-limiter.ts) bound how many run at once, and on Linux the
 * threads libvips computes in run at a lower priority (nice 10), so a page's request takes the CPU before them
 * while an idle machine still gives them all of it.
 */
import fs from 'node:fs';
import os from 'node:os';
import sharp from 'sharp';

sharp.concurrency(1);

const ENCODER_NICE = 10;
const lowered = new Set<string>();

/** Gives libvips' worker threads (named "libvips worker"; created on demand, then reused) the lower priority. */
export function lowerEncoderPriority(): void {
  let threads: string[];
  try {
    threads = fs.readdirSync('/proc/self/task');
  } catch {
    return; // not Linux: nothing to do
  }
  for (const tid of threads) {
    if (lowered.has(tid)) continue;
    try {
      if (!fs.readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').startsWith('libvips')) continue;
      // setpriority(2) on a thread id changes that thread only.
      os.setPriority(Number(tid), ENCODER_NICE);
      lowered.add(tid);
    } catch {
      // The thread ended meanwhile, or the system refuses: the encode still runs, at normal priority.
    }
  }
}

export default sharp;
export type { Metadata } from 'sharp';
