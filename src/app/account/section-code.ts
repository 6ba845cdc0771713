import type { ComponentType } from 'react';
import { resolveAccountRoute, type AccountSlug } from './routes';

/**
 * The code of each account sub-page's screen, fetched when the shopper opens it (the account's home needs none of
 * them). Kept apart from ./AccountScreen so the page's own code (./AccountView) starts the section's fetch beside the
 * screen's, not after it has arrived: one round trip fewer before a sub-page is drawn (issue #34).
 */
export const sectionCode: Partial<Record<AccountSlug, () => Promise<{ default: ComponentType }>>> = {
  profile: () => import('../../features/profile/components/ProfileForm'),
  address: () => import('../../features/address/components/AddressBook'),
  'change-password': () => import('../../features/user/components/PasswordForms').then((module) => ({ default: module.ChangePasswordForm })),
  'favorite-product': () => import('../../features/favorite/components/FavoriteList'),
  'my-wallet': () => import('../../features/wallet/components/WalletView'),
  notification: () => import('../../features/notification/components/NotificationList'),
  'order-history': () => import('../../features/order/components/OrderHistory'),
};
export const loadOrderDetail = () => import('../../features/order/components/OrderDetail');

/** Sections drawn in plain HTML and CSS: they load no antd, not even its theme (issue #34). */
export const PLAIN_SECTIONS: ReadonlySet<AccountSlug> = new Set(['favorite-product', 'notification', 'order-history', 'my-wallet']);
export const loadThemed = () => import('../../shared/theme/Themed');

/** Starts fetching the code of the screen `pathname` shows (./AccountView calls it while the page hydrates). */
export function preloadSection(pathname: string): void {
  const route = resolveAccountRoute(pathname);
  const load = route.kind === 'section' ? sectionCode[route.section.slug] : route.kind === 'order' ? loadOrderDetail : undefined;
  void load?.();
  if (route.kind === 'section' && load && !PLAIN_SECTIONS.has(route.section.slug)) void loadThemed();
}
