import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { formatTimeDate, formatVnd } from '../../../../core/format';
import { vi } from '../../../shared/i18n/vi';
import { loadFeedback } from '../../../shared/ui/notices';
import * as styles from './Order.module.css';
import { orderStrings } from '../strings';
import type { VietQr } from '../../../../core/contracts/payment';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function CopyField({ label, value, copy }: { label: string; value: string; copy: string }) {
  const t = orderStrings;
  const [done, setDone] = useState(false);
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        <span>{value}</span>
        <button
          type="button"
          className={styles.copyButton}
          aria-label={t.copy(label)}
          onClick={() => {
            void copyText(copy).then((ok) => {
              if (!ok) return;
              setDone(true);
              void loadFeedback().then((feedback) => feedback.message.success(t.copied(label)));
            });
          }}
        >
          {done ? <CheckOutlined aria-hidden /> : <CopyOutlined aria-hidden />}
        </button>
      </dd>
    </div>
  );
}

/** The VietQR image and the transfer details, each copyable; when the order is held until. */
export function VietQrBlock({ qr, expiresAt }: { qr: VietQr; expiresAt: string | null }) {
  const t = orderStrings;
  const amount = formatVnd(qr.amount);
  return (
    <section className={`${styles.card} ${styles.qr}`} aria-labelledby="vietqr-title" data-testid="vietqr">
      <h2 id="vietqr-title" className={styles.sectionTitle}>
        {t.qrTitle}
      </h2>
      <img className={styles.qrImage} src={qr.svg} width={220} height={220} alt={t.qrAlt(qr.bankName, amount, qr.memo)} />
      <dl className={styles.qrFields}>
        <CopyField label={t.bankName} value={qr.bankName} copy={qr.bankName} />
        <CopyField label={t.accountNumber} value={qr.accountNumber} copy={qr.accountNumber} />
        <CopyField label={t.accountName} value={qr.accountName} copy={qr.accountName} />
        <CopyField label={t.amount} value={amount} copy={String(qr.amount)} />
        <CopyField label={t.memo} value={qr.memo} copy={qr.memo} />
      </dl>
      {expiresAt ? (
        <p className={styles.muted} role="note">
          {vi.checkout.success.heldUntil(formatTimeDate(expiresAt))}
        </p>
      ) : null}
    </section>
  );
}

export default VietQrBlock;
