/**
 * The two pages `npm run bench:web` measures beside the shop's, in the same run, so a noisy machine shows up in
 * the references too: a bare HTML page with the same hero image (what the network and the image alone cost), and
 * a minimal Gatsby 5 + React 19 + antd 6 page with one button (what the stack itself costs). The minimal site is
 * built once into a temporary folder with the project's own node_modules; both are served by a small static server.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { repoRoot } from '../../lib/build-stamp';

export interface References {
  bareUrl: string;
  minimalUrl: string;
  close(): Promise<void>;
}

const TITLE = 'Thuê đồ — trang tham chiếu';

/** The hero of /home: its first image with fetchpriority="high", else its first /images/ image. */
async function heroImage(origin: string): Promise<{ bytes: Buffer; type: string; width: string; height: string }> {
  const html = await (await fetch(`${origin}/home`)).text();
  const tags = [...html.matchAll(/<img[^>]+>/g)].map((match) => match[0]);
  const tag = tags.find((candidate) => /fetchpriority="high"/.test(candidate)) ?? tags.find((candidate) => /src="\/images\//.test(candidate));
  const src = tag && /src="([^"]+)"/.exec(tag)?.[1];
  if (!tag || !src) throw new Error('no hero image found on /home');
  const response = await fetch(`${origin}${src.replace(/&amp;/g, '&')}`);
  return {
    bytes: Buffer.from(await response.arrayBuffer()),
    type: response.headers.get('content-type') ?? 'image/jpeg',
    width: /width="(\d+)"/.exec(tag)?.[1] ?? '390',
    height: /height="(\d+)"/.exec(tag)?.[1] ?? '390',
  };
}

function writeBare(dir: string, hero: { width: string; height: string }): void {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${TITLE}</title><meta name="description" content="Trang HTML tĩnh cùng ảnh bìa, để so sánh">
<style>body{margin:0;font-family:system-ui,sans-serif}img{display:block;width:100%;height:auto}h1{font-size:20px;margin:16px}</style>
</head><body><main><h1>${TITLE}</h1><img src="/hero" alt="Ảnh bìa" width="${hero.width}" height="${hero.height}" fetchpriority="high"></main></body></html>\n`,
  );
}

function buildMinimalGatsby(dir: string, hero: { width: string; height: string }): string {
  fs.mkdirSync(path.join(dir, 'src', 'pages'), { recursive: true });
  const link = path.join(dir, 'node_modules');
  const target = path.join(repoRoot, 'node_modules');
  // A link left by an earlier checkout (another worktree, since removed) points elsewhere or nowhere: replace it.
  const current = fs.lstatSync(link, { throwIfNoEntry: false });
  if (current?.isSymbolicLink() && fs.readlinkSync(link) !== target) fs.unlinkSync(link);
  if (!fs.lstatSync(link, { throwIfNoEntry: false })) fs.symlinkSync(target, link, 'dir');
  const { dependencies } = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  const pick = (names: string[]) => Object.fromEntries(names.map((name) => [name, dependencies[name]]));
  // Gatsby builds only a folder whose package.json depends on it; the versions are the shop's own.
  fs.writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: 'bench-minimal-gatsby', private: true, dependencies: pick(['gatsby', 'react', 'react-dom', 'antd']) }),
  );
  fs.writeFileSync(path.join(dir, 'gatsby-config.js'), `module.exports = { siteMetadata: { title: ${JSON.stringify(TITLE)} } };\n`);
  fs.writeFileSync(
    path.join(dir, 'src', 'pages', 'index.js'),
    `import * as React from 'react';
import { Button } from 'antd';
export default function Index() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif' }}>
      <h1 style={{ fontSize: 20, margin: 16 }}>${TITLE}</h1>
      <img src="/hero" alt="Ảnh bìa" width="${hero.width}" height="${hero.height}" fetchPriority="high" style={{ display: 'block', width: '100%', height: 'auto' }} />
      <Button type="primary" style={{ margin: 16 }}>Thuê ngay</Button>
    </main>
  );
}
export const Head = () => (<><html lang="vi" /><title>${TITLE}</title><meta name="description" content="Gatsby 5 + React 19 + antd 6, một nút" /></>);
`,
  );
  const built = spawnSync(path.join(repoRoot, 'node_modules', '.bin', 'gatsby'), ['build'], {
    cwd: dir,
    stdio: 'inherit',
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', NODE_ENV: 'production', CATALOG_FILE: '' },
  });
  if (built.status !== 0) throw new Error('the minimal Gatsby reference did not build');
  return path.join(dir, 'public');
}

async function serve(root: string, hero: { bytes: Buffer; type: string }, port: number): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.get('/hero', async (_request, reply) => reply.type(hero.type).header('cache-control', 'public, max-age=31536000').send(hero.bytes));
  await app.register(fastifyStatic, { root, prefix: '/' });
  await app.listen({ port, host: '127.0.0.1' });
  return app;
}

export async function startReferences(shopOrigin: string, firstPort: number): Promise<References> {
  const root = path.join(os.tmpdir(), 'storefront-bench-references');
  const hero = await heroImage(shopOrigin);
  writeBare(path.join(root, 'bare'), hero);
  const minimalPublic = buildMinimalGatsby(path.join(root, 'minimal'), hero);
  const bare = await serve(path.join(root, 'bare'), hero, firstPort);
  const minimal = await serve(minimalPublic, hero, firstPort + 1);
  return {
    bareUrl: `http://127.0.0.1:${firstPort}/`,
    minimalUrl: `http://127.0.0.1:${firstPort + 1}/`,
    async close() {
      await Promise.all([bare.close(), minimal.close()]);
    },
  };
}
