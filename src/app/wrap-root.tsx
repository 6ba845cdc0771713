import { CalendarOutlined, CheckOutlined, CloseCircleFilled, DownOutlined } from '@ant-design/icons';
import { App, ConfigProvider } from 'antd';
import viVN from 'antd/locale/vi_VN';
import { isValidElement, useEffect, useState, type ReactNode } from 'react';
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
import { LayoutSlotsProvider } from '../shared/layout/slots';
import { LAYOUT_SLOTS } from './layout-slots';
import { makeStore, type AppStore } from './store';

/** Spec §9: notifications 4.5 s, offset 24, top right; messages 3 s (src/shared/ui/constants.ts). */
export const notificationConfig = NOTIFICATION_CONFIG;
export const messageConfig = MESSAGE_CONFIG;

/**
 * antd's own icons are announced by their English names ("down", "check", "calendar"); every one of them sits next
 * to a text or inside a labelled control, so they are hidden from screen readers.
 */
const selectIcons = {
  suffixIcon: <DownOutlined aria-hidden />,
  clearIcon: <CloseCircleFilled aria-hidden />,
  menuItemSelectedIcon: <CheckOutlined aria-hidden />,
};
const datePickerIcons = { suffixIcon: <CalendarOutlined aria-hidden />, clearIcon: <CloseCircleFilled aria-hidden /> };

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
      <ConfigProvider locale={viVN} theme={theme} select={selectIcons} datePicker={datePickerIcons}>
        <App notification={notificationConfig} message={messageConfig}>
          <ErrorNotifierBridge />
          <ModalBridge />
          <PwaBridge />
          <LoadingBar />
          <OfflineBanner />
          <LayoutSlotsProvider value={LAYOUT_SLOTS}>{children}</LayoutSlotsProvider>
        </App>
      </ConfigProvider>
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
