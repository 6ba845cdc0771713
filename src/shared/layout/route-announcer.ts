import { vi } from '../i18n/vi';

const GATSBY_PREFIX = 'Navigated to ';

/**
 * Gatsby's route announcer (a live region) says "Navigated to <page>" in English, hard-coded. It is rewritten in
 * Vietnamese as soon as Gatsby writes it: the observer runs before the next frame, so a screen reader reads only
 * the Vietnamese sentence.
 */
export function translateRouteAnnouncer(root: Document = document): MutationObserver | null {
  const announcer = root.getElementById('gatsby-announcer');
  if (!announcer) return null;
  const translate = () => {
    const text = announcer.textContent ?? '';
    if (text.startsWith(GATSBY_PREFIX)) announcer.textContent = vi.common.navigatedTo(text.slice(GATSBY_PREFIX.length));
  };
  const observer = new MutationObserver(translate);
  observer.observe(announcer, { childList: true, characterData: true, subtree: true });
  translate();
  return observer;
}
