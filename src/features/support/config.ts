/**
 * Chat-support channels (Facebook retired the Messenger chat plugin in 2024: we link to m.me instead).
 * Values come from build-time env: GATSBY_FACEBOOK_PAGE_ID, GATSBY_ZALO_ID, GATSBY_HOTLINE.
 */
export interface SupportChannel {
  kind: 'messenger' | 'zalo' | 'hotline';
  href: string;
  /** The raw value (page id, Zalo id or phone number). */
  value: string;
}

export interface SupportEnv {
  GATSBY_FACEBOOK_PAGE_ID?: string;
  GATSBY_ZALO_ID?: string;
  GATSBY_HOTLINE?: string;
}

/** Gatsby inlines `process.env.GATSBY_*` at build time only when written out literally. */
export function buildTimeSupportEnv(): SupportEnv {
  return {
    GATSBY_FACEBOOK_PAGE_ID: process.env.GATSBY_FACEBOOK_PAGE_ID,
    GATSBY_ZALO_ID: process.env.GATSBY_ZALO_ID,
    GATSBY_HOTLINE: process.env.GATSBY_HOTLINE,
  };
}

const clean = (value: string | undefined) => (value ?? '').trim();

/** The configured channels, in display order; empty when none is set (the widget is then hidden). */
export function supportChannels(env: SupportEnv): SupportChannel[] {
  const channels: SupportChannel[] = [];
  const page = clean(env.GATSBY_FACEBOOK_PAGE_ID);
  if (/^[A-Za-z0-9.]+$/.test(page)) channels.push({ kind: 'messenger', href: `https://m.me/${page}`, value: page });
  const zalo = clean(env.GATSBY_ZALO_ID);
  if (/^[A-Za-z0-9._-]+$/.test(zalo)) channels.push({ kind: 'zalo', href: `https://zalo.me/${zalo}`, value: zalo });
  const phone = clean(env.GATSBY_HOTLINE);
  const dial = phone.replace(/[\s.()-]/g, '');
  if (/^\+?\d{3,15}$/.test(dial)) channels.push({ kind: 'hotline', href: `tel:${dial}`, value: phone });
  return channels;
}
