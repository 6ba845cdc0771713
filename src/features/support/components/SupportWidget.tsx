import { CustomerServiceOutlined } from '@ant-design/icons';
import { lazy, Suspense, useState } from 'react';
import { useHydrated } from '../../../shared/hooks/useHydrated';
import { vi } from '../../../shared/i18n/vi';
import { buildTimeSupportEnv, supportChannels, type SupportChannel } from '../config';
import * as styles from './Support.module.css';

// The sheet (antd Drawer) is only downloaded when the shopper opens it.
const SupportSheet = lazy(() => import('./SupportSheet'));

export interface SupportWidgetProps {
  pathname: string;
  /** Tests pass channels; the app reads the build-time env. */
  channels?: SupportChannel[];
}

/** Where the button sits: raised above the product page's sticky action bar, absent on checkout. */
export function supportPlacement(pathname: string): 'hidden' | 'raised' | 'default' {
  if (pathname === '/checkout' || pathname.startsWith('/checkout/')) return 'hidden';
  if (pathname.startsWith('/product/')) return 'raised';
  return 'default';
}

/** A floating "Hỗ trợ" button opening the chats that are set, the hotline and the email (always at least those). */
export function SupportWidget({ pathname, channels = supportChannels(buildTimeSupportEnv()) }: SupportWidgetProps) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const placement = supportPlacement(pathname);
  // Rendered after hydration only: never part of the first paint, never a hydration mismatch.
  if (!hydrated || channels.length === 0 || placement === 'hidden') return null;
  return (
    <>
      <button
        type="button"
        className={placement === 'raised' ? `${styles.fab} ${styles.raised}` : styles.fab}
        aria-label={vi.support.openLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <CustomerServiceOutlined aria-hidden className={styles.fabIcon} />
        <span className={styles.fabText}>{vi.support.open}</span>
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <SupportSheet open={open} channels={channels} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

export default SupportWidget;
