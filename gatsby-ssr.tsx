import { StyleProvider } from '@ant-design/cssinjs';
import type { GatsbySSR } from 'gatsby';
import { isValidElement } from 'react';
import { ANTD_STYLE_KEY_PREFIX, createCache, extractStyleElements, pageCaches } from './src/build/antd-ssr';
import { AppRoot } from './src/state/wrap-root';
import latin400 from '@fontsource/be-vietnam-pro/files/be-vietnam-pro-latin-400-normal.woff2';
import latin600 from '@fontsource/be-vietnam-pro/files/be-vietnam-pro-latin-600-normal.woff2';
import vietnamese400 from '@fontsource/be-vietnam-pro/files/be-vietnam-pro-vietnamese-400-normal.woff2';
import vietnamese600 from '@fontsource/be-vietnam-pro/files/be-vietnam-pro-vietnamese-600-normal.woff2';

/** Every page sets Vietnamese text in both weights: fetch the four font files early (≈67 kB). */
const fontPreloads = [vietnamese400, latin400, vietnamese600, latin600].map((href) => (
  <link key={`font-${href}`} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
));

/**
 * A fresh antd style cache (and, inside AppRoot, a fresh Redux store) for
 * every page render. Gatsby 5's static-entry calls wrapRootElement, renders
 * the body, then calls onRenderBody — so the cache is complete there.
 */
export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element, pathname }) => {
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
  setHeadComponents(fontPreloads);
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
