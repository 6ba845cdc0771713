import { StyleProvider } from '@ant-design/cssinjs';
import type { GatsbySSR } from 'gatsby';
import { isValidElement } from 'react';
import { ANTD_STYLE_KEY_PREFIX, createCache, extractStyleElements, pageCaches } from './src/build/antd-ssr';
import { AppRoot, isPageHead } from './src/app/wrap-root';

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

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: 'vi' });
  const cache = pageCaches.get(pathname);
  if (!cache) return;
  pageCaches.delete(pathname);
  setHeadComponents(extractStyleElements(cache));
};

/** antd's rules first, so the app's own CSS (same specificity) wins where both apply. */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ getHeadComponents, replaceHeadComponents }) => {
  const isAntd = (node: unknown) =>
    isValidElement(node) && typeof node.key === 'string' && node.key.startsWith(ANTD_STYLE_KEY_PREFIX);
  const head = getHeadComponents();
  replaceHeadComponents([...head.filter(isAntd), ...head.filter((node) => !isAntd(node))]);
};
