/**
 * The Content-Security-Policy: only what the storefront loads. Scripts come from this origin, plus the inline
 * <script> tags of each built page allowed by their sha256 (computed from the served file, cached by path and
 * mtime); third-party hosts only when the build-time variable that turns their feature on is set.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';

export interface CspOptions {
  /** GATSBY_GTM_ID: Google Tag Manager's snippet, which loads GTM and Google Analytics 4. */
  tagManager: boolean;
  /** GATSBY_FACEBOOK_APP_ID: the Facebook JS SDK (react-facebook) behind the social log-in button. */
  facebookSdk: boolean;
  /** The origin of GATSBY_API_URL when the browser calls an API on another origin; null for same-origin. */
  apiOrigin: string | null;
}

interface Hosts {
  script: readonly string[];
  connect: readonly string[];
  img: readonly string[];
  frame: readonly string[];
}

const GOOGLE_TAG_MANAGER = 'https://www.googletagmanager.com';
const GOOGLE_ANALYTICS = ['https://www.google-analytics.com', 'https://region1.google-analytics.com', 'https://region1.analytics.google.com'];

const TAG_MANAGER_HOSTS: Hosts = {
  script: [GOOGLE_TAG_MANAGER],
  connect: [GOOGLE_TAG_MANAGER, ...GOOGLE_ANALYTICS],
  img: [GOOGLE_TAG_MANAGER, ...GOOGLE_ANALYTICS],
  // The plugin's <noscript> fallback is an iframe of googletagmanager.com/ns.html.
  frame: [GOOGLE_TAG_MANAGER],
};

const FACEBOOK_SDK_HOSTS: Hosts = {
  script: ['https://connect.facebook.net'],
  // The service worker's CacheFirst rule for *.js also matches the SDK, and fetches it under connect-src.
  connect: ['https://connect.facebook.net', 'https://graph.facebook.com', 'https://www.facebook.com'],
  img: ['https://www.facebook.com'],
  // The SDK's login status and dialogs run in hidden facebook.com iframes.
  frame: ['https://www.facebook.com', 'https://web.facebook.com', 'https://staticxx.facebook.com'],
};

/** Content pages turn video links into youtube-nocookie.com embeds (src/features/content/video.ts), which may hop to youtube.com. */
const VIDEO_FRAMES = ['https://www.youtube-nocookie.com', 'https://www.youtube.com'];

function originOf(url: string | undefined): string | null {
  const value = url?.trim();
  if (!value) return null;
  try {
    const { protocol, origin } = new URL(value);
    return protocol === 'https:' || protocol === 'http:' ? origin : null;
  } catch {
    return null;
  }
}

/** The variables the storefront was built with (the server is started with the same environment). */
export function cspOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): CspOptions {
  return {
    tagManager: Boolean(env.GATSBY_GTM_ID?.trim()),
    facebookSdk: Boolean(env.GATSBY_FACEBOOK_APP_ID?.trim()),
    apiOrigin: originOf(env.GATSBY_API_URL),
  };
}

function thirdParty(options: CspOptions): Hosts {
  const enabled = [options.tagManager ? TAG_MANAGER_HOSTS : null, options.facebookSdk ? FACEBOOK_SDK_HOSTS : null].filter(
    (hosts): hosts is Hosts => hosts !== null,
  );
  const pick = (kind: keyof Hosts) => enabled.flatMap((hosts) => hosts[kind]);
  return { script: pick('script'), connect: pick('connect'), img: pick('img'), frame: pick('frame') };
}

/** `scriptHashes`: `'sha256-…'` sources of the page's inline scripts (see inlineScriptHashes). */
export function buildContentSecurityPolicy(options: CspOptions, scriptHashes: readonly string[] = []): string {
  const hosts = thirdParty(options);
  const directives: Array<[string, readonly string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes, ...hosts.script]],
    // 'unsafe-inline' for styles only: antd's CSS-in-JS injects <style> elements at run time (their content depends
    // on the theme tokens and the components shown, so no hash can be known in advance), and components set style=""
    // attributes. Inline styles cannot run code; scripts stay hash-only.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // data: the VietQR code (an SVG data URL) and small images inlined by the build; blob: images made in the browser.
    ['img-src', ["'self'", 'data:', 'blob:', ...hosts.img]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...(options.apiOrigin ? [options.apiOrigin] : []), ...hosts.connect]],
    ['frame-src', [...VIDEO_FRAMES, ...hosts.frame]],
    // The PWA's service worker (sw.js and its workbox files) is same-origin.
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['media-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    // The sandbox gateway's pay page posts to /sandbox/…; real gateways are reached by navigation, not forms.
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ');
}

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i;
const TYPE_ATTRIBUTE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
const JAVASCRIPT_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript', 'application/ecmascript']);

function isExecutable(attributes: string): boolean {
  if (SRC_ATTRIBUTE.test(attributes)) return false;
  const type = TYPE_ATTRIBUTE.exec(attributes);
  if (!type) return true;
  // JSON-LD and other data blocks never run, so CSP does not apply to them.
  return JAVASCRIPT_TYPES.has((type[1] ?? type[2] ?? type[3] ?? '').trim().toLowerCase());
}

/** `'sha256-…'` of every inline, executable <script> in the page, as the browser hashes it (line breaks normalised). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(SCRIPT_ELEMENT)) {
    if (!isExecutable(match[1] ?? '')) continue;
    const text = (match[2] ?? '').replace(/\r\n?/g, '\n');
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

export interface PagePolicies {
  /** The policy for one built HTML file; null when the file cannot be read. */
  forFile(absolutePath: string): Promise<string | null>;
}

const MAX_CACHED_PAGES = 5000;

/** Page policies cached by file path, size and mtime, so a rebuild is picked up without a restart. */
export function createPagePolicies(options: CspOptions): PagePolicies {
  const cache = new Map<string, { version: string; policy: string }>();
  return {
    async forFile(absolutePath) {
      let version: string;
      try {
        const stat = await fs.stat(absolutePath);
        version = `${stat.mtimeMs}:${stat.size}`;
      } catch {
        return null;
      }
      const cached = cache.get(absolutePath);
      if (cached?.version === version) return cached.policy;
      let html: string;
      try {
        html = await fs.readFile(absolutePath, 'utf8');
      } catch {
        return null;
      }
      const policy = buildContentSecurityPolicy(options, inlineScriptHashes(html));
      cache.delete(absolutePath);
      if (cache.size >= MAX_CACHED_PAGES) cache.delete(cache.keys().next().value as string);
      cache.set(absolutePath, { version, policy });
      return policy;
    },
  };
}
