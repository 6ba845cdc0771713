/**
 * sharp as the server and its image encoder process use it: one libvips thread per image (its default is one per
 * core). The image host's renders run on the server's libuv thread pool, which also reads every static file (a work
 * limiter bounds how many run at once); uploads are re-encoded in the image encoder process (image-encoder.ts). This
 * bounds how many cores each image takes.
 */
import sharp from 'sharp';

sharp.concurrency(1);

export default sharp;
export type { Metadata } from 'sharp';
