/**
 * @jest-environment node
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { hashOf, processChanged, readManifest, writeManifest, type PostBuildManifest } from '../../../src/build/post-build';
import { eachLimited } from '../../../core/async/each-limited';

function site() {
  const dir = mkdtempSync(path.join(tmpdir(), 'post-build-'));
  const file = (name: string, content: string) => {
    const full = path.join(dir, name);
    writeFileSync(full, content);
    return full;
  };
  const pages = [file('a.html', '<p>a</p>'), file('b.html', '<p>b</p>')];
  const assets = [file('app.js', 'console.log(1)'), file('app.css', 'p{color:red}')];
  return { dir, file, pages, assets };
}

const rewrite = (html: string) => html.replace('<p>', '<p class="x">');

test('the first build rewrites every page and compresses every file; the manifest records what it left', async () => {
  const { pages, assets } = site();
  const manifest: PostBuildManifest = {};
  const outcome = await processChanged({ pages, assets }, manifest, rewrite);
  expect(outcome).toEqual({ rewritten: 2, compressed: 4, unchanged: 0 });
  expect(readFileSync(pages[0]!, 'utf8')).toBe('<p class="x">a</p>');
  expect(brotliDecompressSync(readFileSync(`${pages[0]}.br`)).toString()).toBe('<p class="x">a</p>');
  expect(brotliDecompressSync(readFileSync(`${assets[0]}.br`)).toString()).toBe('console.log(1)');
  expect(manifest[pages[0]!]).toBe(hashOf('<p class="x">a</p>'));
});

test('a rebuild touches only the page whose content changed', async () => {
  const { file, pages, assets } = site();
  const manifest: PostBuildManifest = {};
  await processChanged({ pages, assets }, manifest, rewrite);
  const untouched = readFileSync(`${pages[1]}.br`);
  const rewrites: string[] = [];
  file('a.html', '<p>a renamed</p>');
  const outcome = await processChanged({ pages, assets }, manifest, (html) => (rewrites.push(html), rewrite(html)));
  expect(outcome).toEqual({ rewritten: 1, compressed: 1, unchanged: 3 });
  expect(rewrites).toEqual(['<p>a renamed</p>']);
  expect(brotliDecompressSync(readFileSync(`${pages[0]}.br`)).toString()).toBe('<p class="x">a renamed</p>');
  expect(readFileSync(`${pages[1]}.br`)).toEqual(untouched);
});

test('the same bytes written again keep their .br, made no older than the file (the server only sends a newer one)', async () => {
  const { file, pages, assets } = site();
  const manifest: PostBuildManifest = {};
  await processChanged({ pages, assets }, manifest, rewrite);
  const past = new Date(Date.now() - 60_000);
  utimesSync(`${assets[0]}.br`, past, past);
  file('app.js', 'console.log(1)');
  const outcome = await processChanged({ pages, assets }, manifest, rewrite);
  expect(outcome.compressed).toBe(0);
  expect(statSync(`${assets[0]}.br`).mtimeMs).toBeGreaterThanOrEqual(statSync(assets[0]!).mtimeMs);
});

test('a missing .br is made again; files gone from the site leave the manifest, and their .br the site', async () => {
  const { pages, assets, dir } = site();
  const gone = path.join(dir, 'gone.html');
  writeFileSync(`${gone}.br`, 'old');
  const manifest: PostBuildManifest = { [gone]: 'x' };
  await processChanged({ pages, assets }, manifest, rewrite);
  expect(Object.keys(manifest).sort()).toEqual([...pages, ...assets].sort());
  expect(existsSync(`${gone}.br`)).toBe(false);
  rmSync(`${assets[1]}.br`);
  const outcome = await processChanged({ pages, assets }, manifest, rewrite);
  expect(outcome.compressed).toBe(1);
  expect(existsSync(`${assets[1]}.br`)).toBe(true);
});

test('the manifest survives a write and read; an unreadable one counts as empty', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'post-build-manifest-'));
  const file = path.join(dir, 'nested', 'm.json');
  writeManifest(file, { '/a.html': 'h' });
  expect(readManifest(file)).toEqual({ '/a.html': 'h' });
  writeFileSync(file, '[1,');
  expect(readManifest(file)).toEqual({});
  expect(readManifest(path.join(dir, 'none.json'))).toEqual({});
});

test('compression runs several files at once, never more than the limit', async () => {
  let active = 0;
  let most = 0;
  await eachLimited([1, 2, 3, 4, 5, 6], 2, async () => {
    active += 1;
    most = Math.max(most, active);
    await new Promise((resolve) => setTimeout(resolve, 5));
    active -= 1;
  });
  expect(most).toBe(2);
  // The first failure rejects, once the running ones have ended; nothing new starts after it.
  const started: number[] = [];
  await expect(
    eachLimited([1, 2, 3, 4], 2, async (n) => {
      started.push(n);
      if (n === 1) throw new Error('hỏng');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }),
  ).rejects.toThrow('hỏng');
  expect(started).toEqual([1, 2]);
});

test('a page rendered again into the same page it was keeps its .br (no brotli), made no older than the page', async () => {
  const { file, pages, assets } = site();
  const manifest: PostBuildManifest = {};
  await processChanged({ pages, assets }, manifest, rewrite);
  const past = new Date(Date.now() - 60_000);
  utimesSync(`${pages[0]}.br`, past, past);
  file('a.html', '<p>a</p>'); // Gatsby's raw render again: the rewrite makes it what it was
  const outcome = await processChanged({ pages, assets }, manifest, rewrite);
  expect(outcome).toEqual({ rewritten: 1, compressed: 0, unchanged: 4 });
  expect(statSync(`${pages[0]}.br`).mtimeMs).toBeGreaterThanOrEqual(statSync(pages[0]!).mtimeMs);
  expect(brotliDecompressSync(readFileSync(`${pages[0]}.br`)).toString()).toBe('<p class="x">a</p>');
});

test('product pages are compressed at quality 5, the other pages at 10, scripts and stylesheets at 11', async () => {
  const { dir, assets } = site();
  const page = (name: string) => {
    const full = path.join(dir, name);
    mkdirSync(path.dirname(full), { recursive: true });
    // Long and varied enough that the three qualities give three different outputs.
    writeFileSync(full, Array.from({ length: 400 }, (_, i) => `<li data-i="${i * 7919}">Áo dài ${i % 13} — ${(i * 104729).toString(36)}</li>`).join(''));
    return full;
  };
  const product = page('product/ao-dai-gam/index.html');
  const home = page('home/index.html');
  await processChanged({ pages: [product, home], assets }, {}, (html) => html);
  const at = (file: string, quality: number) =>
    brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } });
  expect(readFileSync(`${product}.br`).equals(at(product, 5))).toBe(true);
  expect(readFileSync(`${home}.br`).equals(at(home, 10))).toBe(true);
  expect(readFileSync(`${assets[0]}.br`).equals(at(assets[0]!, 11))).toBe(true);
  expect(at(product, 5).equals(at(product, 10))).toBe(false);
});
