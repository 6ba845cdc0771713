import { CustomerServiceOutlined } from '@ant-design/icons';
import { lazy, Suspense, useState } from 'react';
import { useHydrated } from '../../../shared/hooks/useHydrated';
import { vi } from '../../../shared/i18n/vi';
import { buildTimeSupportEnv, supportChannels, type SupportChannel } from '../config';
import * as styles from './Support.module.css';

// The sheet (antd Drawer) is only downloaded when the shopper opens it.
const SupportSheet = lazy(() => import('./SupportSheet'));

export interface SupportWidgetProps {
  /** Tests pass channels; the app reads the build-time env. */
  channels?: SupportChannel[];
}

/** The header's "Hỗ trợ" button opening the chats that are set, the hotline and the email (always at least those). */
export function SupportWidget({ channels = supportChannels(buildTimeSupportEnv()) }: SupportWidgetProps) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  // Rendered after hydration only: never part of the first paint, never a hydration mismatch.
  if (!hydrated || channels.length === 0) return null;
  return (
    <>
      <button
        type="button"
        className={styles.fab}
        data-testid="support-button"
        aria-label={vi.support.openLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <CustomerServiceOutlined aria-hidden className={styles.fabIcon} />
        <span aria-hidden>{vi.support.open}</span>
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
