import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { GatsbyNode, Page, Reporter } from 'gatsby';
import { catalogMenu, loadCatalog, planCategoryPages } from './src/build/catalog';
import { contentLinks, planContentPages, snapshotPages } from './src/build/content';
import {
  buildRobots,
  buildSitemap,
  categoryFirstPage,
  homeData,
  planCollectionPages,
  planProductPages,
  saleFirstPage,
  sitemapPaths,
  snapshotParts,
} from './src/build/listing';
import { optimiseFirstLoad } from './src/build/first-load';
import { pageCodeFrom, preloadPageCode } from './src/build/page-code';
import { processChanged, readManifest, writeManifest } from './src/build/post-build';
import { StableCompilationHashPlugin } from './src/build/stable-hash';
import { buildRouteManifest } from './src/build/route-manifest';
import { ROUTE_MANIFEST_FILE } from './core/contracts/route-manifest';
import type { CatalogFile, MenuNode } from './src/features/menu/types';

/** Client-only sections: one pre-rendered shell answers every sub-path. */
const CLIENT_ONLY: Record<string, string> = {
  '/account': '/account/*',
  '/checkout': '/checkout/*',
  '/admin': '/admin/*',
};

let menuCache: MenuNode[] | null = null;
let catalogCache: CatalogFile | null = null;

/** The build-time catalogue, read once per process (CATALOG_FILE or scripts/export-catalog.ts). */
function buildCatalog(reporter: Reporter): CatalogFile {
  if (!catalogCache) {
    catalogCache = loadCatalog();
    const { products, banners, collections } = snapshotParts(catalogCache);
    reporter.info(
      `catalogue ${catalogCache.fingerprint}: ${products.length} products, ${banners.length} banners, ${collections.length} collections`,
    );
  }
  return catalogCache;
}

/** The build-time menu. */
function buildMenu(reporter: Reporter): MenuNode[] {
  if (!menuCache) {
    menuCache = catalogMenu(buildCatalog(reporter));
    reporter.info(`${menuCache.length} top-level menu items`);
  }
  return menuCache;
}

/** `ContentLink` nodes (footer and account-menu links to the content pages), typed even when there are none. */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(`
    type ContentLink implements Node {
      group: String!
      path: String!
      title: String!
      position: Int!
    }
  `);
};

export const sourceNodes: GatsbyNode['sourceNodes'] = ({ actions, createNodeId, createContentDigest, reporter }) => {
  const { pages } = planContentPages(snapshotPages(buildCatalog(reporter)));
  contentLinks(pages.map((page) => page.context.page)).forEach((link, position) => {
    const data = { ...link, position };
    actions.createNode({
      ...data,
      id: createNodeId(`content-link-${link.path}`),
      internal: { type: 'ContentLink', contentDigest: createContentDigest(data) },
    });
  });
};

export const createPages: GatsbyNode['createPages'] = ({ actions, reporter }) => {
  const { pages, skipped } = planCategoryPages(buildMenu(reporter));
  for (const skip of skipped) reporter.warn(`category link "${skip.link}" skipped: ${skip.reason}`);
  const catalog = buildCatalog(reporter);
  const component = path.resolve('src/templates/category.tsx');
  for (const page of pages) {
    actions.createPage({ path: page.path, component, context: { ...page.context, firstPage: categoryFirstPage(catalog, page.context.link) } });
  }
  reporter.info(`created ${pages.length} category pages`);

  const products = planProductPages(catalog);
  for (const link of products.skipped) reporter.warn(`product link "${link}" skipped`);
  const productComponent = path.resolve('src/templates/product.tsx');
  for (const page of products.pages) actions.createPage({ path: page.path, component: productComponent, context: page.context });
  reporter.info(`created ${products.pages.length} product pages`);

  const content = planContentPages(snapshotPages(catalog));
  for (const skip of content.skipped) reporter.warn(`content page "${skip.link}" skipped: ${skip.reason}`);
  const contentComponent = path.resolve('src/templates/content.tsx');
  for (const page of content.pages) actions.createPage({ path: page.path, component: contentComponent, context: page.context });
  reporter.info(`created ${content.pages.length} content pages`);

  const collections = planCollectionPages(catalog);
  const collectionComponent = path.resolve('src/templates/collection.tsx');
  for (const page of collections) actions.createPage({ path: page.path, component: collectionComponent, context: page.context });
  reporter.info(`created ${collections.length} collection pages`);
};

export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions, reporter }) => {
  const matchPath = CLIENT_ONLY[page.path];
  if (matchPath && page.matchPath !== matchPath) {
    actions.deletePage(page as Page);
    actions.createPage({ ...page, matchPath });
    return;
  }

  const context = (page.context ?? {}) as Record<string, unknown>;
  if ((page.path === '/home' || page.path === '/') && !('categories' in context)) {
    const categories = buildMenu(reporter).map((node) => ({ ...node, children: [] }));
    const { banners, collections } = homeData(buildCatalog(reporter));
    actions.deletePage(page as Page);
    actions.createPage({ ...page, context: { ...context, categories, banners, collections } });
  } else if (page.path === '/onsale' && !('firstPage' in context)) {
    const catalog = buildCatalog(reporter);
    const sale = snapshotParts(catalog).collections.find((c) => c.type === 'sale');
    const saleCollection = sale ? { ...sale, items: sale.items.slice(0, 12) } : null;
    actions.deletePage(page as Page);
    actions.createPage({ ...page, context: { ...context, saleCollection, firstPage: saleFirstPage(catalog) } });
  } else if (page.path === '/member-ship' && !('packages' in context)) {
    actions.deletePage(page as Page);
    actions.createPage({ ...page, context: { ...context, packages: snapshotParts(buildCatalog(reporter)).packages } });
  } else if (page.path === '/f-menu' && !('menu' in context)) {
    actions.deletePage(page as Page);
    actions.createPage({ ...page, context: { ...context, menu: buildMenu(reporter) } });
  }
};

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ store, reporter }) => {
  const state = store.getState() as {
    pages: Map<string, { path: string; matchPath?: string }>;
    program: { directory: string };
    config: { siteMetadata?: { siteUrl?: string } };
  };
  const manifest = buildRouteManifest(state.pages.values());
  const publicDir = path.join(state.program.directory, 'public');
  mkdirSync(publicDir, { recursive: true });
  writeFileSync(path.join(publicDir, ROUTE_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  reporter.info(`route-manifest.json: ${manifest.matchPaths.length} client-only routes`);

  const siteUrl = state.config.siteMetadata?.siteUrl ?? 'http://localhost:8000';
  const paths = sitemapPaths(state.pages.values());
  writeFileSync(path.join(publicDir, 'sitemap.xml'), buildSitemap(siteUrl, paths));
  writeFileSync(path.join(publicDir, 'robots.txt'), buildRobots(siteUrl));
  reporter.info(`sitemap.xml: ${paths.length} URLs; robots.txt written`);

  // Only the pages and scripts this build changed: a rebuild for one edit re-renders a few pages (src/build/post-build.ts).
  const started = performance.now();
  const pages = htmlFiles(publicDir);
  const assets = readdirSync(publicDir).filter((name) => /\.(?:js|css)$/.test(name)).map((name) => path.join(publicDir, name));
  const manifestFile = path.join(state.program.directory, '.cache', 'post-build-manifest.json');
  const doneBefore = readManifest(manifestFile);
  const codeOf = pageCodeFrom(publicDir);
  const outcome = await processChanged({ pages, assets }, doneBefore, (html) => preloadPageCode(optimiseFirstLoad(html), codeOf));
  writeManifest(manifestFile, doneBefore);
  reporter.info(
    `${pages.length} pages, ${assets.length} scripts and stylesheets: ${outcome.compressed} changed (${outcome.rewritten} pages with the ` +
      `priority image preloaded, only the CSS each uses inline, the rest after the hero), precompressed with brotli (product pages 5, other pages 10, scripts 11) ` +
      `in ${((performance.now() - started) / 1000).toFixed(1)} s; ${outcome.unchanged} unchanged`,
  );
};

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'page-data' || entry.name === 'static' ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/**
 * CSS modules are scoped and the global sheets only style elements, so the
 * order in which pages import them does not matter: silence
 * mini-css-extract-plugin's "Conflicting order" warnings.
 */
/**
 * The back-office (src/features/admin) gets its own copy of Redux Toolkit, RTK Query and react-redux (their CommonJS
 * builds). Webpack keeps a shared module's exports for every chunk that uses it: sharing the storefront's copy made
 * RTK Query's needs (createAsyncThunk and friends) part of every shopper page's app chunk (+4.8 KB gzip on /home).
 * Only admin code and those CommonJS files resolve to the copy, so the back-office's chunk alone pays for it.
 */
function adminReduxRule() {
  // gatsby-node is bundled without a `require` of its own: resolve from the project root.
  const resolve = createRequire(path.join(process.cwd(), 'package.json')).resolve;
  const toolkit = path.dirname(resolve('@reduxjs/toolkit/package.json'));
  const reactRedux = path.dirname(resolve('react-redux/package.json'));
  return {
    issuer: /[\\/](src[\\/]features[\\/]admin|node_modules[\\/]@reduxjs[\\/]toolkit[\\/]dist[\\/](cjs|query[\\/]cjs|query[\\/]react[\\/]cjs))[\\/]/,
    resolve: {
      alias: {
        '@reduxjs/toolkit$': path.join(toolkit, 'dist/cjs/index.js'),
        '@reduxjs/toolkit/query$': path.join(toolkit, 'dist/query/cjs/index.js'),
        '@reduxjs/toolkit/query/react$': path.join(toolkit, 'dist/query/react/cjs/index.js'),
        'react-redux$': path.join(reactRedux, 'dist/cjs/index.js'),
      },
    },
  };
}

/** A CSS module's class in the built site (src/build/first-load.ts's MODULE_CLASS finds them in pages and CSS). */
const BUILT_MODULE_CLASS_NAME = '_[hash:hex:7]';

/**
 * Built pages name CSS module classes by hash alone, `_1a2b3c4`, instead of Gatsby's `Catalog-module--card--34268`:
 * the same in the server-rendered HTML and the browser bundle (both stages set it), and about 0.5 KB less of /home's
 * HTML after compression — what took it past the first round trip. `gatsby develop` keeps the readable names.
 */
function shortModuleClassNames(rules: unknown[] | undefined): void {
  for (const rule of rules ?? []) {
    if (!rule || typeof rule !== 'object') continue;
    const { use, oneOf, rules: nested } = rule as { use?: unknown; oneOf?: unknown[]; rules?: unknown[] };
    for (const entry of Array.isArray(use) ? use : [use]) {
      const options = (entry as { loader?: string; options?: { modules?: unknown } } | undefined)?.options;
      const isCssLoader = /[\\/]css-loader[\\/]/.test((entry as { loader?: string } | undefined)?.loader ?? '');
      if (isCssLoader && options?.modules && typeof options.modules === 'object') {
        options.modules = { ...options.modules, localIdentName: BUILT_MODULE_CLASS_NAME };
      }
    }
    shortModuleClassNames(oneOf);
    shortModuleClassNames(nested);
  }
}

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, getConfig, actions }) => {
  if (stage === 'build-html') {
    const config = getConfig() as { module?: { rules?: unknown[] } };
    shortModuleClassNames(config.module?.rules);
    actions.replaceWebpackConfig(config);
    return;
  }
  if (stage !== 'build-javascript' && stage !== 'develop') return;
  const config = getConfig() as {
    devtool?: string | false;
    plugins?: Array<{ constructor: { name: string }; options?: Record<string, unknown> }>;
    module?: { rules?: unknown[] };
    optimization?: { splitChunks?: { cacheGroups?: Record<string, { test?: unknown; name?: unknown } | false> } };
  };
  // Gatsby's `commons` chunk (loaded by every page) takes any module found in as many chunks as there are page
  // components — async ones included. With a score of back-office screens each loading antd on demand, antd's core
  // (cssinjs, Skeleton…) crossed that count and joined every shopper's first load: the design system stays on demand.
  const commons = config.optimization?.splitChunks?.cacheGroups?.commons;
  // Nor any other package: once more screens were split into chunks of their own, antd's helpers (stylis, react-is,
  // is-mobile, Babel's runtime helpers) crossed the count too and added 7 KB to every page. The shop's own modules only.
  if (stage === 'build-javascript' && commons) commons.test = (module: { nameForCondition?: () => string | null }) => !/[\\/]node_modules[\\/]/.test(module.nameForCondition?.() ?? '');
  // Gatsby names a `shared` chunk by hashing the names of the chunks that share its modules, and code-split chunks
  // (`import()`) have no name: every module shared by any two of them, whichever two, went into the same chunk
  // (sha1 of "nullnull", ~600 KB: antd with the reminders' strings), so the account's home, which needs no antd,
  // downloaded it all. Unnamed, webpack makes one chunk per set of chunks that share modules, as it does by default.
  const shared = config.optimization?.splitChunks?.cacheGroups?.shared;
  if (stage === 'build-javascript' && shared) shared.name = false;
  // The production build ships no source maps: they would publish the whole source to anyone who asks
  // (ANALYZE_BUNDLE=1 writes unlinked ones, for source-map-explorer).
  if (stage === 'build-javascript') config.devtool = process.env.ANALYZE_BUNDLE ? 'hidden-source-map' : false;
  // Pages are re-rendered and re-compressed only when the scripts really changed (src/build/stable-hash.ts).
  if (stage === 'build-javascript') config.plugins = [...(config.plugins ?? []), new StableCompilationHashPlugin() as never];
  const cssExtract = config.plugins?.find((plugin) => plugin.constructor.name === 'MiniCssExtractPlugin');
  if (cssExtract?.options) cssExtract.options.ignoreOrder = true;
  if (stage === 'build-javascript') shortModuleClassNames(config.module?.rules);
  config.module = { ...config.module, rules: [...(config.module?.rules ?? []), adminReduxRule()] };
  actions.replaceWebpackConfig(config);
};
