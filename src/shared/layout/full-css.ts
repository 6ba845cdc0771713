/**
 * Issue #15: a built page inlines only the CSS its own markup uses, and the first-load loader (src/build/first-load.ts)
 * adds the full stylesheet, marked with this attribute, after the hero. What the app renders after hydration may use
 * any of it, so the app starts only once it has applied.
 */
export const FULL_CSS_ATTRIBUTE = 'data-full-css';

/** Resolves once the full stylesheet has loaded (or failed); at once when the page has none or it is already there. */
export function fullCssReady(doc: Document = document): Promise<void> {
  const link = doc.querySelector<HTMLLinkElement>(`link[${FULL_CSS_ATTRIBUTE}]`);
  if (!link || link.sheet) return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
}
