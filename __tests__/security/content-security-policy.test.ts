/** Unit tests of the Content-Security-Policy builder and the inline-script hashing (server/http/content-security-policy.ts). */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createElement, Fragment, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  buildContentSecurityPolicy,
  createPagePolicies,
  cspOptionsFromEnv,
  inlineScriptHashes,
  type CspOptions,
} from '../../server/http/content-security-policy';
import { makeTempDir, removeTempDir } from '../server/helpers/temp-dir';

const NONE: CspOptions = { tagManager: false, facebookSdk: false, apiOrigin: null };
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

function parse(policy: string): Record<string, string[]> {
  return Object.fromEntries(policy.split('; ').map((directive) => {
    const [name, ...sources] = directive.split(' ');
    return [name!, sources];
  }));
}

describe('buildContentSecurityPolicy', () => {
  it('allows only this origin, YouTube frames and inline styles when nothing third-party is configured', () => {
    expect(parse(buildContentSecurityPolicy(NONE))).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'frame-src': ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
      'worker-src': ["'self'"],
      'manifest-src': ["'self'"],
      'media-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'self'"],
    });
  });

  it('never lets scripts run inline or from eval, whatever is configured', () => {
    const everything = buildContentSecurityPolicy({ tagManager: true, facebookSdk: true, apiOrigin: 'https://api.thuedo.vn' }, [sha256('x')]);
    expect(parse(everything)['script-src']!.filter((source) => /unsafe|^\*$|^https?:$|^data:$|^blob:$/.test(source))).toEqual([]);
  });

  it('adds the page’s inline script hashes to script-src', () => {
    expect(parse(buildContentSecurityPolicy(NONE, [sha256('a'), sha256('b')]))['script-src']).toEqual(["'self'", sha256('a'), sha256('b')]);
  });

  it('adds Google Tag Manager and Analytics (GA4, region1) when GATSBY_GTM_ID is set', () => {
    const policy = parse(buildContentSecurityPolicy({ ...NONE, tagManager: true }));
    expect(policy['script-src']).toEqual(["'self'", 'https://www.googletagmanager.com']);
    for (const directive of ['img-src', 'connect-src']) {
      expect(policy[directive]).toEqual(
        expect.arrayContaining(['https://www.googletagmanager.com', 'https://www.google-analytics.com', 'https://region1.google-analytics.com', 'https://region1.analytics.google.com']),
      );
    }
    expect(policy['frame-src']).toContain('https://www.googletagmanager.com');
  });

  it('adds the Facebook SDK (script, graph calls, login frames) when GATSBY_FACEBOOK_APP_ID is set', () => {
    const policy = parse(buildContentSecurityPolicy({ ...NONE, facebookSdk: true }));
    expect(policy['script-src']).toEqual(["'self'", 'https://connect.facebook.net']);
    expect(policy['connect-src']).toEqual(expect.arrayContaining(['https://graph.facebook.com', 'https://connect.facebook.net']));
    expect(policy['frame-src']).toEqual(expect.arrayContaining(['https://www.facebook.com', 'https://staticxx.facebook.com']));
  });

  it('lets the browser call an API on another origin (GATSBY_API_URL)', () => {
    expect(parse(buildContentSecurityPolicy({ ...NONE, apiOrigin: 'https://api.thuedo.vn' }))['connect-src']).toEqual(["'self'", 'https://api.thuedo.vn']);
  });
});

describe('cspOptionsFromEnv', () => {
  it('reads the build variables', () => {
    expect(cspOptionsFromEnv({})).toEqual(NONE);
    expect(cspOptionsFromEnv({ GATSBY_GTM_ID: 'GTM-ABC123', GATSBY_FACEBOOK_APP_ID: '1234', GATSBY_API_URL: 'https://api.thuedo.vn/v1/' })).toEqual({
      tagManager: true,
      facebookSdk: true,
      apiOrigin: 'https://api.thuedo.vn',
    });
  });

  it('ignores blank values and API URLs that are not http(s)', () => {
    expect(cspOptionsFromEnv({ GATSBY_GTM_ID: '  ', GATSBY_API_URL: 'javascript:alert(1)' })).toEqual(NONE);
    expect(cspOptionsFromEnv({ GATSBY_API_URL: 'not a url' })).toEqual(NONE);
    expect(String(cspOptionsFromEnv({ GATSBY_API_URL: "https://a.vn; script-src 'unsafe-inline'" }).apiOrigin)).not.toMatch(/[;' ]/);
  });
});

describe('inlineScriptHashes', () => {
  it('hashes inline scripts exactly as written, skipping external scripts and data blocks', () => {
    const html =
      '<head><script>window.a=1;</script><script id="x" type="text/javascript">b()</script>' +
      '<script src="/app.js" async></script><script type="application/ld+json">{"@type":"Product"}</script>' +
      '<script type="module">import("/m.js")</script><SCRIPT>upper()</SCRIPT><script>window.a=1;</script></head>';
    expect(inlineScriptHashes(html)).toEqual([sha256('window.a=1;'), sha256('b()'), sha256('import("/m.js")'), sha256('upper()')]);
  });

  it('normalises CRLF line breaks as the browser does before hashing', () => {
    expect(inlineScriptHashes('<script>a();\r\nb();\rc();</script>')).toEqual([sha256('a();\nb();\nc();')]);
  });

  it('hashes multi-line scripts and Gatsby’s CDATA-wrapped ones', () => {
    const text = '/*<![CDATA[*/window.pagePath="/home";/*]]>*/';
    expect(inlineScriptHashes(`<script id="gatsby-script-loader">${text}</script><script>\n  x = "<p>";\n</script>`)).toEqual([sha256(text), sha256('\n  x = "<p>";\n')]);
  });

  it('covers the Google Tag Manager snippet gatsby-plugin-google-tagmanager writes into every page', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const plugin = require('gatsby-plugin-google-tagmanager/gatsby-ssr') as { onRenderBody: (api: unknown, options: unknown) => void };
    const head: ReactElement[] = [];
    plugin.onRenderBody(
      { setHeadComponents: (items: ReactElement[]) => head.push(...items), setPreBodyComponents: () => undefined, reporter: { panic: () => undefined } },
      { id: 'GTM-ABC123', includeInDevelopment: true },
    );
    const html = renderToStaticMarkup(createElement(Fragment, null, ...head));
    const snippets = head.map((element) => (element.props as { dangerouslySetInnerHTML?: { __html: string } }).dangerouslySetInnerHTML?.__html).filter(Boolean) as string[];
    expect(snippets.length).toBeGreaterThan(0);
    expect(inlineScriptHashes(html)).toEqual(snippets.map(sha256));
  });
});

describe('createPagePolicies', () => {
  let dir: string;
  beforeEach(() => {
    dir = makeTempDir('csp-pages');
  });
  afterEach(() => removeTempDir(dir));

  it('computes a page’s policy from the file and recomputes it when the file changes', async () => {
    const file = path.join(dir, 'index.html');
    fs.writeFileSync(file, '<script>one()</script>');
    const policies = createPagePolicies(NONE);
    expect(await policies.forFile(file)).toBe(buildContentSecurityPolicy(NONE, [sha256('one()')]));
    fs.writeFileSync(file, '<script>two();</script>');
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    expect(await policies.forFile(file)).toBe(buildContentSecurityPolicy(NONE, [sha256('two();')]));
  });

  it('answers from the cache while the file is unchanged', async () => {
    const file = path.join(dir, 'page.html');
    fs.writeFileSync(file, '<script>cached()</script>');
    const policies = createPagePolicies(NONE);
    const first = await policies.forFile(file);
    const read = jest.spyOn(fs.promises, 'readFile');
    try {
      expect(await policies.forFile(file)).toBe(first);
      expect(read).not.toHaveBeenCalled();
    } finally {
      read.mockRestore();
    }
  });

  it('gives null for a missing file', async () => {
    expect(await createPagePolicies(NONE).forFile(path.join(dir, 'nope.html'))).toBeNull();
  });
});
