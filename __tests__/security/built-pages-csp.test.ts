/**
 * The real build (public/) served by the real server: every page's Content-Security-Policy allows each of its
 * inline scripts by hash (found here with a scanner of its own, not the server's), and no page relies on what a
 * hash cannot allow (inline event handlers, javascript: URLs). Needs a build, like browser-bundle-secrets.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { rawRequest } from '../server/helpers/raw-http';
import { startTestServer, type TestServer } from '../server/helpers/test-server';
import { builtFiles, PUBLIC_DIR } from './support/built-site';

jest.setTimeout(120_000);

/** Inline scripts of a page by plain string search: a second opinion on the server's regular expression. */
function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  const lower = html.toLowerCase();
  let from = 0;
  for (;;) {
    const open = lower.indexOf('<script', from);
    if (open < 0) return scripts;
    const tagEnd = lower.indexOf('>', open);
    const close = lower.indexOf('</script', tagEnd);
    const tag = lower.slice(open, tagEnd);
    const type = / type="([^"]*)"/.exec(tag)?.[1];
    if (!/\ssrc=/.test(tag) && (type === undefined || type === 'text/javascript' || type === 'module')) scripts.push(html.slice(tagEnd + 1, close));
    from = close + 1;
  }
}

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text.replace(/\r\n?/g, '\n')).digest('base64')}'`;

function urlOf(file: string): string {
  if (file === 'index.html') return '/';
  return `/${file.replace(/\/index\.html$/, '').replace(/\.html$/, '')}`;
}

describe('the built pages’ Content-Security-Policy', () => {
  let server: TestServer;
  let pages: string[];

  beforeAll(async () => {
    pages = builtFiles().filter((file) => file.endsWith('.html') && !file.startsWith('page-data/'));
    // Seeded like the build, so product pages exist (an unknown product answers 404).
    server = await startTestServer({ publicDir: PUBLIC_DIR, buildOptions: { contentSecurity: { tagManager: false, facebookSdk: false, apiOrigin: null } } });
  });
  afterAll(() => server?.close());

  it('allows every inline script of every page by its hash, and nothing inline by blanket', async () => {
    const missing: string[] = [];
    let checked = 0;
    for (const page of pages) {
      const response = await rawRequest(server.url, encodeURI(urlOf(page)));
      if (response.status !== 200 && page !== '404.html') continue;
      const html = response.body.toString('utf8');
      const scriptSrc = /(?:^|;\s*)script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1]?.split(' ') ?? [];
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      for (const script of inlineScripts(html)) {
        checked += 1;
        if (!scriptSrc.includes(hashOf(script))) missing.push(`${page}: ${script.slice(0, 60)}`);
      }
    }
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThan(pages.length);
  });

  it('has no inline event handlers or javascript: URLs, which no hash could allow', () => {
    const offenders = pages.filter((page) => {
      const html = fs.readFileSync(`${PUBLIC_DIR}/${page}`, 'utf8');
      return /<[a-z][^>]*\son[a-z]+\s*=/i.test(html) || /(?:href|src|action)\s*=\s*["']?\s*javascript:/i.test(html);
    });
    expect(offenders).toEqual([]);
  });
});
