import { StyleProvider } from '@ant-design/cssinjs';
import type { GatsbySSR } from 'gatsby';
import { isValidElement } from 'react';
import { ANTD_STYLE_KEY_PREFIX, createCache, extractStyleElements, pageCaches } from './src/build/antd-ssr';
import { isPageHead } from './src/app/page-head';
import { EARLY_READ_PAGES, earlyReadsHeadScript } from './src/app/early-reads';
import { AppRoot } from './src/app/wrap-root';
import { EARLY_TAPS_SCRIPT } from './src/shared/layout/early-taps';
import { CONSENT_DEFAULT_SCRIPT } from './src/shared/tracking/consent';

// Fonts are deliberately not preloaded: with font-display: swap the text paints at once in the
// fallback face, and four high-priority font downloads (≈67 kB) compete with the hero image (LCP)
// on a slow connection. (Measured together with dropping antd's App wrapper: LCP 4.7 s → 1.2 s;
// without that second change LCP stays ≈3.5 s — the JavaScript weight is the next bottleneck.)

/**
 * A fresh antd style cache (and, inside AppRoot, a fresh Redux store) for
 * every page render. Gatsby 5's static-entry calls wrapRootElement, renders
 * the body, then calls onRenderBody — so the cache is complete there.
 */
export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element, pathname }) => {
  if (isPageHead(element)) return element;
  const cache = createCache();
  pageCaches.set(pathname, cache);
  return (
    <StyleProvider cache={cache}>
      <AppRoot>{element}</AppRoot>
    </StyleProvider>
  );
};

const CONSENT_KEY_PREFIX = 'consent-default';
const EARLY_TAPS_KEY = 'early-taps';
const EARLY_READS_KEY = 'early-reads';
const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`);
const tagManager = Boolean(process.env.GATSBY_GTM_ID?.trim());

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: 'vi' });
  setHeadComponents([<script key={EARLY_TAPS_KEY} dangerouslySetInnerHTML={{ __html: EARLY_TAPS_SCRIPT }} />]);
  if (EARLY_READ_PAGES.includes(withSlash(pathname))) {
    // data-early-reads: the post-build step preloads these pages' code too (src/build/page-code.ts).
    setHeadComponents([<script key={EARLY_READS_KEY} data-early-reads="" dangerouslySetInnerHTML={{ __html: earlyReadsHeadScript() }} />]);
  }
  // Consent Mode v2 defaults (denied) before the tag manager's snippet: see src/shared/tracking/consent.ts.
  if (tagManager) setHeadComponents([<script key={CONSENT_KEY_PREFIX} dangerouslySetInnerHTML={{ __html: CONSENT_DEFAULT_SCRIPT }} />]);
  const cache = pageCaches.get(pathname);
  if (!cache) return;
  pageCaches.delete(pathname);
  setHeadComponents(extractStyleElements(cache));
};

/**
 * The early reads first (their requests start with the first bytes), the consent defaults before the tag manager, then
 * antd's rules, so the app's own CSS (same specificity) wins.
 */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ getHeadComponents, replaceHeadComponents }) => {
  const keyed = (prefix: string) => (node: unknown) => isValidElement(node) && typeof node.key === 'string' && node.key.startsWith(prefix);
  const isConsent = keyed(CONSENT_KEY_PREFIX);
  const isAntd = keyed(ANTD_STYLE_KEY_PREFIX);
  const isEarlyReads = keyed(EARLY_READS_KEY);
  const head = getHeadComponents();
  const rest = head.filter((node) => !isEarlyReads(node) && !isConsent(node) && !isAntd(node));
  replaceHeadComponents([...head.filter(isEarlyReads), ...head.filter(isConsent), ...head.filter(isAntd), ...rest]);
};
