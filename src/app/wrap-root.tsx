import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { LoadingBar } from '../shared/layout/LoadingBar';
import { OfflineBanner } from '../shared/pwa/OfflineBanner';
import { PwaBridge } from '../shared/pwa/PwaBridge';
import { LayoutSlotsProvider } from '../shared/layout/slots';
import { ProductCardSlotsProvider } from '../features/catalog/card-slots';
import { PRODUCT_CARD_SLOTS } from './card-slots';
import { LAYOUT_SLOTS } from './layout-slots';
import { makeStore, type AppStore } from './store';

export interface AppRootProps {
  children: ReactNode;
  /** A ready store (tests); otherwise a fresh one is made once per mount. */
  store?: AppStore;
}

/**
 * Everything around every page, identical on the server and in the browser (so hydration matches): the Redux store
 * and the slots the shell and the product cards show from features. No antd here: pages and panels that use it wrap
 * themselves in `Themed` (src/shared/theme/Themed.tsx), so a page without antd components loads none of antd.
 */
let prepared: AppStore | null = null;

/** The browser's store, made ahead of the first render (src/app/deferred-root.tsx); the first AppRoot mounted takes it. */
export function prepareBrowserStore(store: AppStore): void {
  prepared ??= store;
}

function takePreparedStore(): AppStore | null {
  const store = prepared;
  prepared = null;
  return store;
}

export function AppRoot({ children, store: givenStore }: AppRootProps) {
  // A fresh store per mount: one per server-rendered page, one in the browser.
  const [store] = useState<AppStore>(() => givenStore ?? takePreparedStore() ?? makeStore());
  return (
    <Provider store={store} serverState={store.hydrationState}>
      <PwaBridge />
      <LoadingBar />
      <OfflineBanner />
      <LayoutSlotsProvider value={LAYOUT_SLOTS}>
        <ProductCardSlotsProvider value={PRODUCT_CARD_SLOTS}>{children}</ProductCardSlotsProvider>
      </LayoutSlotsProvider>
    </Provider>
  );
}

export default AppRoot;
