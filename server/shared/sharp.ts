/**
 * sharp as the server uses it: one libvips thread per image (its default is one per core). Encodes run on libuv's
 * thread pool, which also reads every static file; the work limiters (work-limiter.ts) bound how many run at once,
 * and this bounds how many cores each of them takes from the pages.
 */
import sharp from 'sharp';

sharp.concurrency(1);

export default sharp;
export type { Metadata } from 'sharp';
