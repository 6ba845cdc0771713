import { lazy, Suspense } from 'react';
import { vi } from '../../shared/i18n/vi';
import { PendingPage } from '../../shared/layout/PendingPage';
import { useHydrated } from '../../shared/hooks/useHydrated';
import { resolveAccountRoute } from './routes';
import { preloadSection } from './section-code';
import * as styles from './Account.module.css';

// The account's screens (the session guard, each section; antd for the sections) are drawn once the page has
// hydrated: the first paint and the first load are the plain pending page's (issue #34). The code of the one the
// address names is fetched as soon as this page's own code runs, while the page hydrates, not after.
const loadHome = () => import('./AccountHomeScreen');
const loadScreen = () => import('./AccountScreen');
if (typeof window !== 'undefined') {
  if (resolveAccountRoute(window.location.pathname).kind === 'index') void loadHome();
  else {
    void loadScreen();
    preloadSection(window.location.pathname);
  }
}
const AccountHomeScreen = lazy(loadHome);
const AccountScreen = lazy(loadScreen);

/** The client-only account area (`/account/*`). */
export function AccountView({ pathname }: { pathname: string }) {
  const hydrated = useHydrated();
  const pending = <PendingPage pathname={pathname} activeNav="account" title={vi.pages.account.title} className={styles.card} />;
  if (!hydrated) return pending;
  return (
    <Suspense fallback={pending}>
      {resolveAccountRoute(pathname).kind === 'index' ? <AccountHomeScreen pathname={pathname} /> : <AccountScreen pathname={pathname} />}
    </Suspense>
  );
}

/** The document title for an account path. */
export function accountTitle(pathname: string): string {
  const route = resolveAccountRoute(pathname);
  switch (route.kind) {
    case 'section':
      return route.section.title;
    case 'order':
      return vi.pages.account.orderDetail;
    case 'not-found':
      return vi.pages.notFound.title;
    default:
      return vi.pages.account.title;
  }
}

export default AccountView;
