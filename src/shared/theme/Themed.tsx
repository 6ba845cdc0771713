import { CalendarOutlined, CheckOutlined, CloseCircleFilled, DownOutlined } from '@ant-design/icons';
import { App, ConfigProvider } from 'antd';
import viVN from 'antd/locale/vi_VN';
import type { ReactNode } from 'react';
import '../i18n/dayjs';
import { MESSAGE_CONFIG, NOTIFICATION_CONFIG } from '../ui/constants';
import { theme } from './theme';

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

/** Spec §9: notifications 4.5 s, offset 24, top right; messages 3 s (src/shared/ui/constants.ts). */
export const notificationConfig = NOTIFICATION_CONFIG;
export const messageConfig = MESSAGE_CONFIG;

/** antd's theme, Vietnamese locale and icons, without antd's App (for the static notices of src/shared/ui/feedback). */
export function ThemeOnly({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={viVN} theme={theme} select={selectIcons} datePicker={datePickerIcons}>
      {children}
    </ConfigProvider>
  );
}

/**
 * The antd context (theme, Vietnamese locale, App with spec §9's notices) around whatever uses antd components.
 * The shell (header, bottom navigation, home, cards) is plain HTML and CSS, so the pages and the lazily loaded panels
 * that use antd wrap themselves in this; a shopper page that needs no antd loads none of it (issue #15).
 */
export function Themed({ children }: { children: ReactNode }) {
  return (
    <ThemeOnly>
      <App notification={notificationConfig} message={messageConfig} component={false}>
        {children}
      </App>
    </ThemeOnly>
  );
}

export default Themed;
