/**
 * How shoppers reach the shop: the pick-up shop's name, address and hours, a hotline and an email — always shown,
 * with the defaults below until the deployment sets its own — and the optional chat channels (Facebook retired the
 * Messenger chat plugin in 2024: we link to m.me instead). Values come from build-time env (GATSBY_*).
 */
import { vi } from '../../shared/i18n/vi';
import { SHOP_CONTACT_DEFAULTS } from '../../../core/contracts/shop-vocab';

export interface SupportChannel {
  kind: 'messenger' | 'zalo' | 'hotline' | 'email';
  href: string;
  /** The raw value (page id, Zalo id, phone number or email). */
  value: string;
}

export interface SupportEnv {
  GATSBY_FACEBOOK_PAGE_ID?: string;
  GATSBY_ZALO_ID?: string;
  GATSBY_HOTLINE?: string;
  GATSBY_SHOP_EMAIL?: string;
  GATSBY_SHOP_NAME?: string;
  GATSBY_SHOP_ADDRESS?: string;
  GATSBY_SHOP_HOURS?: string;
}

/** The shop's defaults (README: set GATSBY_HOTLINE, GATSBY_SHOP_* before opening). */
export const DEFAULT_CONTACT = {
  hotline: SHOP_CONTACT_DEFAULTS.hotline,
  email: SHOP_CONTACT_DEFAULTS.email,
  name: vi.checkout.shop.name,
  address: vi.checkout.shop.address,
  hours: vi.checkout.shop.hours,
} as const;

/** Gatsby inlines `process.env.GATSBY_*` at build time only when written out literally. */
export function buildTimeSupportEnv(): SupportEnv {
  return {
    GATSBY_FACEBOOK_PAGE_ID: process.env.GATSBY_FACEBOOK_PAGE_ID,
    GATSBY_ZALO_ID: process.env.GATSBY_ZALO_ID,
    GATSBY_HOTLINE: process.env.GATSBY_HOTLINE,
    GATSBY_SHOP_EMAIL: process.env.GATSBY_SHOP_EMAIL,
    GATSBY_SHOP_NAME: process.env.GATSBY_SHOP_NAME,
    GATSBY_SHOP_ADDRESS: process.env.GATSBY_SHOP_ADDRESS,
    GATSBY_SHOP_HOURS: process.env.GATSBY_SHOP_HOURS,
  };
}

const clean = (value: string | undefined) => (value ?? '').trim();

function hotlineChannel(raw: string): SupportChannel | null {
  const dial = raw.replace(/[\s.()-]/g, '');
  return /^\+?\d{3,15}$/.test(dial) ? { kind: 'hotline', href: `tel:${dial}`, value: raw } : null;
}

function emailChannel(raw: string): SupportChannel | null {
  return /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(raw) ? { kind: 'email', href: `mailto:${raw}`, value: raw } : null;
}

export interface ShopContact {
  name: string;
  address: string;
  hours: string;
  hotline: SupportChannel;
  email: SupportChannel;
}

/** The shop's contact, each value from the env when it is valid, else the default. */
export function shopContact(env: SupportEnv): ShopContact {
  return {
    name: clean(env.GATSBY_SHOP_NAME) || DEFAULT_CONTACT.name,
    address: clean(env.GATSBY_SHOP_ADDRESS) || DEFAULT_CONTACT.address,
    hours: clean(env.GATSBY_SHOP_HOURS) || DEFAULT_CONTACT.hours,
    hotline: hotlineChannel(clean(env.GATSBY_HOTLINE)) ?? hotlineChannel(DEFAULT_CONTACT.hotline)!,
    email: emailChannel(clean(env.GATSBY_SHOP_EMAIL)) ?? emailChannel(DEFAULT_CONTACT.email)!,
  };
}

/** The support sheet's channels, in display order: the chats that are set, then always the hotline and the email. */
export function supportChannels(env: SupportEnv): SupportChannel[] {
  const channels: SupportChannel[] = [];
  const page = clean(env.GATSBY_FACEBOOK_PAGE_ID);
  if (/^[A-Za-z0-9.]+$/.test(page)) channels.push({ kind: 'messenger', href: `https://m.me/${page}`, value: page });
  const zalo = clean(env.GATSBY_ZALO_ID);
  if (/^[A-Za-z0-9._-]+$/.test(zalo)) channels.push({ kind: 'zalo', href: `https://zalo.me/${zalo}`, value: zalo });
  const { hotline, email } = shopContact(env);
  channels.push(hotline, email);
  return channels;
}
