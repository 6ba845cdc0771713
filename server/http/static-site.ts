import fs from 'node:fs/promises';
import { existsSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CACHE_REVALIDATE, cacheControlFor } from './cache-control';
import { buildContentSecurityPolicy, createPagePolicies, inlineScriptHashes, type CspOptions } from './content-security-policy';
import { inputGuardExempt } from './input-guard';
import { pickEncoding } from './read-cache';
import { createSiteFiles, notModified, versionOf } from './site-files';
import { FRONT_FILE_HEADER, FRONT_REQUEST_HEADER } from '../front/protocol';
import { createRouteManifest, type RouteMatcher } from './route-manifest';
import type { ProductShells } from './product-shell';
import { isApiPath } from './api-path';

export interface StaticSiteOptions {
  /** The Gatsby build output (public/). */
  publicDir: string;
  /** The pages' Content-Security-Policy adds their own inline scripts' hashes to the policy built from these. */
  contentSecurity: CspOptions;
  /** Whether a product link exists now (a page pre-rendered for a product since removed, or a typo, answers 404). */
  productExists?: (link: string) => Promise<boolean>;
  /**
   * The folder to serve now, when it changes while serving (a published release, server/site/follow.ts) — read once
   * per request, so a request is answered from one release whole; null before the first release: pages answer 503.
   */
  currentDir?: () => string | null;
  /** Products no build pre-rendered: the product page's shell with their own head (./product-shell.ts). */
  productShells?: ProductShells;
  /** The page front's secret (server/front/): its requests get the page's file named, for it to hold the page. */
  frontToken?: string;
}

const NOT_YET_BUILT =
  '<!doctype html><html lang="vi"><head><meta charset="utf-8"><title>Cửa hàng đang chuẩn bị trang</title></head>' +
  '<body><h1>Cửa hàng đang chuẩn bị trang</h1><p>Vui lòng thử lại sau ít phút.</p></body></html>';

const NOT_FOUND_FALLBACK =
  '<!doctype html><html lang="vi"><head><meta charset="utf-8"><title>Không tìm thấy trang</title></head>' +
  '<body><h1>Không tìm thấy trang</h1><p>Trang bạn tìm không tồn tại. <a href="/">Về trang chủ</a></p></body></html>';

interface SitePath {
  /** Decoded path segments, never containing `.` or `..`. */
  segments: string[];
  trailingSlash: boolean;
}

/** The URL's path as safe segments, or null when it could escape public/ or is malformed. */
export function parseSitePath(rawPath: string): SitePath | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (!decoded.startsWith('/') || decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter(Boolean);
  // Hidden files and any `.`/`..` segment are refused outright rather than normalised.
  if (segments.some((segment) => segment.startsWith('.') && segment !== '.well-known')) return null;
  // Source maps are never served, even when an older build left some in public/.
  if (/\.map$/i.test(segments.at(-1) ?? '')) return null;
  return { segments, trailingSlash: decoded.endsWith('/') };
}

/** Candidate files for a URL: the file itself, then `<path>/index.html`, then `<path>.html`. */
function candidatesFor({ segments, trailingSlash }: SitePath): string[] {
  if (segments.length === 0) return ['index.html'];
  const rel = segments.join('/');
  const pages = [`${rel}/index.html`, `${rel}.html`];
  return trailingSlash ? pages : [rel, ...pages];
}

interface SiteFileStat {
  relativePath: string;
  absolutePath: string;
  stat: Stats;
}

/**
 * A synchronous stat: a few microseconds of the event loop for a file of public/ (its directory entries stay in the
 * kernel's cache), where an asynchronous one waits for a thread of libuv's pool — behind the searches' compression
 * streams during a search flood, 10–45 ms at a time here.
 */
function fileInside(publicDir: string, relativePath: string): SiteFileStat | null {
  const absolutePath = path.resolve(publicDir, relativePath);
  if (!absolutePath.startsWith(publicDir + path.sep)) return null;
  try {
    const stat = statSync(absolutePath, { throwIfNoEntry: false });
    return stat?.isFile() ? { relativePath, absolutePath, stat } : null;
  } catch {
    return null;
  }
}

function firstExisting(publicDir: string, candidates: string[]): SiteFileStat | null {
  for (const candidate of candidates) {
    const file = fileInside(publicDir, candidate);
    if (file) return file;
  }
  return null;
}

/**
 * Serves the Gatsby build: files, page folders without trailing slashes, client-only routes from
 * `route-manifest.json`, and a real 404 with `404.html`. `/v1/*` is left to the API's JSON 404.
 */
export async function registerStaticSite(
  app: FastifyInstance,
  { publicDir, contentSecurity, productExists, currentDir, productShells, frontToken }: StaticSiteOptions,
): Promise<void> {
  const forFront = (request: FastifyRequest) => frontToken !== undefined && request.headers[FRONT_REQUEST_HEADER] === frontToken;
  /** The front asks for every path that is not the API's: any other route (an image, /metrics) answers it nothing. */
  if (frontToken) {
    app.addHook('onRequest', async (request, reply) => {
      if (forFront(request) && request.routeOptions.url !== '/*') return reply.code(204).send();
    });
  }
  const markForFront = (request: FastifyRequest, reply: FastifyReply, { absolutePath, stat }: SiteFileStat) => {
    if (forFront(request)) reply.header(FRONT_FILE_HEADER, JSON.stringify({ file: absolutePath, version: versionOf(stat) }));
  };
  const fixedRoot = path.resolve(publicDir);
  if (!currentDir && !existsSync(fixedRoot)) app.log.info({ publicDir: fixedRoot }, 'public folder not built yet: pages answer 404 until it is');
  const rootNow = (): string | null => {
    if (!currentDir) return fixedRoot;
    const dir = currentDir();
    return dir === null ? null : path.resolve(dir);
  };
  await app.register(fastifyStatic, {
    root: fixedRoot,
    serve: false,
    cacheControl: false,
    // parseSitePath already refuses hidden paths other than /.well-known.
    dotfiles: 'allow',
    index: false,
    suppressWarning: true,
    // `<file>.br` written at build time (src/build/post-build.ts) when there is one; else compressed per request.
    preCompressed: true,
  });
  // One route manifest per folder served (a release's folder never changes; the fixed public/ is re-read on change).
  const manifests = new Map<string, RouteMatcher>();
  const manifestOf = (root: string): RouteMatcher => {
    let matcher = manifests.get(root);
    if (!matcher) {
      if (manifests.size >= 4) manifests.delete(manifests.keys().next().value!);
      matcher = createRouteManifest(root, app.log);
      manifests.set(root, matcher);
    }
    return matcher;
  };
  const pagePolicies = createPagePolicies(contentSecurity);
  const siteFiles = createSiteFiles((html) => buildContentSecurityPolicy(contentSecurity, inlineScriptHashes(html)));

  /** HTML pages get the policy with their inline scripts' hashes; other files keep the base policy. */
  async function setPagePolicy(reply: FastifyReply, root: string, relativePath: string) {
    if (!relativePath.endsWith('.html')) return;
    const policy = await pagePolicies.forFile(path.join(root, relativePath));
    if (policy) reply.header('content-security-policy', policy);
  }

  /** From memory (site-files.ts) when the file is small enough and the whole of it is asked for, else @fastify/send. */
  async function sendFromPublic(request: FastifyRequest, reply: FastifyReply, root: string, { relativePath, absolutePath, stat }: SiteFileStat) {
    reply.header('cache-control', cacheControlFor(relativePath));
    const file = request.headers.range === undefined ? await siteFiles.get(absolutePath, stat) : null;
    if (!file) {
      await setPagePolicy(reply, root, relativePath);
      return reply.sendFile(relativePath, root);
    }
    if (file.pageExtra) reply.header('content-security-policy', file.pageExtra);
    markForFront(request, reply, { relativePath, absolutePath, stat });
    reply.header('etag', file.etag).header('last-modified', file.lastModified).header('vary', 'accept-encoding');
    if (notModified(request.headers, file)) return reply.code(304).send();
    const encoding = pickEncoding(request.headers['accept-encoding']);
    const encoded = encoding ? file.encoded[encoding] : undefined;
    if (encoded) reply.header('content-encoding', encoding);
    return reply.type(file.contentType).send(encoded ?? file.body);
  }

  /** The product page's shell with the product's head (from memory once rendered), or the site's 404 when it is gone. */
  async function sendProductShell(request: FastifyRequest, reply: FastifyReply, root: string, shell: SiteFileStat, link: string, shells: ProductShells) {
    const file = await siteFiles.get(shell.absolutePath, shell.stat);
    if (!file) return sendFromPublic(request, reply, root, shell);
    const rendered = await shells.render(`${shell.absolutePath}:${file.etag}`, file.body.toString('utf8'), link);
    if (!rendered) return sendNotFound(reply, root);
    reply.header('cache-control', cacheControlFor(shell.relativePath));
    if (file.pageExtra) reply.header('content-security-policy', file.pageExtra);
    markForFront(request, reply, shell);
    reply.header('etag', rendered.etag).header('vary', 'accept-encoding');
    if (notModified(request.headers, { ...file, etag: rendered.etag })) return reply.code(304).send();
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.type(file.contentType).send(encoding ? rendered.encoded[encoding] : rendered.body);
  }

  async function sendNotFound(reply: FastifyReply, root: string | null) {
    if (root === null) {
      return reply.code(503).header('retry-after', '30').header('cache-control', 'no-store').type('text/html; charset=utf-8').send(NOT_YET_BUILT);
    }
    await setPagePolicy(reply, root, '404.html');
    let body: Buffer | string = NOT_FOUND_FALLBACK;
    try {
      body = await fs.readFile(path.join(root, '404.html'));
    } catch {
      // No build yet, or a build without a 404 page: the fallback text still says "not found".
    }
    return reply.code(404).header('cache-control', CACHE_REVALIDATE).type('text/html; charset=utf-8').send(body);
  }

  app.get(
    '/*',
    {
      // A NUL or other odd byte in a page path gets the site's 404 page, not a JSON error.
      config: inputGuardExempt,
      schema: {
        hide: true,
        params: { type: 'object', properties: { '*': { type: 'string' } } },
      },
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const rawPath = request.url.split('?')[0] ?? '/';
      if (isApiPath(rawPath)) return reply.callNotFound();
      const root = rootNow();
      const sitePath = parseSitePath(rawPath);
      if (!sitePath || root === null) return sendNotFound(reply, root);
      if (isApiPath(`/${sitePath.segments.join('/')}`)) return reply.callNotFound();
      // The not-found page itself and unknown products get a real 404, not a 200 that shows "not found".
      const [first, second, ...rest] = sitePath.segments;
      if (first === '404' && second === undefined) return sendNotFound(reply, root);
      if (first === 'product' && second && rest.length === 0 && productExists && !(await productExists(second))) return sendNotFound(reply, root);

      const file = firstExisting(root, candidatesFor(sitePath));
      if (file) return sendFromPublic(request, reply, root, file);

      const shellPage = await manifestOf(root).match(`/${sitePath.segments.join('/')}`);
      const shell = shellPage === null ? null : parseSitePath(shellPage);
      const shellFile = shell && firstExisting(root, candidatesFor({ ...shell, trailingSlash: true }));
      if (shellFile && productShells && first === 'product' && second && rest.length === 0) {
        return sendProductShell(request, reply, root, shellFile, second, productShells);
      }
      if (shellFile) return sendFromPublic(request, reply, root, shellFile);

      return sendNotFound(reply, root);
    },
  );
}
