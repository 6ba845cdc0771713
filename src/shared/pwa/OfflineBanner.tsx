import { WifiOutlined } from '@ant-design/icons';
import { vi } from '../i18n/vi';
import { useOnline } from './useOnline';
import * as styles from './Pwa.module.css';

/** A small fixed banner while the browser is offline (pages then come from the service worker's cache). */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div className={styles.offline} role="status" aria-live="polite" data-testid="offline-banner">
      <WifiOutlined aria-hidden className={styles.offlineIcon} />
      <span>{vi.pwa.offline}</span>
    </div>
  );
}

export default OfflineBanner;
