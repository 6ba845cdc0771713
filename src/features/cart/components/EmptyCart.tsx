import { ShoppingOutlined } from '@ant-design/icons';
import { Link } from 'gatsby';
import type { ReactNode } from 'react';
import { vi } from '../../../shared/i18n/vi';
import * as controls from '../../../shared/ui/Controls.module.css';
import { Notice } from '../../../shared/ui/Notice';
import * as styles from './Cart.module.css';

/** No lines: why, when loading failed (with a retry), and the way back to the shop. */
export function EmptyCart({ mergeReport, failed, onRetry }: { mergeReport: ReactNode; failed: boolean; onRetry: () => void }) {
  const t = vi.cart;
  return (
    <div className={styles.cart}>
      {mergeReport}
      {failed ? (
        <Notice
          kind="error"
          title={t.loadError}
          action={
            <button type="button" className={`${controls.button} ${controls.small}`} onClick={onRetry}>
              {t.retry}
            </button>
          }
        />
      ) : null}
      <section className={styles.empty} aria-labelledby="cart-empty-title">
        <ShoppingOutlined aria-hidden style={{ fontSize: 44, color: '#b0264f' }} />
        <h2 id="cart-empty-title" style={{ fontSize: 18, margin: '12px 0 6px' }}>
          {t.emptyTitle}
        </h2>
        <p className={styles.note} style={{ marginBottom: 16 }}>
          {t.emptyText}
        </p>
        <Link to="/home" className={styles.emptyCta}>
          {t.emptyCta}
        </Link>
      </section>
    </div>
  );
}
