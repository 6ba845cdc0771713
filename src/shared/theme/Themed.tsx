import { App } from 'antd';
import AppContext from 'antd/es/app/context';
import { useMemo, type ReactNode } from 'react';
import { message, notification } from '../ui/feedback';
import { MESSAGE_CONFIG, NOTIFICATION_CONFIG } from '../ui/constants';
import { ThemeOnly } from './ThemeOnly';

/** Spec §9: notifications 4.5 s, offset 24, top right; messages 3 s (src/shared/ui/constants.ts). */
export const notificationConfig = NOTIFICATION_CONFIG;
export const messageConfig = MESSAGE_CONFIG;

/**
 * `App.useApp()`'s toasts and notices are antd's static ones (themed, in their own root: src/shared/ui/feedback.tsx),
 * so 'Đã đặt lại mật khẩu' stays on screen when the page that said it navigates away; its modals stay the page's own.
 */
function NoticesOutliveThePage({ children }: { children: ReactNode }) {
  const app = App.useApp();
  const value = useMemo(() => ({ ...app, message, notification }), [app]);
  return <AppContext.Provider value={value}>{children}</AppContext.Provider>;
}

/**
 * The antd context (theme, Vietnamese locale, App with spec §9's notices) around whatever uses antd components.
 * The shell (header, bottom navigation, home, cards, listings, product page) is plain HTML and CSS, so the pages and
 * the lazily loaded panels that use antd wrap themselves in this; a shopper page that needs no antd loads none of it
 * (issue #15).
 */
export function Themed({ children }: { children: ReactNode }) {
  return (
    <ThemeOnly>
      <App notification={notificationConfig} message={messageConfig} component={false}>
        <NoticesOutliveThePage>{children}</NoticesOutliveThePage>
      </App>
    </ThemeOnly>
  );
}

export default Themed;
