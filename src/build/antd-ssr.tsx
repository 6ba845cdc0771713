/**
 * Server-side extraction of antd's CSS-in-JS (build time only): each page is
 * rendered with its own cssinjs cache, whose styles are written into <head>
 * as real <style> elements carrying cssinjs' own attributes, so the browser
 * reuses them on hydration instead of injecting them again.
 */
import { createCache, extractStyle } from '@ant-design/cssinjs';
import type { ReactElement } from 'react';

export type StyleCache = ReturnType<typeof createCache>;

export const ANTD_STYLE_KEY_PREFIX = 'antd-cssinjs-';

const STYLE_TAG = /<style\b([^>]*)>([\s\S]*?)<\/style>/g;
const ATTRIBUTE = /([\w:-]+)="([^"]*)"/g;

/** Turn extractStyle's `<style …>css</style>` string into React elements. */
export function styleElements(html: string): ReactElement[] {
  const elements: ReactElement[] = [];
  for (const [, attributeText = '', css = ''] of html.matchAll(STYLE_TAG)) {
    const attributes: Record<string, string> = {};
    for (const [, name, value] of attributeText.matchAll(ATTRIBUTE)) {
      if (name) attributes[name] = value ?? '';
    }
    elements.push(
      <style
        key={`${ANTD_STYLE_KEY_PREFIX}${elements.length}`}
        {...attributes}
        dangerouslySetInnerHTML={{ __html: css }}
      />,
    );
  }
  return elements;
}

/** The extracted styles of one render as head elements. */
export function extractStyleElements(cache: StyleCache): ReactElement[] {
  return styleElements(extractStyle(cache));
}

/** A page render's caches, keyed by pathname between wrapRootElement and onRenderBody. */
export const pageCaches = new Map<string, StyleCache>();

export { createCache };
