/**
 * admitUpload (server/shared/image-upload.ts), the upload routes' onRequest: nine uploads in at once and a 503 that
 * closes the connection past them; of those in, one at a time may have its body read — from when the encode before
 * it starts until its own starts or its request ends — so a flood of photos reaches the server at the pace it
 * encodes them.
 */
import { EventEmitter } from 'node:events';
import type { FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { admitUpload, reencodeUpload, stopUploadEncoder, UPLOAD_MESSAGES } from '../../../server/shared/image-upload';

afterAll(() => stopUploadEncoder());

interface Upload {
  request: FastifyRequest;
  reply: FastifyReply;
  headers: Record<string, string>;
  /** Resolves when admitUpload let the request go on (its body may be read), rejects when it refused it. */
  admitted: Promise<void>;
  /** What a finished or dropped request emits. */
  close(): void;
}

function upload(body: Buffer = Buffer.from('photo')): Upload {
  const headers: Record<string, string> = {};
  const raw = new EventEmitter();
  const reply = { raw, header: (name: string, value: string) => (headers[name] = value) } as unknown as FastifyReply;
  const request = { body } as FastifyRequest;
  return { request, reply, headers, admitted: admitUpload(request, reply), close: () => raw.emit('close') };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve));
  return done;
};

it('lets nine uploads in and refuses the tenth with a 503 that closes the connection', async () => {
  const uploads = Array.from({ length: 9 }, () => upload());
  const tenth = upload();
  await expect(tenth.admitted).rejects.toMatchObject({ statusCode: 503, message: UPLOAD_MESSAGES.busy });
  expect(tenth.headers).toEqual({ connection: 'close' });
  // An answered upload makes room for the next.
  uploads[0]!.close();
  const next = upload();
  expect(next.headers).toEqual({});
  for (const each of [...uploads, next]) each.close();
  await next.admitted;
});

it('reads one body at a time: the next when the encode before it starts, or when the request before it ends', async () => {
  const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#336699' } }).jpeg().toBuffer();
  const [first, second, third, fourth] = Array.from({ length: 4 }, () => upload(Buffer.from(photo)));
  expect(await settled(first!.admitted)).toBe(true);
  expect(await settled(second!.admitted)).toBe(false);
  // The first upload's encode starts: the second's body may be read while it runs.
  const encoded = reencodeUpload(first!.request.body, 'image/jpeg', 32);
  expect(await settled(second!.admitted)).toBe(true);
  expect(await settled(third!.admitted)).toBe(false);
  // The second request ends without an encode (a 409, a dropped connection): the third goes on.
  second!.close();
  expect(await settled(third!.admitted)).toBe(true);
  // A request that ends while it waits leaves the line and goes on (to fail as it is); the turn is not its.
  fourth!.close();
  expect(await settled(fourth!.admitted)).toBe(true);
  const fifth = upload();
  expect(await settled(fifth.admitted)).toBe(false);
  third!.close();
  expect(await settled(fifth.admitted)).toBe(true);
  expect((await sharp(await encoded).metadata()).format).toBe('webp');
  for (const each of [first!, fifth]) each.close();
});
