/**
 * Uploads are re-encoded in a child process at the lowest CPU priority (server/shared/image-encoder.ts): it starts
 * with the first upload, every one of its threads runs at nice 19, an upload whose encoder dies is a Vietnamese 503
 * (never a 500) and the next upload starts a new one; stopping it waits for the uploads in it, and it leaves when the
 * server is gone.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { HttpError } from '../../../server/http/errors';
import { EncoderGoneError, ImageEncoder } from '../../../server/shared/image-encoder';
import { reencodeUpload, stopUploadEncoder, uploadEncoderPid, UPLOAD_MESSAGES } from '../../../server/shared/image-upload';
import { FIXTURES_DIR, runTsx, stopIfRunning } from '../helpers/child-process';

jest.setTimeout(60_000);

const VIETNAMESE = /[ảạấầẩẫậắằẳẵặẻẽẹếềểễệỉịỏọốồổỗộớờởỡợủụứừửữựỳỷỹỵđ]/i;
let photo: Buffer;
let large: Buffer;

beforeAll(async () => {
  photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#aa3355' } }).jpeg().toBuffer();
  // Noisy and large: its encode takes long enough to be in progress when the test ends the process.
  large = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#000000', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .jpeg({ quality: 90 })
    .toBuffer();
});
afterAll(() => stopUploadEncoder());
// A dead encoder is logged (console.error): checked where a test ends one, silent elsewhere.
let logged: jest.SpyInstance;
beforeEach(() => (logged = jest.spyOn(console, 'error').mockImplementation(() => undefined)));
afterEach(() => logged.mockRestore());

const job = (bytes: Buffer, storedSide = 400) => ({ bytes, format: 'jpeg' as const, maxSide: 4096, storedSide });

/** Resolves once the process is gone (the test's own timeout bounds the wait, not a count of polls). */
async function gone(pid: number): Promise<void> {
  for (;;) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

it('re-encodes in a child process started with the first upload, every thread of it and its session at nice 19', async () => {
  const encoder = new ImageEncoder();
  expect(encoder.pid).toBeNull();
  const outcome = await encoder.encode(job(photo));
  expect(outcome.ok).toBe(true);
  const webp = outcome.ok ? outcome.webp : Buffer.alloc(0);
  expect(await sharp(webp).metadata()).toMatchObject({ format: 'webp', width: 400, height: 300 });
  const pid = encoder.pid!;
  expect(pid).not.toBe(process.pid);
  if (fs.existsSync(`/proc/${pid}/task`)) {
    // /proc/<pid>/stat after the command's name: state, ppid, pgrp, session, … the 19th field is the nice value.
    const fields = (file: string) => {
      const stat = fs.readFileSync(file, 'utf8');
      return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    };
    const nice = fs.readdirSync(`/proc/${pid}/task`).map((tid) => Number(fields(`/proc/${pid}/task/${tid}/stat`)[16]));
    expect(nice.length).toBeGreaterThan(1);
    expect(new Set(nice)).toEqual(new Set([19]));
    // A session of its own: Linux's autogroup does not bill its encodes to the server's session.
    expect(fields(`/proc/${pid}/stat`)[3]).toBe(String(pid));
    // …and that session weighs as little as one nice-19 thread beside the server's (autogroup nice 19).
    if (fs.existsSync(`/proc/${pid}/autogroup`)) expect(fs.readFileSync(`/proc/${pid}/autogroup`, 'utf8')).toMatch(/ nice 19$/m);
  }
  // Refusals come back as reasons, not errors.
  expect(await encoder.encode({ ...job(photo), format: 'png' })).toEqual({ ok: false, reason: 'notImage' });
  expect(await encoder.encode({ ...job(photo), maxSide: 700 })).toEqual({ ok: false, reason: 'tooLarge' });
  expect(await encoder.encode(job(Buffer.from('not a picture')))).toEqual({ ok: false, reason: 'notImage' });
  await encoder.stop();
  await gone(pid);
  expect(encoder.pid).toBeNull();
});

it('an upload whose encoder process dies fails with EncoderGoneError; the next upload starts a new process', async () => {
  const encoder = new ImageEncoder();
  const first = encoder.encode(job(large, 1600));
  const pid = encoder.pid!;
  process.kill(pid, 'SIGKILL');
  await expect(first).rejects.toBeInstanceOf(EncoderGoneError);
  expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^image encoder exited \(SIGKILL\) with 1 upload\(s\) in it; a new image encoder starts/));
  await gone(pid);
  const next = await encoder.encode(job(photo));
  expect(next.ok).toBe(true);
  expect(encoder.pid).not.toBe(pid);
  await encoder.stop();
});

it('stop waits for the upload in progress, then ends the process', async () => {
  // Any upload is in progress here (stop is called before its reply could arrive); a small one keeps the test's time
  // independent of how busy the machine is (the encoder runs at nice 19).
  const encoder = new ImageEncoder();
  const upload = encoder.encode(job(photo, 512));
  const pid = encoder.pid!;
  await encoder.stop();
  expect((await upload).ok).toBe(true);
  await gone(pid);
});

it('leaves when the server is gone, killed with its whole process group (the encoder has a session of its own)', async () => {
  const host = runTsx(path.join(FIXTURES_DIR, 'upload-encoder-host.ts'));
  try {
    const [, pid] = await host.waitFor(/ENCODER (\d+)/);
    expect(Number(pid)).not.toBe(host.child.pid);
    host.signalGroup('SIGKILL');
    await host.exited;
    await gone(Number(pid));
  } finally {
    await stopIfRunning(host);
  }
});

it('reencodeUpload: a dead encoder is a Vietnamese 503, not a 500; the next upload is stored', async () => {
  // The first call starts the process and sends the photo at once: ending it now ends it with the photo inside.
  const upload = reencodeUpload(large, 'image/jpeg', 1600);
  const pid = uploadEncoderPid()!;
  process.kill(pid, 'SIGKILL');
  const error = await upload.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(HttpError);
  expect(error).toMatchObject({ statusCode: 503, message: UPLOAD_MESSAGES.encoderFailed });
  expect(UPLOAD_MESSAGES.encoderFailed).toMatch(VIETNAMESE);

  const stored = await reencodeUpload(photo, 'image/jpeg', 512);
  expect(await sharp(stored).metadata()).toMatchObject({ format: 'webp', width: 512, height: 384 });
  expect(uploadEncoderPid()).not.toBe(pid);
  await expect(reencodeUpload(photo, 'image/png', 512)).rejects.toMatchObject({ statusCode: 400, message: UPLOAD_MESSAGES.notImage });
});
