import { App, ConfigProvider } from 'antd';
import viVN from 'antd/locale/vi_VN';
import { useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { setErrorNotifier } from '../shared/api/http';
import '../shared/i18n/dayjs';
import { vi } from '../shared/i18n/vi';
import { LoadingBar } from '../shared/layout/LoadingBar';
import { OfflineBanner } from '../shared/pwa/OfflineBanner';
import { PwaBridge } from '../shared/pwa/PwaBridge';
import { theme } from '../shared/theme/theme';
import { MESSAGE_CONFIG, NOTIFICATION_CONFIG } from '../shared/ui/constants';
import { setModalApi } from '../shared/ui/modal';
import { makeStore, type AppStore } from './store';

/** Spec §9: notifications 4.5 s, offset 24, top right; messages 3 s (src/shared/ui/constants.ts). */
export const notificationConfig = NOTIFICATION_CONFIG;
export const messageConfig = MESSAGE_CONFIG;

/** Routes the fetch helper's error notices through the themed antd App context. */
function ErrorNotifierBridge() {
  const { notification } = App.useApp();
  useEffect(() => {
    setErrorNotifier((message) => notification.error({ title: vi.common.errorTitle, description: message }));
    return () => setErrorNotifier(null);
  }, [notification]);
  return null;
}

/** showAppModal() uses the themed modal of the antd App context. */
function ModalBridge() {
  const { modal } = App.useApp();
  useEffect(() => {
    setModalApi(modal);
    return () => setModalApi(null);
  }, [modal]);
  return null;
}

export interface AppRootProps {
  children: ReactNode;
  /** A ready store (tests); otherwise a fresh one is made once per mount. */
  store?: AppStore;
}

/**
 * Everything around every page, identical on the server and in the browser
 * (so hydration matches): Redux store, antd theme and locale, antd App.
 */
export function AppRoot({ children, store: givenStore }: AppRootProps) {
  // A fresh store per mount: one per server-rendered page, one in the browser.
  const [store] = useState<AppStore>(() => givenStore ?? makeStore());
  return (
    <Provider store={store}>
      <ConfigProvider locale={viVN} theme={theme}>
        <App notification={notificationConfig} message={messageConfig}>
          <ErrorNotifierBridge />
          <ModalBridge />
          <PwaBridge />
          <LoadingBar />
          <OfflineBanner />
          {children}
        </App>
      </ConfigProvider>
    </Provider>
  );
}

export default AppRoot;
