import { CalendarOutlined, CheckOutlined, CloseCircleFilled, DownOutlined } from '@ant-design/icons';
import { ConfigProvider } from 'antd';
import viVN from 'antd/locale/vi_VN';
import type { ReactNode } from 'react';
import '../../../core/format/dayjs';
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

/** antd's theme, Vietnamese locale and icons (also around antd's static notices: src/shared/ui/feedback.tsx). */
export function ThemeOnly({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={viVN} theme={theme} select={selectIcons} datePicker={datePickerIcons}>
      {children}
    </ConfigProvider>
  );
}

export default ThemeOnly;
