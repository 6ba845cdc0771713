/**
 * Source maps are not served: the production build writes none and points to none, and the server answers 404 for
 * any `.map` under public/ (an older build may have left some), however the name is spelled.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rawRequest } from '../server/helpers/raw-http';
import { startTestServer, type TestServer } from '../server/helpers/test-server';
import { builtFiles, PUBLIC_DIR } from './support/built-site';

jest.setTimeout(120_000);

const CSP_OFF = { contentSecurity: { tagManager: false, facebookSdk: false, apiOrigin: null } } as const;

describe('source maps', () => {
  it('the production build neither writes nor references a source map', () => {
    builtFiles();
    // This build's own files (an older build may have left others, which the server refuses below).
    const stats = JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, 'webpack.stats.json'), 'utf8')) as { assetsByChunkName: Record<string, string[]> };
    const assets = [...new Set(Object.values(stats.assetsByChunkName).flat())];
    expect(assets.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(5);
    expect(assets.filter((file) => file.endsWith('.map'))).toEqual([]);
    const referencing = assets.filter((file) => /[#@]\s*sourceMappingURL=/.test(fs.readFileSync(path.join(PUBLIC_DIR, file), 'utf8')));
    expect(referencing).toEqual([]);
  });

  describe('served from a public/ that still holds maps', () => {
    let server: TestServer;
    let dir: string;

    beforeAll(async () => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'maps-'));
      fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>x</title>');
      fs.writeFileSync(path.join(dir, 'app-1a2b.js'), 'console.log(1);\n//# sourceMappingURL=app-1a2b.js.map');
      fs.writeFileSync(path.join(dir, 'app-1a2b.js.map'), '{"version":3,"sources":["webpack://src/secret.ts"]}');
      fs.mkdirSync(path.join(dir, 'static'));
      fs.writeFileSync(path.join(dir, 'static', 'styles.css.map'), '{"version":3}');
      server = await startTestServer({ publicDir: dir, seed: false, buildOptions: CSP_OFF });
    });
    afterAll(async () => {
      await server?.close();
      fs.rmSync(dir, { recursive: true, force: true });
    });

    it.each(['/app-1a2b.js.map', '/app-1a2b.js.MAP', '/app-1a2b.js%2emap', '/app-1a2b.js.map?v=1', '/static/styles.css.map', '/./app-1a2b.js.map'])(
      '%s answers 404 without the map',
      async (url) => {
        const res = await rawRequest(server.url, url);
        expect(res.status).toBe(404);
        expect(res.body.toString()).not.toContain('secret.ts');
        expect(res.body.toString()).not.toContain('"version":3');
      },
    );

    it('still serves the script itself', async () => {
      const res = await fetch(`${server.url}/app-1a2b.js`);
      expect(res.status).toBe(200);
    });
  });
});
