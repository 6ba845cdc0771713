import { promises as fsp } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ImageCache, ImageKeyError, isValidImageKey } from '../../../server/modules/image/cache';

let dir: string;
let cache: ImageCache;

beforeEach(async () => {
  dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'image-cache-'));
  cache = new ImageCache(dir);
});

afterEach(async () => {
  jest.restoreAllMocks();
  await fsp.rm(dir, { recursive: true, force: true });
});

async function listFiles(root: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await fsp.readdir(root, { withFileTypes: true })) {
    const full = path.join(root, entry.name);
    if (entry.isDirectory()) out.push(...(await listFiles(full)));
    else out.push(path.relative(dir, full));
  }
  return out.sort();
}

describe('image keys', () => {
  it.each(['p/ao-dai-gam-do-theu-phuong-101/1', 'b/mua-cuoi-2026', 'c/ao-dai', 'a', 'p/x-1/12'])('accepts %j', (key) => {
    expect(isValidImageKey(key)).toBe(true);
  });

  it.each([
    '', '..', '../etc/passwd', 'p/../../etc/passwd', 'p/..', './p', '/etc/passwd', 'p//1', 'p/1/', '/p/1', 'P/Upper', 'p/x.png', 'p\\x',
    'p/x y', 'p/%2e%2e/x', 'p/x\u0000', 'p/áo-dài', 'p/x?y=1', 'p/x#1', 'p/x_y', `p/${'a'.repeat(300)}`,
  ])('rejects %j', async (key) => {
    expect(isValidImageKey(key)).toBe(false);
    await expect(cache.get(key, '100x100', 'webp')).rejects.toThrow(ImageKeyError);
    await expect(cache.put(key, '100x100', 'webp', Buffer.from('x'))).rejects.toThrow(ImageKeyError);
  });

  it('rejects non-string keys, unknown sizes and formats', async () => {
    expect(isValidImageKey(undefined)).toBe(false);
    expect(isValidImageKey(['p', 'x'])).toBe(false);
    expect(() => cache.filePath('p/x/1', '123x456', 'webp')).toThrow(ImageKeyError);
    expect(() => cache.filePath('p/x/1', '100x100', 'gif' as 'png')).toThrow(ImageKeyError);
    expect(() => cache.filePath('p/x/1', { width: 1.5, height: 2 }, 'png')).toThrow(ImageKeyError);
  });

  it('keeps every file under the cache directory', () => {
    const file = cache.filePath('p/ao-dai-101/1', '300x400', 'webp');
    expect(file).toBe(path.join(dir, 'p', 'ao-dai-101', '1', '300x400.webp'));
  });
});

describe('ImageCache', () => {
  it('returns null for a miss and the bytes after a put', async () => {
    const data = Buffer.from([1, 2, 3, 4, 5]);
    expect(await cache.get('p/a-1/1', '100x100', 'webp')).toBeNull();
    await cache.put('p/a-1/1', '100x100', 'webp', data);
    expect(await cache.get('p/a-1/1', '100x100', 'webp')).toEqual(data);
    expect(await cache.get('p/a-1/1', '100x100', 'jpeg')).toBeNull();
    expect(await cache.get('p/a-1/1', { width: 100, height: 100 }, 'webp')).toEqual(data);
    expect(await cache.get('p/a-1/1', '200x200', 'webp')).toBeNull();
  });

  it('overwrites an entry atomically and leaves no temporary files', async () => {
    await cache.put('b/banner', '1200x600', 'jpeg', Buffer.from('old'));
    await cache.put('b/banner', '1200x600', 'jpeg', Buffer.from('new'));
    expect((await cache.get('b/banner', '1200x600', 'jpeg'))!.toString()).toBe('new');
    expect(await listFiles(dir)).toEqual([path.join('b', 'banner', '1200x600.jpeg')]);
  });

  it('writes to a temporary file in the same directory and renames it into place', async () => {
    const rename = jest.spyOn(fsp, 'rename');
    const writeFile = jest.spyOn(fsp, 'writeFile');
    await cache.put('p/b-2/1', '300x400', 'png', Buffer.from('png'));
    expect(rename).toHaveBeenCalledTimes(1);
    const [from, to] = rename.mock.calls[0]!.map(String);
    expect(to).toBe(cache.filePath('p/b-2/1', '300x400', 'png'));
    expect(path.dirname(from!)).toBe(path.dirname(to!));
    expect(from).toMatch(/\.tmp$/);
    expect(String(writeFile.mock.calls[0]![0])).toBe(from);
  });

  it('never exposes a partial file: concurrent writers leave one complete payload', async () => {
    const payloads = Array.from({ length: 12 }, (_, i) => Buffer.alloc(64 * 1024 + i, i + 1));
    const readers: Array<Promise<Buffer | null>> = [];
    await Promise.all(
      payloads.map((p, i) => {
        readers.push(cache.get('p/c-3/1', '600x800', 'webp'));
        return cache.put('p/c-3/1', '600x800', 'webp', payloads[i]!);
      }),
    );
    const final = (await cache.get('p/c-3/1', '600x800', 'webp'))!;
    expect(payloads.some((p) => p.equals(final))).toBe(true);
    for (const seen of await Promise.all(readers)) {
      if (seen) expect(payloads.some((p) => p.equals(seen))).toBe(true);
    }
    expect(await listFiles(dir)).toEqual([path.join('p', 'c-3', '1', '600x800.webp')]);
  });

  it('cleans up the temporary file when the write fails', async () => {
    jest.spyOn(fsp, 'rename').mockRejectedValueOnce(Object.assign(new Error('disk full'), { code: 'ENOSPC' }));
    await expect(cache.put('p/d-4/1', '100x100', 'webp', Buffer.from('x'))).rejects.toThrow('disk full');
    expect(await listFiles(dir)).toEqual([]);
    expect(await cache.get('p/d-4/1', '100x100', 'webp')).toBeNull();
  });

  it('propagates read errors other than a missing file', async () => {
    await fsp.mkdir(cache.filePath('p/e-5/1', '100x100', 'webp'), { recursive: true });
    await expect(cache.get('p/e-5/1', '100x100', 'webp')).rejects.toThrow();
  });
});
