import { isValidElement, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { LoadingBar } from '../shared/layout/LoadingBar';
import { OfflineBanner } from '../shared/pwa/OfflineBanner';
import { PwaBridge } from '../shared/pwa/PwaBridge';
import { LayoutSlotsProvider } from '../shared/layout/slots';
import { LAYOUT_SLOTS } from './layout-slots';
import { makeStore, type AppStore } from './store';

export interface AppRootProps {
  children: ReactNode;
  /** A ready store (tests); otherwise a fresh one is made once per mount. */
  store?: AppStore;
}

/**
 * Everything around every page, identical on the server and in the browser (so hydration matches): the Redux store
 * and the shell's slots. No antd here: pages and panels that use it wrap themselves in `Themed`
 * (src/shared/theme/Themed.tsx), so a page without antd components loads none of antd.
 */
export function AppRoot({ children, store: givenStore }: AppRootProps) {
  // A fresh store per mount: one per server-rendered page, one in the browser.
  const [store] = useState<AppStore>(() => givenStore ?? makeStore());
  return (
    <Provider store={store} serverState={store.hydrationState}>
      <PwaBridge />
      <LoadingBar />
      <OfflineBanner />
      <LayoutSlotsProvider value={LAYOUT_SLOTS}>{children}</LayoutSlotsProvider>
    </Provider>
  );
}

/**
 * Gatsby also passes each page's `Head` through wrapRootElement (rendered apart, into a hidden root). A Head needs no
 * store and no antd: wrapping it would start a second store (its sagas, a second `/session`) and second copies of
 * the app's listeners. Head elements are the ones with Gatsby's Head props.
 */
export function isPageHead(element: unknown): boolean {
  if (!isValidElement(element)) return false;
  const props = element.props as Record<string, unknown> | null;
  return props !== null && typeof props === 'object' && 'pageContext' in props && 'serverData' in props && 'location' in props;
}

export default AppRoot;
