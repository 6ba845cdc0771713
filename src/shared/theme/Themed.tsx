import { App } from 'antd';
import AppContext from 'antd/es/app/context';
import { useMemo, type ReactNode } from 'react';
import { message, notification } from '../ui/feedback';
import { ThemeOnly } from './ThemeOnly';

/**
 * `App.useApp()`'s toasts and notices are antd's static ones (themed, in their own root, with the storefront's placement and
 * durations: src/shared/ui/feedback.tsx), so 'Đã đặt lại mật khẩu' stays on screen when the page that said it navigates away; its modals stay the page's own.
 */
function NoticesOutliveThePage({ children }: { children: ReactNode }) {
  const app = App.useApp();
  const value = useMemo(() => ({ ...app, message, notification }), [app]);
  return <AppContext.Provider value={value}>{children}</AppContext.Provider>;
}

/**
 * The antd context (theme, Vietnamese locale, App and its notices) around whatever uses antd components.
 * The shell (header, bottom navigation, home, cards, listings, product page) is plain HTML and CSS, so the pages and
 * the lazily loaded panels that use antd wrap themselves in this; a shopper page that needs no antd loads none of it
 * (issue #15).
 */
export function Themed({ children }: { children: ReactNode }) {
  return (
    <ThemeOnly>
      <App component={false}>
        <NoticesOutliveThePage>{children}</NoticesOutliveThePage>
      </App>
    </ThemeOnly>
  );
}

export default Themed;
