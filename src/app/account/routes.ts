import { vi } from '../../shared/i18n/vi';
import { subSegments } from '../../shared/routing/subSegments';

/** Account sub-pages, all client-only under `/account/*`. */
export const accountSections = [
  { slug: 'profile', title: vi.pages.account.profile },
  { slug: 'order-history', title: vi.pages.account.orderHistory },
  { slug: 'favorite-product', title: vi.pages.account.favoriteProduct },
  { slug: 'address', title: vi.pages.account.address },
  { slug: 'my-wallet', title: vi.pages.account.myWallet },
  { slug: 'notification', title: vi.pages.account.notification },
  { slug: 'change-password', title: vi.pages.account.changePassword },
] as const;

export type AccountSection = (typeof accountSections)[number];
export type AccountSlug = AccountSection['slug'];

export type AccountRoute =
  | { kind: 'index' }
  | { kind: 'section'; section: AccountSection }
  | { kind: 'order'; orderId: string }
  | { kind: 'not-found' };

/** Which account view a path shows. */
export function resolveAccountRoute(pathname: string): AccountRoute {
  const segments = subSegments(pathname, '/account');
  if (!segments) return { kind: 'not-found' };
  const [first, second, ...rest] = segments;
  if (first === undefined) return { kind: 'index' };
  const section = accountSections.find((candidate) => candidate.slug === first);
  if (!section) return { kind: 'not-found' };
  if (second === undefined) return { kind: 'section', section };
  if (section.slug === 'order-history' && rest.length === 0) return { kind: 'order', orderId: second };
  return { kind: 'not-found' };
}
